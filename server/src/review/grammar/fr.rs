//! French learner-error rules: the mistakes people learning French make when they speak, found
//! in one transcript line at a time (std only; `text` gives the words).
//!
//! Precision first, as in the English rules: a rule fires only when the words leave no doubt,
//! only words in its tables are judged, and a clause mark ends what a rule looks at.

use super::text::{first_of_overlapping, found, tokens, Found, Tok};
use std::collections::HashMap;
use std::sync::OnceLock;

include!("fr_tables.rs");

/// The French rules' findings in a line, in the order of the line.
pub fn check(line: &str) -> Vec<Found> {
    let toks = tokens(line);
    let mut out = Vec::new();
    for rule in RULES {
        out.extend(rule(line, &toks));
    }
    first_of_overlapping(out)
}

type Rule = fn(&str, &[Tok]) -> Vec<Found>;

/// Every rule, most specific first: of two overlapping findings the earlier rule's is kept.
const RULES: &[Rule] = &[
    verb_form,
    chez,
    place,
    transport,
    contraction,
    stressed_pronoun,
    auxiliary,
    elision,
    possessive,
    tout,
    negation_de,
    quantity,
    comparative,
    reflexive,
    collocation,
    gender,
    agreement,
    pp_agreement,
    subjunctive,
    subjunctive_overuse,
    si_conditional,
    c_est,
    profession,
    article_missing,
    negation_order,
    conjunction,
    question,
    infinitive_prep,
    verb_prep,
    relative,
    tense,
    tense2,
    pronoun_place,
    lexical,
    adj_position,
    adverb_position,
    pronoun,
    duration,
    conjugation,
    si_future,
    si_main,
    reported_future,
    pluperfect,
    habit,
    past_marker,
    duration2,
    regime,
    noun_prep,
    small_prep,
    false_friend,
    object_pronoun,
    pronoun_en,
    relative2,
    subject_agreement,
    partitive2,
    comparative2,
    reflexive2,
    misc,
    fixed_uses,
];

// ---------------------------------------------------------------------------------------------
// Word helpers

/// The word at `i`, or "" past either end.
fn tx(toks: &[Tok], i: usize) -> &str {
    toks.get(i).map_or("", |t| t.text.as_str())
}

/// The word before `i`, or "".
fn before(toks: &[Tok], i: usize) -> &str {
    if i == 0 {
        ""
    } else {
        tx(toks, i - 1)
    }
}

/// The words of `i` as written in the line.
fn src<'a>(line: &'a str, toks: &[Tok], i: usize) -> &'a str {
    toks.get(i).map_or("", |t| &line[t.start..t.end])
}

/// Lower case without accents, for table look-ups of words the recogniser wrote bare.
fn fold(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            'à' | 'â' | 'ä' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'î' | 'ï' => 'i',
            'ô' | 'ö' => 'o',
            'ù' | 'û' | 'ü' => 'u',
            'ç' => 'c',
            c => c,
        })
        .collect()
}

fn is_in(w: &str, list: &[&str]) -> bool {
    list.contains(&w)
}

/// Whether a word starts with a vowel sound (vowel, silent h, or the pronoun "y").
fn vowel_start(w: &str) -> bool {
    if w == "y" {
        return true;
    }
    match w.chars().next() {
        Some(c) if "aeiouàâäéèêëîïôöùûüœ".contains(c) => true,
        Some('h') => H_MUET.iter().any(|p| w.starts_with(p)) && !w.starts_with("hors"),
        _ => false,
    }
}

/// Hesitations and words before which nothing elides.
fn no_elision(w: &str) -> bool {
    is_in(
        w,
        &[
            "euh", "eh", "oh", "ah", "heu", "hum", "hein", "oui", "ouais", "ouf", "ok", "okay",
            "onze", "onzième", "uh", "um", "un", "une", "y", "a", "à",
        ],
    )
}

/// Subject pronouns and their person (0 = je … 5 = ils).
fn person(w: &str) -> Option<usize> {
    Some(match w {
        "je" | "j'" => 0,
        "tu" => 1,
        "il" | "elle" | "on" => 2,
        "nous" => 3,
        "vous" => 4,
        "ils" | "elles" => 5,
        _ => return None,
    })
}

const CLITICS: &[&str] = &[
    "ne", "n'", "me", "m'", "te", "t'", "se", "s'", "le", "la", "l'", "les", "lui", "leur", "y",
    "en", "nous", "vous",
];

const AVOIR: [&str; 6] = ["ai", "as", "a", "avons", "avez", "ont"];
const ETRE: [&str; 6] = ["suis", "es", "est", "sommes", "êtes", "sont"];

const ADVERBS: &[&str] = &[
    "très",
    "trop",
    "vraiment",
    "si",
    "assez",
    "plutôt",
    "super",
    "tellement",
    "toujours",
    "pas",
    "plus",
    "jamais",
    "bien",
    "encore",
    "aussi",
    "déjà",
    "vachement",
    "hyper",
];

const NUMBERS: &[&str] = &[
    "deux",
    "trois",
    "quatre",
    "cinq",
    "six",
    "sept",
    "huit",
    "neuf",
    "dix",
    "onze",
    "douze",
    "treize",
    "quatorze",
    "quinze",
    "seize",
    "vingt",
    "trente",
    "quarante",
    "cinquante",
    "soixante",
    "cent",
    "cents",
    "mille",
    "quelques",
    "plusieurs",
];

fn is_number(w: &str) -> bool {
    is_in(w, NUMBERS)
        || w.chars().all(|c| c.is_ascii_digit()) && !w.is_empty()
        || (w.contains('-') && w.split('-').any(|p| is_in(p, NUMBERS)))
}

/// Gender of a common noun in the tables ('m' or 'f').
fn noun_gender(w: &str) -> Option<char> {
    type Genders = (HashMap<String, char>, HashMap<String, Option<char>>);
    static MAP: OnceLock<Genders> = OnceLock::new();
    let (exact, folded) = MAP.get_or_init(|| {
        let mut exact = HashMap::new();
        let mut folded: HashMap<String, Option<char>> = HashMap::new();
        for (list, g) in [(NOUNS_M, 'm'), (NOUNS_F, 'f')] {
            for n in list.split_whitespace() {
                exact.insert(n.to_string(), g);
                let e = folded.entry(fold(n)).or_insert(Some(g));
                if *e != Some(g) {
                    *e = None;
                }
            }
        }
        (exact, folded)
    });
    if w == fold(w) {
        // no accents: maybe the recogniser dropped them, so "marche" may be "marché"
        return folded.get(w).copied().flatten();
    }
    exact.get(w).copied()
}

fn is_person(w: &str) -> bool {
    PERSONS.split_whitespace().any(|p| p == w)
}

/// An adjective's forms: (masculine, feminine, masculine before a vowel).
fn adj(w: &str) -> Option<(&'static str, &'static str, &'static str)> {
    let f = fold(w);
    ADJS.iter()
        .find(|(m, fe, mv)| *m == w || *fe == w || (!mv.is_empty() && *mv == w))
        .or_else(|| {
            if w == f {
                ADJS.iter().find(|(m, fe, _)| fold(m) == f || fold(fe) == f)
            } else {
                None
            }
        })
        .copied()
}

/// One verb's forms.
#[derive(Debug, Clone)]
struct Verb {
    inf: String,
    pres: Vec<String>,
    subj: Vec<String>,
    pp: String,
    etre: bool,
    imp: String,
    fut: String,
}

fn verbs() -> &'static Vec<Verb> {
    static V: OnceLock<Vec<Verb>> = OnceLock::new();
    V.get_or_init(|| {
        let mut out = Vec::new();
        for l in VERBS.lines() {
            let p: Vec<&str> = l.split(';').collect();
            out.push(Verb {
                inf: p[0].into(),
                pres: p[1].split(' ').map(String::from).collect(),
                subj: p[2].split(' ').map(String::from).collect(),
                pp: p[3].into(),
                etre: p[4] == "e",
                imp: p[5].into(),
                fut: p[6].into(),
            });
        }
        for inf in ER_VERBS.split_whitespace() {
            let stem = &inf[..inf.len() - 2];
            let (sg, nous) = er_stems(stem);
            let pres = vec![
                format!("{sg}e"),
                format!("{sg}es"),
                format!("{sg}e"),
                format!("{nous}ons"),
                format!("{stem}ez"),
                format!("{sg}ent"),
            ];
            let subj = vec![
                format!("{sg}e"),
                format!("{sg}es"),
                format!("{sg}e"),
                format!("{stem}ions"),
                format!("{stem}iez"),
                format!("{sg}ent"),
            ];
            out.push(Verb {
                inf: inf.into(),
                pres,
                subj,
                pp: format!("{stem}é"),
                etre: is_in(inf, &["arriver", "rester", "tomber", "entrer", "rentrer"]),
                imp: nous.to_string(),
                // "appeler" → "j'appellerai", "acheter" → "j'achèterai", "payer" → "je paierai"
                fut: if sg != stem && !stem.contains('é') {
                    format!("{sg}er")
                } else {
                    inf.into()
                },
            });
        }
        for inf in IR_VERBS.split_whitespace() {
            let s = &inf[..inf.len() - 2];
            out.push(Verb {
                inf: inf.into(),
                pres: ["is", "is", "it", "issons", "issez", "issent"]
                    .iter()
                    .map(|e| format!("{s}{e}"))
                    .collect(),
                subj: ["isse", "isses", "isse", "issions", "issiez", "issent"]
                    .iter()
                    .map(|e| format!("{s}{e}"))
                    .collect(),
                pp: format!("{s}i"),
                etre: false,
                imp: format!("{s}iss"),
                fut: inf.into(),
            });
        }
        for inf in RE_VERBS.split_whitespace() {
            let s = &inf[..inf.len() - 2];
            out.push(Verb {
                inf: inf.into(),
                pres: ["s", "s", "", "ons", "ez", "ent"]
                    .iter()
                    .map(|e| format!("{s}{e}"))
                    .collect(),
                subj: ["e", "es", "e", "ions", "iez", "ent"]
                    .iter()
                    .map(|e| format!("{s}{e}"))
                    .collect(),
                pp: format!("{s}u"),
                etre: inf == "descendre",
                imp: s.to_string(),
                fut: format!("{s}r"),
            });
        }
        out
    })
}

/// Stems of an -er verb: (singular stem with its accent or double consonant, nous stem).
fn er_stems(stem: &str) -> (String, String) {
    let sg = match stem {
        "achet" => "achèt".to_string(),
        "lev" => "lèv".to_string(),
        "promen" => "promèn".to_string(),
        "emmen" => "emmèn".to_string(),
        "appel" => "appell".to_string(),
        "préfér" => "préfèr".to_string(),
        "espér" => "espèr".to_string(),
        "répét" => "répèt".to_string(),
        "inquiét" => "inquièt".to_string(),
        "célébr" => "célèbr".to_string(),
        "exagér" => "exagèr".to_string(),
        "pay" => "pai".to_string(),
        "essay" => "essai".to_string(),
        "nettoy" => "nettoi".to_string(),
        "envoy" => "envoi".to_string(),
        s => s.to_string(),
    };
    let nous = if stem.ends_with('g') {
        format!("{stem}e")
    } else if let Some(s) = stem.strip_suffix('c') {
        format!("{s}ç")
    } else {
        stem.to_string()
    };
    (sg, nous)
}

/// The verb a present form belongs to, and its person (first match wins).
fn present_of(w: &str) -> Option<(&'static Verb, usize)> {
    verbs()
        .iter()
        .find_map(|v| v.pres.iter().position(|p| p == w).map(|k| (v, k)))
}

fn verb_by_inf(w: &str) -> Option<&'static Verb> {
    verbs().iter().find(|v| v.inf == w)
}

fn verb_by_pp(w: &str) -> Option<&'static Verb> {
    let base = w
        .strip_suffix("es")
        .or_else(|| w.strip_suffix('e'))
        .or_else(|| w.strip_suffix('s'))
        .unwrap_or(w);
    verbs().iter().find(|v| v.pp == w || v.pp == base)
}

fn is_infinitive(w: &str) -> bool {
    verb_by_inf(w).is_some()
        || is_in(
            w,
            &[
                "arrêter",
                "fumer",
                "fermer",
                "visiter",
                "manger",
                "étudier",
                "voyager",
                "chanter",
                "travailler",
                "se",
                "rester",
            ],
        )
}

/// The imperfect of a verb for a person.
fn imperfect(v: &Verb, p: usize) -> String {
    let stem = &v.imp;
    let end = ["ais", "ais", "ait", "ions", "iez", "aient"][p];
    if p == 3 || p == 4 {
        // "mange-ais" but "mang-ions": the e that keeps g soft goes before i.
        let s = match stem.strip_suffix("ge") {
            Some(x) => format!("{x}g"),
            None => stem.to_string(),
        };
        let s = match s.strip_suffix('ç') {
            Some(x) => format!("{x}c"),
            None => s,
        };
        return format!("{s}{end}");
    }
    format!("{stem}{end}")
}

/// A word that is a determiner; 'm', 'f', or 'p' (plural or either gender).
fn det_kind(w: &str) -> Option<char> {
    Some(match w {
        "le" | "un" | "ce" | "cet" | "mon" | "ton" | "son" | "du" | "au" => 'm',
        "la" | "une" | "cette" | "ma" | "ta" | "sa" => 'f',
        "l'" | "notre" | "votre" | "leur" => 'x',
        "les" | "des" | "mes" | "tes" | "ses" | "nos" | "vos" | "leurs" | "ces" | "aux" => 'p',
        _ => return None,
    })
}

/// A determiner of the other gender: (masculine form, feminine form) for `w`, given the noun.
fn det_for(w: &str, g: char, vowel: bool) -> Option<&'static str> {
    Some(match (w, g) {
        ("la", 'm') => "le",
        ("le", 'f') => "la",
        ("une", 'm') => "un",
        ("un", 'f') => "une",
        ("cette", 'm') if vowel => "cet",
        ("cette", 'm') => "ce",
        ("ce", 'm') if vowel => "cet",
        ("cet", 'm') if !vowel => "ce",
        ("ce" | "cet", 'f') => "cette",
        ("ma", 'm') => "mon",
        ("ta", 'm') => "ton",
        ("sa", 'm') => "son",
        ("mon", 'f') if !vowel => "ma",
        ("ton", 'f') if !vowel => "ta",
        ("son", 'f') if !vowel => "sa",
        ("du", 'f') => "de la",
        ("au", 'f') => "à la",
        _ => return None,
    })
}

/// Capitalised like the learner's word (first letter only).
fn like(orig: &str, new: &str) -> String {
    if orig.chars().next().is_some_and(char::is_uppercase) {
        let mut c = new.chars();
        c.next()
            .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
            .unwrap_or_default()
    } else {
        new.to_string()
    }
}

/// An elided form: "de" → "d'", "que" → "qu'".
fn elide(w: &str) -> String {
    match w {
        "si" => "s'".into(),
        _ => format!("{}'", &w[..w.len() - 1]),
    }
}

/// Whether a clause (back to the previous clause mark) before `i` holds one of `words`.
fn clause_has(toks: &[Tok], i: usize, words: &[&str]) -> bool {
    toks[..i.min(toks.len())]
        .iter()
        .rev()
        .take_while(|t| !t.is_break())
        .any(|t| words.contains(&t.text.as_str()))
}

fn clause_after_has(toks: &[Tok], i: usize, words: &[&str]) -> bool {
    toks.iter()
        .skip(i + 1)
        .take_while(|t| !t.is_break())
        .any(|t| words.contains(&t.text.as_str()))
}

// ---------------------------------------------------------------------------------------------
// Rules

/// Made-up verb forms: "prendu" → "pris", "je pouvrai" → "je pourrai".
fn verb_form(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        let w = t.text.as_str();
        let mut good = BAD_FORMS
            .iter()
            .find(|(b, _)| *b == w)
            .map(|(_, g)| g.to_string());
        // "j'ai ouvré": a real word, but not the participle of "ouvrir"
        if good.is_none()
            && i > 0
            && (is_in(before(toks, i), &AVOIR)
                || is_in(before(toks, i), &["avait", "avais", "avoir"]))
        {
            good = AUX_BAD_FORMS
                .iter()
                .find(|(b, _)| *b == w)
                .map(|(_, g)| g.to_string());
        }
        if good.is_none() {
            for (bad, real) in BAD_FUTURE {
                for end in [
                    "ai", "as", "a", "ons", "ez", "ont", "ais", "ait", "ions", "iez", "aient",
                ] {
                    if w.len() == bad.len() + end.len()
                        && w.starts_with(bad)
                        && w.ends_with(end)
                        && !(bad.ends_with('r') && real.ends_with('r') && *bad == *real)
                    {
                        good = Some(format!("{real}{end}"));
                    }
                }
            }
        }
        if let Some(g) = good {
            out.push(found(
                line,
                toks,
                i,
                i,
                like(src(line, toks, i), &g),
                "fr-verb-form",
                format!("\"{w}\" is not a French verb form: say \"{g}\"."),
            ));
        }
    }
    out
}

/// "je dîne à mes grands-parents" → "chez mes grands-parents", "je vais au médecin" → "chez le
/// médecin": at someone's place is "chez".
fn chez(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let places = [
        "vais", "vas", "va", "allons", "allez", "vont", "allé", "allée", "aller", "dîne", "dîner",
        "dort", "dors", "dormir", "dormi", "reste", "rester", "resté", "passe", "passer",
    ];
    for i in 1..toks.len() {
        if !is_in(tx(toks, i - 1), &places) {
            continue;
        }
        let (a, d, n) = (tx(toks, i), tx(toks, i + 1), tx(toks, i + 2));
        let pro = ["médecin", "dentiste", "coiffeur", "boulanger", "docteur"];
        if (a == "à" || a == "a")
            && is_in(
                d,
                &[
                    "mes", "ma", "mon", "tes", "ta", "ton", "ses", "sa", "son", "nos", "vos",
                ],
            )
            && is_person(n)
        {
            out.push(found(
                line,
                toks,
                i,
                i,
                "chez",
                "fr-chez",
                format!("At someone's home is \"chez\": \"chez {d} {n}\", not \"à {d} {n}\"."),
            ));
        } else if a == "au" && is_in(d, &pro) {
            out.push(found(
                line,
                toks,
                i,
                i,
                "chez le",
                "fr-chez",
                format!("To see a {d} you go \"chez le {d}\", not \"au {d}\"."),
            ));
        } else if a == "à" && d == "le" && is_in(n, &pro) {
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                "chez le",
                "fr-chez",
                format!("To see a {n} you go \"chez le {n}\", not \"à le {n}\"."),
            ));
        }
    }
    out
}

fn country(w: &str) -> Option<char> {
    let f = fold(w);
    COUNTRIES
        .iter()
        .find(|(c, _)| *c == w || fold(c) == f)
        .map(|(_, k)| *k)
}

fn is_city(w: &str) -> bool {
    let f = fold(w);
    CITIES.split_whitespace().any(|c| c == w || fold(c) == f)
}

/// Prepositions with places: "en France", "au Japon", "aux États-Unis", "à Paris".
fn place(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let thinking = [
        "pense",
        "penses",
        "pensé",
        "penser",
        "pensais",
        "intéresse",
        "intéressé",
        "appartient",
        "parle",
        "parlé",
        "écrit",
        "dit",
        "donne",
        "donné",
        "réfléchi",
    ];
    for i in 0..toks.len() {
        let p = tx(toks, i);
        if !is_in(p, &["à", "en", "au", "aux", "a"]) || is_in(before(toks, i), &thinking) {
            continue;
        }
        if p == "a" && person(before(toks, i)).is_some() {
            continue;
        }
        // "à la France", "à le Japon": article after à
        let (mut j, mut art) = (i + 1, "");
        if p == "à" && is_in(tx(toks, i + 1), &["la", "le", "l'", "les"]) {
            art = tx(toks, i + 1);
            j = i + 2;
        }
        let name = tx(toks, j);
        let shown = src(line, toks, j);
        let right = if let Some(k) = country(name) {
            match k {
                'f' | 'v' => format!("en {shown}"),
                'm' => format!("au {shown}"),
                _ => format!("aux {shown}"),
            }
        } else if is_city(name) && art.is_empty() && tx(toks, j + 1) != "du" {
            format!("à {shown}")
        } else {
            continue;
        };
        let said = if art.is_empty() {
            p.to_string()
        } else {
            format!("{p} {art}")
        };
        if right.split(' ').next() == Some(said.as_str()) && art.is_empty() {
            continue;
        }
        if p == "a" && right.starts_with("à ") {
            continue;
        }
        if (p == "au" && right.starts_with("au ")) || (p == "aux" && right.starts_with("aux ")) {
            continue;
        }
        if art == "le" && right.starts_with("au ") {
            continue; // "à le Japon": the contraction rule says "au"
        }
        let kind = if is_city(name) {
            "a city takes \"à\"".to_string()
        } else {
            match country(name) {
                Some('f') => format!("\"{name}\" is feminine, so it takes \"en\""),
                Some('v') => format!("\"{name}\" starts with a vowel, so it takes \"en\""),
                Some('m') => format!("\"{name}\" is masculine, so it takes \"au\""),
                _ => format!("\"{name}\" is plural, so it takes \"aux\""),
            }
        };
        out.push(found(
            line,
            toks,
            i,
            j,
            right.clone(),
            "fr-place",
            format!("To say in or to a place, {kind}: \"{right}\", not \"{said} {name}\"."),
        ));
    }
    out
}

/// Means of transport: "en avion", "à vélo", not "par avion", "avec le vélo".
fn transport(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let means = [
        ("vélo", "à vélo"),
        ("pied", "à pied"),
        ("moto", "à moto"),
        ("voiture", "en voiture"),
        ("train", "en train"),
        ("bus", "en bus"),
        ("avion", "en avion"),
        ("métro", "en métro"),
        ("bateau", "en bateau"),
        ("taxi", "en taxi"),
        ("tram", "en tram"),
    ];
    let moving = [
        "vais", "vas", "va", "allons", "allez", "vont", "aller", "allé", "allés", "allée", "viens",
        "vient", "venir", "venu", "pars", "part", "partir", "parti", "voyage", "voyager", "voyagé",
        "rentre", "rentrer", "rentré", "arrive", "arrivé", "partons", "venons",
    ];
    for i in 0..toks.len() {
        if !clause_has(toks, i, &moving) {
            continue;
        }
        let (a, b, c) = (tx(toks, i), tx(toks, i + 1), tx(toks, i + 2));
        let hit = if a == "par" {
            means.iter().find(|m| m.0 == b).map(|m| (i + 1, m.1))
        } else if a == "avec" && is_in(b, &["le", "la", "mon", "ma"]) {
            means.iter().find(|m| m.0 == c).map(|m| (i + 2, m.1))
        } else {
            None
        };
        if let Some((end, right)) = hit {
            let said = toks[i..=end]
                .iter()
                .map(|t| t.text.as_str())
                .collect::<Vec<_>>()
                .join(" ");
            out.push(found(
                line,
                toks,
                i,
                end,
                right,
                "fr-transport",
                format!("To travel by a means of transport say \"{right}\", not \"{said}\"."),
            ));
        }
    }
    out
}

/// Words after "le"/"les" that show it is a pronoun before a verb ("de le faire").
fn pronoun_next(w: &str) -> bool {
    if noun_gender(w).is_some() {
        return false;
    }
    is_infinitive(w)
        || w.ends_with("er")
        || w.ends_with("ir")
        || w.ends_with("re")
        || w.ends_with("oir")
        || is_in(
            w,
            &[
                "lui", "leur", "y", "en", "bien", "mieux", "pas", "plus", "jamais", "toujours",
                "vraiment", "encore", "déjà", "aussi", "tout", "",
            ],
        )
        || w.chars().all(|c| !c.is_alphanumeric())
}

/// "à le" → "au", "à les" → "aux", "de le" → "du", "de les" → "des".
fn contraction(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(2) {
        let (a, b, n) = (tx(toks, i), tx(toks, i + 1), tx(toks, i + 2));
        let joined = match (a, b) {
            ("à", "le") => "au",
            ("à", "les") => "aux",
            ("de", "le") => "du",
            ("de", "les") => "des",
            _ => continue,
        };
        if pronoun_next(n) || (b == "le" && noun_gender(n) == Some('f')) {
            continue;
        }
        out.push(found(
            line,
            toks,
            i,
            i + 1,
            joined,
            "fr-contraction",
            format!("\"{a} {b}\" always joins into \"{joined}\": say \"{joined} {n}\"."),
        ));
    }
    out
}

/// "je ai" → "j'ai", "le ami" → "l'ami", "que il" → "qu'il", "si il" → "s'il".
fn elision(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(1) {
        let (a, b) = (tx(toks, i), tx(toks, i + 1));
        let ok = match a {
            "je" | "me" | "te" | "se" | "ne" | "de" | "que" | "le" | "la" | "jusque"
            | "lorsque" | "puisque" => {
                vowel_start(b)
                    && !no_elision(b)
                    && !(a == "le" && b == "y")
                    && !(a == "de" && is_in(b, &["il", "ils", "elle", "elles", "on"]))
                    && !(a == "ne"
                        && is_in(
                            before(toks, i),
                            &[
                                "suis", "es", "est", "sommes", "êtes", "etes", "sont", "été",
                                "ete", "étais", "etais", "était", "etait", "pas",
                            ],
                        ))
            }
            "ce" => is_in(b, &["est", "était", "étaient"]),
            "si" => is_in(b, &["il", "ils"]),
            _ => false,
        };
        if !ok {
            continue;
        }
        let short = elide(a);
        let said = format!(
            "{}{}",
            like(src(line, toks, i), &short),
            src(line, toks, i + 1)
        );
        out.push(found(
            line,
            toks,
            i,
            i + 1,
            said.clone(),
            "fr-elision",
            format!("\"{a}\" drops its vowel before a vowel sound: \"{said}\", not \"{a} {b}\"."),
        ));
    }
    out
}

/// "ma amie" → "mon amie": "ma", "ta", "sa" become "mon", "ton", "son" before a vowel.
fn possessive(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(1) {
        let (a, b) = (tx(toks, i), tx(toks, i + 1));
        let m = match a {
            "ma" => "mon",
            "ta" => "ton",
            "sa" => "son",
            _ => continue,
        };
        if !vowel_start(b) || no_elision(b) || b == "y" {
            continue;
        }
        out.push(found(
            line,
            toks,
            i,
            i,
            like(src(line, toks, i), m),
            "fr-possessive",
            format!(
                "Before a vowel sound \"{a}\" becomes \"{m}\", even for a feminine word: \"{m} {b}\"."
            ),
        ));
    }
    out
}

/// "tout la journée" → "toute la journée", "tout les jours" → "tous les jours".
fn tout(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(1) {
        let (a, b) = (tx(toks, i), tx(toks, i + 1));
        if before(toks, i) == "du" || is_number(tx(toks, i + 2)) {
            continue; // "pas du tout", "toutes les deux"
        }
        let right = match (a, det_kind(b)) {
            ("tout" | "tous" | "toutes", Some('f')) if b != "une" => "toute",
            ("tout" | "toute" | "toutes", Some('p')) if b != "des" && b != "aux" => "tous",
            ("toute" | "tous" | "toutes", Some('m')) if b != "un" && b != "du" && b != "au" => {
                "tout"
            }
            _ => continue,
        };
        if right == "tous"
            && is_in(
                b,
                &["les", "mes", "tes", "ses", "nos", "vos", "leurs", "ces"],
            )
        {
            // "toutes les semaines" is right for a feminine noun
            let n = tx(toks, i + 2);
            let sing = n
                .strip_suffix('s')
                .or_else(|| n.strip_suffix('x'))
                .unwrap_or(n);
            if noun_gender(sing) == Some('f') {
                if a == "toutes" {
                    continue;
                }
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    "toutes",
                    "fr-tout",
                    format!("\"{n}\" is feminine plural: \"toutes {b} {n}\", not \"{a} {b}\"."),
                ));
                continue;
            }
            if a == "tous" {
                continue;
            }
        }
        out.push(found(
            line,
            toks,
            i,
            i,
            right,
            "fr-tout",
            format!("\"Tout\" agrees with the noun: \"{right} {b}\", not \"{a} {b}\"."),
        ));
    }
    out
}

/// A partitive or indefinite article at `i` ("du", "de la", "de l'", "des"), its last word and
/// what it becomes after a negation or a quantity ("de" or "d'" joined to the next word).
fn partitive_at(line: &str, toks: &[Tok], i: usize) -> Option<(usize, String)> {
    let (a, b) = (tx(toks, i), tx(toks, i + 1));
    let (end, noun) = match (a, b) {
        ("du" | "des", _) => (i, i + 1),
        ("de", "la" | "l'") => (i + 1, i + 2),
        _ => return None,
    };
    let n = tx(toks, noun);
    if n.is_empty() || toks[noun].is_break() || n == "tout" || n == "coup" {
        return None;
    }
    if vowel_start(n) && !no_elision(n) {
        Some((noun, format!("d'{}", src(line, toks, noun))))
    } else {
        Some((end, "de".to_string()))
    }
}

/// "je n'ai pas du pain" → "pas de pain", "pas des amis" → "pas d'amis".
fn negation_de(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let having = [
        "ai",
        "as",
        "a",
        "avons",
        "avez",
        "ont",
        "avais",
        "avait",
        "avaient",
        "aura",
        "aurai",
        "mange",
        "manges",
        "mangeons",
        "mangez",
        "mangent",
        "bois",
        "boit",
        "buvons",
        "boivent",
        "achète",
        "achètes",
        "achetons",
        "achetez",
        "achètent",
        "veux",
        "veut",
        "voulons",
        "voulez",
        "veulent",
        "fais",
        "fait",
        "faisons",
        "faites",
        "font",
        "prends",
        "prend",
        "prenons",
        "prennent",
        "trouve",
        "trouvé",
        "acheté",
        "mangé",
        "bu",
        "eu",
        "vois",
        "voit",
        "vu",
        "utilise",
        "utilisé",
        "cherche",
        "connais",
        "connaît",
        "bois",
    ];
    for i in 1..toks.len() {
        if !is_in(tx(toks, i), &["pas", "plus", "jamais"]) {
            continue;
        }
        if !clause_has(toks, i, &["ne", "n'"]) {
            continue;
        }
        let v = before(toks, i);
        if !is_in(v, &having) {
            continue;
        }
        if v == "a" && !clause_has(toks, i, &["il", "elle", "on", "y"]) {
            continue;
        }
        let mut j = i + 1;
        // "je n'ai pas trouvé une solution": the participle of a verb of having or finding
        if is_in(v, &AVOIR)
            && is_in(
                tx(toks, j),
                &[
                    "trouvé", "eu", "acheté", "reçu", "mangé", "bu", "pris", "fait", "vu",
                ],
            )
        {
            j += 1;
        }
        if tx(toks, j) == "beaucoup" {
            j += 1;
        }
        let art = tx(toks, j);
        if is_in(art, &["un", "une"])
            && is_in(
                v,
                &["ai", "as", "a", "avons", "avez", "ont", "avais", "avait"],
            )
            && (tx(toks, i + 1) == art || j == i + 2)
            && !is_in(
                tx(toks, j + 1),
                &[
                    "seul", "seule", "peu", "autre", "mot", "sou", "euro", "centime", "chat",
                    "instant", "moment",
                ],
            )
            && !clause_after_has(toks, j, &["seul", "seule"])
            // "pas un jardin mais un balcon" is a contrast; "mais il y a" starts a new clause
            && !toks[j..].iter().enumerate().any(|(k, t)| {
                t.text == "mais" && det_kind(tx(toks, j + k + 1)).is_some()
            })
            && !clause_has(toks, i, &["tu", "vous", "t'"])
            && !toks.iter().any(|t| t.text == "?")
        {
            let n = tx(toks, j + 1);
            if noun_gender(n).is_some() {
                let right = if vowel_start(n) {
                    format!("d'{}", src(line, toks, j + 1))
                } else {
                    "de".to_string()
                };
                let to = if vowel_start(n) { j + 1 } else { j };
                out.push(found(line, toks, j, to, right.clone(), "fr-negation-de",
                    format!("After \"ne … {}\", \"{art}\" becomes \"de\": \"pas {right}{}\", not \"pas {art} {n}\".", tx(toks, i), if to == j { format!(" {n}") } else { String::new() })));
                continue;
            }
        }
        if let Some((end, right)) = partitive_at(line, toks, j) {
            let said = src(line, toks, j).to_string();
            let shown = if right == "de" {
                format!("de {}", tx(toks, end + 1))
            } else {
                right.clone()
            };
            out.push(found(
                line,
                toks,
                j,
                end,
                right.clone(),
                "fr-negation-de",
                format!(
                    "After a negation (\"ne … {}\"), \"{}\" becomes \"de\": say \"{} {shown}\".",
                    tx(toks, i),
                    said,
                    tx(toks, i)
                ),
            ));
        }
    }
    out
}

/// "beaucoup des photos" → "beaucoup de photos", "un verre du vin" → "un verre de vin".
fn quantity(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let many = [
        "beaucoup",
        "trop",
        "tant",
        "autant",
        "énormément",
        "combien",
        "verre",
        "tasse",
        "bouteille",
        "kilo",
        "litre",
        "paquet",
        "morceau",
        "tranche",
        "peu",
    ];
    let having = [
        "a", "ai", "as", "avons", "avez", "ont", "avait", "avais", "aura", "aurait", "avaient",
    ];
    for i in 0..toks.len() {
        let q = tx(toks, i);
        let strong = is_in(q, &many);
        let comp = is_in(q, &["plus", "moins"]) && is_in(before(toks, i), &having);
        if !strong && !comp {
            continue;
        }
        if q == "peu"
            && (before(toks, i) != "un" && before(toks, i) != "très" || tx(toks, i + 1) == "de")
        {
            continue;
        }
        let Some((end, right)) = partitive_at(line, toks, i + 1) else {
            continue;
        };
        // "beaucoup des amis de mon frère": "des" is "de + les" before a complement
        let after = if right.starts_with("d'") {
            tx(toks, end + 1)
        } else {
            tx(toks, end + 2)
        };
        if strong
            && is_in(
                after,
                &["de", "du", "des", "d'", "qui", "que", "qu'", "dont"],
            )
        {
            continue;
        }
        let said = src(line, toks, i + 1);
        let shown = if right == "de" {
            format!("de {}", tx(toks, end + 1))
        } else {
            right.clone()
        };
        out.push(found(
            line,
            toks,
            i + 1,
            end,
            right.clone(),
            "fr-quantity",
            format!(
                "After a quantity like \"{q}\", use plain \"de\": \"{q} {shown}\", not \"{q} {said}\"."
            ),
        ));
    }
    out
}

/// "plus bon" → "meilleur", "plus bien" → "mieux", "plus que deux" → "plus de deux".
fn comparative(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(1) {
        let (a, b) = (tx(toks, i), tx(toks, i + 1));
        if a != "plus" && a != "moins" {
            continue;
        }
        if clause_has(toks, i, &["ne", "n'"]) {
            continue; // "ce n'est plus bon": no longer good
        }
        let right = match (a, b) {
            ("plus", "bon") if tx(toks, i + 2) != "marché" && tx(toks, i + 2) != "marche" => {
                "meilleur"
            }
            ("plus", "bonne") => "meilleure",
            ("plus", "bons") => "meilleurs",
            ("plus", "bonnes") => "meilleures",
            ("plus", "bien") => "mieux",
            (_, "que") if is_number(tx(toks, i + 2)) => {
                let r = format!("{a} de");
                out.push(found(
                    line,
                    toks,
                    i,
                    i + 1,
                    r.clone(),
                    "fr-comparative",
                    format!(
                        "Before a number, \"more than\" is \"{r}\": \"{r} {}\", not \"{a} que\".",
                        tx(toks, i + 2)
                    ),
                ));
                continue;
            }
            _ => continue,
        };
        out.push(found(
            line,
            toks,
            i,
            i + 1,
            right,
            "fr-comparative",
            format!("\"Plus {b}\" is not used: the comparative is \"{right}\"."),
        ));
    }
    out
}

/// Passé composé with the wrong auxiliary: "j'ai allé" → "je suis allé", "je m'ai levé" →
/// "je me suis levé", "je suis mangé" → "j'ai mangé".
fn auxiliary(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let skip = [
        "pas", "jamais", "plus", "déjà", "encore", "bien", "toujours", "souvent", "vraiment",
        "rien", "tous", "tout", "aussi", "enfin",
    ];
    let place_words = [
        "à", "au", "aux", "en", "chez", "dans", "par", "pour", "avec", "vers", "hier", "tard",
        "tôt", "très", "seul", "seule", "ensemble", "là", "ici", "de", "du", "d'", "sur", "sans",
        "après", "avant", "quand", "et", "mais", "",
    ];
    for i in 0..toks.len() {
        let w = tx(toks, i);
        let Some(p) = AVOIR.iter().position(|a| *a == w) else {
            continue;
        };
        let prev = before(toks, i);
        // who is the subject, and which words before the auxiliary are replaced
        let (from, lead) = match prev {
            "j'" => (i - 1, "je ".to_string()),
            "n'" => (i - 1, "ne ".to_string()),
            "m'" | "me" if p == 0 => (i - 1, "me ".to_string()),
            "je" if p == 0 => (i - 1, "je ".to_string()),
            "t'" if p == 1 && before(toks, i - 1) == "tu" => (i - 1, "t'".to_string()),
            "s'" if p == 2 || p == 5 => (i - 1, if p == 2 { "s'" } else { "se " }.to_string()),
            _ => (i, String::new()),
        };
        if p == 2 && (prev == "y" || prev.is_empty()) {
            continue;
        }
        let reflexive = matches!(prev, "m'" | "t'" | "s'" | "me") && from == i - 1
            || (p == 3 && prev == "nous" && before(toks, i - 1) == "nous")
            || (p == 4 && prev == "vous" && before(toks, i - 1) == "vous");
        if p == 4 && prev == "t'" {
            continue;
        }
        let mut j = i + 1;
        while is_in(tx(toks, j), &skip) {
            j += 1;
        }
        let part = tx(toks, j);
        let base = part
            .strip_suffix("es")
            .or_else(|| part.strip_suffix('s'))
            .or_else(|| part.strip_suffix('e'))
            .unwrap_or(part);
        let etre_pp = ETRE_PP.iter().find(|(pp, _)| *pp == part || *pp == base);
        let verb_etre = match etre_pp {
            Some((_, true)) => is_in(tx(toks, j + 1), &place_words),
            Some((_, false)) => true,
            None => false,
        };
        if !reflexive && !verb_etre {
            continue;
        }
        if part.is_empty() || (!reflexive && j == i + 1 && p == 2 && person(prev).is_none()) {
            // "a allé" with no pronoun before: could be "à"; judge only after a pronoun or noun
            if prev.is_empty() || is_in(prev, &["y", "il y"]) {
                continue;
            }
        }
        let aux = if prev == "s'" && p == 2 {
            "est".to_string()
        } else {
            ETRE[p].to_string()
        };
        let mut say = format!("{lead}{aux}");
        if prev == "t'" {
            say = "t'es".into();
        }
        if prev == "s'" && p == 2 {
            say = "s'est".into();
        }
        let plural = p == 5 || (p == 3 && !reflexive);
        let fem = is_in(prev, &["elle", "elles"]);
        let mut to = i;
        if fem && etre_pp.is_some() && !part.ends_with('e') && !part.ends_with("es") {
            let mid = toks[i + 1..j]
                .iter()
                .map(|t| t.text.as_str())
                .collect::<Vec<_>>()
                .join(" ");
            let agreed = if prev == "elles" {
                format!("{part}es")
            } else {
                format!("{part}e")
            };
            say = if mid.is_empty() {
                format!("{say} {agreed}")
            } else {
                format!("{say} {mid} {agreed}")
            };
            to = j;
        } else if plural && etre_pp.is_some() && !part.ends_with('s') {
            // "ils ont né" → "ils sont nés"
            let mid = toks[i + 1..j]
                .iter()
                .map(|t| t.text.as_str())
                .collect::<Vec<_>>()
                .join(" ");
            say = if mid.is_empty() {
                format!("{say} {part}s")
            } else {
                format!("{say} {mid} {part}s")
            };
            to = j;
        }
        let inf = verb_by_pp(part).map_or(part.to_string(), |v| v.inf.clone());
        let why = if reflexive {
            format!(
                "Reflexive verbs take \"être\" in the passé composé: \"{say}\", not \"{}\".",
                src_span(line, toks, from, to)
            )
        } else {
            format!(
                "\"{}\" takes \"être\" in the passé composé: \"{say}\", not \"{}\".",
                cap(&inf),
                src_span(line, toks, from, to)
            )
        };
        out.push(found(line, toks, from, to, say, "fr-auxiliary", why));
    }
    // "je suis mangé" → "j'ai mangé": verbs that never take "être" and cannot be passive here
    let avoir_pp = [
        "mangé",
        "dormi",
        "marché",
        "voyagé",
        "travaillé",
        "dîné",
        "déjeuné",
        "nagé",
        "couru",
        "pleuré",
        "vécu",
        "habité",
        "téléphoné",
        "dansé",
        "eu",
        "été",
        "bu",
        "fait",
        "dit",
        "lu",
        "acheté",
        "regardé",
        "écouté",
        "commencé",
    ];
    for i in 1..toks.len() {
        let p = match ETRE.iter().position(|a| *a == tx(toks, i)) {
            Some(p) => p,
            None => continue,
        };
        let subj = before(toks, i);
        if person(subj) != Some(p) || p == 2 && subj != "on" && subj != "il" {
            continue;
        }
        let part = tx(toks, i + 1);
        // "je suis passé un bon week-end": "passer" + a length of time takes "avoir"
        let spent = is_in(part, &["passé", "passée", "passés"])
            && is_in(
                tx(toks, i + 2),
                &[
                    "un",
                    "une",
                    "mes",
                    "mon",
                    "ma",
                    "toute",
                    "tout",
                    "deux",
                    "trois",
                    "quelques",
                    "plusieurs",
                ],
            )
            && toks[i + 2..(i + 6).min(toks.len())].iter().any(|t| {
                is_in(
                    &t.text,
                    &[
                        "week-end",
                        "weekend",
                        "soirée",
                        "journée",
                        "semaine",
                        "semaines",
                        "vacances",
                        "moment",
                        "nuit",
                        "jours",
                        "mois",
                        "an",
                        "ans",
                        "année",
                        "après-midi",
                        "heures",
                        "temps",
                    ],
                )
            });
        if !is_in(part, &avoir_pp) && !spent {
            continue;
        }
        let say = if p == 0 {
            format!("j'ai {part}")
        } else {
            format!("{subj} {} {part}", AVOIR[p])
        };
        let said = src_span(line, toks, i - 1, i + 1);
        out.push(found(
            line,
            toks,
            i - 1,
            i + 1,
            say.clone(),
            "fr-auxiliary",
            format!("This verb takes \"avoir\" in the passé composé: \"{say}\", not \"{said}\"."),
        ));
    }
    out
}

/// The word with a capital first letter.
fn cap(w: &str) -> String {
    let mut c = w.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

fn src_span<'a>(line: &'a str, toks: &[Tok], from: usize, to: usize) -> &'a str {
    &line[toks[from].start..toks[to].end]
}

/// Reflexive verbs without their pronoun: "je lève à sept heures" → "je me lève", "je ne
/// souviens pas" → "je ne me souviens pas".
fn reflexive(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let refl = ["me", "te", "se", "nous", "vous", "se"];
    let always = [
        ("souvien", "souvenir"),
        ("souvenons", "souvenir"),
        ("souvenez", "souvenir"),
        ("dépêch", "dépêcher"),
        ("moqu", "moquer"),
        ("méfi", "méfier"),
        ("évanou", "évanouir"),
    ];
    let timed = [
        ("lève", "lever"),
        ("lèves", "lever"),
        ("levons", "lever"),
        ("levez", "lever"),
        ("lèvent", "lever"),
        ("couche", "coucher"),
        ("couches", "coucher"),
        ("couchons", "coucher"),
        ("couchez", "coucher"),
        ("couchent", "coucher"),
        ("réveille", "réveiller"),
        ("réveilles", "réveiller"),
        ("réveillons", "réveiller"),
        ("réveillez", "réveiller"),
        ("réveillent", "réveiller"),
    ];
    let time_next = [
        "à", "tôt", "tard", "vers", "très", "toujours", "souvent", "avant", "après",
    ];
    for i in 1..toks.len() {
        let w = tx(toks, i);
        // subject, maybe "ne"
        let mut s = i - 1;
        if is_in(tx(toks, s), &["ne", "n'"]) && s > 0 {
            s -= 1;
        }
        // "nous nous souvenons": the second "nous" is the reflexive pronoun.
        if is_in(tx(toks, s), &["nous", "vous"]) && s > 0 && before(toks, s) == tx(toks, s) {
            continue;
        }
        let noun_subject = is_person(tx(toks, s))
            && s > 0
            && is_in(
                before(toks, s),
                &[
                    "ma", "mon", "ta", "ton", "sa", "son", "le", "la", "notre", "votre", "leur",
                ],
            );
        let Some(p) = person(tx(toks, s)).or(if noun_subject { Some(2) } else { None }) else {
            continue;
        };
        let inf = always
            .iter()
            .find(|(st, _)| w.starts_with(st))
            .map(|x| x.1)
            .or_else(|| {
                timed
                    .iter()
                    .find(|(f, _)| *f == w && is_in(tx(toks, i + 1), &time_next))
                    .map(|x| x.1)
            });
        let Some(inf) = inf else { continue };
        if w.ends_with('é') || w.ends_with("ée") || w.ends_with("és") || w.starts_with("souvenir")
        {
            continue;
        }
        let pro = refl[p];
        let pro = if vowel_start(w) {
            elide(pro)
        } else {
            format!("{pro} ")
        };
        let say = format!("{pro}{w}");
        out.push(found(
            line,
            toks,
            i,
            i,
            say.clone(),
            "fr-reflexive",
            format!(
                "\"Se {}\" is reflexive here: \"{say}\", not just \"{w}\".",
                inf
            )
            .replace("Se s", "Se s"),
        ));
    }
    // "hier je suis couché tard" → "je me suis couché"
    let past = [
        ("levé", "lever"),
        ("couché", "coucher"),
        ("réveillé", "réveiller"),
        ("souvenu", "souvenir"),
        ("dépêché", "dépêcher"),
        ("douché", "doucher"),
    ];
    for i in 1..toks.len() {
        let Some(p) = ETRE.iter().position(|a| *a == tx(toks, i)) else {
            continue;
        };
        let subj = before(toks, i);
        if person(subj) != Some(p) {
            continue;
        }
        let part = tx(toks, i + 1);
        let base = part.trim_end_matches('s').trim_end_matches('e');
        let Some((_, inf)) = past.iter().find(|(pp, _)| *pp == base || *pp == part) else {
            continue;
        };
        let always_refl = is_in(inf, &["souvenir", "dépêcher"]);
        let marker = clause_has(toks, i, &["hier", "matin", "dernier", "dernière", "soir"])
            || clause_after_has(toks, i, &["hier"]);
        if !always_refl
            && !(marker && is_in(tx(toks, i + 2), &["tard", "tôt", "très", "à", "vers"]))
        {
            continue;
        }
        let pro = refl[p];
        let say = if pro == "me" && subj == "je" {
            format!("je me {}", ETRE[p])
        } else {
            format!("{subj} {pro} {}", ETRE[p])
        };
        out.push(found(
            line,
            toks,
            i - 1,
            i,
            say.clone(),
            "fr-reflexive",
            format!(
                "\"Se {inf}\" is reflexive: \"{say} {part}\", not \"{} {part}\".",
                src_span(line, toks, i - 1, i)
            ),
        ));
    }
    out
}

/// "je suis faim" → "j'ai faim", "je suis vingt ans" → "j'ai vingt ans".
fn collocation(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let nouns = [
        "faim", "soif", "peur", "sommeil", "raison", "tort", "froid", "chaud", "mal",
    ];
    for i in 1..toks.len() {
        let Some(p) = ETRE.iter().position(|a| *a == tx(toks, i)) else {
            continue;
        };
        let subj = before(toks, i);
        // "mon frère est dix-huit ans": a person noun after a possessive is a subject too
        let noun_subj = i >= 2
            && (p == 2 && is_person(subj) || p == 5 && is_person(subj.trim_end_matches('s')))
            && is_in(
                tx(toks, i - 2),
                &[
                    "mon", "ma", "ton", "ta", "son", "sa", "mes", "tes", "ses", "nos", "vos",
                    "leurs", "notre", "votre", "leur",
                ],
            );
        if person(subj) != Some(p) && !noun_subj {
            continue;
        }
        let mut j = i + 1;
        if is_in(
            tx(toks, j),
            &["très", "trop", "vraiment", "tellement", "si"],
        ) {
            j += 1;
        }
        let n = tx(toks, j);
        let years = is_number(n) && is_in(tx(toks, j + 1), &["ans", "an"]);
        let ok = years
            || (is_in(n, &nouns)
                && (!is_in(n, &["froid", "chaud", "mal"]) || is_in(subj, &["je", "tu", "nous"]))
                && (!is_in(n, &["froid", "chaud"])
                    || toks.get(j + 1).is_none_or(Tok::is_break)
                    || is_in(
                        tx(toks, j + 1),
                        &[
                            "aujourd'hui",
                            "ce",
                            "ici",
                            "maintenant",
                            "là",
                            "et",
                            "parce",
                            "mais",
                            "quand",
                            "dehors",
                        ],
                    ))
                && (n != "mal" || tx(toks, j + 1) == "à" || tx(toks, j + 1) == "au"));
        if !ok {
            continue;
        }
        let say = if p == 0 {
            "j'ai".to_string()
        } else {
            format!("{subj} {}", AVOIR[p])
        };
        let said = src_span(line, toks, i - 1, i);
        let what = if years {
            "your age".to_string()
        } else {
            format!("\"{n}\"")
        };
        out.push(found(
            line,
            toks,
            i - 1,
            i,
            say.clone(),
            "fr-avoir-expression",
            format!("French uses \"avoir\" for {what}: \"{say} … {n}\", not \"{said} {n}\"."),
        ));
    }
    out
}

/// Determiner and noun of different genders: "le voiture" → "la voiture", "un maison" →
/// "une maison", "mon sœur" → "ma sœur", "une grande hôpital" → "un grand hôpital".
fn gender(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let subjects = [
        "je", "j'", "tu", "il", "elle", "on", "nous", "vous", "ils", "elles", "ne", "n'", "me",
        "m'", "te", "t'", "se", "s'", "qui", "ça", "ce",
    ];
    for i in 0..toks.len() {
        let d = tx(toks, i);
        if det_kind(d).is_none_or(|k| k == 'p' || k == 'x') {
            continue;
        }
        if (d == "le" || d == "la") && is_in(before(toks, i), &subjects) {
            continue; // "je la porte": a pronoun
        }
        // an adjective before the noun?
        let mut j = i + 1;
        let a = adj(tx(toks, j)).filter(|_| is_in(tx(toks, j), BAGS));
        if a.is_some() {
            j += 1;
        }
        let n = tx(toks, j);
        let Some(g) = noun_gender(n) else { continue };
        // "mon frère le porte": after a noun, "le"/"la" before a verb form is its object.
        if a.is_none()
            && (d == "le" || d == "la")
            && present_of(n).is_some()
            && i > 0
            && noun_gender(before(toks, i)).is_some()
        {
            continue;
        }
        if d == "la"
            && is_in(before(toks, i), &ETRE)
            && is_in(n, &["lundi", "mardi", "soir", "matin", "week-end"])
        {
            continue; // "je suis là ce soir" written without its accent
        }
        let adj_wrong = a.is_some_and(|(m, f, mv)| {
            let w = tx(toks, i + 1);
            (g == 'm' && w == f)
                || (g == 'f' && (w == m || (!mv.is_empty() && w == mv)))
                // "un nouveau ami" → "un nouvel ami"
                || (g == 'm' && !mv.is_empty() && w == m && vowel_start(n) && !no_elision(n))
        });
        let vowel = vowel_start(if a.is_some() { tx(toks, i + 1) } else { n });
        let new_det = det_for(d, g, vowel_start(n) && a.is_none() || a.is_some() && vowel);
        if new_det.is_none() && !adj_wrong {
            continue;
        }
        // when both are wrong, fix both, with the adjective's right form
        let new_adj = a.map(|(m, f, mv)| {
            if g == 'f' {
                f.to_string()
            } else if !mv.is_empty() && vowel_start(n) {
                mv.to_string()
            } else {
                m.to_string()
            }
        });
        let det_said = d.to_string();
        let det_right = new_det.map_or(det_said.clone(), str::to_string);
        // determiner right only because of a vowel: "mon amie"; "un" with a wrong adjective
        let det_right = match (det_right.as_str(), g) {
            ("ma" | "ta" | "sa", _) if new_adj.as_deref().is_some_and(vowel_start) => {
                format!("{}on", &det_right[..1])
            }
            ("ce", 'm') if new_adj.as_deref().is_some_and(vowel_start) => "cet".into(),
            _ => det_right,
        };
        if new_det.is_none() && !adj_wrong {
            continue;
        }
        let det_right = det_right.replace(' ', "\u{a0}");
        let say = match &new_adj {
            Some(na) => format!("{det_right} {na}"),
            None => det_right.clone(),
        };
        let said = src_span(line, toks, i, j - 1).to_string();
        if say.replace('\u{a0}', " ") == said.to_lowercase() {
            continue;
        }
        let say = say.replace('\u{a0}', " ");
        // "à la bord" → "au bord": the preposition joins the article
        let p = before(toks, i);
        let (from, say) = match (p, say.split(' ').next().unwrap_or("")) {
            ("à", "le") if i > 0 => (i - 1, say.replacen("le", "au", 1)),
            ("de", "le") if i > 0 => (i - 1, say.replacen("le", "du", 1)),
            ("à" | "de", "la") if i > 0 => (i - 1, format!("{p} {say}")),
            _ => (i, say),
        };
        let said_full = src_span(line, toks, from, j).to_string();
        let say_full = format!("{say} {}", src(line, toks, j));
        let gname = if g == 'm' { "masculine" } else { "feminine" };
        let cap = cap(n);
        out.push(found(
            line,
            toks,
            from,
            j,
            like(src(line, toks, from), &say_full),
            "fr-gender",
            match a {
                Some((m, _, mv)) if !mv.is_empty() && g == 'm' && vowel_start(n) && tx(toks, i + 1) == m => format!(
                    "Before a masculine noun starting with a vowel sound, \"{m}\" becomes \"{mv}\": \"{say_full}\", not \"{said_full}\"."
                ),
                _ => format!("\"{cap}\" is {gname}: \"{say_full}\", not \"{said_full}\"."),
            },
        ));
    }
    out
}

fn fem_of(a: (&str, &str, &str)) -> &'static str {
    ADJS.iter().find(|x| x.0 == a.0).map_or("", |x| x.1)
}

fn plural(w: &str) -> String {
    if w.ends_with('s') || w.ends_with('x') {
        w.to_string()
    } else if let Some(s) = w.strip_suffix("eau") {
        format!("{s}eaux")
    } else {
        format!("{w}s")
    }
}

/// Adjectives and participles agreeing with a feminine or plural subject: "elle est allé" →
/// "allée", "ma mère est très gentil" → "gentille", "une plage très beau" → "belle", "c'est
/// intéressante" → "intéressant".
fn agreement(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let copulas = [
        "est", "était", "sera", "serait", "sont", "étaient", "seront", "semble", "semblait",
        "devient", "reste", "restait", "sommes", "étions",
    ];
    let adverb_like = [
        "fort", "bas", "haut", "cher", "bon", "faux", "dur", "clair", "juste", "court", "lourd",
        "seul", "premier",
    ];
    for i in 0..toks.len() {
        let v = tx(toks, i);
        if !is_in(v, &copulas) {
            continue;
        }
        // the subject just before the verb (and "ne")
        let mut s = i;
        if s > 0 && is_in(before(toks, s), &["ne", "n'"]) {
            s -= 1;
        }
        if s == 0 {
            continue;
        }
        let sw = tx(toks, s - 1);
        // "la collègue avec qui je partage mon bureau est partie": the subject is further back
        if toks[first_word(toks, s - 1)..s - 1]
            .iter()
            .any(|t| is_in(&t.text, &["qui", "que", "qu'", "où", "dont"]))
        {
            continue;
        }
        // (feminine, plural)
        let who = match sw {
            "elle" => Some((true, false)),
            "elles" => Some((true, true)),
            "ils" => Some((false, true)),
            "il" => Some((false, false)),
            "nous" if v == "sommes" || v == "étions" => Some((false, true)),
            "c'" | "ce" | "ça" => None,
            _ => {
                // "ma mère est", "la neige était", "la cuisine française est"
                let mut k = s - 1;
                if adj(sw).is_some() && k > 0 && noun_gender(tx(toks, k - 1)).is_some() {
                    k -= 1;
                }
                let n = tx(toks, k);
                let d = if k > 0 { before(toks, k) } else { "" };
                let preps = [
                    "de", "d'", "du", "des", "à", "au", "aux", "pour", "dans", "avec", "sur",
                    "sous", "chez", "par", "en", "sans", "vers", "contre", "entre", "après",
                    "avant", "depuis", "pendant", "comme", "que", "qu'",
                ];
                if k >= 2 && is_in(tx(toks, k - 2), &preps) || is_in(d, &["du", "au", "aux"]) {
                    continue;
                }
                let sing = n
                    .strip_suffix('s')
                    .or_else(|| n.strip_suffix('x'))
                    .unwrap_or(n);
                match (noun_gender(n), det_kind(d), noun_gender(sing)) {
                    (Some(g), Some(dk), _) if dk != 'p' && dk != 'x' => Some((g == 'f', false)),
                    (_, Some('p'), Some(g)) if sing != n => Some((g == 'f', true)),
                    _ => None,
                }
            }
        };
        let sing_verb = is_in(
            v,
            &[
                "est", "était", "sera", "serait", "semble", "semblait", "devient", "reste",
                "restait",
            ],
        );
        let mut j = i + 1;
        while is_in(tx(toks, j), ADVERBS) {
            j += 1;
        }
        let w = tx(toks, j);
        let Some(a) = adj(w) else { continue };
        if let Some((fem, plur)) = who {
            if plur == sing_verb {
                continue;
            }
            let base = if fem {
                fem_of(a).to_string()
            } else {
                a.0.to_string()
            };
            let right = if plur { plural(&base) } else { base };
            if right == w || (a.1 == a.0) {
                continue;
            }
            // only fix a form that is clearly the masculine (or singular) one
            if fem && !(w == a.0 || w == a.2 || w == plural(a.0)) {
                continue;
            }
            if !fem && plur && w != a.0 {
                continue;
            }
            if !fem && !plur && (w != a.1 || is_in(a.0, &["seul"])) {
                continue;
            }
            let subject = src_span(line, toks, s - 1, s - 1);
            out.push(found(
                line,
                toks,
                j,
                j,
                right.clone(),
                "fr-agreement",
                format!(
                    "\"{w}\" must agree with \"{subject}\", which is {}: say \"{right}\".",
                    match (fem, plur) {
                        (true, true) => "feminine plural",
                        (true, false) => "feminine",
                        (false, true) => "plural",
                        _ => "masculine",
                    }
                ),
            ));
        } else if is_in(sw, &["c'", "ce"]) && sing_verb && w == a.1 && a.1 != a.0 {
            // "c'est intéressante" → "c'est intéressant"
            let nx = tx(toks, j + 1);
            if noun_gender(nx).is_some() || w == "belle" {
                continue;
            }
            out.push(found(
                line,
                toks,
                j,
                j,
                a.0,
                "fr-agreement",
                format!(
                    "After \"c'est\" the adjective stays masculine: \"c'{v} … {}\", not \"{w}\".",
                    a.0
                ),
            ));
        }
    }
    // masculine noun then a feminine adjective: "un film intéressante" → "intéressant"
    for i in 1..toks.len() {
        let n = tx(toks, i);
        if noun_gender(n) != Some('m')
            || !is_in(
                before(toks, i),
                &["le", "un", "ce", "cet", "mon", "ton", "son", "du", "au"],
            )
        {
            continue;
        }
        let mut j = i + 1;
        while is_in(
            tx(toks, j),
            &[
                "très",
                "trop",
                "vraiment",
                "si",
                "assez",
                "super",
                "tellement",
            ],
        ) {
            j += 1;
        }
        let w = tx(toks, j);
        let Some(a) = adj(w) else { continue };
        if w != a.1
            || a.0 == a.1
            || a.0.ends_with('é')
            || ETRE_PP.iter().any(|x| x.0 == a.0)
            || is_in(a.0, &adverb_like)
        {
            continue;
        }
        let right = a.0;
        out.push(found(
            line,
            toks,
            j,
            j,
            right,
            "fr-agreement",
            format!("\"{n}\" is masculine, so the adjective is masculine too: \"{right}\", not \"{w}\"."),
        ));
    }
    // feminine noun then adjective: "une plage très beau" → "très belle"
    for i in 1..toks.len() {
        let n = tx(toks, i);
        if noun_gender(n) != Some('f') || n == "fois" {
            continue;
        }
        let d = before(toks, i);
        if det_kind(d).is_none_or(|k| k == 'p')
            && !is_in(d, &["l'"])
            && !(i >= 2 && adj(d).is_some() && det_kind(tx(toks, i - 2)).is_some_and(|k| k != 'p'))
        {
            continue;
        }
        let mut j = i + 1;
        let mut adv = false;
        while is_in(
            tx(toks, j),
            &[
                "très",
                "trop",
                "vraiment",
                "si",
                "assez",
                "super",
                "tellement",
            ],
        ) {
            j += 1;
            adv = true;
        }
        let w = tx(toks, j);
        let Some(a) = adj(w) else { continue };
        if is_in(a.0, &adverb_like) && !adv || a.0 == a.1 || !(w == a.0 || w == a.2) {
            continue;
        }
        if a.0 == "bon" {
            continue;
        }
        let right = a.1;
        out.push(found(
            line,
            toks,
            j,
            j,
            right,
            "fr-agreement",
            format!(
                "\"{n}\" is feminine, so the adjective is feminine too: \"{right}\", not \"{w}\"."
            ),
        ));
    }
    out
}

/// Participle after "avoir" agreeing with a preceding object: "la décision que j'ai pris" →
/// "prise", "les lettres qu'elle m'a écrit" → "écrites".
fn pp_agreement(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let times = [
        "fois",
        "semaine",
        "année",
        "journée",
        "heure",
        "nuit",
        "soirée",
        "matinée",
        "époque",
        "façon",
        "manière",
        "minute",
        "seconde",
        "période",
        "idée",
        "impression",
        "chance",
    ];
    for i in 1..toks.len() {
        if !is_in(tx(toks, i), &["que", "qu'"]) {
            continue;
        }
        // the noun: "la décision que", "la lettre de motivation que"
        let mut k = i - 1;
        if k >= 2 && tx(toks, k - 1) == "de" && noun_gender(tx(toks, k)).is_some() {
            k -= 2;
        }
        let n = tx(toks, k);
        let d = if k > 0 { before(toks, k) } else { "" };
        let Some(dk) = det_kind(d) else { continue };
        let sing_n = n.strip_suffix('s').unwrap_or(n);
        let (g, plur) = if dk == 'p' {
            (noun_gender(sing_n), true)
        } else {
            (noun_gender(n), false)
        };
        let Some(g) = g else { continue };
        if (g == 'm' && !plur) || is_in(sing_n, &times) {
            continue;
        }
        // subject
        let mut j = i + 1;
        if person(tx(toks, j)).is_some() {
            j += 1;
        } else if det_kind(tx(toks, j)).is_some() {
            j += 2;
        } else {
            continue;
        }
        while is_in(
            tx(toks, j),
            &[
                "m'", "t'", "nous", "vous", "lui", "leur", "ne", "n'", "me", "te",
            ],
        ) {
            j += 1;
        }
        if !is_in(tx(toks, j), &AVOIR) {
            continue;
        }
        j += 1;
        while is_in(tx(toks, j), &["pas", "jamais", "déjà", "bien", "toujours"]) {
            j += 1;
        }
        let pp = tx(toks, j);
        let Some(v) = verb_by_pp(pp) else { continue };
        if v.pp != pp || v.inf == "être" || v.inf == "avoir" || v.etre && v.inf != "descendre" {
            continue;
        }
        if is_in(
            &v.inf,
            &[
                "pouvoir",
                "vouloir",
                "devoir",
                "falloir",
                "pleuvoir",
                "plaire",
                "dormir",
                "voyager",
                "travailler",
                "marcher",
                "téléphoner",
                "parler",
                "participer",
                "rêver",
                "profiter",
                "assister",
            ],
        ) {
            continue;
        }
        let next = tx(toks, j + 1);
        let inf_like = ["er", "ir", "re", "oir"].iter().any(|e| next.ends_with(e));
        // "que le directeur a pris cette année": a time after the participle is not its object
        let time_after = is_in(next, &["ce", "cette", "cet", "la", "le", "l'"])
            && is_in(
                tx(toks, j + 2),
                &[
                    "année",
                    "semaine",
                    "mois",
                    "matin",
                    "soir",
                    "été",
                    "hiver",
                    "printemps",
                    "automne",
                    "week-end",
                    "jour",
                    "nuit",
                    "fois",
                    "veille",
                    "an",
                ],
            );
        if is_infinitive(next)
            || inf_like
            || det_kind(next).is_some() && next != "l'" && !time_after
        {
            continue; // "la maison que j'ai vu construire", "que j'ai donné à"
        }
        let mut right = pp.to_string();
        if g == 'f' {
            right.push('e');
        }
        if plur && !right.ends_with('s') {
            right.push('s');
        }
        if right == pp {
            continue;
        }
        out.push(found(
            line,
            toks,
            j,
            j,
            right.clone(),
            "fr-pp-agreement",
            format!(
                "With \"avoir\", the participle agrees with an object that comes before it (\"{} {n}\"): \"{right}\", not \"{pp}\".",
                d
            ),
        ));
    }
    out
}

/// The subject after "que" at `i`: (person, index of the verb).
fn subject_after(toks: &[Tok], i: usize) -> Option<(usize, usize)> {
    let w = tx(toks, i);
    let (p, mut j) = if let Some(p) = person(w) {
        (p, i + 1)
    } else if w == "c'" || w == "ce" || w == "ça" {
        (2, i + 1)
    } else if let Some(k) = det_kind(w) {
        let mut j = i + 2;
        if adj(tx(toks, j)).is_some() {
            j += 1;
        }
        if is_person(tx(toks, i + 1))
            || noun_gender(tx(toks, i + 1)).is_some()
            || noun_gender(tx(toks, i + 1).trim_end_matches('s')).is_some()
            || tx(toks, i + 1).ends_with('s')
        {
            (if k == 'p' { 5 } else { 2 }, j)
        } else {
            return None;
        }
    } else {
        return None;
    };
    while is_in(tx(toks, j), CLITICS) {
        j += 1;
    }
    if toks.get(j).is_none_or(Tok::is_break) {
        return None;
    }
    Some((p, j))
}

/// Whether "que" at `i` follows a word or phrase that calls for the subjunctive.
fn subjunctive_trigger(toks: &[Tok], i: usize) -> Option<String> {
    if i >= 2
        && is_in(
            before(toks, i),
            &[
                "absolument",
                "vraiment",
                "juste",
                "surtout",
                "tellement",
                "seulement",
                "aussi",
            ],
        )
    {
        let b2 = tx(toks, i - 2);
        if is_in(
            b2,
            &[
                "faut",
                "veux",
                "veut",
                "voudrais",
                "voudrait",
                "aimerais",
                "préfère",
                "préférerais",
                "faudrait",
                "faudra",
            ],
        ) {
            return Some(format!("{b2} que"));
        }
    }
    let b = before(toks, i);
    let b2 = if i >= 2 { tx(toks, i - 2) } else { "" };
    let b3 = if i >= 3 { tx(toks, i - 3) } else { "" };
    let wishes = [
        "veux",
        "veut",
        "voulons",
        "voulez",
        "veulent",
        "voudrais",
        "voudrait",
        "voudrions",
        "voudriez",
        "voudraient",
        "voulais",
        "voulait",
        "préfère",
        "préfères",
        "préférons",
        "préférez",
        "préfèrent",
        "préférerais",
        "préférerait",
        "aimerais",
        "aimerait",
        "aimerions",
        "souhaite",
        "souhaites",
        "souhaitons",
        "souhaitez",
        "souhaiterais",
        "exige",
        "faut",
        "faudra",
        "faudrait",
        "fallait",
        "doute",
        "doutes",
        "doutons",
        "attends",
        "attend",
        "peur",
    ];
    let conj = [
        "bien",
        "avant",
        "pour",
        "afin",
        "sans",
        "pourvu",
        "moins",
        "condition",
    ];
    let feelings = [
        "possible",
        "impossible",
        "important",
        "nécessaire",
        "normal",
        "essentiel",
        "dommage",
        "content",
        "contente",
        "contents",
        "heureux",
        "heureuse",
        "triste",
        "désolé",
        "désolée",
        "ravi",
        "ravie",
        "indispensable",
        "préférable",
        "étonnant",
        "incroyable",
    ];
    if is_in(b, &wishes) {
        if b == "peur" && !is_in(b2, &["ai", "as", "a", "avons", "avez", "ont", "de"]) {
            return None;
        }
        return Some(format!("{b} que"));
    }
    if b == "ce" && b2 == "à" && b3 == "jusqu'" {
        return Some("jusqu'à ce que".into());
    }
    if is_in(b, &conj) {
        if b == "moins" && b2 != "à" || b == "condition" && b2 != "à" {
            return None;
        }
        if b == "bien" && is_in(b2, &["eh", "ou", "très", "aussi"]) {
            return None;
        }
        return Some(format!("{b} que"));
    }
    if tx(toks, i) == "quoiqu'" || b == "quoi" {
        return None;
    }
    if is_in(b, &feelings) && !is_in(b2, &["plus", "moins", "aussi", "si", "autant"]) {
        return Some(format!("{b} que"));
    }
    if b == "peut" && b2 == "se" {
        return Some("il se peut que".into());
    }
    if b == "temps" && b2 == "est" && is_in(b3, &["il", "c'"]) {
        return Some("il est temps que".into());
    }
    // "je ne suis pas sûr que", "je ne suis pas certain que"
    if is_in(
        b,
        &[
            "sûr",
            "sûre",
            "sûrs",
            "certain",
            "certaine",
            "convaincu",
            "convaincue",
        ],
    ) && b2 == "pas"
        && clause_has(toks, i, &["ne", "n'"])
    {
        return Some(format!("ne … pas {b} que"));
    }
    // "je ne pense pas que", "je ne crois pas que"
    if b == "pas"
        && is_in(
            b2,
            &[
                "pense", "crois", "trouve", "pensais", "croyais", "pensez", "croyez", "penses",
            ],
        )
        && clause_has(toks, i, &["ne", "n'"])
    {
        return Some(format!("ne {b2} pas que"));
    }
    None
}

/// The subjunctive after "il faut que", "je veux que", "bien que", "avant que", "pour que"…:
/// "il faut que je finis" → "je finisse".
fn subjunctive(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 1..toks.len() {
        if !is_in(tx(toks, i), &["que", "qu'"]) {
            continue;
        }
        let Some(trig) = subjunctive_trigger(toks, i) else {
            continue;
        };
        let Some((p, j)) = subject_after(toks, i + 1) else {
            continue;
        };
        let v = tx(toks, j);
        let mut hit: Option<(usize, String, String)> = None; // (end, say, infinitive)
        if let Some(verb) = verbs()
            .iter()
            .find(|verb| verb.pres.get(p).is_some_and(|f| f == v))
        {
            let s = &verb.subj[p];
            if s != v && s != "-" {
                hit = Some((j, s.clone(), verb.inf.clone()));
            }
            // "qu'il va réussir" → "qu'il réussisse"
            if verb.inf == "aller" {
                if let Some(inner) = verb_by_inf(tx(toks, j + 1)) {
                    if inner.subj[p] != "-" {
                        hit = Some((j + 1, inner.subj[p].clone(), inner.inf.clone()));
                    }
                }
            }
        } else if p == 3 && v.ends_with("ons") && !v.ends_with("ions") && v.len() > 4 {
            let stem = v.strip_suffix("ons").unwrap_or(v);
            let stem = stem
                .strip_suffix("ge")
                .map(|s| format!("{s}g"))
                .unwrap_or(stem.to_string());
            let stem = stem
                .strip_suffix('ç')
                .map(|s| format!("{s}c"))
                .unwrap_or(stem);
            hit = Some((j, format!("{stem}ions"), String::new()));
        } else if p == 4 && v.ends_with("ez") && !v.ends_with("iez") && v.len() > 3 {
            hit = Some((j, format!("{}iez", &v[..v.len() - 2]), String::new()));
        }
        let Some((end, say, inf)) = hit else { continue };
        // "c'est" → "ce soit"
        let (from, say) = if tx(toks, j - 1) == "c'" && j >= 1 {
            (j - 1, format!("ce {say}"))
        } else {
            (j, say)
        };
        let said = src_span(line, toks, from, end);
        let inf_note = if inf.is_empty() {
            String::new()
        } else {
            format!(" of \"{inf}\"")
        };
        out.push(found(
            line,
            toks,
            from,
            end,
            say.clone(),
            "fr-subjunctive",
            format!(
                "\"{trig}\" is followed by the subjunctive{inf_note}: \"{say}\", not \"{said}\"."
            ),
        ));
    }
    out
}

/// The subjunctive where French uses the indicative: "je crois qu'il soit" → "qu'il est",
/// "j'espère que tu puisses" → "tu peux".
fn subjunctive_overuse(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let opinion = [
        "pense",
        "penses",
        "pensons",
        "pensez",
        "pensent",
        "crois",
        "croit",
        "croyons",
        "croyez",
        "croient",
        "espère",
        "espères",
        "espérons",
        "espérez",
        "espèrent",
        "sais",
        "sait",
        "trouve",
        "dit",
        "dis",
        "suis sûr",
        "sûr",
        "sûre",
        "certain",
        "probable",
        "après",
    ];
    for i in 1..toks.len() {
        if !is_in(tx(toks, i), &["que", "qu'"]) || !is_in(before(toks, i), &opinion) {
            continue;
        }
        if clause_has(toks, i, &["ne", "n'", "si", "est-ce"]) {
            continue;
        }
        let Some((p, j)) = subject_after(toks, i + 1) else {
            continue;
        };
        let v = tx(toks, j);
        let Some(verb) = verbs().iter().find(|verb| {
            verb.subj.get(p).is_some_and(|f| f == v) && verb.pres.get(p).is_some_and(|f| f != v)
        }) else {
            continue;
        };
        // -er verbs: only nous/vous differ, and "-ions" is also the imperfect
        if verb.inf.ends_with("er") && !is_in(&verb.inf, &["aller"]) {
            continue;
        }
        // "je pense que nous partions": the imperfect, spelt as the subjunctive.
        if imperfect(verb, p) == v {
            continue;
        }
        let hope = before(toks, i).starts_with("esp");
        let right = if hope && verb.fut.ends_with('r') {
            format!("{}{}", verb.fut, ["ai", "as", "a", "ons", "ez", "ont"][p])
        } else {
            verb.pres[p].clone()
        };
        out.push(found(
            line,
            toks,
            j,
            j,
            right.clone(),
            "fr-subjunctive",
            format!(
                "After \"{} que\" French uses the indicative, not the subjunctive: \"{right}\", not \"{v}\".",
                before(toks, i)
            ),
        ));
    }
    out
}

/// The conditional in an "if" clause: "si j'aurais" → "si j'avais".
fn si_conditional(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let asking = [
        "demande",
        "demandé",
        "demandais",
        "sais",
        "sait",
        "savoir",
        "savez",
        "sure",
        "sûr",
        "vérifier",
        "voir",
        "idée",
        "dire",
        "dis",
        "dit",
        "ignore",
        "comprends",
    ];
    for i in 0..toks.len() {
        let w = tx(toks, i);
        let (p, mut j) = if w == "si" {
            let Some(p) = person(tx(toks, i + 1)) else {
                continue;
            };
            (p, i + 2)
        } else if w == "s'" && is_in(tx(toks, i + 1), &["il", "ils"]) {
            (if tx(toks, i + 1) == "il" { 2 } else { 5 }, i + 2)
        } else if w == "si" || tx(toks, i + 1) == "ça" {
            continue;
        } else {
            continue;
        };
        let subj_at = j - 1;
        if clause_has(toks, i, &asking) && before(toks, i) != "même" {
            continue;
        }
        while is_in(tx(toks, j), CLITICS) {
            j += 1;
        }
        let v = tx(toks, j);
        let ends = ["ais", "ais", "ait", "ions", "iez", "aient"];
        let end = ends[p];
        let Some(stem) = v.strip_suffix(end) else {
            continue;
        };
        if !stem.ends_with('r') {
            continue;
        }
        let verb = verbs()
            .iter()
            .find(|vb| vb.fut == stem)
            .or_else(|| verbs().iter().find(|vb| vb.inf == stem));
        let Some(verb) = verb else { continue };
        let right = imperfect(verb, p);
        // "si je serais" → "si j'étais": the subject may elide
        let (from, say) = if is_in(tx(toks, subj_at), &["je", "j'"]) && vowel_start(&right) {
            (subj_at, format!("j'{right}"))
        } else {
            (j, right.clone())
        };
        let said = src_span(line, toks, from, j);
        out.push(found(
            line,
            toks,
            from,
            j,
            say.clone(),
            "fr-si-conditional",
            format!(
                "After \"si\" (if), use the imperfect, not the conditional: \"si {}\", not \"si {said}\".",
                if from == j { format!("… {say}") } else { say.clone() }
            ),
        ));
    }
    out
}

/// "il est une comédie" → "c'est une comédie": before "un/une" + noun, French says "c'est".
fn c_est(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(3) {
        let (s, v, d, n) = (
            tx(toks, i),
            tx(toks, i + 1),
            tx(toks, i + 2),
            tx(toks, i + 3),
        );
        let right = match (s, v) {
            ("il" | "elle", "est") => "c'est",
            ("il" | "elle", "était") => "c'était",
            ("ils" | "elles", "sont") => "ce sont",
            _ => continue,
        };
        let det_ok = if right == "ce sont" {
            d == "des"
        } else {
            is_in(d, &["un", "une"])
        };
        if !det_ok || is_in(n, &["peu", "heure", "fois", "de", "des", "du"]) || is_number(n) {
            continue;
        }
        if before(toks, i) == "y" {
            continue;
        }
        if noun_gender(n).is_none() && adj(n).is_none() && !is_in(n, BAGS) && !is_in(n, JOBS) {
            continue;
        }
        out.push(found(
            line,
            toks,
            i,
            i + 1,
            like(src(line, toks, i), right),
            "fr-c-est",
            format!("Before \"{d}\" and a noun, say \"{right} {d} {n}\", not \"{s} {v} {d} {n}\"."),
        ));
    }
    out
}

const JOBS: &[&str] = &[
    "médecin",
    "professeur",
    "prof",
    "infirmier",
    "infirmière",
    "ingénieur",
    "avocat",
    "avocate",
    "étudiant",
    "étudiante",
    "serveur",
    "serveuse",
    "cuisinier",
    "cuisinière",
    "vendeur",
    "vendeuse",
    "architecte",
    "dentiste",
    "journaliste",
    "informaticien",
    "informaticienne",
    "développeur",
    "développeuse",
    "comptable",
    "policier",
    "policière",
    "pompier",
    "boulanger",
    "boulangère",
    "chauffeur",
    "coiffeur",
    "coiffeuse",
    "secrétaire",
    "pharmacien",
    "pharmacienne",
    "vétérinaire",
    "musicien",
    "musicienne",
    "végétarien",
    "végétarienne",
    "retraité",
    "retraitée",
    "électricien",
    "plombier",
    "traducteur",
    "traductrice",
    "chômeur",
    "instituteur",
    "institutrice",
    "actrice",
    "acteur",
    "chanteur",
    "chanteuse",
];

/// "mon père est un médecin" → "mon père est médecin": no article before a bare profession.
fn profession(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let jobs = JOBS;
    for i in 1..toks.len().saturating_sub(2) {
        let v = tx(toks, i);
        if !is_in(
            v,
            &[
                "suis", "es", "est", "sommes", "êtes", "sont", "étais", "était",
            ],
        ) {
            continue;
        }
        let s = before(toks, i);
        if is_in(s, &["c'", "ce", "ça", "qui"]) {
            continue;
        }
        let (d, n) = (tx(toks, i + 1), tx(toks, i + 2));
        if !is_in(d, &["un", "une"]) || !is_in(n, jobs) {
            continue;
        }
        let nx = tx(toks, i + 3);
        if adj(nx).is_some() || is_in(nx, &["très", "qui", "que", "qu'", "de", "d'", "du", "des"])
        {
            continue; // "un médecin très connu": then "c'est un médecin…"
        }
        out.push(found(
            line,
            toks,
            i + 1,
            i + 2,
            n,
            "fr-profession",
            format!(
                "With \"être\", a job or status takes no article: \"{v} {n}\", not \"{v} {d} {n}\"."
            ),
        ));
    }
    out
}

/// A missing article: "aller à plage" → "à la plage", "j'ai visité Italie" → "l'Italie".
fn article_missing(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let places = [
        "plage",
        "piscine",
        "gare",
        "banque",
        "maison",
        "école",
        "cinéma",
        "parc",
        "bureau",
        "université",
        "bibliothèque",
        "boulangerie",
        "supermarché",
        "restaurant",
        "hôpital",
        "église",
        "mer",
        "montagne",
        "campagne",
        "pharmacie",
        "mairie",
        "musée",
        "marché",
        "théâtre",
        "aéroport",
        "stade",
        "concert",
        "fac",
    ];
    for i in 0..toks.len().saturating_sub(1) {
        let (a, n) = (tx(toks, i), tx(toks, i + 1));
        if a == "à" && is_in(n, &places) {
            if n == "maison" && tx(toks, i + 2) == "de" {
                continue;
            }
            let g = noun_gender(n).unwrap_or('f');
            let say = if vowel_start(n) {
                format!("à l'{n}")
            } else if g == 'm' {
                format!("au {n}")
            } else {
                format!("à la {n}")
            };
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                say.clone(),
                "fr-article",
                format!("A place like \"{n}\" needs its article: \"{say}\", not \"à {n}\"."),
            ));
        }
        // "visité italie" → "visité l'italie"
        let transitive = [
            "visité",
            "visiter",
            "visite",
            "aime",
            "adore",
            "adoré",
            "aimé",
            "connais",
            "connaît",
            "quitté",
            "quitter",
            "découvert",
            "préfère",
            "déteste",
        ];
        if is_in(a, &transitive) && country(n).is_some_and(|k| k != 'p') {
            let shown = src(line, toks, i + 1);
            let say = match country(n) {
                Some('f') if vowel_start(n) => format!("l'{shown}"),
                Some('f') => format!("la {shown}"),
                Some('v') => format!("l'{shown}"),
                _ => format!("le {shown}"),
            };
            out.push(found(
                line,
                toks,
                i + 1,
                i + 1,
                say.clone(),
                "fr-article",
                format!("Country names take an article: \"{a} {say}\", not \"{a} {n}\"."),
            ));
        }
    }
    out
}

/// "avec je" → "avec moi", "chez ils" → "chez eux", "mon frère et je on…" → "et moi".
fn stressed_pronoun(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let preps = [
        "avec",
        "pour",
        "chez",
        "sans",
        "contre",
        "derrière",
        "devant",
        "entre",
        "vers",
        "sauf",
    ];
    for i in 0..toks.len().saturating_sub(1) {
        let (a, b) = (tx(toks, i), tx(toks, i + 1));
        let right = match b {
            "je" => "moi",
            "tu" => "toi",
            "il" => "lui",
            "ils" => "eux",
            _ => continue,
        };
        let after_et = a == "et" && i > 0 && is_in(tx(toks, i + 2), &["on", "nous"]);
        if !is_in(a, &preps) && !after_et {
            continue;
        }
        if b == "je" && tx(toks, i + 2) == "ne" {
            continue; // "pour je ne sais quoi"
        }
        if b == "il" && is_in(tx(toks, i + 2), &["y", "faut", "est", "a", "fait", "pleut"]) {
            continue;
        }
        out.push(found(
            line,
            toks,
            i + 1,
            i + 1,
            right,
            "fr-stressed-pronoun",
            format!("After \"{a}\", use the stressed pronoun: \"{a} {right}\", not \"{a} {b}\"."),
        ));
    }
    out
}

/// "je ne peux venir pas" → "je ne peux pas venir", "ne … jamais pas" → "ne … jamais".
fn negation_order(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let modals = [
        "peux", "peut", "pouvons", "pouvez", "peuvent", "veux", "veut", "voulons", "voulez",
        "veulent", "sais", "sait", "savons", "savez", "savent", "dois", "doit", "devons", "devez",
        "doivent", "vais", "vas", "va", "allons", "allez", "vont", "aime", "aimes", "aimons",
        "aimez", "aiment", "pouvais", "pouvait", "voulais", "voulait", "savais", "savait",
    ];
    for i in 1..toks.len().saturating_sub(2) {
        let (n, m, inf, p) = (
            before(toks, i),
            tx(toks, i),
            tx(toks, i + 1),
            tx(toks, i + 2),
        );
        if is_in(n, &["ne", "n'"])
            && is_in(m, &modals)
            && is_infinitive(inf)
            && is_in(p, &["pas", "plus", "jamais"])
        {
            let say = format!("{} {p} {}", src(line, toks, i), src(line, toks, i + 1));
            out.push(found(
                line,
                toks,
                i,
                i + 2,
                say.clone(),
                "fr-negation",
                format!(
                    "\"{p}\" goes right after the conjugated verb: \"ne {say}\", not \"ne {m} {inf} {p}\"."
                ),
            ));
        }
    }
    for i in 0..toks.len().saturating_sub(1) {
        let (a, b) = (tx(toks, i), tx(toks, i + 1));
        let keep = match (a, b) {
            ("jamais" | "plus" | "rien", "pas") => a,
            ("pas", "jamais" | "rien") => b,
            _ => continue,
        };
        if !clause_has(toks, i, &["ne", "n'"]) {
            continue;
        }
        out.push(found(
            line,
            toks,
            i,
            i + 1,
            keep,
            "fr-negation",
            format!("\"Ne … {keep}\" is already negative: drop \"pas\" and say \"ne … {keep}\"."),
        ));
    }
    out
}

/// A missing "que": "je crois il va pleuvoir" → "je crois qu'il va pleuvoir"; "à cause de il"
/// → "parce qu'il".
fn conjunction(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let thinking = [
        "crois", "croit", "pense", "penses", "pensons", "pensez", "pensent", "espère", "trouve",
        "croyais", "pensais", "sûr", "sûre",
    ];
    for i in 1..toks.len() {
        let (v, s) = (before(toks, i), tx(toks, i));
        let subj = person(s).is_some() || s == "c'";
        if !subj {
            continue;
        }
        // "je crois il", "il m'a dit elle"
        let said_verb = v == "dit" && is_in(s, &["il", "elle", "ils", "elles", "on"]);
        if !(is_in(v, &thinking)
            && i >= 2
            && (person(tx(toks, i - 2)).is_some() || tx(toks, i - 2) == "ne")
            || said_verb)
        {
            continue;
        }
        if said_verb
            && !clause_has(
                toks,
                i - 1,
                &["a", "ai", "as", "ont", "avait", "m'", "nous"],
            )
        {
            continue;
        }
        if s == "je" && v == "pense" && tx(toks, i + 1) == "suis" {
            continue;
        }
        let say = if vowel_start(s) {
            format!("qu'{}", src(line, toks, i))
        } else {
            format!("que {}", src(line, toks, i))
        };
        out.push(found(
            line,
            toks,
            i,
            i,
            say.clone(),
            "fr-que",
            format!("After \"{v}\", French needs \"que\" before the next clause: \"{v} {say}\"."),
        ));
    }
    for i in 0..toks.len().saturating_sub(3) {
        if tx(toks, i) == "à" && tx(toks, i + 1) == "cause" && tx(toks, i + 2) == "de" {
            let s = tx(toks, i + 3);
            if is_in(s, &["je", "tu", "il", "ils", "on"]) {
                let say = if vowel_start(s) {
                    format!("parce qu'{s}")
                } else {
                    format!("parce que {s}")
                };
                out.push(found(
                    line,
                    toks,
                    i,
                    i + 3,
                    say.clone(),
                    "fr-que",
                    format!("\"À cause de\" goes before a noun; before a clause say \"{say}\"."),
                ));
            }
        }
    }
    out
}

/// "qu'est-ce tu fais" → "qu'est-ce que tu fais"; "je ne sais pas qu'est-ce que" → "ce que".
fn question(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 1..toks.len() {
        if tx(toks, i - 1) == "qu'" && tx(toks, i) == "est-ce" {
            let nx = tx(toks, i + 1);
            if person(nx).is_some() || det_kind(nx).is_some() {
                out.push(found(
                    line,
                    toks,
                    i - 1,
                    i,
                    "qu'est-ce que",
                    "fr-question",
                    format!("The question form is \"qu'est-ce que {nx}…\": \"que\" is missing."),
                ));
            } else if is_in(nx, &["que", "qui", "qu'"]) && i >= 2 {
                // indirect question: "je ne sais pas qu'est-ce que"
                let mut k = i - 2;
                if tx(toks, k) == "pas" && k > 0 {
                    k -= 1;
                }
                if is_in(
                    tx(toks, k),
                    &[
                        "sais",
                        "sait",
                        "savoir",
                        "demande",
                        "comprends",
                        "explique",
                        "dis",
                        "dire",
                        "idée",
                    ],
                ) {
                    let right = if nx == "qui" { "ce qui" } else { "ce que" };
                    out.push(found(
                        line,
                        toks,
                        i - 1,
                        i + 1,
                        right,
                        "fr-question",
                        format!("Inside a sentence (indirect question), say \"{right}\", not \"qu'est-ce {nx}\"."),
                    ));
                }
            }
        }
    }
    out
}

/// Verbs and their infinitive link: "je vais à visiter" → "je vais visiter", "décidé à
/// arrêter" → "décidé d'arrêter", "avant partir" → "avant de partir".
fn infinitive_prep(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let de_verbs = [
        "décid", "arrêt", "oubli", "essay", "essai", "refus", "accept", "évit", "regrett", "fini",
        "choisi", "rêv",
    ];
    let de_verb = |w: &str| {
        de_verbs.iter().any(|s| w.starts_with(s))
            && (w.len() <= 12)
            && !w.ends_with("ion")
            && !w.ends_with("ions")
            && !is_in(
                w,
                &[
                    "arrêt",
                    "décision",
                    "essai",
                    "oubli",
                    "rêve",
                    "rêves",
                    "finale",
                ],
            )
    };
    let aller = [
        "vais", "vas", "va", "allons", "allez", "vont", "aller", "allais", "allait",
    ];
    for i in 0..toks.len().saturating_sub(1) {
        let (v, a, inf) = (tx(toks, i), tx(toks, i + 1), tx(toks, i + 2));
        if is_in(v, &aller) && a == "à" && is_infinitive(inf) && noun_gender(inf).is_none() {
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                src(line, toks, i).to_string(),
                "fr-infinitive",
                format!("\"Aller\" takes a bare infinitive: \"{v} {inf}\", not \"{v} à {inf}\"."),
            ));
            continue;
        }
        if de_verb(v)
            && a == "à"
            && is_infinitive(inf)
            && !(v.starts_with("décid")
                && (is_in(
                    before(toks, i),
                    &["me", "m'", "te", "t'", "se", "s'", "nous", "vous"],
                ) || i >= 2
                    && is_in(
                        tx(toks, i - 2),
                        &["me", "m'", "te", "t'", "se", "s'", "nous", "vous"],
                    )))
        {
            let say = if vowel_start(inf) {
                format!("d'{}", src(line, toks, i + 2))
            } else {
                "de".into()
            };
            let to = if say == "de" { i + 1 } else { i + 2 };
            out.push(found(
                line,
                toks,
                i + 1,
                to,
                say.clone(),
                "fr-infinitive",
                format!("\"{v}\" is followed by \"de\" before an infinitive: \"{v} {say}…\", not \"à\"."),
            ));
            continue;
        }
        // bare infinitive where "de" is needed
        let needs_de = (de_verb(v) && (v.ends_with('é') || v.ends_with('e') || v.ends_with("es")))
            || v == "avant"
            || (is_in(v, &["besoin", "envie", "peur"])
                && is_in(
                    before(toks, i),
                    &[
                        "ai", "as", "a", "avons", "avez", "ont", "avais", "avait", "j'ai",
                    ],
                ));
        if needs_de && (is_infinitive(a) && a != "se") {
            if v == "avant" && !is_infinitive(a) {
                continue;
            }
            let say = if vowel_start(a) {
                format!("d'{}", src(line, toks, i + 1))
            } else {
                format!("de {}", src(line, toks, i + 1))
            };
            out.push(found(
                line,
                toks,
                i + 1,
                i + 1,
                say.clone(),
                "fr-infinitive",
                format!("\"{v}\" needs \"de\" before an infinitive: \"{v} {say}\"."),
            ));
        }
        // "besoin plus d'argent" → "besoin de plus"
        if is_in(v, &["besoin", "envie"])
            && is_in(
                before(toks, i),
                &["ai", "as", "a", "avons", "avez", "ont", "avais", "avait"],
            )
            && is_in(
                a,
                &[
                    "plus",
                    "un",
                    "une",
                    "mon",
                    "ma",
                    "mes",
                    "ton",
                    "ta",
                    "tes",
                    "son",
                    "sa",
                    "ses",
                    "ce",
                    "cette",
                    "ces",
                    "quelqu'un",
                ],
            )
        {
            let say = format!("de {}", src(line, toks, i + 1));
            out.push(found(
                line,
                toks,
                i + 1,
                i + 1,
                say.clone(),
                "fr-infinitive",
                format!("\"Avoir {v}\" is followed by \"de\": \"{v} {say}\"."),
            ));
        }
    }
    out
}

/// Verbs and their prepositions: "jouer le piano" → "jouer du piano", "téléphoner ma mère" →
/// "téléphoner à ma mère", "profiter le soleil" → "profiter du soleil", "chercher pour" →
/// "chercher".
fn verb_prep(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let instruments = [
        ("piano", 'm'),
        ("guitare", 'f'),
        ("violon", 'm'),
        ("batterie", 'f'),
        ("flûte", 'f'),
        ("saxophone", 'm'),
        ("trompette", 'f'),
        ("violoncelle", 'm'),
        ("clarinette", 'f'),
        ("basse", 'f'),
        ("accordéon", 'm'),
        ("harpe", 'f'),
        ("ukulélé", 'm'),
    ];
    let sports = [
        ("foot", 'm'),
        ("football", 'm'),
        ("tennis", 'm'),
        ("basket", 'm'),
        ("volley", 'm'),
        ("rugby", 'm'),
        ("golf", 'm'),
        ("handball", 'm'),
        ("ping-pong", 'm'),
    ];
    let jouer = |w: &str| w.starts_with("jou") && !w.starts_with("jour") && !w.starts_with("joue-");
    for i in 0..toks.len().saturating_sub(1) {
        let (v, a, b) = (tx(toks, i), tx(toks, i + 1), tx(toks, i + 2));
        // "faire le ski" → "faire du ski": an activity takes the partitive
        let activities = [
            ("ski", 'm'),
            ("sport", 'm'),
            ("yoga", 'm'),
            ("vélo", 'm'),
            ("judo", 'm'),
            ("karaté", 'm'),
            ("surf", 'm'),
            ("jogging", 'm'),
            ("foot", 'm'),
            ("tennis", 'm'),
            ("natation", 'f'),
            ("danse", 'f'),
            ("musique", 'f'),
            ("escalade", 'f'),
            ("boxe", 'f'),
            ("gym", 'f'),
            ("peinture", 'f'),
        ];
        let faire = [
            "fais", "fait", "faisons", "faites", "font", "faire", "faisais", "faisait", "ferai",
            "fera",
        ];
        if is_in(v, &faire) && is_in(a, &["le", "la"]) {
            if let Some((n, g)) = activities.iter().find(|x| x.0 == b) {
                let c = tx(toks, i + 3);
                if !is_in(
                    c,
                    &["de", "du", "des", "d'", "que", "qu'", "qui", "dont", "avec"],
                ) {
                    let say = if *g == 'm' {
                        format!("du {n}")
                    } else {
                        format!("de la {n}")
                    };
                    out.push(found(line, toks, i + 1, i + 2, say.clone(), "fr-verb-preposition",
                        format!("An activity you do is \"faire du / de la\": \"{v} {say}\", not \"{v} {a} {n}\".")));
                    continue;
                }
            }
        }
        // "j'ai visité des autres villes" → "d'autres villes"
        if a == "des"
            && b == "autres"
            && (is_in(v, &AVOIR)
                || is_in(
                    v,
                    &[
                        "y",
                        "visité",
                        "vu",
                        "rencontré",
                        "acheté",
                        "essayé",
                        "trouvé",
                        "connais",
                        "connaît",
                        "lu",
                        "fait",
                        "pris",
                        "mangé",
                        "invité",
                        "cherche",
                        "connu",
                    ],
                ))
        {
            let c = tx(toks, i + 3);
            if c.ends_with('s') || c.ends_with('x') {
                out.push(found(
                    line,
                    toks,
                    i + 1,
                    i + 2,
                    "d'autres",
                    "fr-verb-preposition",
                    format!("\"Some other {c}\" is \"d'autres {c}\", not \"des autres {c}\"."),
                ));
                continue;
            }
        }
        if jouer(v) {
            // "jouer le piano", "jouer guitare", "jouer le foot"
            let (span_end, n) = if is_in(a, &["le", "la", "l'"]) {
                (i + 1, b)
            } else {
                (i, a)
            };
            let inst = instruments.iter().find(|x| x.0 == n);
            let sport = sports.iter().find(|x| x.0 == n);
            let say = match (inst, sport) {
                (Some((_, 'm')), _) => format!("du {n}"),
                (Some(_), _) if vowel_start(n) => format!("de l'{n}"),
                (Some(_), _) => format!("de la {n}"),
                (_, Some(_)) => format!("au {n}"),
                _ => continue,
            };
            if span_end == i {
                // insert: replace the noun with "du piano"
                out.push(found(
                    line,
                    toks,
                    i + 1,
                    i + 1,
                    say.clone(),
                    "fr-verb-preposition",
                    format!(
                        "\"Jouer\" takes \"{}\" for {}: \"{v} {say}\".",
                        if inst.is_some() { "de" } else { "à" },
                        if inst.is_some() {
                            "an instrument"
                        } else {
                            "a sport or game"
                        }
                    ),
                ));
            } else {
                out.push(found(
                    line,
                    toks,
                    i + 1,
                    i + 2,
                    say.clone(),
                    "fr-verb-preposition",
                    format!(
                        "\"Jouer\" takes \"{}\" for {}: \"{v} {say}\", not \"{v} {a} {n}\".",
                        if inst.is_some() { "de" } else { "à" },
                        if inst.is_some() {
                            "an instrument"
                        } else {
                            "a sport or game"
                        }
                    ),
                ));
            }
            continue;
        }
        // "téléphoner ma mère", "ressembler mon père", "répondre la question"
        if (v.starts_with("téléphon") || v.starts_with("ressembl") || v.starts_with("obéi"))
            && (is_in(
                a,
                &[
                    "ma", "mon", "mes", "ta", "ton", "tes", "sa", "son", "ses", "le", "la", "les",
                    "notre", "votre", "leur", "leurs",
                ],
            ))
            && (is_person(b) || noun_gender(b).is_some())
        {
            let say = match a {
                "le" => "au".to_string(),
                "les" => "aux".to_string(),
                _ => format!("à {}", src(line, toks, i + 1)),
            };
            out.push(found(
                line,
                toks,
                i + 1,
                i + 1,
                say.clone(),
                "fr-verb-preposition",
                format!("\"{v}\" takes \"à\" before the person: \"{v} {say} {b}\"."),
            ));
            continue;
        }
        // "profiter le beau temps" → "profiter du beau temps"
        if v.starts_with("profit")
            && is_in(
                a,
                &[
                    "le", "la", "les", "l'", "mon", "ma", "mes", "ce", "cette", "ces", "ton", "ta",
                    "tes", "son", "sa", "ses",
                ],
            )
        {
            let say = match a {
                "le" => "du".to_string(),
                "les" => "des".to_string(),
                _ => format!("de {}", src(line, toks, i + 1)),
            };
            let say = if a == "l'" { "de l'".to_string() } else { say };
            out.push(found(
                line,
                toks,
                i + 1,
                i + 1,
                say.clone(),
                "fr-verb-preposition",
                format!("\"Profiter\" takes \"de\": \"{v} {say}…\", not \"{v} {a}…\"."),
            ));
            continue;
        }
        // "se plaindre sur" → "de"; "fâché sur" → "contre"; "dépend sur" → "de"
        let complains =
            v.starts_with("plain") || v.starts_with("plaign") || v.starts_with("dépend");
        if complains && a == "sur" {
            let say = match b {
                "le" => "du",
                "les" => "des",
                _ => "de",
            };
            let to = if is_in(b, &["le", "les"]) {
                i + 2
            } else {
                i + 1
            };
            out.push(found(
                line,
                toks,
                i + 1,
                to,
                say,
                "fr-verb-preposition",
                format!("\"{v}\" takes \"de\", not \"sur\": \"{v} {say}…\"."),
            ));
            continue;
        }
        if is_in(v, &["fâché", "fâchée", "fâchés", "énervé", "énervée"]) && a == "sur" {
            out.push(found(
                line,
                toks,
                i + 1,
                i + 1,
                "contre",
                "fr-verb-preposition",
                format!("Angry with someone is \"{v} contre\", not \"{v} sur\"."),
            ));
            continue;
        }
        // "je cherche pour un travail" → "je cherche un travail"; "attendre pour le bus"
        if (v.starts_with("cherch") || v.starts_with("attend"))
            && a == "pour"
            && is_in(b, &["un", "une", "le", "la", "les", "l'", "des", "du"])
            && !is_in(tx(toks, i + 3), &["moment", "instant", "reste"])
        {
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                src(line, toks, i).to_string(),
                "fr-verb-preposition",
                format!("\"{v}\" takes its object directly: \"{v} {b}…\", without \"pour\"."),
            ));
        }
    }
    out
}

/// Relative pronouns: "une collègue que parle" → "qui parle", "ce que j'ai besoin" → "ce dont",
/// "la raison pourquoi" → "pour laquelle", "la maison dans que" → "dans laquelle".
fn relative(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let verbs3 = [
        "parle",
        "parlent",
        "habite",
        "habitent",
        "travaille",
        "travaillent",
        "est",
        "sont",
        "a",
        "ont",
        "fait",
        "font",
        "va",
        "vont",
        "vient",
        "viennent",
        "peut",
        "peuvent",
        "veut",
        "sait",
        "doit",
        "connaît",
        "aime",
        "aiment",
        "adore",
        "joue",
        "vit",
        "vivent",
        "coûte",
        "coûtent",
        "m'inquiète",
        "inquiète",
        "me",
        "m'",
        "te",
        "t'",
        "nous",
        "plaît",
        "plaisent",
        "était",
        "étaient",
        "avait",
        "s'",
        "se",
        "arrive",
        "passe",
        "marche",
        "dit",
    ];
    for i in 1..toks.len().saturating_sub(1) {
        let (q, nx) = (tx(toks, i), tx(toks, i + 1));
        let prev = before(toks, i);
        // que + verb with no subject → qui
        if q == "que" && is_in(nx, &verbs3) {
            let noun_before = prev == "ce" || noun_gender(prev).is_some() || is_person(prev);
            let comparing = clause_has(
                toks,
                i,
                &[
                    "plus", "moins", "aussi", "autant", "même", "ne", "n'", "tant",
                ],
            );
            let obj_clitic = is_in(nx, &["me", "m'", "te", "t'", "nous", "s'", "se"]);
            let nx2 = tx(toks, i + 2);
            if noun_before
                && !comparing
                && (!obj_clitic
                    || present_of(nx2).is_some()
                    || nx2.ends_with('e')
                    || nx2 == "inquiète")
            {
                if nx == "nous" && present_of(nx2).is_none_or(|(_, p)| p != 2) {
                    continue;
                }
                if prev != "ce"
                    && is_in(nx, &["a", "est"])
                    && !clause_after_has(toks, i + 1, &["pas"])
                    && tx(toks, i + 2).is_empty()
                {
                    continue;
                }
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    "qui",
                    "fr-relative",
                    format!("The relative pronoun is the subject of \"{nx}\" here, so it is \"qui\", not \"que\"."),
                ));
                continue;
            }
        }
        // ce que + subject + avoir besoin / parler → ce dont
        if q == "que" || q == "qu'" {
            let j = i + 1;
            if person(tx(toks, j)).is_some() {
                let mut k = j + 1;
                while is_in(
                    tx(toks, k),
                    &["m'", "t'", "me", "te", "lui", "nous", "vous", "ne", "n'"],
                ) {
                    k += 1;
                }
                let v = tx(toks, k);
                let v2 = tx(toks, k + 1);
                let dont = (is_in(v, &AVOIR) && is_in(v2, &["besoin", "envie", "peur", "parlé"]))
                    || (v.starts_with("parl") && !v.starts_with("parlement") && prev == "ce")
                    || (v.starts_with("parl")
                        && noun_gender(prev).is_some()
                        && is_in(tx(toks, k - 1), &["t'", "m'", "nous", "vous", "lui"]));
                if dont && (prev == "ce" || noun_gender(prev).is_some()) {
                    if v.starts_with("parl")
                        && clause_after_has(toks, k, &["de", "du", "des", "d'"])
                    {
                        continue;
                    }
                    out.push(found(
                        line,
                        toks,
                        i,
                        i,
                        "dont",
                        "fr-relative",
                        format!("The verb here takes \"de\" (\"{}\"), so the relative pronoun is \"dont\", not \"que\".",
                            if v.starts_with("parl") || v2 == "parlé" { "parler de" } else { "avoir besoin de" }),
                    ));
                    continue;
                }
                // "le livre que je l'ai lu": the object twice
                if noun_gender(prev).is_some()
                    && is_in(tx(toks, j + 1), &["l'", "le", "la", "les"])
                    && is_in(tx(toks, j + 2), &AVOIR)
                {
                    out.push(found(
                        line,
                        toks,
                        j,
                        j + 2,
                        if tx(toks, j) == "je" {
                            format!("j'{}", tx(toks, j + 2))
                        } else {
                            format!("{} {}", tx(toks, j), tx(toks, j + 2))
                        },
                        "fr-relative",
                        format!(
                            "\"Que\" is already the object: drop \"{}\".",
                            tx(toks, j + 1)
                        ),
                    ));
                    continue;
                }
            }
        }
        // "dans que" → "dans lequel/laquelle"
        if q == "que" && is_in(prev, &["dans", "sur", "avec", "sous"]) && i >= 2 {
            let n = tx(toks, i - 2);
            if let Some(g) = noun_gender(n) {
                let rel = if g == 'f' { "laquelle" } else { "lequel" };
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    rel,
                    "fr-relative",
                    format!("After a preposition, use \"{rel}\" for a thing: \"{prev} {rel}\", not \"{prev} que\"."),
                ));
            }
        }
    }
    for i in 1..toks.len() {
        if tx(toks, i) == "pourquoi" && before(toks, i) == "raison" {
            out.push(found(
                line,
                toks,
                i,
                i,
                "pour laquelle",
                "fr-relative",
                "\"The reason why\" is \"la raison pour laquelle\", not \"la raison pourquoi\".",
            ));
        }
        // "avec qui" for a thing → "avec lequel"
        if tx(toks, i) == "qui" && is_in(before(toks, i), &["avec", "sur", "dans"]) && i >= 2 {
            let n = tx(toks, i - 2);
            if let Some(g) = noun_gender(n) {
                if !is_person(n)
                    && !is_in(
                        n,
                        &[
                            "femme", "fille", "homme", "garçon", "personne", "dame", "monsieur",
                            "gens", "équipe", "famille", "groupe",
                        ],
                    )
                {
                    let rel = if g == 'f' { "laquelle" } else { "lequel" };
                    out.push(found(
                        line,
                        toks,
                        i,
                        i,
                        rel,
                        "fr-relative",
                        format!("\"Qui\" after a preposition is for people; for a thing say \"{} {rel}\".", before(toks, i)),
                    ));
                }
            }
        }
    }
    out
}

/// Tenses: "quand j'ai été petit" → "quand j'étais petit", "pendant que j'ai attendu" →
/// "pendant que j'attendais".
fn tense(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let states = [
        "petit",
        "petite",
        "petits",
        "petites",
        "enfant",
        "enfants",
        "jeune",
        "jeunes",
        "étudiant",
        "étudiante",
        "étudiants",
        "ado",
        "ados",
        "adolescent",
        "adolescente",
        "bébé",
        "plus",
    ];
    for i in 0..toks.len() {
        let w = tx(toks, i);
        let is_pendant = w == "que" && before(toks, i) == "pendant";
        if w != "quand" && !is_pendant {
            continue;
        }
        let s = i + 1;
        let (p, subj_from) = match tx(toks, s) {
            "j'" => (0, s),
            x => match person(x) {
                Some(p) => (p, s),
                None => continue,
            },
        };
        let av = s + 1;
        if tx(toks, av) != AVOIR[p] {
            continue;
        }
        let pp = tx(toks, av + 1);
        let v = if pp == "été" && w == "quand" && is_in(tx(toks, av + 2), &states) {
            verb_by_inf("être")
        } else if is_pendant {
            verb_by_pp(pp).filter(|v| v.pp == pp && v.inf != "être")
        } else {
            None
        };
        let Some(v) = v else { continue };
        let imp = imperfect(v, p);
        let subj = if p == 0 {
            if vowel_start(&imp) {
                "j'".to_string()
            } else {
                "je ".to_string()
            }
        } else {
            format!("{} ", tx(toks, s))
        };
        let say = format!("{subj}{imp}");
        let said = src_span(line, toks, subj_from, av + 1);
        out.push(found(
            line,
            toks,
            subj_from,
            av + 1,
            say.clone(),
            "fr-tense",
            if is_pendant {
                format!("\"Pendant que\" describes something in progress, so use the imperfect: \"{say}\", not \"{said}\".")
            } else {
                format!("A past state (\"when I was …\") is in the imperfect: \"{say}\", not \"{said}\".")
            },
        ));
    }
    out
}

/// Word choice: "trois temps par semaine" → "trois fois", "ça me fait triste" → "ça me rend
/// triste", "faire une décision" → "prendre", "demander une question" → "poser", "beaucoup
/// intéressant" → "très intéressant", "en printemps" → "au printemps".
fn lexical(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let feelings = [
        "heureux", "heureuse", "triste", "tristes", "malade", "fou", "folle", "nerveux",
        "nerveuse", "jaloux", "jalouse", "content", "contente", "furieux", "furieuse",
    ];
    let faire_rendre = [
        ("fait", "rend"),
        ("fais", "rends"),
        ("font", "rendent"),
        ("faire", "rendre"),
        ("faisait", "rendait"),
        ("fera", "rendra"),
    ];
    let faire_prendre = [
        ("fait", "pris"),
        ("fais", "prends"),
        ("faire", "prendre"),
        ("font", "prennent"),
        ("faisons", "prenons"),
        ("faites", "prenez"),
    ];
    for i in 0..toks.len() {
        let w = tx(toks, i);
        let (b, c) = (tx(toks, i + 1), tx(toks, i + 2));
        // number + "temps" + "par"
        if w == "temps"
            && i > 0
            && (is_number(before(toks, i)) || before(toks, i) == "plusieurs")
            && is_in(b, &["par", "dans", "chaque"])
        {
            out.push(found(line, toks, i, i, "fois", "fr-word-choice",
                format!("How many times is \"{} fois\", not \"{} temps\": \"temps\" means time as duration or weather.", before(toks, i), before(toks, i))));
            continue;
        }
        // faire + me/te… + feeling → rendre
        if let Some((_, r)) = faire_rendre.iter().find(|x| x.0 == w) {
            if is_in(
                before(toks, i),
                &[
                    "me", "te", "le", "la", "nous", "vous", "les", "m'", "t'", "l'",
                ],
            ) {
                let mut j = i + 1;
                while is_in(
                    tx(toks, j),
                    &["très", "vraiment", "si", "tellement", "trop"],
                ) {
                    j += 1;
                }
                if is_in(tx(toks, j), &feelings) {
                    out.push(found(line, toks, i, i, *r, "fr-word-choice",
                        format!("To make someone feel something is \"rendre\": \"{r} {}\", not \"{w} {}\".", tx(toks, j), tx(toks, j))));
                    continue;
                }
            }
        }
        // faire une décision → prendre
        if let Some((_, r)) = faire_prendre.iter().find(|x| x.0 == w) {
            let mut j = i + 1;
            if is_in(
                tx(toks, j),
                &["une", "la", "cette", "ma", "sa", "ta", "des", "les", "de"],
            ) {
                j += 1;
                if adj(tx(toks, j)).is_some()
                    || is_in(
                        tx(toks, j),
                        &[
                            "bonne",
                            "mauvaise",
                            "grande",
                            "importante",
                            "difficile",
                            "meilleure",
                        ],
                    )
                {
                    j += 1;
                }
                if is_in(tx(toks, j), &["décision", "décisions"]) {
                    let r = if *r == "pris" && !is_in(before(toks, i), &AVOIR) {
                        "prend"
                    } else {
                        r
                    };
                    out.push(found(line, toks, i, i, r, "fr-word-choice",
                        format!("French says \"prendre une décision\", not \"faire une décision\": \"{r}\", not \"{w}\".")));
                    continue;
                }
            }
        }
        // demander une question → poser
        if let Some(ending) = w.strip_prefix("demand") {
            let mut j = i + 1;
            while is_in(
                tx(toks, j),
                &[
                    "une",
                    "des",
                    "beaucoup",
                    "de",
                    "d'",
                    "plusieurs",
                    "quelques",
                    "la",
                    "cette",
                    "trop",
                    "mille",
                ],
            ) {
                j += 1;
            }
            if j > i + 1 && is_in(tx(toks, j), &["question", "questions"]) {
                let r = format!("pos{ending}");
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    r.clone(),
                    "fr-word-choice",
                    format!(
                        "You \"poser\" a question: \"{r} … {}\", not \"{w}\".",
                        tx(toks, j)
                    ),
                ));
                continue;
            }
        }
        // "beaucoup intéressant" → "très intéressant"
        if w == "beaucoup" {
            if let Some(a) = adj(b) {
                if a.0 != "meilleur"
                    && !is_in(b, &["plus", "moins", "mieux", "trop"])
                    && noun_gender(b).is_none()
                {
                    out.push(found(line, toks, i, i, "très", "fr-word-choice",
                        format!("Before an adjective, \"very\" is \"très\": \"très {b}\", not \"beaucoup {b}\".")));
                    continue;
                }
            }
        }
        // seasons
        if w == "en" && b == "printemps" {
            out.push(found(
                line,
                toks,
                i,
                i,
                "au",
                "fr-word-choice",
                "Seasons take \"en\" (en été, en hiver, en automne) except \"au printemps\".",
            ));
            continue;
        }
        if w == "au" && is_in(b, &["été", "hiver", "automne"]) {
            out.push(found(
                line,
                toks,
                i,
                i,
                "en",
                "fr-word-choice",
                format!("Seasons take \"en\": \"en {b}\", not \"au {b}\" (only \"au printemps\")."),
            ));
            continue;
        }
        // "dans le dix-neuvième siècle" → "au dix-neuvième siècle"
        if w == "dans"
            && b == "le"
            && (c.ends_with("ième") || c == "premier")
            && tx(toks, i + 3) == "siècle"
        {
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                "au",
                "fr-word-choice",
                format!("A century is \"au {c} siècle\", not \"dans le {c} siècle\"."),
            ));
            continue;
        }
        // "deux fois en semaine" → "par semaine"
        if w == "en"
            && before(toks, i) == "fois"
            && is_in(b, &["semaine", "mois", "an", "année", "jour"])
        {
            out.push(found(
                line,
                toks,
                i,
                i,
                "par",
                "fr-word-choice",
                format!("How often is \"fois par {b}\", not \"fois en {b}\"."),
            ));
            continue;
        }
        // "visiter" a person → "rendre visite à"
        if w.starts_with("visit") && w != "visite" && w != "visites" && w != "visiteur" {
            let pro = before(toks, i);
            let rest = &w["visit".len()..];
            let rendre = match rest {
                "er" => Some("rendre"),
                "é" => Some("rendu"),
                "e" => Some("rend"),
                "ons" => Some("rendons"),
                "ez" => Some("rendez"),
                "ent" => Some("rendent"),
                _ => None,
            };
            if let Some(r) = rendre {
                // "nous visitons le château": "nous" is the subject there
                let subject = (pro == "nous" && rest == "ons" || pro == "vous" && rest == "ez")
                    && person(if i >= 2 { tx(toks, i - 2) } else { "" }).is_none();
                if is_in(pro, &["me", "te", "nous", "vous", "m'", "t'"]) && i >= 1 && !subject {
                    let pro = match pro {
                        "m'" => "me",
                        "t'" => "te",
                        p => p,
                    };
                    let say = format!("{pro} {r} visite");
                    out.push(found(
                        line,
                        toks,
                        i - 1,
                        i,
                        say.clone(),
                        "fr-word-choice",
                        format!(
                            "You \"visiter\" a place but \"rendre visite à\" a person: \"{say}\"."
                        ),
                    ));
                    continue;
                }
                if is_in(
                    b,
                    &[
                        "mes", "ma", "mon", "ses", "sa", "son", "tes", "ta", "ton", "nos", "vos",
                        "leurs",
                    ],
                ) && is_person(c)
                {
                    let say = format!("{r} visite à");
                    out.push(found(line, toks, i, i, say.clone(), "fr-word-choice",
                        format!("You \"visiter\" a place but \"rendre visite à\" a person: \"{say} {b} {c}\".")));
                    continue;
                }
            }
        }
        // "dépenser du temps" → "passer du temps"
        if let Some(ending) = w.strip_prefix("dépens") {
            let ahead: Vec<&str> = (1..5).map(|k| tx(toks, i + k)).collect();
            if ahead.contains(&"temps") || ahead.contains(&"heures") || ahead.contains(&"journée")
            {
                let r = format!("pass{ending}");
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    r.clone(),
                    "fr-word-choice",
                    format!("You \"dépenser\" money but \"passer\" time: \"{r}\", not \"{w}\"."),
                ));
            }
        }
    }
    out
}

/// Adjective position: "une rouge voiture" → "une voiture rouge", "un restaurant bon" → "un bon
/// restaurant".
fn adj_position(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let complement = [
        "pour", "à", "de", "d'", "en", "comme", "que", "qu'", "marché", "avec", "et", "ou", "mais",
    ];
    for i in 0..toks.len().saturating_sub(2) {
        let d = tx(toks, i);
        if det_kind(d).is_none() {
            continue;
        }
        let (a, b, c) = (tx(toks, i + 1), tx(toks, i + 2), tx(toks, i + 3));
        // det + after-adjective + noun
        if is_in(a, AFTER_ADJS) && noun_gender(b).is_some() && noun_gender(a).is_none() {
            let say = format!("{} {}", src(line, toks, i + 2), src(line, toks, i + 1));
            out.push(found(
                line,
                toks,
                i + 1,
                i + 2,
                say.clone(),
                "fr-adj-position",
                format!("\"{a}\" goes after the noun: \"{say}\", not \"{a} {b}\"."),
            ));
            continue;
        }
        // "mon professeur ancien" → "mon ancien professeur" (a former teacher)
        if is_person(a) && b == "ancien" || is_person(a) && b == "ancienne" {
            let say = format!("{} {}", src(line, toks, i + 2), src(line, toks, i + 1));
            out.push(found(line, toks, i + 1, i + 2, say.clone(), "fr-adj-position",
                format!("\"Former\" is \"ancien\" before the noun: \"{say}\" (after the noun it means \"old, antique\").")));
            continue;
        }
        // det + noun + BAGS adjective (maybe after another adjective)
        if noun_gender(a).is_some() && !is_in(a, &["temps", "prix", "jour"]) {
            let (adj_at, other) = if is_in(b, BAGS) {
                (i + 2, None)
            } else if adj(b).is_some() && is_in(c, BAGS) && !is_in(b, BAGS) {
                (i + 3, Some(i + 2))
            } else {
                continue;
            };
            let bag = tx(toks, adj_at);
            if is_in(tx(toks, adj_at + 1), &complement) || is_in(bag, &["jeune"]) {
                continue;
            }
            if is_in(
                before(toks, i),
                &["est", "était", "suis", "trouve", "sont", "rend"],
            ) {
                continue;
            }
            let say = match other {
                None => format!("{} {}", src(line, toks, adj_at), src(line, toks, i + 1)),
                Some(o) => format!(
                    "{} {} {}",
                    src(line, toks, adj_at),
                    src(line, toks, i + 1),
                    src(line, toks, o)
                ),
            };
            out.push(found(
                line,
                toks,
                i + 1,
                adj_at,
                say.clone(),
                "fr-adj-position",
                format!("Short common adjectives like \"{bag}\" go before the noun: \"{say}\"."),
            ));
        }
    }
    out
}

/// Adverb position: "j'ai travaillé déjà" → "j'ai déjà travaillé", "je parle le français bien"
/// → "je parle bien le français".
fn adverb_position(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let languages = [
        "français",
        "anglais",
        "espagnol",
        "allemand",
        "italien",
        "chinois",
        "japonais",
        "arabe",
        "russe",
        "portugais",
        "coréen",
    ];
    for i in 1..toks.len().saturating_sub(1) {
        let (pp, adv) = (tx(toks, i), tx(toks, i + 1));
        if is_in(before(toks, i), &AVOIR)
            && is_in(adv, &["déjà", "toujours", "jamais"])
            && verb_by_pp(pp).is_some_and(|v| v.pp == pp)
            && !(adv == "toujours" && is_in(tx(toks, i + 2), &["pas", "rien", "personne"]))
        {
            let say = format!("{adv} {}", src(line, toks, i));
            out.push(found(line, toks, i, i + 1, say.clone(), "fr-adverb-position",
                format!("In the passé composé \"{adv}\" goes between the auxiliary and the participle: \"{} {say}\".", before(toks, i))));
        }
    }
    for i in 0..toks.len().saturating_sub(3) {
        let v = tx(toks, i);
        if !(v.starts_with("parl") || v.starts_with("compren") || v.starts_with("connai")) {
            continue;
        }
        let mut j = i + 1;
        if tx(toks, j) == "pas" {
            j += 1;
        }
        let (d, n, a) = (tx(toks, j), tx(toks, j + 1), tx(toks, j + 2));
        if is_in(d, &["le", "l'"])
            && is_in(n, &languages)
            && is_in(a, &["bien", "mal", "couramment", "très"])
        {
            if a == "très" && tx(toks, j + 3) != "bien" {
                continue;
            }
            let end = if a == "très" { j + 3 } else { j + 2 };
            let advs = src_span(line, toks, j + 2, end);
            let say = format!("{advs} {}", src_span(line, toks, j, j + 1));
            out.push(found(
                line,
                toks,
                j,
                end,
                say.clone(),
                "fr-adverb-position",
                format!("\"{advs}\" goes right after the verb: \"{v} {say}\"."),
            ));
        }
    }
    out
}

/// Object pronouns: "je lui l'ai prêté" → "je le lui ai prêté", "je l'ai téléphoné" → "je lui
/// ai téléphoné".
fn pronoun(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(1) {
        let (a, b) = (tx(toks, i), tx(toks, i + 1));
        let say = match (a, b) {
            ("lui" | "leur", "l'") => format!("le {a} "),
            ("lui" | "leur", "le" | "la" | "les") => format!("{b} {a}"),
            ("le" | "la" | "les", "me" | "te" | "nous" | "vous")
                if person(before(toks, i)).is_some() && present_of(tx(toks, i + 2)).is_some()
                    || is_infinitive(tx(toks, i + 2)) && tx(toks, i + 2) != "se" =>
            {
                format!("{b} {a}")
            }
            _ => continue,
        };
        if is_in(a, &["le", "la", "les"]) && b == "nous" && tx(toks, i + 2).ends_with("ons") {
            continue;
        }
        let (to, say) = if b == "l'" {
            (i + 1, say.trim_end().to_string() + " ")
        } else {
            (i + 1, say)
        };
        // "lui l'ai" → "le lui ai": the replacement includes a trailing space before the verb
        let say = if b == "l'" {
            say.trim_end().to_string()
        } else {
            say
        };
        let shown = if b == "l'" {
            format!("{say} {}", tx(toks, i + 2))
        } else {
            say.clone()
        };
        let fix_span_end = if b == "l'" { i + 2 } else { to };
        let say_full = if b == "l'" {
            shown.clone()
        } else {
            say.clone()
        };
        out.push(found(line, toks, i, fix_span_end, say_full, "fr-pronoun-order",
            format!("Object pronouns go in a fixed order (me/te/nous/vous, le/la/les, lui/leur): \"{shown}\".")));
    }
    // "je l'ai téléphoné" → "je lui ai téléphoné"
    for i in 0..toks.len().saturating_sub(2) {
        let a = tx(toks, i);
        if !is_in(a, &["l'", "le", "la"]) || person(before(toks, i)).is_none() {
            continue;
        }
        let mut j = i + 1;
        let has_aux = is_in(tx(toks, j), &AVOIR);
        if has_aux {
            j += 1;
        }
        let v = tx(toks, j);
        let dative = v.starts_with("téléphon")
            || v.starts_with("ressembl")
            || v.starts_with("souri")
            || v.starts_with("obéi");
        let with_de = (v.starts_with("demand")
            || v == "dit"
            || v.starts_with("conseill")
            || v == "promis"
            || v == "permis"
            || v == "interdit")
            && is_in(tx(toks, j + 1), &["de", "d'"])
            && (is_infinitive(tx(toks, j + 2))
                || tx(toks, j + 2) == "m'"
                || tx(toks, j + 2) == "me"
                || vowel_start(tx(toks, j + 2)));
        if !(dative || with_de) {
            continue;
        }
        let say = if has_aux {
            format!("lui {}", tx(toks, i + 1))
        } else {
            "lui".to_string()
        };
        let to = if has_aux { i + 1 } else { i };
        out.push(found(line, toks, i, to, say.clone(), "fr-pronoun",
            format!("\"{v}\" takes \"à\" + person, so the pronoun is \"lui\", not \"{a}\": \"{say} {v}…\".")));
    }
    out
}

/// "tu peux expliquer moi" → "tu peux m'expliquer", "envoyer les toi" → "te les envoyer".
fn pronoun_place(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let modals = [
        "peux", "peut", "pouvez", "pouvons", "veux", "veut", "voulez", "vais", "vas", "va",
        "allez", "dois", "doit", "devez", "pourrais", "pourriez", "pourrait", "voudrais", "aller",
        "faut",
    ];
    for i in 1..toks.len().saturating_sub(1) {
        let inf = tx(toks, i);
        if !is_in(before(toks, i), &modals)
            || !is_infinitive(inf) && !(inf.ends_with("er") && inf.len() > 4)
        {
            continue;
        }
        let (a, b) = (tx(toks, i + 1), tx(toks, i + 2));
        let weak = |w: &str| match w {
            "moi" => Some("me"),
            "toi" => Some("te"),
            "lui" => Some("lui"),
            "nous" => Some("nous"),
            "vous" => Some("vous"),
            "leur" => Some("leur"),
            _ => None,
        };
        let (to, say) = if let Some(wk) = weak(a).filter(|_| is_in(a, &["moi", "toi"])) {
            let nx = tx(toks, i + 2);
            if is_in(nx, &["aussi", "même", "et", "ou", "qui", "seul"]) {
                continue;
            }
            let say = if vowel_start(inf) {
                format!("{}'{}", &wk[..1], src(line, toks, i))
            } else {
                format!("{wk} {}", src(line, toks, i))
            };
            (i + 1, say)
        } else if is_in(a, &["le", "la", "les"]) {
            let Some(wk) = weak(b) else { continue };
            let say = if is_in(wk, &["lui", "leur"]) {
                format!("{a} {wk} {}", src(line, toks, i))
            } else {
                format!("{wk} {a} {}", src(line, toks, i))
            };
            (i + 2, say)
        } else {
            continue;
        };
        out.push(found(
            line,
            toks,
            i,
            to,
            say.clone(),
            "fr-pronoun-order",
            format!(
                "Object pronouns go before the infinitive: \"{say}\", not \"{}\".",
                src_span(line, toks, i, to)
            ),
        ));
    }
    out
}

/// "je devrais avoir réservé" → "j'aurais dû réserver"; "quand je finis …, je voyagerai" →
/// "quand je finirai".
fn tense2(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let cond = ["devrais", "devrait", "devrions", "devriez", "devraient"];
    for i in 0..toks.len().saturating_sub(2) {
        let w = tx(toks, i);
        let Some(c) = cond.iter().position(|x| *x == w) else {
            continue;
        };
        let p = [0usize, 2, 3, 4, 5][c];
        if tx(toks, i + 1) != "avoir" {
            continue;
        }
        let pp = tx(toks, i + 2);
        let inf = match verb_by_pp(pp).filter(|v| v.pp == pp) {
            Some(v) => v.inf.clone(),
            None if pp.ends_with('é') && pp.len() > 3 => format!("{}er", &pp[..pp.len() - 2]),
            None => continue,
        };
        let aur = [
            "aurais", "aurais", "aurait", "aurions", "auriez", "auraient",
        ][p];
        let (from, say) = if before(toks, i) == "je" && i > 0 {
            (i - 1, format!("j'{aur} dû {inf}"))
        } else {
            (i, format!("{aur} dû {inf}"))
        };
        out.push(found(
            line,
            toks,
            from,
            i + 2,
            say.clone(),
            "fr-tense",
            format!(
                "\"Should have done\" is \"avoir dû\" in the conditional + infinitive: \"{say}\"."
            ),
        ));
    }
    // future in the main clause, present after "quand"
    let future_word = |w: &str| {
        ["ai", "as", "a", "ons", "ez", "ont"].iter().any(|e| {
            w.strip_suffix(e).is_some_and(|stem| {
                stem.ends_with('r') && stem.len() > 2 && verbs().iter().any(|v| v.fut == stem)
            })
        })
    };
    for i in 0..toks.len() {
        let w = tx(toks, i);
        if !is_in(w, &["quand", "lorsque", "dès"]) {
            continue;
        }
        let mut s = i + 1;
        if w == "dès" {
            if tx(toks, s) != "que" && tx(toks, s) != "qu'" {
                continue;
            }
            s += 1;
        }
        let Some(p) = person(tx(toks, s)) else {
            continue;
        };
        let mut j = s + 1;
        while is_in(tx(toks, j), CLITICS) {
            j += 1;
        }
        let v = tx(toks, j);
        let Some(verb) = verbs()
            .iter()
            .find(|vb| vb.pres.get(p).is_some_and(|f| f == v))
        else {
            continue;
        };
        if verb.inf == "avoir"
            && is_in(
                tx(toks, j + 1),
                &["faim", "soif", "peur", "froid", "chaud", "sommeil", "le"],
            )
        {
            continue;
        }
        // the clause after this one has a future
        let rest: Vec<&str> = toks[j + 1..].iter().map(|t| t.text.as_str()).collect();
        let before_has = toks[..i].iter().any(|t| future_word(&t.text));
        // "quand j'ai mon diplôme l'année prochaine, je vais …": a future time in the clause,
        // and a main clause after it
        let marker = rest
            .iter()
            .take(6)
            .any(|w| is_in(w, &["prochain", "prochaine", "demain", "bientôt"]))
            && rest
                .iter()
                .skip(2)
                .any(|w| is_in(w, &["je", "j'", "on", "nous", "tu", "vous"]))
            && !rest
                .iter()
                .take(6)
                .any(|w| is_in(w, &["dernier", "dernière", "hier"]));
        if !(before_has || marker || rest.iter().skip(1).any(|w| future_word(w)))
            || rest.iter().take(3).any(|w| future_word(w))
        {
            continue;
        }
        if toks[..i].iter().any(|t| t.text == "?")
            || clause_has(toks, i, &["demande", "sais", "sait"])
        {
            continue;
        }
        let fut = format!("{}{}", verb.fut, ["ai", "as", "a", "ons", "ez", "ont"][p]);
        out.push(found(line, toks, j, j, fut.clone(), "fr-tense",
            format!("When \"{w}\" is about the future, its verb is in the future too: \"{fut}\", not \"{v}\".")));
    }
    out
}

/// "j'ai commencé depuis trois ans" → "il y a trois ans"; "j'ai vécu là pour six mois" →
/// "pendant six mois".
fn duration(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let units = [
        "ans", "an", "mois", "semaines", "semaine", "jours", "jour", "heures", "heure", "minutes",
        "années", "année",
    ];
    let once = [
        "commencé",
        "rencontré",
        "rencontrés",
        "rencontrées",
        "acheté",
        "fini",
        "terminé",
        "quitté",
        "déménagé",
        "obtenu",
        "reçu",
        "perdu",
        "arrivé",
        "arrivée",
        "arrivés",
        "venu",
        "venue",
        "venus",
        "né",
        "née",
        "décidé",
        "trouvé",
        "vendu",
        "commencée",
    ];
    let lasting = [
        "vécu",
        "habité",
        "travaillé",
        "étudié",
        "attendu",
        "dormi",
        "voyagé",
        "resté",
        "restée",
        "restés",
        "enseigné",
        "marché",
        "joué",
    ];
    for i in 1..toks.len().saturating_sub(2) {
        let w = tx(toks, i);
        if w != "depuis" && w != "pour" {
            continue;
        }
        let mut k = i + 1;
        if !(is_number(tx(toks, k)) || is_in(tx(toks, k), &["un", "une"])) {
            continue;
        }
        k += 1;
        if !is_in(tx(toks, k), &units) {
            continue;
        }
        // the participle earlier in the clause, after an auxiliary
        let pp = toks[..i]
            .iter()
            .rev()
            .take_while(|t| !t.is_break())
            .map(|t| t.text.as_str())
            .find(|t| is_in(t, &once) || is_in(t, &lasting));
        let Some(pp) = pp else { continue };
        if !clause_has(
            toks,
            i,
            &[
                "ai", "as", "a", "avons", "avez", "ont", "suis", "est", "sommes", "sont", "es",
                "êtes",
            ],
        ) {
            continue;
        }
        if w == "depuis" && is_in(pp, &once) {
            out.push(found(line, toks, i, i, "il y a", "fr-duration",
                format!("For when a finished action happened, say \"il y a {} {}\" (ago); \"depuis\" is for something still going on.", tx(toks, i + 1), tx(toks, k))));
        } else if w == "pour" && is_in(pp, &lasting) {
            out.push(found(line, toks, i, i, "pendant", "fr-duration",
                format!("For how long something lasted in the past, say \"pendant {} {}\", not \"pour\".", tx(toks, i + 1), tx(toks, k))));
        }
    }
    out
}

/// Subject and verb that do not agree: "nous allez" → "nous allons", "ils parlons" → "ils
/// parlent", "tu peut" → "tu peux".
fn conjugation(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(1) {
        let s = tx(toks, i);
        let Some(p) = person(s) else { continue };
        if (s == "elle" || s == "elles")
            && is_in(
                before(toks, i),
                &[
                    "avec", "pour", "chez", "sans", "à", "de", "et", "qu'", "que",
                ],
            )
        {
            continue;
        }
        if (s == "nous" || s == "vous")
            && i > 0
            && !toks[i - 1].is_break()
            && !is_in(
                before(toks, i),
                &[
                    "et", "mais", "alors", "donc", "quand", "si", "puis", "parce", "ensuite",
                ],
            )
        {
            continue; // "ma tante nous a dit": an object
        }
        let mut j = i + 1;
        while is_in(
            tx(toks, j),
            &[
                "ne", "n'", "me", "m'", "te", "t'", "se", "s'", "le", "la", "l'", "les", "lui",
                "leur", "y", "en",
            ],
        ) {
            j += 1;
        }
        let v = tx(toks, j);
        if v.is_empty() {
            continue;
        }
        // irregular and listed verbs: a form of another person
        let own = verbs().iter().find(|vb| vb.pres.iter().any(|f| f == v));
        let Some(vb) = own else { continue };
        if vb.pres[p] == v || vb.pres[p] == "-" {
            continue;
        }
        // "je suis" is "être", not "suivre"; forms shared by persons are fine
        if verbs()
            .iter()
            .any(|o| o.pres.get(p).is_some_and(|f| f == v))
        {
            continue;
        }
        // "il a" is written "il à"? No; but "a" after "tu" in speech: "tu a" → "tu as"
        let right = vb.pres[p].clone();
        if s == "je" && vowel_start(&right) {
            continue;
        }
        // only persons whose forms sound different, or clear spellings
        out.push(found(
            line,
            toks,
            j,
            j,
            right.clone(),
            "fr-conjugation",
            format!("With \"{s}\", \"{}\" is \"{right}\", not \"{v}\".", vb.inf),
        ));
    }
    out
}

// ---------------------------------------------------------------------------------------------
// Tenses in context, verb regimes, false friends, pronouns and agreement with a distant subject

const FUT_END: [&str; 6] = ["ai", "as", "a", "ons", "ez", "ont"];
const COND_END: [&str; 6] = ["ais", "ais", "ait", "ions", "iez", "aient"];
const AVAIS: [&str; 6] = ["avais", "avais", "avait", "avions", "aviez", "avaient"];
const ETAIS: [&str; 6] = ["étais", "étais", "était", "étions", "étiez", "étaient"];

/// The conditional of a verb for a person.
fn cond(v: &Verb, p: usize) -> String {
    format!("{}{}", v.fut, COND_END[p])
}

/// The verb whose future `w` is, for person `p`.
fn future_of(w: &str, p: usize) -> Option<&'static Verb> {
    let stem = w.strip_suffix(FUT_END[p])?;
    if !stem.ends_with('r') || stem.len() < 2 {
        return None;
    }
    verbs().iter().find(|v| v.fut == stem)
}

/// The full form of an elided word: "j'" → "je", "n'" → "ne".
fn full(w: &str) -> String {
    match w {
        "j'" => "je",
        "m'" => "me",
        "t'" => "te",
        "s'" => "se",
        "n'" => "ne",
        "l'" => "le",
        "qu'" => "que",
        "d'" => "de",
        w => w,
    }
    .to_string()
}

/// Words joined with French elision: ["je", "aime"] → "j'aime".
fn join_elide(words: &[String]) -> String {
    let mut out = String::new();
    for (k, w) in words.iter().enumerate() {
        let next = words.get(k + 1).map_or("", String::as_str);
        let short = is_in(w, &["je", "me", "te", "se", "ne", "le", "la", "de", "que"])
            && vowel_start(next)
            && !no_elision(next);
        if short {
            out.push_str(&elide(w));
        } else {
            out.push_str(w);
            if k + 1 < words.len() {
                out.push(' ');
            }
        }
    }
    out
}

/// The subject of the verb at `v`, over object pronouns and "ne": (first word, person).
fn subject_of(toks: &[Tok], v: usize) -> Option<(usize, usize)> {
    let mut s = v;
    loop {
        if s == 0 {
            return None;
        }
        let w = tx(toks, s - 1);
        if w == "j'" {
            return Some((s - 1, 0));
        }
        if let Some(p) = person(w) {
            // "il nous a dit": the pronoun before is the subject
            if is_in(w, &["nous", "vous"])
                && s >= 2
                && (person(tx(toks, s - 2)).is_some() || is_in(tx(toks, s - 2), &["ne", "n'"]))
            {
                s -= 1;
                continue;
            }
            return Some((s - 1, p));
        }
        if is_in(w, CLITICS) && !is_in(w, &["le", "la", "les"]) || is_in(w, &["l'", "les"]) {
            s -= 1;
            continue;
        }
        break;
    }
    if s < 2 {
        return None;
    }
    let n = tx(toks, s - 1);
    let k = det_kind(tx(toks, s - 2))?;
    let sing = n.trim_end_matches(['s', 'x']);
    if noun_gender(n).is_some() || is_person(n) || noun_gender(sing).is_some() || is_person(sing) {
        Some((s - 2, if k == 'p' { 5 } else { 2 }))
    } else {
        None
    }
}

/// A past participle (maybe agreed) and its verb.
fn participle(w: &str) -> Option<&'static Verb> {
    if w == "plus" {
        return None; // "plu" + s, but always the adverb
    }
    verb_by_pp(w).filter(|v| {
        v.pp == w
            || [
                format!("{}e", v.pp),
                format!("{}s", v.pp),
                format!("{}es", v.pp),
            ]
            .iter()
            .any(|f| f == w)
    })
}

/// A passé composé at auxiliary `a`: (index of the participle, its verb, auxiliary is "être",
/// person of the auxiliary).
fn compound_at(toks: &[Tok], a: usize) -> Option<(usize, &'static Verb, bool, usize)> {
    let w = tx(toks, a);
    let (p, etre) = if let Some(p) = AVOIR.iter().position(|x| *x == w) {
        (p, false)
    } else {
        (ETRE.iter().position(|x| *x == w)?, true)
    };
    let mut j = a + 1;
    while is_in(
        tx(toks, j),
        &[
            "pas", "jamais", "plus", "déjà", "souvent", "toujours", "bien", "beaucoup", "vraiment",
        ],
    ) {
        j += 1;
    }
    let v = participle(tx(toks, j))?;
    if v.inf == "être" && etre || v.inf == "avoir" && etre {
        return None;
    }
    Some((j, v, etre, p))
}

/// Whether the sentence sets a scene in the past: "quand j'étais petit", "avant … maintenant",
/// "à l'époque", "autrefois".
fn past_frame(toks: &[Tok]) -> bool {
    let imp = [
        "étais", "était", "étions", "étiez", "étaient", "avais", "avait", "avions", "aviez",
        "avaient", "habitais", "habitait", "vivais", "vivait",
    ];
    let quand = (0..toks.len()).any(|i| {
        is_in(tx(toks, i), &["quand", "lorsque", "lorsqu'"])
            && (is_in(tx(toks, i + 2), &imp) || is_in(tx(toks, i + 3), &imp))
    });
    let avant = (0..toks.len()).any(|i| {
        tx(toks, i) == "avant"
            && (i == 0 || toks[i - 1].is_break())
            && (person(tx(toks, i + 1)).is_some() || tx(toks, i + 1) == "j'")
    }) && toks.iter().any(|t| t.text == "maintenant");
    quand
        || avant
        || toks.iter().any(|t| t.text == "autrefois")
        || (0..toks.len()).any(|i| tx(toks, i) == "l'" && tx(toks, i + 1) == "époque")
}

/// Habits in the past are in the imperfect: "quand j'étais petit je suis allé à la plage tous
/// les étés" → "j'allais", "avant j'ai fumé un paquet par jour" → "je fumais".
fn habit(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    if !past_frame(toks) {
        return out;
    }
    let periods = [
        "jours",
        "soirs",
        "matins",
        "étés",
        "hivers",
        "ans",
        "week-ends",
        "dimanches",
        "samedis",
        "semaines",
        "nuits",
        "mois",
        "vacances",
        "lundis",
        "mercredis",
        "vendredis",
        "midis",
        "années",
        "printemps",
        "noëls",
    ];
    let habitual_at = |i: usize| {
        let (a, b) = (tx(toks, i), tx(toks, i + 1));
        (is_in(a, &["tous", "toutes"]) && b == "les" && is_in(tx(toks, i + 2), &periods))
            || (a == "chaque" && noun_gender(b).is_some())
            || (a == "par" && is_in(b, &["jour", "semaine", "mois", "an"]))
            || is_in(a, &["souvent", "d'habitude", "régulièrement"])
    };
    let states = [
        "aimer",
        "adorer",
        "détester",
        "préférer",
        "vouloir",
        "pouvoir",
        "savoir",
    ];
    // "avant j'ai habité à Lyon mais maintenant …": a past situation set against now
    let then_now = (0..toks.len()).any(|i| {
        tx(toks, i) == "avant"
            && (i == 0 || toks[i - 1].is_break())
            && (person(tx(toks, i + 1)).is_some() || tx(toks, i + 1) == "j'")
    }) && toks.iter().any(|t| t.text == "maintenant");
    for a in 1..toks.len() {
        let Some((j, v, etre, p)) = compound_at(toks, a) else {
            continue;
        };
        let Some((s, sp)) = subject_of(toks, a) else {
            continue;
        };
        if sp != p
            || etre && !v.etre && !is_in(tx(toks, a - 1), &["me", "m'", "te", "t'", "se", "s'"])
        {
            continue;
        }
        let negated = toks[s..a].iter().any(|t| t.text == "n'" || t.text == "ne");
        // the habit is said in the same clause: "je suis allé à la plage tous les étés"
        let mut end = j + 1;
        while end < toks.len()
            && !toks[end].is_break()
            && !is_in(
                tx(toks, end),
                &[
                    "et",
                    "mais",
                    "parce",
                    "alors",
                    "donc",
                    "quand",
                    "maintenant",
                ],
            )
        {
            end += 1;
        }
        let habitual = (s..end).any(habitual_at);
        let lasting = then_now
            && is_in(&v.inf, &["habiter", "vivre", "travailler"])
            && !toks
                .iter()
                .any(|t| is_in(&t.text, &["pendant", "ans", "mois", "an", "années"]));
        let state = is_in(&v.inf, &states) || v.inf == "avoir" && negated || lasting;
        if !(habitual || state)
            || v.inf == "être"
            || toks[a..j].iter().any(|t| t.text == "toujours")
        {
            continue; // "j'ai toujours aimé lire": a perfect that reaches now
        }
        // a one-off event: "une fois", "un jour", "soudain"; the "quand" clause itself
        let clause: Vec<&str> = toks[a..]
            .iter()
            .take_while(|t| !t.is_break() && t.text != "et" && t.text != "mais")
            .map(|t| t.text.as_str())
            .collect();
        if clause
            .iter()
            .any(|w| is_in(w, &["fois", "soudain", "premier", "première"]))
            || clause
                .windows(2)
                .any(|p| is_in(p[0], &["un", "ce", "le"]) && p[1] == "jour")
            || is_in(
                before(toks, s),
                &["quand", "lorsque", "que", "qu'", "si", "depuis"],
            )
        {
            continue;
        }
        // who says it: the pronoun subject, the object pronouns and "ne", the imperfect
        let from = if person(tx(toks, s)).is_some() || tx(toks, s) == "j'" {
            s
        } else {
            s + 2
        };
        let mut words: Vec<String> = toks[from..a].iter().map(|t| full(&t.text)).collect();
        words.push(imperfect(v, p));
        for t in &toks[a + 1..j] {
            if is_in(&t.text, &["pas", "jamais", "plus"]) {
                words.push(t.text.clone());
            }
        }
        let say = join_elide(&words);
        let said = src_span(line, toks, from, j);
        out.push(found(
            line,
            toks,
            from,
            j,
            say.clone(),
            "fr-tense",
            format!(
                "A habit or a state in the past is in the imperfect: \"{say}\", not \"{said}\"."
            ),
        ));
    }
    out
}

/// After a past time marker the verb is in the past: "hier je vais au cinéma" → "je suis
/// allé", "l'année dernière je travaille à Lyon" → "j'ai travaillé".
fn past_marker(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let periods = [
        "année",
        "semaine",
        "mois",
        "été",
        "hiver",
        "week-end",
        "printemps",
        "automne",
        "lundi",
        "mardi",
        "mercredi",
        "jeudi",
        "vendredi",
        "samedi",
        "dimanche",
        "soir",
        "fois",
    ];
    let units = ["ans", "an", "mois", "semaines", "jours", "années"];
    let states = [
        "être",
        "avoir",
        "falloir",
        "pouvoir",
        "vouloir",
        "devoir",
        "savoir",
        "connaître",
        "aimer",
        "adorer",
        "penser",
        "croire",
        "sembler",
        "paraître",
        "préférer",
        "détester",
    ];
    for s in 1..toks.len() {
        let Some(p) = person(tx(toks, s)).or(if tx(toks, s) == "j'" { Some(0) } else { None })
        else {
            continue;
        };
        let b = |k: usize| if s >= k { tx(toks, s - k) } else { "" };
        let marked = (b(1) == "hier" || b(1) == "avant-hier")
            && !is_in(b(2), &["depuis", "d'", "de", "qu'"])
            || (is_in(b(1), &["matin", "soir", "après-midi"]) && b(2) == "hier")
            || (is_in(b(1), &["dernier", "dernière"]) && is_in(b(2), &periods))
            || (is_in(b(1), &units)
                && (is_number(b(2)) || is_in(b(2), &["un", "une"]))
                && b(3) == "a"
                && b(4) == "y"
                && b(5) == "il"
                && !is_in(b(6), &["qu'", "que"]));
        let opens = |k: usize| {
            k == 0
                || toks[k - 1].is_break()
                || is_in(
                    tx(toks, k - 1),
                    &[
                        "et", "mais", "alors", "donc", "puis", "oui", "non", "bon", "euh",
                    ],
                )
        };
        let len = match b(1) {
            "hier" | "avant-hier" => 1,
            "matin" | "soir" | "après-midi" => 2,
            "dernier" | "dernière" if is_in(b(3), &["l'", "la", "le"]) => 3,
            "dernier" | "dernière" => 2,
            _ => 5,
        };
        if !marked || s < len || !opens(s - len) {
            continue;
        }
        let w = tx(toks, s + 1);
        let Some(v) = verbs()
            .iter()
            .find(|v| v.pres.get(p).is_some_and(|f| f == w))
        else {
            continue;
        };
        if is_in(&v.inf, &states)
            || v.inf == "aller"
                && is_in(
                    tx(toks, s + 2),
                    &["te", "t'", "vous", "lui", "leur", "me", "m'", "nous"],
                )
        {
            continue; // "hier, je vais te raconter": telling now
        }
        if clause_after_has(toks, s + 1, &["quand", "lorsque", "lorsqu'"]) {
            // "hier soir je regarde un film quand il a appelé": in progress, so the imperfect
            let say = join_elide(&[full(tx(toks, s)), imperfect(v, p)]);
            out.push(found(
                line,
                toks,
                s,
                s + 1,
                like(src(line, toks, s), &say),
                "fr-tense",
                format!(
                    "An action in progress in the past is in the imperfect: \"{say}\", not \"{}\".",
                    src_span(line, toks, s, s + 1)
                ),
            ));
            continue;
        }
        let aux = if v.etre { ETRE[p] } else { AVOIR[p] };
        let mut pp = v.pp.clone();
        if v.etre {
            match tx(toks, s) {
                "elle" => pp.push('e'),
                "elles" => pp.push_str("es"),
                "ils" | "nous" | "vous" => pp.push('s'),
                _ => {}
            }
        }
        let say = join_elide(&[full(tx(toks, s)), aux.to_string(), pp]);
        let said = src_span(line, toks, s, s + 1);
        out.push(found(
            line,
            toks,
            s,
            s + 1,
            like(src(line, toks, s), &say),
            "fr-tense",
            format!(
                "\"{}\" is in the past, so the verb is too (passé composé): \"{say}\", not \"{said}\".",
                src_span(line, toks, s.saturating_sub(2).max(first_word(toks, s)), s - 1)
            ),
        ));
    }
    out
}

/// The first word of the clause holding `i`.
fn first_word(toks: &[Tok], i: usize) -> usize {
    let mut k = i;
    while k > 0 && !toks[k - 1].is_break() {
        k -= 1;
    }
    k
}

/// An earlier past in a past story: "quand je suis arrivé le film a déjà commencé" → "avait
/// déjà commencé"; "les clés qu'elle m'a données la veille" → "m'avait données".
fn pluperfect(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    // a passé composé after "quand" sets the moment
    let quand_pc = (0..toks.len()).find(|&i| {
        is_in(tx(toks, i), &["quand", "lorsque", "lorsqu'"])
            && (1..4).any(|k| compound_at(toks, i + k).is_some() && i + k > i + 1)
    });
    let any_pc_before = |a: usize| (0..a).any(|k| compound_at(toks, k).is_some_and(|c| c.0 < a));
    for a in 1..toks.len() {
        let Some((j, _, etre, p)) = compound_at(toks, a) else {
            continue;
        };
        let deja = tx(toks, a + 1) == "déjà" && quand_pc.is_some_and(|q| q + 1 < a);
        let veille =
            is_in(tx(toks, j + 1), &["la"]) && tx(toks, j + 2) == "veille" && any_pc_before(a);
        if !(deja || veille) {
            continue;
        }
        // the auxiliary of the "quand" clause itself
        if quand_pc.is_some_and(|q| a <= q + 3) && !veille {
            continue;
        }
        let new = if etre { ETAIS[p] } else { AVAIS[p] };
        let (from, say) = if before(toks, a) == "je" {
            (a - 1, join_elide(&["je".to_string(), new.to_string()]))
        } else {
            (a, new.to_string())
        };
        let why = if veille {
            "it happened before the other past event (\"la veille\")"
        } else {
            "with \"déjà\" it happened before the moment of the \"quand\" clause"
        };
        out.push(found(
            line,
            toks,
            from,
            a,
            say.clone(),
            "fr-tense",
            format!(
                "Use the plus-que-parfait, as {why}: \"{say} {}\", not \"{} {}\".",
                tx(toks, a + 1),
                src_span(line, toks, from, a),
                tx(toks, a + 1)
            ),
        ));
    }
    out
}

/// "si" with the future: "si tu viendras" → "si tu viens".
fn si_future(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let asking = [
        "sais",
        "sait",
        "savoir",
        "demande",
        "demandé",
        "demandais",
        "idée",
        "vérifier",
        "voir",
        "dis",
        "dire",
        "sûr",
        "sûre",
    ];
    for i in 0..toks.len() {
        let (p, mut j) = match (tx(toks, i), tx(toks, i + 1)) {
            ("si", "j'") => (0, i + 2),
            ("si", s) => match person(s) {
                Some(p) => (p, i + 2),
                None => continue,
            },
            ("s'", "il") => (2, i + 2),
            ("s'", "ils") => (5, i + 2),
            _ => continue,
        };
        if clause_has(toks, i, &asking) {
            continue;
        }
        while is_in(tx(toks, j), CLITICS) {
            j += 1;
        }
        let v = tx(toks, j);
        let Some(vb) = future_of(v, p) else { continue };
        let right = vb.pres[p].clone();
        if right == "-" || right == v {
            continue;
        }
        out.push(found(
            line,
            toks,
            j,
            j,
            right.clone(),
            "fr-si-conditional",
            format!("After \"si\" (if), French uses the present, not the future: \"{right}\", not \"{v}\"."),
        ));
    }
    out
}

/// The main clause after "si" + imperfect is in the conditional: "si j'étais toi je vais parler"
/// → "je parlerais"; after "si" + plus-que-parfait, the past conditional: "si j'avais eu le
/// temps je t'aidais" → "je t'aurais aidé".
fn si_main(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let aller = ["vais", "vas", "va", "allons", "allez", "vont"];
    // the "if" clause: 'i' for imperfect, 'p' for plus-que-parfait, and where it ends
    let mut frame: Option<(char, usize, &str)> = None;
    for i in 0..toks.len() {
        let (w, nx) = (tx(toks, i), tx(toks, i + 1));
        if w == "à" && is_in(nx, &["ta", "votre"]) && tx(toks, i + 2) == "place" {
            frame = Some(('i', i + 2, "à ta place"));
            break;
        }
        let p = match (w, nx) {
            ("si", "j'") => 0,
            ("si", s) => match person(s) {
                Some(p) => p,
                None => continue,
            },
            ("s'", "il" | "on") => 2,
            ("s'", "ils") => 5,
            _ => continue,
        };
        if clause_has(
            toks,
            i,
            &[
                "sais",
                "sait",
                "savoir",
                "demande",
                "demandé",
                "demandais",
                "idée",
                "même",
                "comme",
            ],
        ) {
            continue;
        }
        // "s'il faisait beau hier": a real past, not a supposition
        let real_past = clause_after_has(
            toks,
            i,
            &["hier", "dernier", "dernière", "avant", "autrefois"],
        );
        let mut j = i + 2;
        while is_in(tx(toks, j), CLITICS) {
            j += 1;
        }
        let v = tx(toks, j);
        if (v == AVAIS[p] || v == ETAIS[p]) && participle(tx(toks, j + 1)).is_some() {
            frame = Some(('p', j + 1, "si + plus-que-parfait"));
            break;
        }
        if verbs().iter().any(|vb| imperfect(vb, p) == v) && !real_past {
            frame = Some(('i', j, "si + imperfect"));
            break;
        }
    }
    let Some((kind, end, what)) = frame else {
        return out;
    };
    for s in end + 1..toks.len() {
        let p = match tx(toks, s) {
            "j'" => 0,
            w => match person(w) {
                Some(p) => p,
                None => continue,
            },
        };
        if is_in(
            before(toks, s),
            &[
                "que", "qu'", "qui", "où", "quand", "si", "s'", "comme", "parce", "lui", "à", "de",
                "pour", "avec",
            ],
        ) {
            continue;
        }
        let mut j = s + 1;
        while is_in(tx(toks, j), CLITICS) {
            j += 1;
        }
        let v = tx(toks, j);
        let hit = if kind == 'i' && aller.iter().position(|a| *a == v) == Some(p) {
            verb_by_inf(tx(toks, j + 1)).map(|inner| (j + 1, cond(inner, p)))
        } else if kind == 'i' {
            // "si j'étais toi je parle / je parlerai" → "je parlerais"
            verbs()
                .iter()
                .find(|vb| vb.pres[p] == v && vb.inf != "être")
                .or_else(|| future_of(v, p))
                .map(|vb| (j, cond(vb, p)))
        } else {
            verbs().iter().find(|vb| imperfect(vb, p) == v).map(|vb| {
                let aux = if vb.etre { "ser" } else { "aur" };
                (j, format!("{aux}{} {}", COND_END[p], vb.pp))
            })
        };
        let Some((to, right)) = hit else { break };
        let (from, say) = if tx(toks, s) == "je" && j == s + 1 {
            (s, join_elide(&["je".to_string(), right]))
        } else if tx(toks, s) == "j'" && j == s + 1 && !vowel_start(&right) {
            (s, format!("je {right}"))
        } else {
            (j, right)
        };
        let said = src_span(line, toks, from, to);
        out.push(found(
            line,
            toks,
            from,
            to,
            say.clone(),
            "fr-conditional",
            if kind == 'i' {
                format!("After \"{what}\", the main verb is in the conditional: \"{say}\", not \"{said}\".")
            } else {
                format!("After \"si\" + plus-que-parfait, the main verb is in the past conditional: \"{say}\", not \"{said}\".")
            },
        ));
        break;
    }
    out
}

/// The future in reported speech after a past verb becomes the conditional: "il m'a dit qu'il
/// viendra" → "qu'il viendrait".
fn reported_future(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let said_pp = [
        "dit",
        "promis",
        "juré",
        "expliqué",
        "annoncé",
        "répondu",
        "écrit",
        "assuré",
        "raconté",
        "confirmé",
        "prévenu",
    ];
    let thought = [
        "pensais",
        "pensait",
        "croyais",
        "croyait",
        "savais",
        "savait",
        "espérais",
        "espérait",
        "disait",
        "disais",
    ];
    for i in 1..toks.len() {
        if !is_in(tx(toks, i), &["que", "qu'"]) {
            continue;
        }
        let b = before(toks, i);
        let past = is_in(b, &thought)
            || (is_in(b, &said_pp)
                && i >= 2
                && (is_in(tx(toks, i - 2), &AVOIR) || is_in(tx(toks, i - 2), &["avait", "avais"])));
        if !past {
            continue;
        }
        let Some((p, j)) = subject_after(toks, i + 1) else {
            continue;
        };
        let v = tx(toks, j);
        let Some(vb) = future_of(v, p) else { continue };
        // "il m'a dit qu'il viendra demain": still to come, the future is fine
        if clause_after_has(
            toks,
            j,
            &["demain", "prochain", "prochaine", "bientôt", "après-demain"],
        ) {
            continue;
        }
        let right = cond(vb, p);
        out.push(found(
            line,
            toks,
            j,
            j,
            right.clone(),
            "fr-tense",
            format!("After a past verb (\"{b} que\"), the future becomes the conditional: \"{right}\", not \"{v}\"."),
        ));
    }
    out
}

/// Verbs of something that lasts, for "depuis" and "pour" with a duration.
const LASTING: &[&str] = &[
    "apprendre",
    "étudier",
    "travailler",
    "habiter",
    "vivre",
    "connaître",
    "jouer",
    "attendre",
    "enseigner",
    "chercher",
    "faire",
    "pratiquer",
    "sortir",
    "utiliser",
    "parler",
    "vivre",
];

/// "j'apprends le français pour deux ans" → "depuis deux ans"; "ça fait trois ans que j'ai
/// habité ici" → "que j'habite"; "j'ai vécu au Japon depuis deux ans quand j'étais étudiant" →
/// "pendant deux ans".
fn duration2(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let units = [
        "ans", "an", "mois", "semaines", "semaine", "jours", "heures", "années", "minutes",
    ];
    let months = [
        "janvier",
        "février",
        "mars",
        "avril",
        "mai",
        "juin",
        "juillet",
        "août",
        "septembre",
        "octobre",
        "novembre",
        "décembre",
    ];
    for i in 1..toks.len() {
        let w = tx(toks, i);
        let dur = (is_number(tx(toks, i + 1)) || is_in(tx(toks, i + 1), &["un", "une"]))
            && is_in(tx(toks, i + 2), &units);
        if w == "pour" && dur {
            // a present of a lasting verb, with its subject, earlier in the clause
            let from = first_word(toks, i);
            let hit = (from + 1..i).find_map(|k| {
                let p = person(tx(toks, k - 1)).or(if tx(toks, k - 1) == "j'" {
                    Some(0)
                } else {
                    None
                })?;
                let v = verbs().iter().find(|v| v.pres[p] == tx(toks, k))?;
                is_in(&v.inf, LASTING).then_some(k)
            });
            // "je travaille ici pour trois mois seulement": a planned length; work for years is
            // rather a past start
            let short_ok = hit.is_some_and(|k| {
                !is_in(
                    tx(toks, k),
                    &[
                        "travaille",
                        "travailles",
                        "travaillons",
                        "travaillez",
                        "travaillent",
                        "attends",
                        "attend",
                        "cherche",
                        "enseigne",
                        "parle",
                        "utilise",
                    ],
                ) || is_in(tx(toks, i + 2), &["ans", "an", "années"])
            });
            if hit.is_none()
                || !short_ok
                || clause_has(
                    toks,
                    i,
                    &[
                        "vais", "vas", "va", "allons", "allez", "vont", "veux", "dois", "peux",
                        "pars", "ne", "n'",
                    ],
                )
                || clause_after_has(
                    toks,
                    i,
                    &["seulement", "juste", "encore", "prochain", "prochaine"],
                )
            {
                continue;
            }
            out.push(found(
                line,
                toks,
                i,
                i,
                "depuis",
                "fr-duration",
                format!("For something that started in the past and is still going on, say \"depuis {} {}\" with the present, not \"pour\".", tx(toks, i + 1), tx(toks, i + 2)),
            ));
            continue;
        }
        // "ça fait / il y a trois ans que j'ai habité" → "que j'habite"
        let since = (w == "que" || w == "qu'")
            && i >= 3
            && is_in(tx(toks, i - 1), &units)
            && ((tx(toks, i - 4) == "ça" && tx(toks, i - 3) == "fait")
                || (tx(toks, i - 4) == "a" && tx(toks, i - 5) == "y"));
        let depuis = w == "depuis"
            && (dur
                || is_in(tx(toks, i + 1), &months)
                || is_number(tx(toks, i + 1)) && tx(toks, i + 1).len() == 4);
        if !since && !depuis {
            continue;
        }
        // the passé composé: after "que" for "ça fait", before "depuis" in its clause
        let range: Vec<usize> = if since {
            (i + 1..(i + 6).min(toks.len())).collect()
        } else {
            (first_word(toks, i)..i).collect()
        };
        let Some(a) = range
            .iter()
            .copied()
            .find(|&a| compound_at(toks, a).is_some())
        else {
            continue;
        };
        let Some((j, v, etre, p)) = compound_at(toks, a) else {
            continue;
        };
        if etre || !is_in(&v.inf, LASTING) || since && j > i + 6 || !since && j >= i {
            continue;
        }
        // "de 2010 à 2015", "depuis 2010 jusqu'en 2015": a finished period
        if clause_after_has(toks, i, &["jusqu'à", "jusqu'", "jusqu'en"]) {
            continue;
        }
        if toks[first_word(toks, a)..j]
            .iter()
            .any(|t| is_in(&t.text, &["ne", "n'", "pas", "jamais"]))
        {
            continue;
        }
        if depuis && dur && past_frame(toks) {
            out.push(found(
                line,
                toks,
                i,
                i,
                "pendant",
                "fr-duration",
                format!("For how long something lasted in a finished past, say \"pendant {} {}\", not \"depuis\".", tx(toks, i + 1), tx(toks, i + 2)),
            ));
            continue;
        }
        if past_frame(toks) || toks.iter().any(|t| t.text == "quand") {
            continue;
        }
        let Some((s, sp)) = subject_of(toks, a) else {
            continue;
        };
        if sp != p || person(tx(toks, s)).is_none() && tx(toks, s) != "j'" {
            continue;
        }
        let mut words: Vec<String> = toks[s..a].iter().map(|t| full(&t.text)).collect();
        words.push(v.pres[p].clone());
        let say = join_elide(&words);
        let said = src_span(line, toks, s, j);
        let marker = if since { "ça fait … que" } else { "depuis" };
        out.push(found(
            line,
            toks,
            s,
            j,
            say.clone(),
            "fr-tense",
            format!("With \"{marker}\" for something still going on, French uses the present: \"{say}\", not \"{said}\"."),
        ));
    }
    out
}

/// The conjugated forms, infinitive and participles of the verbs in `REGIMES`: form → (verb,
/// participle or not).
fn regime_forms() -> &'static HashMap<String, (&'static Verb, bool)> {
    static MAP: OnceLock<HashMap<String, (&'static Verb, bool)>> = OnceLock::new();
    MAP.get_or_init(|| {
        let mut m = HashMap::new();
        for (inf, _) in REGIMES {
            let Some(v) = verb_by_inf(inf) else { continue };
            for (p, end) in FUT_END.iter().enumerate() {
                for f in [
                    v.pres[p].clone(),
                    imperfect(v, p),
                    format!("{}{end}", v.fut),
                    cond(v, p),
                ] {
                    m.entry(f).or_insert((v, false));
                }
            }
            m.entry(v.inf.clone()).or_insert((v, false));
            for e in ["", "e", "s", "es"] {
                m.insert(format!("{}{e}", v.pp), (v, true));
            }
        }
        m
    })
}

/// Verbs and the word before an infinitive: "j'ai commencé jouer" → "commencé à jouer", "je
/// rêve à visiter" → "rêve de visiter", "je n'arrive pas de dormir" → "à dormir", "j'espère de
/// venir" → "j'espère venir".
fn regime(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let advs = [
        "pas",
        "plus",
        "jamais",
        "bien",
        "vraiment",
        "toujours",
        "souvent",
        "déjà",
        "enfin",
        "finalement",
        "aussi",
        "encore",
        "même",
        "tout",
        "rien",
    ];
    let pronouns = [
        "me", "te", "se", "m'", "t'", "s'", "le", "la", "l'", "les", "lui", "leur", "y", "en",
        "nous", "vous",
    ];
    for i in 1..toks.len() {
        let w = tx(toks, i);
        let Some(&(v, is_pp)) = regime_forms().get(w) else {
            continue;
        };
        let Some(&(_, kind)) = REGIMES.iter().find(|(inf, _)| *inf == v.inf) else {
            continue;
        };
        // clearly a verb here: a participle after "avoir", an infinitive, or a subject
        let mut b = i - 1;
        while b > 0 && is_in(tx(toks, b), &advs) {
            b -= 1;
        }
        let verbal = if is_pp {
            is_in(tx(toks, b), &AVOIR)
                || is_in(
                    tx(toks, b),
                    &["avait", "avais", "avoir", "aurais", "aurait"],
                )
                || (is_in(tx(toks, b), &ETRE) && matches!(kind, 'à' | 'a'))
        } else if w == v.inf {
            false
        } else {
            subject_of(toks, i).is_some()
        };
        if !verbal {
            continue;
        }
        let refl = is_in(before(toks, i), &["me", "m'", "te", "t'", "se", "s'"])
            || is_in(tx(toks, b), &ETRE) && is_pp;
        // "il m'arrive de", "il arrive de": impersonal
        if v.inf == "arriver"
            && (subject_of(toks, i).is_some_and(|(s, _)| is_in(tx(toks, s), &["il", "ça"]))
                || is_pp && is_in(tx(toks, b), &ETRE) && !clause_has(toks, i, &["ne", "n'"]))
        {
            continue;
        }
        if v.inf == "décider" && refl || v.inf == "souvenir" && !refl {
            continue;
        }
        let mut j = i + 1;
        while is_in(tx(toks, j), &advs) {
            j += 1;
        }
        let prep = tx(toks, j);
        let has_prep = is_in(prep, &["à", "de", "d'"]);
        let k0 = if has_prep { j + 1 } else { j };
        let mut k = k0;
        while is_in(tx(toks, k), &pronouns) {
            k += 1;
        }
        let inf = tx(toks, k);
        // a reflexive pronoun shows the infinitive: "de me concentrer"
        let refl_inf = k > k0
            && is_in(tx(toks, k - 1), &["me", "te", "se", "m'", "t'", "s'"])
            && ["er", "ir", "re"].iter().any(|e| inf.ends_with(e))
            && noun_gender(inf).is_none();
        if !(is_infinitive(inf) || refl_inf)
            || inf == "se"
            || noun_gender(inf).is_some() && (k == k0 || det_kind(tx(toks, k - 1)).is_some())
        {
            continue;
        }
        if !has_prep && k0 > j {
            // "je veux le faire": no preposition and pronouns: still the bare case
        }
        let right = match kind {
            'à' | 'a' => "à",
            'd' | 'e' => "de",
            _ => "",
        };
        let said_prep = if prep == "d'" { "de" } else { prep };
        if has_prep && said_prep == right {
            continue;
        }
        if !has_prep && (right.is_empty() || matches!(kind, 'a' | 'e')) {
            continue;
        }
        let next_src = src(line, toks, k0);
        let (from, to, say) = if right.is_empty() {
            // drop the preposition
            let to = if prep == "d'" { k0 } else { j };
            let say = if prep == "d'" {
                format!("{} {next_src}", src_span(line, toks, i, j - 1))
            } else {
                src_span(line, toks, i, j - 1).to_string()
            };
            (i, to, say)
        } else if has_prep {
            if right == "de" && vowel_start(tx(toks, k0)) {
                (j, k0, format!("d'{next_src}"))
            } else if prep == "d'" {
                (j, k0, format!("{right} {next_src}"))
            } else {
                (j, j, right.to_string())
            }
        } else if right == "de" && vowel_start(tx(toks, k0)) {
            (k0, k0, format!("d'{next_src}"))
        } else {
            (k0, k0, format!("{right} {next_src}"))
        };
        let why = if right.is_empty() {
            format!(
                "\"{}\" takes a bare infinitive: \"{w} {inf}\", not \"{w} {said_prep} {inf}\".",
                cap(&v.inf)
            )
        } else if has_prep {
            format!("\"{}\" is followed by \"{right}\" before an infinitive: \"{w} {right} …\", not \"{w} {said_prep} …\".", cap(&v.inf))
        } else {
            format!(
                "\"{}\" needs \"{right}\" before an infinitive: \"{w} {say}\".",
                cap(&v.inf)
            )
        };
        out.push(found(line, toks, from, to, say, "fr-verb-preposition", why));
    }
    out
}

/// Words and the preposition they take before a noun: "intéressé dans" → "intéressé par",
/// "participer dans" → "participer à", "fier pour" → "fier de", "compter à" → "compter sur",
/// "s'occuper pour" → "s'occuper de", "se souvenir ce voyage" → "se souvenir de ce voyage".
fn noun_prep(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let dets = [
        "le", "la", "l'", "les", "un", "une", "des", "mon", "ma", "mes", "ton", "ta", "tes", "son",
        "sa", "ses", "notre", "votre", "nos", "vos", "leur", "leurs", "ce", "cet", "cette", "ces",
    ];
    let advs = [
        "très", "vraiment", "toujours", "beaucoup", "souvent", "trop", "bien", "aussi", "pas",
        "plus", "jamais",
    ];
    for i in 0..toks.len() {
        let w = tx(toks, i);
        let mut j = i + 1;
        while is_in(tx(toks, j), &advs) {
            j += 1;
        }
        let (p, d) = (tx(toks, j), tx(toks, j + 1));
        let refl = is_in(
            before(toks, i),
            &["me", "m'", "te", "t'", "se", "s'", "nous", "vous"],
        );
        let rule: Option<(&[&str], &str, &str)> =
            if is_in(w, &["intéressé", "intéressée", "intéressés", "intéressées"]) {
                Some((
                    &["dans", "en", "sur"],
                    "par",
                    "interested in is \"intéressé par\"",
                ))
            } else if w.starts_with("particip")
                && !w.starts_with("participant")
                && !w.starts_with("participation")
            {
                Some((
                    &["dans", "en", "sur"],
                    "à",
                    "to take part in is \"participer à\"",
                ))
            } else if is_in(w, &["fier", "fière", "fiers", "fières"]) {
                Some((&["pour", "sur", "à"], "de", "proud of is \"fier de\""))
            } else if w.starts_with("compt")
                && !w.starts_with("compte")
                && subject_of(toks, i).is_some()
                || is_in(w, &["compte", "comptes", "comptent"])
                    && subject_of(toks, i).is_some()
                    && !refl
            {
                let person_next = is_person(tx(toks, j + 2))
                    || is_in(d, &["moi", "toi", "lui", "elle", "eux", "vous", "nous"]);
                if person_next {
                    Some((&["à"], "sur", "to count on someone is \"compter sur\""))
                } else {
                    None
                }
            } else if w.starts_with("occup") && refl {
                Some((
                    &["pour", "avec"],
                    "de",
                    "to take care of is \"s'occuper de\"",
                ))
            } else if (w.starts_with("inquièt")
                || w.starts_with("inquiet")
                || w.starts_with("inquiét"))
                && refl
            {
                Some((
                    &["sur"],
                    "pour",
                    "to worry about is \"s'inquiéter pour\" (or \"de\")",
                ))
            } else if (w.starts_with("parl") || w.starts_with("discut"))
                && !w.starts_with("parlement")
                && is_in(
                    tx(toks, j + 2),
                    &[
                        "sujet",
                        "problème",
                        "thème",
                        "question",
                        "film",
                        "livre",
                        "projet",
                        "situation",
                    ],
                )
            {
                Some((&["sur"], "de", "to talk about is \"parler de\""))
            } else if (w.starts_with("plaign") || w.starts_with("plain")) && refl {
                Some((&["sur"], "de", "to complain about is \"se plaindre de\""))
            } else {
                None
            };
        let Some((wrong, right, why)) = rule else {
            continue;
        };
        if !is_in(p, wrong) {
            continue;
        }
        // "s'occuper à lire": keeping busy
        let (to, say) = match (right, d) {
            ("de", "le") => (j + 1, "du".to_string()),
            ("de", "les") => (j + 1, "des".to_string()),
            ("à", "le") => (j + 1, "au".to_string()),
            ("à", "les") => (j + 1, "aux".to_string()),
            ("de", _) if vowel_start(d) && !no_elision(d) => {
                (j + 1, format!("d'{}", src(line, toks, j + 1)))
            }
            _ => (j, right.to_string()),
        };
        if !is_in(d, &dets)
            && !is_in(
                d,
                &["moi", "toi", "lui", "elle", "eux", "elles", "nous", "vous"],
            )
        {
            continue; // "participer en tant que", "intéressé en particulier"
        }
        let said = src_span(line, toks, j, to);
        out.push(found(
            line,
            toks,
            j,
            to,
            say.clone(),
            "fr-verb-preposition",
            format!("{}: \"{w} {say}\", not \"{w} {said}\".", cap(why)),
        ));
    }
    // "je me souviens ce voyage" → "de ce voyage"; "j'ai assisté une conférence" → "assisté à"
    let events = [
        "conférence",
        "cours",
        "réunion",
        "concert",
        "spectacle",
        "match",
        "mariage",
        "cérémonie",
        "festival",
        "séminaire",
        "colloque",
        "représentation",
        "messe",
        "atelier",
        "formation",
    ];
    for i in 1..toks.len() {
        let w = tx(toks, i);
        let souv = (w.starts_with("souvien")
            || w.starts_with("souvenon")
            || w.starts_with("souvenez")
            || w == "souvenu")
            && is_in(
                before(toks, i),
                &[
                    "me", "m'", "te", "t'", "se", "s'", "nous", "vous", "suis", "es", "est",
                    "sommes", "êtes", "sont",
                ],
            );
        let assist =
            w.starts_with("assist") && !w.starts_with("assistant") && subject_of(toks, i).is_some()
                || is_in(w, &["assisté"]) && is_in(before(toks, i), &AVOIR);
        if !souv && !assist {
            continue;
        }
        let mut j = i + 1;
        while is_in(
            tx(toks, j),
            &[
                "très", "bien", "pas", "plus", "jamais", "toujours", "encore", "souvent",
            ],
        ) {
            j += 1;
        }
        let d = tx(toks, j);
        if !is_in(d, &dets) || d == "des" {
            continue;
        }
        let mut n = tx(toks, j + 1);
        if souv && adj(n).is_some() && noun_gender(n).is_none() {
            n = tx(toks, j + 2); // "mon premier jour"
        }
        if assist && !is_in(n, &events) {
            continue;
        }
        if souv
            && noun_gender(n).is_none()
            && !is_person(n)
            && noun_gender(n.trim_end_matches('s')).is_none()
        {
            continue;
        }
        let (to, say) = match (souv, d) {
            (true, "le") => (j, "du".to_string()),
            (true, "les") => (j, "des".to_string()),
            (false, "le") => (j, "au".to_string()),
            (false, "les") => (j, "aux".to_string()),
            (true, _) if vowel_start(d) => (j, format!("d'{}", src(line, toks, j))),
            (true, _) => (j, format!("de {}", src(line, toks, j))),
            (false, _) => (j, format!("à {}", src(line, toks, j))),
        };
        let why = if souv {
            format!("\"Se souvenir\" takes \"de\": \"{w} {say} {n}\".")
        } else {
            format!("To attend an event is \"assister à\": \"{w} {say} {n}\".")
        };
        out.push(found(line, toks, j, to, say, "fr-verb-preposition", why));
    }
    out
}

/// Small prepositions: "sur samedi" → "samedi", "en pied" → "à pied", "en le jardin" → "dans
/// le jardin", "au lieu que partir" → "au lieu de partir", "jouer du tennis" → "au tennis".
fn small_prep(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let days = [
        "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche", "week-end",
    ];
    let dets = [
        "le", "la", "les", "un", "une", "mon", "ma", "mes", "ton", "ta", "tes", "son", "sa", "ses",
        "notre", "votre", "nos", "vos", "leur", "leurs", "ce", "cet", "cette", "ces",
    ];
    for i in 0..toks.len() {
        let (w, b, c) = (tx(toks, i), tx(toks, i + 1), tx(toks, i + 2));
        if w == "sur" && is_in(b, &days) && !is_in(c, &["soir", "matin"]) && b != "week-end" {
            out.push(found(line, toks, i, i + 1, src(line, toks, i + 1).to_string(), "fr-preposition",
                format!("A day needs no preposition in French: \"{b}\" (or \"le {b}\" for every {b}), not \"sur {b}\".")));
            continue;
        }
        if w == "en" && is_in(b, &["pied", "cheval"]) {
            let say = format!("à {b}");
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                say.clone(),
                "fr-preposition",
                format!("On foot or on horseback is \"{say}\", not \"en {b}\"."),
            ));
            continue;
        }
        if w == "au" && b == "lieu" && is_in(c, &["que", "qu'"]) && is_infinitive(tx(toks, i + 3)) {
            out.push(found(line, toks, i + 2, i + 2, "de", "fr-preposition",
                format!("Before an infinitive, instead of is \"au lieu de\": \"au lieu de {}\", not \"au lieu que\".", tx(toks, i + 3))));
            continue;
        }
        // "en l'étranger" → "à l'étranger"
        if w == "en" && b == "l'" && c == "étranger" {
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                "à l'",
                "fr-preposition",
                "Abroad is \"à l'étranger\", not \"en l'étranger\".".to_string(),
            ));
            continue;
        }
        // "en le Canada" → "au Canada", "en la Corse" → "en Corse"
        if w == "en" && is_in(b, &["le", "la", "l'", "les"]) {
            if let Some(k) = country(c) {
                let shown = src(line, toks, i + 2);
                let say = match k {
                    'm' => format!("au {shown}"),
                    'p' => format!("aux {shown}"),
                    _ => format!("en {shown}"),
                };
                out.push(found(line, toks, i, i + 2, say.clone(), "fr-place",
                    format!("Countries and regions take no article after the preposition: \"{say}\", not \"{}\".", src_span(line, toks, i, i + 2))));
                continue;
            }
        }
        // "en le jardin", "en une banque" → "dans": "en" takes no article
        if w == "en" && is_in(b, &dets) && i > 0 {
            let n = tx(toks, i + 2);
            let sing = n.trim_end_matches(['s', 'x']);
            if noun_gender(n).is_none() && noun_gender(sing).is_none() || country(n).is_some() {
                continue;
            }
            // "en un mot", "transformer en une maison": "un/une" only after a verb of place
            let placed = verbs().iter().any(|v| {
                is_in(
                    &v.inf,
                    &[
                        "habiter",
                        "travailler",
                        "vivre",
                        "dormir",
                        "rester",
                        "jouer",
                        "étudier",
                        "manger",
                        "aller",
                        "loger",
                        "être",
                    ],
                ) && (v.pres.iter().any(|f| f == before(toks, i)) || v.inf == before(toks, i))
            });
            if is_in(b, &["ce", "cet", "cette", "ces"])
                || is_in(b, &["un", "une"]) && !placed
                || is_in(n, EN_DET_OK)
                || adj(n).is_some() && noun_gender(n).is_none()
            {
                continue;
            }
            let said = src_span(line, toks, i, i + 1);
            let say = format!("dans {}", src(line, toks, i + 1));
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                say.clone(),
                "fr-preposition",
                format!(
                    "\"En\" is not used before an article: say \"{say} {n}\", not \"{said} {n}\"."
                ),
            ));
            continue;
        }
    }
    out
}

/// False friends and calques: "actuellement" with a past ("en fait"), "éventuellement" with a
/// past ("finalement"), "je suis excité de" ("j'ai hâte de"), "assister quelqu'un" ("aider"),
/// "librairie" to study ("bibliothèque"), "supporter" for "soutenir", "une décision sensible"
/// ("sensée"), "compréhensible" for a person ("compréhensif"), "prendre place" ("avoir lieu"),
/// "application" for a job ("candidature"), "le film s'agit de" ("parle de"), "connaître
/// nager" ("savoir nager"), "dans mon opinion" ("à mon avis").
fn false_friend(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let past_word = |t: &Tok| {
        let w = t.text.as_str();
        (is_in(w, &AVOIR) || is_in(w, &ETRE)) && toks.iter().any(|u| participle(&u.text).is_some())
            || verbs().iter().any(|v| (0..6).any(|p| imperfect(v, p) == w))
    };
    for i in 0..toks.len() {
        let w = tx(toks, i);
        let src_w = src(line, toks, i);
        // "actuellement" / "éventuellement" with a past verb in the clause
        if is_in(w, &["actuellement", "éventuellement"]) {
            let stops = [
                "mais", "et", "que", "qu'", "quand", "parce", "alors", "donc",
            ];
            let mut from = i;
            while from > 0 && !toks[from - 1].is_break() && !is_in(tx(toks, from - 1), &stops) {
                from -= 1;
            }
            let clause: Vec<&Tok> = toks[from..]
                .iter()
                .enumerate()
                .take_while(|(k, t)| !t.is_break() && (from + k <= i || !is_in(&t.text, &stops)))
                .map(|(_, t)| t)
                .collect();
            if (0..clause.len()).any(|k| {
                past_word(clause[k])
                    && (is_in(&clause[k].text, &AVOIR) || is_in(&clause[k].text, &ETRE))
                        == compound_at(toks, from + k).is_some()
            }) {
                let (right, means) = if w == "actuellement" {
                    ("en fait", "currently")
                } else {
                    ("finalement", "possibly")
                };
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    like(src_w, right),
                    "fr-word-choice",
                    format!(
                        "\"{src_w}\" means \"{means}\", not \"{}\": here say \"{right}\".",
                        if w == "actuellement" {
                            "actually"
                        } else {
                            "eventually"
                        }
                    ),
                ));
                continue;
            }
        }
        // "je suis (très) excité de partir" → "j'ai (très) hâte de partir"
        if w.starts_with("excité") && i >= 2 {
            let mut k = i - 1;
            while k > 0
                && is_in(
                    tx(toks, k),
                    &["très", "vraiment", "tellement", "trop", "super", "si"],
                )
            {
                k -= 1;
            }
            if let Some(p) = ETRE.iter().position(|e| *e == tx(toks, k)) {
                let s = k.saturating_sub(1);
                if person(tx(toks, s)) == Some(p) && is_in(tx(toks, i + 1), &["de", "d'", "pour"]) {
                    let mid: Vec<String> = toks[k + 1..i].iter().map(|t| t.text.clone()).collect();
                    let mut words = vec![full(tx(toks, s)), AVOIR[p].to_string()];
                    words.extend(mid);
                    words.push("hâte".into());
                    let say = join_elide(&words);
                    out.push(found(line, toks, s, i, like(src(line, toks, s), &say), "fr-word-choice",
                        format!("\"Excité\" suggests sexual excitement in French; to look forward to something say \"{say}\", not \"{}\".", src_span(line, toks, s, i))));
                    continue;
                }
            }
        }
        // "assister ma voisine" → "aider ma voisine"
        if w.starts_with("assist") && !w.starts_with("assistan") {
            let (d, n) = (tx(toks, i + 1), tx(toks, i + 2));
            if is_in(
                d,
                &[
                    "mon", "ma", "mes", "ton", "ta", "tes", "son", "sa", "ses", "notre", "votre",
                    "nos", "vos", "leur", "leurs",
                ],
            ) && (is_person(n)
                || is_in(
                    n,
                    &[
                        "voisin",
                        "voisine",
                        "voisins",
                        "collègue",
                        "collègues",
                        "chef",
                        "patron",
                        "amie",
                        "ami",
                    ],
                ))
            {
                let right = format!("aid{}", &w["assist".len()..]);
                out.push(found(line, toks, i, i, right.clone(), "fr-word-choice",
                    format!("\"Assister\" means to attend (\"assister à\"); to help someone is \"aider\": \"{right} {d} {n}\", not \"{w} {d} {n}\".")));
                continue;
            }
        }
        // "la librairie" to study or borrow books → "la bibliothèque"
        if w == "librairie" && clause_after_has(toks, i, &["réviser", "étudier", "emprunter"])
            || w == "librairie"
                && toks
                    .iter()
                    .any(|t| t.text.starts_with("emprunt") || t.text.starts_with("révis"))
        {
            out.push(found(line, toks, i, i, like(src_w, "bibliothèque"), "fr-word-choice",
                "A \"librairie\" is a bookshop; to study or borrow books you go to the \"bibliothèque\" (library).".to_string()));
            continue;
        }
        // "mes parents m'ont toujours supporté" → "soutenu"
        if w.starts_with("support") && w != "support" && w != "supports" {
            let obj = toks[first_word(toks, i)..i]
                .iter()
                .any(|t| is_in(&t.text, &["m'", "me", "t'", "te", "nous", "vous"]));
            if obj
                && (clause_has(toks, i, &["toujours"])
                    || is_in(tx(toks, i + 1), &["dans", "pendant"]))
            {
                let right = match &w["support".len()..] {
                    "é" | "és" | "ée" | "ées" => format!("soutenu{}", &w["supporté".len()..]),
                    "er" => "soutenir".to_string(),
                    "e" => "soutient".to_string(),
                    "ent" => "soutiennent".to_string(),
                    "ais" | "ait" => format!("soutenai{}", &w[w.len() - 1..]),
                    _ => continue,
                };
                out.push(found(line, toks, i, i, right.clone(), "fr-word-choice",
                    format!("\"Supporter\" means to put up with; to support someone is \"soutenir\": \"{right}\", not \"{w}\".")));
                continue;
            }
        }
        // "une décision sensible" → "sensée": "sensible" means sensitive
        if is_in(w, &["sensible", "sensibles"]) {
            let mut k = i;
            while k > 0
                && is_in(
                    before(toks, k),
                    &["très", "vraiment", "plus", "assez", "pas"],
                )
            {
                k -= 1;
            }
            let n = before(toks, k);
            if is_in(
                n,
                &[
                    "décision",
                    "décisions",
                    "choix",
                    "idée",
                    "idées",
                    "solution",
                    "conseil",
                    "conseils",
                    "option",
                    "personne",
                ],
            ) && n != "personne"
            {
                let right = if w.ends_with('s') {
                    "raisonnables"
                } else {
                    "raisonnable"
                };
                out.push(found(line, toks, i, i, right, "fr-word-choice",
                    format!("\"Sensible\" means sensitive; a sensible {n} is \"{right}\" (or \"sensé\"), not \"{w}\".")));
                continue;
            }
        }
        // "mon chef est très compréhensible" → "compréhensif"
        if w.starts_with("compréhensible") {
            let mut k = i;
            while k > 0
                && is_in(
                    before(toks, k),
                    &["très", "vraiment", "trop", "assez", "pas", "super"],
                )
            {
                k -= 1;
            }
            if k >= 2
                && is_in(
                    before(toks, k),
                    &["est", "sont", "était", "étaient", "es", "êtes"],
                )
            {
                let n = tx(toks, k - 2);
                let pers = is_person(n)
                    || is_person(n.trim_end_matches('s'))
                    || is_in(
                        n,
                        &[
                            "chef",
                            "patron",
                            "patronne",
                            "prof",
                            "professeur",
                            "directeur",
                            "directrice",
                            "collègue",
                            "collègues",
                            "voisin",
                            "voisine",
                            "médecin",
                            "tu",
                            "vous",
                        ],
                    );
                if pers {
                    let fem = is_in(
                        n,
                        &[
                            "mère",
                            "sœur",
                            "patronne",
                            "directrice",
                            "voisine",
                            "femme",
                            "copine",
                            "amie",
                            "fille",
                            "tante",
                            "grand-mère",
                        ],
                    );
                    let right = match (fem, w.ends_with('s')) {
                        (true, false) => "compréhensive",
                        (true, true) => "compréhensives",
                        (false, false) => "compréhensif",
                        (false, true) => "compréhensifs",
                    };
                    out.push(found(line, toks, i, i, right, "fr-word-choice",
                        format!("\"Compréhensible\" means easy to understand; an understanding person is \"{right}\", not \"{w}\".")));
                    continue;
                }
            }
        }
        // "le festival prend place" → "a lieu"
        if is_in(w, &["prend", "prennent", "pris", "prendra", "prendre"])
            && tx(toks, i + 1) == "place"
        {
            let events = [
                "festival",
                "concert",
                "réunion",
                "mariage",
                "fête",
                "match",
                "cérémonie",
                "conférence",
                "événement",
                "spectacle",
                "soirée",
                "compétition",
                "marché",
                "cours",
                "examen",
                "élections",
            ];
            if toks[first_word(toks, i)..i]
                .iter()
                .any(|t| is_in(&t.text, &events))
            {
                let (from, right) = match w {
                    "prend" => (i, "a lieu".to_string()),
                    "prennent" => (i, "ont lieu".to_string()),
                    "prendra" => (i, "aura lieu".to_string()),
                    "prendre" => (i, "avoir lieu".to_string()),
                    _ if i > 0 && is_in(before(toks, i), &["a", "ont"]) => {
                        (i - 1, format!("{} eu lieu", before(toks, i)))
                    }
                    _ => continue,
                };
                out.push(found(line, toks, from, i + 1, right.clone(), "fr-word-choice",
                    format!("An event \"a lieu\" (takes place); \"prendre place\" means to sit down: \"{right}\", not \"{}\".", src_span(line, toks, from, i + 1))));
                continue;
            }
        }
        // "mon application" for a job → "ma candidature"
        if is_in(w, &["application", "applications"]) {
            let job = toks.iter().any(|t| {
                is_in(
                    &t.text,
                    &[
                        "entreprise",
                        "entreprises",
                        "poste",
                        "emploi",
                        "stage",
                        "offre",
                        "recruteur",
                        "cv",
                        "travail",
                        "job",
                        "boulot",
                    ],
                )
            }) && toks.iter().any(|t| {
                is_in(
                    &t.text,
                    &[
                        "envoyé",
                        "envoyer",
                        "envoie",
                        "envoyée",
                        "déposé",
                        "soumis",
                        "postulé",
                        "refusé",
                        "refusée",
                        "acceptée",
                        "retenue",
                        "réponse",
                        "pour",
                    ],
                )
            });
            let d = before(toks, i);
            if job
                && is_in(
                    d,
                    &[
                        "mon", "ma", "ton", "ta", "son", "sa", "une", "mes", "ses", "tes", "des",
                        "notre", "votre", "leur", "l'", "cette", "ces",
                    ],
                )
            {
                let d2 = match d {
                    "mon" => "ma",
                    "ton" => "ta",
                    "son" => "sa",
                    "l'" => "la",
                    d => d,
                };
                let n = if w.ends_with('s') {
                    "candidatures"
                } else {
                    "candidature"
                };
                let say = format!("{d2} {n}");
                out.push(found(
                    line,
                    toks,
                    i - 1,
                    i,
                    say.clone(),
                    "fr-word-choice",
                    format!("For a job you send \"{say}\"; an \"application\" is an app."),
                ));
                continue;
            }
        }
        // "j'ai expérimenté des difficultés" → "rencontré"
        if w.starts_with("expériment")
            && (1..4).any(|k| {
                is_in(
                    tx(toks, i + k),
                    &[
                        "difficultés",
                        "difficulté",
                        "problèmes",
                        "problème",
                        "obstacles",
                    ],
                )
            })
        {
            let right = format!("rencontr{}", &w["expériment".len()..]);
            out.push(found(line, toks, i, i, right.clone(), "fr-word-choice",
                format!("\"Expérimenter\" means to experiment with; difficulties are \"rencontrées\": \"{right}\", not \"{w}\".")));
            continue;
        }
        // "le film s'agit de" → "parle de": "il s'agit de" takes no other subject
        if is_in(w, &["agit", "agissait", "agira"]) && before(toks, i) == "s'" && i >= 3 {
            let n = tx(toks, i - 2);
            if (noun_gender(n).is_some() || noun_gender(n.trim_end_matches('s')).is_some())
                && det_kind(tx(toks, i - 3)).is_some()
            {
                let plural = det_kind(tx(toks, i - 3)) == Some('p');
                let right = match (w, plural) {
                    ("agit", false) => "parle",
                    ("agit", true) => "parlent",
                    ("agissait", false) => "parlait",
                    ("agissait", true) => "parlaient",
                    (_, false) => "parlera",
                    (_, true) => "parleront",
                };
                out.push(found(line, toks, i - 1, i, right, "fr-word-choice",
                    format!("\"Il s'agit de\" only has \"il\" as subject; say \"{} {n} {right} de\", not \"{n} s'{w}\".", tx(toks, i - 3))));
                continue;
            }
        }
        // "la location de la conférence" → "le lieu": "location" is renting
        if w == "location"
            && before(toks, i) == "la"
            && is_in(tx(toks, i + 1), &["de", "du", "des"])
        {
            let n = if tx(toks, i + 1) == "de" {
                tx(toks, i + 3)
            } else {
                tx(toks, i + 2)
            };
            if is_in(
                n,
                &[
                    "conférence",
                    "réunion",
                    "fête",
                    "mariage",
                    "concert",
                    "festival",
                    "match",
                    "rendez-vous",
                    "cérémonie",
                    "événement",
                    "soirée",
                ],
            ) {
                out.push(found(
                    line,
                    toks,
                    i - 1,
                    i,
                    like(src(line, toks, i - 1), "le lieu"),
                    "fr-word-choice",
                    format!("\"Location\" means renting; the place of the {n} is \"le lieu\"."),
                ));
                continue;
            }
        }
        // "je ne contrôle pas bien la grammaire" → "maîtrise": a skill is mastered
        if let Some(ending) = w.strip_prefix("contrôl") {
            let mut j = i + 1;
            while is_in(
                tx(toks, j),
                &[
                    "pas", "encore", "bien", "très", "mal", "vraiment", "plus", "toujours",
                ],
            ) {
                j += 1;
            }
            let n = tx(toks, j + 1);
            if j > i + 1
                && is_in(tx(toks, j), &["la", "le", "l'", "les", "ma", "mon"])
                && is_in(
                    n,
                    &[
                        "grammaire",
                        "langue",
                        "français",
                        "anglais",
                        "espagnol",
                        "allemand",
                        "vocabulaire",
                        "prononciation",
                        "conjugaison",
                        "orthographe",
                        "sujet",
                        "technique",
                        "logiciel",
                    ],
                )
            {
                let right = format!("maîtris{ending}");
                out.push(found(line, toks, i, i, right.clone(), "fr-word-choice",
                    format!("To master a language or a skill is \"maîtriser\": \"{right}\", not \"{w}\" (\"contrôler\" is to check).")));
                continue;
            }
        }
        // "je ne connais pas nager" → "je ne sais pas nager"
        if let Some(p) = [
            "connais",
            "connais",
            "connaît",
            "connaissons",
            "connaissez",
            "connaissent",
        ]
        .iter()
        .position(|c| *c == w)
        {
            let mut j = i + 1;
            while is_in(
                tx(toks, j),
                &["pas", "plus", "bien", "très", "vraiment", "jamais"],
            ) {
                j += 1;
            }
            let nx = tx(toks, j);
            if is_infinitive(nx) && noun_gender(nx).is_none() && subject_of(toks, i).is_some() {
                let right = ["sais", "sais", "sait", "savons", "savez", "savent"][p];
                out.push(found(line, toks, i, i, right, "fr-word-choice",
                    format!("To know how to do something is \"savoir\" + infinitive: \"{right} … {nx}\", not \"{w}\".")));
                continue;
            }
        }
        // "je vais t'introduire à mes amis" → "te présenter": people are "présentés"
        if is_in(
            w,
            &[
                "introduire",
                "introduit",
                "introduite",
                "introduits",
                "introduites",
            ],
        ) && (is_in(
            before(toks, i),
            &["me", "m'", "te", "t'", "vous", "nous", "se", "s'"],
        ) || tx(toks, i + 1) == "à" && is_person(tx(toks, i + 3)))
        {
            let right = format!(
                "présent{}",
                match &w["introdui".len()..] {
                    "re" => "er",
                    "t" => "é",
                    "te" => "ée",
                    "ts" => "és",
                    _ => "ées",
                }
            );
            let pro = before(toks, i);
            let (from, say) = match pro {
                "m'" | "t'" | "s'" => (i - 1, format!("{}e {right}", &pro[..1])),
                _ => (i, right.clone()),
            };
            out.push(found(line, toks, from, i, say.clone(), "fr-word-choice",
                format!("To introduce a person is \"présenter\": \"{say}\", not \"{}\" (\"introduire\" is to insert or bring in).", src_span(line, toks, from, i))));
            continue;
        }
        // "je manque mes amis" → "mes amis me manquent": the thing missed is the subject
        if is_in(
            w,
            &[
                "manque",
                "manques",
                "manquons",
                "manquez",
                "manquent",
                "manquais",
                "manquait",
                "manquions",
                "manquiez",
                "manquaient",
            ],
        ) && i > 0
        {
            let s = before(toks, i);
            let p = match s {
                "je" => Some(0),
                "tu" => Some(1),
                "il" | "elle" | "on" => Some(2),
                "nous" => Some(3),
                "vous" => Some(4),
                "ils" | "elles" => Some(5),
                _ => None,
            };
            let mut j = i + 1;
            while is_in(
                tx(toks, j),
                &["beaucoup", "vraiment", "tellement", "énormément", "souvent"],
            ) {
                j += 1;
            }
            let (d, n) = (tx(toks, j), tx(toks, j + 1));
            let missed = is_person(n)
                || is_person(n.trim_end_matches('s'))
                || is_in(
                    n,
                    &[
                        "famille", "pays", "ville", "maison", "enfants", "chat", "chien",
                        "village", "cuisine",
                    ],
                );
            let poss = is_in(
                d,
                &[
                    "mon", "ma", "mes", "ton", "ta", "tes", "son", "sa", "ses", "notre", "votre",
                    "nos", "vos", "leur", "leurs",
                ],
            );
            if let (Some(p), true, true) = (p, missed, poss) {
                let pro = ["me", "te", "lui", "nous", "vous", "leur"][p];
                let plural = det_kind(d) == Some('p');
                let past = w.contains("ai") || w.contains("ions") || w.contains("iez");
                let verb = match (past, plural) {
                    (false, false) => "manque",
                    (false, true) => "manquent",
                    (true, false) => "manquait",
                    (true, true) => "manquaient",
                };
                let adv = if j > i + 1 {
                    format!(" {}", src_span(line, toks, i + 1, j - 1))
                } else {
                    String::new()
                };
                let say = format!("{d} {n} {pro} {verb}{adv}");
                out.push(found(
                    line,
                    toks,
                    i - 1,
                    j + 1,
                    say.clone(),
                    "fr-word-choice",
                    format!(
                        "With \"manquer\", what you miss is the subject: \"{say}\", not \"{}\".",
                        src_span(line, toks, i - 1, j + 1)
                    ),
                ));
                continue;
            }
        }
        // "dans mon opinion" → "à mon avis"
        if w == "dans"
            && is_in(
                tx(toks, i + 1),
                &["mon", "ton", "son", "notre", "votre", "leur"],
            )
            && tx(toks, i + 2) == "opinion"
        {
            let say = format!("à {} avis", tx(toks, i + 1));
            out.push(found(
                line,
                toks,
                i,
                i + 2,
                like(src_w, &say),
                "fr-word-choice",
                format!(
                    "\"In my opinion\" is \"{say}\", not \"{}\".",
                    src_span(line, toks, i, i + 2)
                ),
            ));
            continue;
        }
        // "je me sens comme je ne progresse pas" → "j'ai l'impression que"
        if w == "sens"
            && before(toks, i) == "me"
            && i >= 2
            && tx(toks, i - 2) == "je"
            && tx(toks, i + 1) == "comme"
            && (person(tx(toks, i + 2)).is_some()
                || tx(toks, i + 2) == "j'"
                || tx(toks, i + 2) == "si")
        {
            out.push(found(
                line,
                toks,
                i - 2,
                i + 1,
                like(src(line, toks, i - 2), "j'ai l'impression que"),
                "fr-word-choice",
                "\"I feel like + clause\" is \"j'ai l'impression que\", not \"je me sens comme\"."
                    .to_string(),
            ));
            continue;
        }
        // "on a eu un très bon temps" → "on a passé un très bon moment"
        if w == "eu" && is_in(before(toks, i), &AVOIR) && tx(toks, i + 1) == "un" {
            let mut j = i + 2;
            while is_in(tx(toks, j), &["très", "vraiment", "super", "si"]) {
                j += 1;
            }
            if is_in(tx(toks, j), &["bon", "excellent", "super"]) && tx(toks, j + 1) == "temps" {
                let mid = src_span(line, toks, i + 1, j);
                let say = format!("passé {mid} moment");
                out.push(found(
                    line,
                    toks,
                    i,
                    j + 1,
                    say.clone(),
                    "fr-word-choice",
                    format!(
                        "\"Have a good time\" is \"passer un bon moment\": \"{say}\", not \"{}\".",
                        src_span(line, toks, i, j + 1)
                    ),
                ));
                continue;
            }
        }
        // "grâce à" for a good result, not "à cause de"
        if w == "à"
            && tx(toks, i + 1) == "cause"
            && is_in(tx(toks, i + 2), &["de", "du", "des", "d'"])
        {
            let good = toks.iter().any(|t| {
                is_in(
                    &t.text,
                    &[
                        "réussi",
                        "réussir",
                        "gagné",
                        "progressé",
                        "amélioré",
                        "merci",
                    ],
                )
            });
            let bad = toks.iter().any(|t| {
                is_in(
                    &t.text,
                    &[
                        "pas",
                        "jamais",
                        "raté",
                        "rien",
                        "perdu",
                        "échoué",
                        "ne",
                        "n'",
                        "malheureusement",
                    ],
                )
            });
            if good && !bad {
                let (to, say) = match tx(toks, i + 2) {
                    "du" => (i + 2, "grâce au".to_string()),
                    "des" => (i + 2, "grâce aux".to_string()),
                    "d'" => (i + 3, format!("grâce à {}", src(line, toks, i + 3))),
                    _ => (i + 2, "grâce à".to_string()),
                };
                out.push(found(line, toks, i, to, like(src_w, &say), "fr-word-choice",
                    "For a good result say \"grâce à\" (thanks to); \"à cause de\" is for a bad one.".to_string()));
                continue;
            }
        }
        // "aujourd'hui il est très froid" → "il fait très froid": the weather takes "faire"
        if w == "il"
            && is_in(tx(toks, i + 1), &["est", "était", "sera"])
            && (i == 0 || !is_in(before(toks, i), &["qu'", "que", "si", "s'"]))
        {
            let mut j = i + 2;
            while is_in(
                tx(toks, j),
                &["très", "trop", "vraiment", "tellement", "super", "assez"],
            ) {
                j += 1;
            }
            let weather = toks.iter().any(|t| {
                is_in(
                    &t.text,
                    &[
                        "aujourd'hui",
                        "dehors",
                        "hiver",
                        "été",
                        "temps",
                        "demain",
                        "hier",
                        "matin",
                        "soir",
                        "météo",
                        "neige",
                        "pluie",
                        "soleil",
                    ],
                )
            });
            if is_in(
                tx(toks, j),
                &["froid", "chaud", "beau", "frais", "doux", "humide", "gris"],
            ) && weather
                && (toks.get(j + 1).is_none_or(Tok::is_break)
                    || is_in(
                        tx(toks, j + 1),
                        &[
                            "alors",
                            "donc",
                            "et",
                            "mais",
                            "aujourd'hui",
                            "dehors",
                            "ici",
                            "ce",
                            "cet",
                            "cette",
                            "en",
                            "à",
                            "depuis",
                            "ces",
                            "parce",
                        ],
                    ))
            {
                let v = match tx(toks, i + 1) {
                    "est" => "fait",
                    "était" => "faisait",
                    _ => "fera",
                };
                out.push(found(
                    line,
                    toks,
                    i + 1,
                    i + 1,
                    v,
                    "fr-word-choice",
                    format!(
                        "For the weather French uses \"il {v}\": \"il {v} {}\", not \"il {} {}\".",
                        tx(toks, j),
                        tx(toks, i + 1),
                        tx(toks, j)
                    ),
                ));
                continue;
            }
        }
        // "elle chante très bon" → "très bien": after an action verb the adverb is "bien"
        if w == "bon" {
            let mut k = i;
            while k > 0
                && is_in(
                    before(toks, k),
                    &["très", "vraiment", "super", "trop", "assez", "si"],
                )
            {
                k -= 1;
            }
            let v = before(toks, k);
            let actions = [
                "chanter",
                "danser",
                "parler",
                "cuisiner",
                "jouer",
                "écrire",
                "dessiner",
                "conduire",
                "nager",
                "travailler",
                "comprendre",
                "lire",
                "skier",
                "courir",
                "dormir",
            ];
            let is_action = verbs().iter().any(|vb| {
                is_in(&vb.inf, &actions) && (vb.pres.iter().any(|f| f == v) || vb.pp == v)
            });
            let nx = tx(toks, i + 1);
            if is_action
                && k > 0
                && (nx.is_empty()
                    || toks[i + 1].is_break()
                    || is_in(
                        nx,
                        &[
                            "et",
                            "mais",
                            "le",
                            "la",
                            "les",
                            "l'",
                            "en",
                            "quand",
                            "pour",
                            "parce",
                            "alors",
                            "donc",
                            "maintenant",
                        ],
                    ))
            {
                out.push(found(line, toks, i, i, "bien", "fr-word-choice",
                    format!("After a verb like \"{v}\", \"well\" is the adverb \"bien\", not the adjective \"bon\".")));
                continue;
            }
        }
        // "elle aime très la musique" → "aime beaucoup"
        if w == "très" && i > 0 {
            let v = before(toks, i);
            let loving = v.starts_with("aim") && !v.starts_with("aimer") && !v.starts_with("aimab")
                || v.starts_with("ador") && !v.starts_with("adora")
                || v.starts_with("apprécie");
            let nx = tx(toks, i + 1);
            if loving
                && (det_kind(nx).is_some()
                    || is_in(nx, &["ça", "cela", "ce", "cette", "la", "les", "le", "l'"])
                    || nx.is_empty())
                && subject_of(toks, i - 1).is_some()
            {
                out.push(found(line, toks, i, i, "beaucoup", "fr-word-choice",
                    format!("\"Très\" goes with adjectives and adverbs; with a verb say \"{v} beaucoup\", not \"{v} très\".")));
                continue;
            }
        }
    }
    out
}

/// Direct and indirect object pronouns: "je lui aime" → "je l'aime", "je leur aide" → "je les
/// aide", "je les parle" → "je leur parle", "je les ai téléphoné" → "je leur ai téléphoné".
fn object_pronoun(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let direct = [
        "aimer",
        "adorer",
        "aider",
        "détester",
        "voir",
        "connaître",
        "appeler",
        "inviter",
        "remercier",
        "écouter",
        "regarder",
        "attendre",
        "rencontrer",
        "quitter",
        "comprendre",
        "croire",
        "embrasser",
        "accompagner",
        "soutenir",
        "respecter",
        "admirer",
        "retrouver",
        "encourager",
        "déranger",
    ];
    let dative = [
        "parler",
        "téléphoner",
        "répondre",
        "sourire",
        "ressembler",
        "obéir",
        "mentir",
    ];
    let language = toks.iter().any(|t| {
        is_in(
            &t.text,
            &[
                "langue",
                "langues",
                "français",
                "anglais",
                "espagnol",
                "allemand",
                "italien",
                "chinois",
                "arabe",
                "portugais",
                "russe",
                "japonais",
            ],
        )
    });
    for i in 1..toks.len() {
        let a = tx(toks, i);
        if !is_in(a, &["lui", "leur", "les", "le", "la", "l'"]) {
            continue;
        }
        let s = before(toks, i);
        if person(s).is_none() && s != "j'" && !is_in(s, &["ne", "n'"]) {
            continue;
        }
        if is_in(s, &["ne", "n'"])
            && !(i >= 2 && (person(tx(toks, i - 2)).is_some() || tx(toks, i - 2) == "j'"))
        {
            continue;
        }
        let mut j = i + 1;
        let aux = is_in(tx(toks, j), &AVOIR);
        if aux {
            j += 1;
            while is_in(
                tx(toks, j),
                &["pas", "jamais", "déjà", "souvent", "toujours", "plus"],
            ) {
                j += 1;
            }
        }
        let v = tx(toks, j);
        let vb = if aux {
            participle(v)
        } else {
            verbs().iter().find(|vb| vb.pres.iter().any(|f| f == v))
        };
        let Some(vb) = vb else { continue };
        let inf = vb.inf.as_str();
        let second_object = det_kind(tx(toks, j + 1)).is_some()
            || is_in(tx(toks, j + 1), &["des", "du", "de", "d'"]);
        let (from, say, why) = if is_in(a, &["lui", "leur"])
            && is_in(inf, &direct)
            && !second_object
        {
            let obj = if a == "leur" {
                "les".to_string()
            } else if vowel_start(tx(toks, i + 1)) {
                "l'".to_string()
            } else {
                "le".to_string()
            };
            let say = if obj == "l'" {
                format!("l'{}", src(line, toks, i + 1))
            } else {
                format!("{obj} {}", src(line, toks, i + 1))
            };
            (i, say, format!("\"{}\" takes a direct object (no \"à\"), so the pronoun is \"{}\", not \"{a}\".", cap(inf), if a == "leur" { "les" } else { "le/la/l'" }))
        } else if is_in(a, &["les", "le", "la", "l'"])
            && is_in(inf, &dative)
            && !(inf == "parler" && language)
            && (aux || a == "les")
        {
            let obj = if a == "les" { "leur" } else { "lui" };
            (
                i,
                format!("{obj} {}", src(line, toks, i + 1)),
                format!(
                    "\"{}\" takes \"à\" + person, so the pronoun is \"{obj}\", not \"{a}\".",
                    cap(inf)
                ),
            )
        } else {
            continue;
        };
        out.push(found(line, toks, from, i + 1, say, "fr-pronoun", why));
    }
    out
}

/// "oui j'ai deux" → "j'en ai deux": a number without its noun needs "en".
fn pronoun_en(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 1..toks.len().saturating_sub(1) {
        let Some(p) = AVOIR.iter().position(|a| *a == tx(toks, i)) else {
            continue;
        };
        let s = before(toks, i);
        let subj_ok = if p == 0 {
            s == "j'"
        } else {
            person(s) == Some(p) && s != "nous" && s != "vous"
        };
        if !subj_ok {
            continue;
        }
        let n = tx(toks, i + 1);
        if !(is_number(n)
            && !n.chars().all(|c| c.is_ascii_digit())
            && !is_in(n, &["quelques", "plusieurs"])
            || is_in(n, &["un", "une"]) && p != 2)
        {
            continue;
        }
        let mut k = i + 2;
        while is_in(tx(toks, k), &["aussi", "seulement"]) {
            k += 1;
        }
        let after = tx(toks, k);
        if after == "et" && is_in(tx(toks, k + 1), &["un", "une", "demi", "demie"]) {
            continue;
        }
        if !(after.is_empty()
            || toks[k].is_break()
            || is_in(
                after,
                &["mais", "et", "qui", "ou", "alors", "donc", "à", "chez"],
            ))
        {
            continue;
        }
        let say = if p == 0 {
            "j'en ai".to_string()
        } else {
            format!("{s} en {}", AVOIR[p])
        };
        out.push(found(
            line,
            toks,
            i - 1,
            i,
            say.clone(),
            "fr-pronoun",
            format!(
                "A number without its noun needs \"en\" (of them): \"{say} {n}\", not \"{} {n}\".",
                src_span(line, toks, i - 1, i)
            ),
        ));
    }
    out
}

/// Relative pronouns with a subject after them: "la fille qui j'ai rencontrée" → "que", "la
/// femme qui j'ai parlé" → "à qui", "quelque chose que je suis fier" → "dont", "un sujet que je
/// pense" → "auquel", "la ville que je suis née" → "où", "tout qu'on fait" → "tout ce qu'on".
fn relative2(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let of_adjs = [
        "fier",
        "fière",
        "fiers",
        "fières",
        "content",
        "contente",
        "contents",
        "contentes",
        "satisfait",
        "satisfaite",
        "satisfaits",
        "satisfaites",
        "conscient",
        "consciente",
        "conscients",
        "responsable",
        "responsables",
        "amoureux",
        "amoureuse",
        "sûr",
        "sûre",
        "sûrs",
        "fiers",
    ];
    for i in 1..toks.len() {
        let q = tx(toks, i);
        let prev = before(toks, i);
        let noun_before = noun_gender(prev).is_some()
            || is_person(prev)
            || noun_gender(prev.trim_end_matches('s')).is_some()
            || prev == "chose";
        if q == "qui" && noun_before {
            let s = tx(toks, i + 1);
            let subj = s == "j'"
                || is_in(s, &["je", "tu", "il", "elle", "on", "ils", "elles"])
                || (det_kind(s).is_some()
                    && !is_in(s, &["le", "la", "l'", "les"])
                    && noun_gender(tx(toks, i + 2)).is_some()
                    || is_in(s, &["mes", "mon", "ma", "tes", "ses", "nos", "leurs"])
                        && (is_person(tx(toks, i + 2))
                            || is_person(tx(toks, i + 2).trim_end_matches('s'))));
            if !subj
                || is_in(
                    before(toks, i - 1),
                    &["à", "de", "avec", "pour", "chez", "sur"],
                )
            {
                continue;
            }
            if is_in(
                before(toks, i - 1),
                &["sais", "sait", "savoir", "demande", "idée"],
            ) {
                continue;
            }
            // the verb after the subject: "parler à" gives "à qui"
            let mut k = i + 2;
            if det_kind(s).is_some() {
                k += 1;
            }
            while is_in(tx(toks, k), CLITICS)
                || is_in(tx(toks, k), &AVOIR)
                || is_in(tx(toks, k), &ETRE)
            {
                k += 1;
            }
            let v = tx(toks, k);
            if is_in(
                v,
                &["pense", "crois", "trouve", "sais", "pensais", "croyais"],
            ) {
                continue; // "une question qui, je pense, est importante"
            }
            let right = if v.starts_with("parl")
                || v.starts_with("téléphon")
                || v.starts_with("écri")
                || v.starts_with("pens")
            {
                "à qui"
            } else {
                "que"
            };
            out.push(found(line, toks, i, i, right, "fr-relative",
                format!("\"Qui\" is the subject of its verb; here the subject is \"{s}\", so the relative pronoun is \"{right}\".")));
            continue;
        }
        // "la raison pour quoi j'ai", "le stylo avec quoi j'écris" → "pour laquelle", "avec lequel"
        if q == "quoi"
            && is_in(prev, &["pour", "avec", "sur", "dans", "sans", "par"])
            && i >= 2
            && (person(tx(toks, i + 1)).is_some() || tx(toks, i + 1) == "j'")
        {
            let n = tx(toks, i - 2);
            let sing = n.trim_end_matches('s');
            if let Some(g) = noun_gender(n).or(noun_gender(sing)) {
                let pl = n != sing && det_kind(before(toks, i - 2)) == Some('p');
                let rel = match (g, pl) {
                    ('f', false) => "laquelle",
                    ('f', true) => "lesquelles",
                    (_, false) => "lequel",
                    (_, true) => "lesquels",
                };
                out.push(found(line, toks, i, i, rel, "fr-relative",
                    format!("After a noun and a preposition, \"which\" is \"{prev} {rel}\", not \"{prev} quoi\".")));
                continue;
            }
        }
        if q == "qu'" && prev == "tout" && (person(tx(toks, i + 1)).is_some()) {
            out.push(found(
                line,
                toks,
                i - 1,
                i,
                "tout ce qu'",
                "fr-relative",
                "\"Everything that\" is \"tout ce que\", not \"tout que\".".to_string(),
            ));
            continue;
        }
        if q == "que"
            && prev == "tout"
            && (person(tx(toks, i + 1)).is_some() || tx(toks, i + 1) == "j'")
        {
            out.push(found(
                line,
                toks,
                i - 1,
                i,
                "tout ce que",
                "fr-relative",
                "\"Everything that\" is \"tout ce que\", not \"tout que\".".to_string(),
            ));
            continue;
        }
        if !(q == "que" || q == "qu'") || !noun_before {
            continue;
        }
        let Some(p) = person(tx(toks, i + 1)).or(if tx(toks, i + 1) == "j'" {
            Some(0)
        } else {
            None
        }) else {
            continue;
        };
        let mut k = i + 2;
        while is_in(tx(toks, k), &["ne", "n'"]) {
            k += 1;
        }
        let v = tx(toks, k);
        let mut m = k + 1;
        while is_in(
            tx(toks, m),
            &[
                "très",
                "vraiment",
                "tellement",
                "si",
                "toujours",
                "pas",
                "souvent",
                "beaucoup",
                "jamais",
            ],
        ) {
            m += 1;
        }
        let nx = tx(toks, m);
        let end_ok = nx.is_empty()
            || toks[m].is_break()
            || is_in(
                nx,
                &[
                    "et",
                    "mais",
                    "quand",
                    "parce",
                    "alors",
                    "donc",
                    "depuis",
                    "tous",
                    "toutes",
                    "chaque",
                    "tout",
                    "en",
                    "pendant",
                    "avant",
                    "après",
                    "maintenant",
                    "aujourd'hui",
                    "avec",
                    "ici",
                    "là",
                ],
            );
        let right = if ETRE[p] == v
            && is_in(nx, &of_adjs)
            && toks
                .get(m + 1)
                .is_none_or(|t| !is_in(&t.text, &["de", "d'", "du", "des", "que", "qu'"]))
        {
            Some((
                "dont",
                format!(
                    "\"{}\" takes \"de\", so the relative pronoun is \"dont\"",
                    nx
                ),
            ))
        } else if v.starts_with("pens")
            && is_in(
                v,
                &[
                    "pense", "penses", "pensons", "pensez", "pensent", "pensais", "pensait",
                ],
            )
            && end_ok
            && !is_in(nx, &["que", "qu'"])
            && p != 3
        {
            let g = noun_gender(prev)
                .or(noun_gender(prev.trim_end_matches('s')))
                .unwrap_or('m');
            let pl = prev.ends_with('s') && det_kind(before(toks, i - 1)) == Some('p');
            let rel = match (g, pl) {
                ('f', false) => "à laquelle",
                ('f', true) => "auxquelles",
                (_, false) => "auquel",
                (_, true) => "auxquels",
            };
            Some((
                rel,
                "\"penser à\" takes \"à\", so after the noun say \"auquel\" / \"à laquelle\""
                    .to_string(),
            ))
        } else if ETRE[p] == v && is_in(nx, &["né", "née", "nés", "nées"])
            || is_in(v, &["vais", "vas", "va", "allons", "allez", "vont"]) && end_ok
        {
            Some((
                "où",
                "for a place, the relative pronoun is \"où\"".to_string(),
            ))
        } else {
            None
        };
        let Some((rel, why)) = right else { continue };
        let say = rel.to_string();
        out.push(found(
            line,
            toks,
            i,
            i,
            say.clone(),
            "fr-relative",
            format!("Here {why}: \"{prev} {say} …\", not \"{prev} {q} …\"."),
        ));
    }
    out
}

/// A verb agreeing with a subject further away: "c'est moi qui a" → "qui ai", "tout le monde
/// sont" → "est", "la plupart de mes collègues prend" → "prennent", "beaucoup de gens se sent"
/// → "se sentent".
fn subject_agreement(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let w = tx(toks, i);
        // (index of the verb's search start, wanted person, who)
        let (start, p, who) = if w == "qui"
            && is_in(before(toks, i), &["moi", "toi", "nous", "vous"])
            && i >= 2
            && is_in(tx(toks, i - 2), &["est", "c'est", "était"])
        {
            let p = match before(toks, i) {
                "moi" => 0,
                "toi" => 1,
                "nous" => 3,
                _ => 4,
            };
            (i + 1, p, format!("{} qui", before(toks, i)))
        } else if w == "monde" && before(toks, i) == "le" && i >= 2 && tx(toks, i - 2) == "tout" {
            (i + 1, 2, "tout le monde".to_string())
        } else if w == "plupart"
            && before(toks, i) == "la"
            && is_in(tx(toks, i + 1), &["de", "des", "d'"])
        {
            let mut k = i + 2;
            if det_kind(tx(toks, k)).is_some() {
                k += 1;
            }
            if !tx(toks, k).ends_with('s') && !tx(toks, k).ends_with('x') && tx(toks, k) != "gens" {
                continue;
            }
            (k + 1, 5, "la plupart des …".to_string())
        } else if w == "gens"
            && i >= 2
            && before(toks, i) == "de"
            && is_in(tx(toks, i - 2), &["beaucoup", "peu", "trop", "plein"])
        {
            (i + 1, 5, format!("{} de gens", tx(toks, i - 2)))
        } else if w == "gens" && is_in(before(toks, i), &["les", "ces", "des", "certains"]) {
            (i + 1, 5, format!("{} gens", before(toks, i)))
        } else if is_in(
            w,
            &[
                "famille",
                "équipe",
                "police",
                "gouvernement",
                "classe",
                "groupe",
                "public",
            ],
        ) && is_in(
            before(toks, i),
            &[
                "la", "le", "ma", "mon", "ta", "ton", "sa", "son", "notre", "votre", "leur",
                "cette", "ce", "l'",
            ],
        ) && (i < 2
            || !is_in(
                tx(toks, i - 2),
                &[
                    "de", "à", "dans", "avec", "pour", "chez", "que", "qu'", "sur",
                ],
            ))
        {
            (i + 1, 2, format!("{} {w} (one group)", before(toks, i)))
        } else if is_in(w, &["chacun", "chacune", "quelqu'un"])
            && (i == 0 || !is_in(before(toks, i), &["à", "de", "pour", "avec", "chez"]))
        {
            (i + 1, 2, w.to_string())
        } else {
            continue;
        };
        let mut j = start;
        while is_in(tx(toks, j), CLITICS) {
            j += 1;
        }
        let v = tx(toks, j);
        let Some(vb) = verbs()
            .iter()
            .find(|vb| vb.pres.iter().any(|f| f == v) && vb.pres[p] != v)
        else {
            continue;
        };
        let right = vb.pres[p].clone();
        if right == "-" || verbs().iter().any(|o| o.pres[p] == v) {
            continue;
        }
        out.push(found(
            line,
            toks,
            j,
            j,
            right.clone(),
            "fr-agreement",
            format!("The verb agrees with \"{who}\": \"{right}\", not \"{v}\"."),
        ));
    }
    out
}

/// Articles with verbs of liking and eating: "j'aime du chocolat" → "le chocolat" (a taste is
/// general), "je bois café" → "du café", "il y a de bruit" → "du bruit", "plus du temps" →
/// "plus de temps".
fn partitive2(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let liking = [
        "aime",
        "aimes",
        "aimons",
        "aimez",
        "aiment",
        "adore",
        "adores",
        "adorons",
        "adorez",
        "adorent",
        "déteste",
        "détestes",
        "détestons",
        "détestez",
        "détestent",
        "préfère",
        "préfères",
        "préférons",
        "préférez",
        "préfèrent",
        "aimé",
        "adoré",
        "détesté",
        "aimais",
        "aimait",
        "adorais",
        "adorait",
        "détestais",
        "détestait",
    ];
    let drinking = [
        "bois", "boit", "buvons", "buvez", "boivent", "mange", "manges", "mangeons", "mangez",
        "mangent", "buvais", "buvait", "mangeais", "mangeait",
    ];
    let mass = [
        "café", "thé", "lait", "eau", "vin", "bière", "jus", "pain", "viande", "poisson",
        "fromage", "riz", "soupe", "chocolat", "alcool", "poulet", "salade", "sucre", "beurre",
    ];
    for i in 0..toks.len() {
        let w = tx(toks, i);
        let (b, c) = (tx(toks, i + 1), tx(toks, i + 2));
        if is_in(w, &liking)
            && (subject_of(toks, i).is_some()
                || is_in(before(toks, i), &AVOIR)
                || before(toks, i) == "pas")
        {
            let (to, art, n) = match (b, c) {
                ("du", _) => (i + 1, "le".to_string(), c),
                ("des", _) => (i + 1, "les".to_string(), c),
                ("de", "la") => (i + 2, "la".to_string(), tx(toks, i + 3)),
                ("de", "l'") => (i + 2, "l'".to_string(), tx(toks, i + 3)),
                _ => continue,
            };
            let sing = n.trim_end_matches(['s', 'x']);
            if noun_gender(n).is_none() && noun_gender(sing).is_none()
                || is_in(
                    tx(toks, to + 2),
                    &["de", "du", "des", "d'", "qui", "que", "qu'"],
                )
            {
                continue;
            }
            let said = src_span(line, toks, i + 1, to);
            let say = if art == "l'" {
                format!("l'{}", src(line, toks, to + 1))
            } else {
                art.clone()
            };
            let to2 = if art == "l'" { to + 1 } else { to };
            out.push(found(line, toks, i + 1, to2, say.clone(), "fr-partitive",
                format!("After verbs of liking (\"{w}\") a thing in general takes \"le/la/les\": \"{w} {art}{}{n}\", not \"{w} {said} {n}\".", if art == "l'" { "" } else { " " })));
            continue;
        }
        if is_in(w, &drinking) && is_in(b, &mass) && subject_of(toks, i).is_some() {
            let g = noun_gender(b).unwrap_or('m');
            let art = if vowel_start(b) {
                "de l'"
            } else if g == 'f' {
                "de la "
            } else {
                "du "
            };
            let say = format!("{art}{}", src(line, toks, i + 1));
            out.push(found(line, toks, i + 1, i + 1, say.clone(), "fr-partitive",
                format!("An amount of food or drink needs the partitive article: \"{w} {say}\", not \"{w} {b}\".")));
            continue;
        }
        // "il y a de bruit" → "du bruit"
        if w == "a" && before(toks, i) == "y" && b == "de" && i >= 2 && tx(toks, i - 2) != "n'" {
            let g = noun_gender(c);
            if let Some(g) = g {
                if is_in(tx(toks, i + 3), &["de", "du", "d'", "en"])
                    || adj(c).is_some()
                    || c == "temps"
                {
                    continue;
                }
                let say = if g == 'f' { "de la" } else { "du" };
                out.push(found(line, toks, i + 1, i + 1, say, "fr-partitive",
                    format!("\"Some\" before a noun is \"{say}\": \"il y a {say} {c}\", not \"il y a de {c}\".")));
            }
        }
        // "plus du temps" → "plus de temps"
        if is_in(w, &["plus", "moins"]) && is_in(b, &["du", "des"]) && i > 0 && c != "tout" {
            let v = before(toks, i);
            let verbal =
                is_infinitive(v) || verbs().iter().any(|vb| vb.pres.iter().any(|f| f == v));
            if verbal
                && (noun_gender(c).is_some() || noun_gender(c.trim_end_matches('s')).is_some())
                && !is_in(tx(toks, i + 3), &["de", "du", "des", "d'", "que", "qu'"])
            {
                let (to, say) = if vowel_start(c) {
                    (i + 2, format!("d'{}", src(line, toks, i + 2)))
                } else {
                    (i + 1, "de".to_string())
                };
                let shown = if to == i + 1 {
                    format!("de {c}")
                } else {
                    say.clone()
                };
                out.push(found(line, toks, i + 1, to, say, "fr-partitive",
                    format!("After \"{w}\" (more/less), use plain \"de\": \"{w} {shown}\", not \"{w} {b} {c}\".")));
            }
        }
    }
    out
}

/// "plus cher comme" → "plus cher que", "le plus meilleur" → "le meilleur", "le plus je lis le
/// plus je comprends" → "plus je lis, plus je comprends".
fn comparative2(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let (w, b) = (tx(toks, i), tx(toks, i + 1));
        if is_in(w, &["plus", "moins", "aussi", "autant"]) {
            // "plus cher comme", "aussi grand comme"
            let mut j = i + 1;
            if adj(tx(toks, j)).is_some()
                || is_in(
                    tx(toks, j),
                    &[
                        "vite",
                        "souvent",
                        "bien",
                        "mal",
                        "tard",
                        "tôt",
                        "longtemps",
                        "cher",
                    ],
                )
            {
                j += 1;
                if tx(toks, j) == "comme"
                    && !is_in(
                        tx(toks, j + 1),
                        &[
                            "ça",
                            "cela",
                            "ceci",
                            "d'habitude",
                            "prévu",
                            "toujours",
                            "avant",
                            "souvent",
                            "d'hab",
                        ],
                    )
                {
                    out.push(found(
                        line,
                        toks,
                        j,
                        j,
                        "que",
                        "fr-comparative",
                        format!(
                            "A comparison with \"{w}\" is \"{w} {} que\", not \"{w} {} comme\".",
                            tx(toks, i + 1),
                            tx(toks, i + 1)
                        ),
                    ));
                    continue;
                }
            }
        }
        if w == "plus"
            && is_in(
                b,
                &[
                    "meilleur",
                    "meilleure",
                    "meilleurs",
                    "meilleures",
                    "mieux",
                    "pire",
                    "pires",
                ],
            )
        {
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                b,
                "fr-comparative",
                format!(
                    "\"{}\" is already a comparative: say \"{b}\", not \"plus {b}\".",
                    cap(b)
                ),
            ));
            continue;
        }
        if w == "le"
            && b == "plus"
            && (i == 0
                || toks[i - 1].is_break()
                || person(before(toks, i)).is_none() && before(toks, i) != "est")
            && (person(tx(toks, i + 2)).is_some() || tx(toks, i + 2) == "j'")
        {
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                like(src(line, toks, i), "plus"),
                "fr-comparative",
                "\"The more …, the more …\" is \"plus …, plus …\" in French, without \"le\"."
                    .to_string(),
            ));
        }
    }
    out
}

/// More reflexive verbs: "mes enfants couchent à huit heures" → "se couchent", "tu ne rends pas
/// compte" → "tu ne te rends pas compte", "on a rencontré au travail" → "on s'est rencontrés",
/// "elle a cassé sa jambe" → "elle s'est cassé la jambe", "j'entends bien avec" → "je m'entends".
fn reflexive2(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let refl = ["me", "te", "se", "nous", "vous", "se"];
    let timed = [
        "couchent",
        "lèvent",
        "réveillent",
        "couche",
        "lève",
        "réveille",
    ];
    for i in 1..toks.len() {
        let w = tx(toks, i);
        let Some((s, p)) = subject_of(toks, i) else {
            continue;
        };
        // no reflexive pronoun between subject and verb
        if toks[s + 1..i].iter().any(|t| {
            is_in(
                &t.text,
                &["me", "m'", "te", "t'", "se", "s'", "nous", "vous"],
            )
        }) {
            continue;
        }
        let s_word = tx(toks, s);
        let noun_subj = person(s_word).is_none() && s_word != "j'";
        let hit = if noun_subj
            && is_in(w, &timed)
            && (p == 5) == w.ends_with("ent")
            && is_in(
                tx(toks, i + 1),
                &[
                    "à", "tôt", "tard", "vers", "très", "toujours", "souvent", "avant", "après",
                ],
            ) {
            true
        } else if is_in(w, &["rends", "rend", "rendons", "rendez", "rendent"]) {
            let mut j = i + 1;
            while is_in(tx(toks, j), &["pas", "jamais", "bien", "vraiment", "plus"]) {
                j += 1;
            }
            // "tu ne rends pas compte", "je rends compte que"; not "il rend compte de son travail"
            tx(toks, j) == "compte"
                && !noun_subj
                && (j > i + 1 || is_in(tx(toks, j + 1), &["que", "qu'"]))
        } else if is_in(
            w,
            &["entends", "entend", "entendons", "entendez", "entendent"],
        ) && !noun_subj
        {
            let mut j = i + 1;
            while is_in(
                tx(toks, j),
                &[
                    "très", "bien", "mal", "super", "vraiment", "pas", "toujours",
                ],
            ) {
                j += 1;
            }
            j > i + 1
                && tx(toks, j) == "avec"
                && is_in(
                    tx(toks, i + 1),
                    &[
                        "bien", "mal", "très", "super", "vraiment", "pas", "toujours",
                    ],
                )
        } else {
            false
        };
        if !hit
            || toks[s + 1..i]
                .iter()
                .any(|t| is_in(&t.text, &["le", "la", "l'", "les", "lui", "leur"]))
        {
            continue;
        }
        let pro = if vowel_start(w) {
            elide(refl[p])
        } else {
            format!("{} ", refl[p])
        };
        let (from, say) = if before(toks, i) == "j'" {
            (i - 1, format!("je {pro}{w}"))
        } else {
            (i, format!("{pro}{w}"))
        };
        let inf = verbs()
            .iter()
            .find(|v| v.pres.iter().any(|f| f == w))
            .map_or(w.to_string(), |v| v.inf.clone());
        let se = if vowel_start(&inf) { "S'" } else { "Se " };
        out.push(found(
            line,
            toks,
            from,
            i,
            say.clone(),
            "fr-reflexive",
            format!(
                "\"{se}{inf}\" is reflexive here: \"{say}\", not \"{}\".",
                src_span(line, toks, from, i)
            ),
        ));
    }
    // "je suis rendu compte" → "je me suis rendu compte"
    for i in 1..toks.len() {
        let Some(p) = ETRE.iter().position(|e| *e == tx(toks, i)) else {
            continue;
        };
        let s = before(toks, i);
        if person(s) != Some(p) || !(tx(toks, i + 1) == "rendu" && tx(toks, i + 2) == "compte") {
            continue;
        }
        let say = format!("{s} {} {}", refl[p], ETRE[p]);
        out.push(found(line, toks, i - 1, i, say.clone(), "fr-reflexive",
            format!("\"Se rendre compte\" is reflexive: \"{say} rendu compte\", not \"{} rendu compte\".", src_span(line, toks, i - 1, i))));
    }
    // "on a rencontré au travail" → "on s'est rencontrés"; "elle a cassé sa jambe" → "s'est cassé la jambe"
    let body = [
        "jambe", "bras", "pied", "main", "doigt", "cheville", "poignet", "dos", "genou", "nez",
        "dent", "épaule", "cou", "tête", "hanche", "orteil",
    ];
    let se_etre = [
        "me suis",
        "t'es",
        "s'est",
        "nous sommes",
        "vous êtes",
        "se sont",
    ];
    for i in 1..toks.len() {
        let Some(p) = AVOIR.iter().position(|a| *a == tx(toks, i)) else {
            continue;
        };
        let Some((s, sp)) = subject_of(toks, i) else {
            continue;
        };
        let pronoun_subj = person(tx(toks, s)).is_some() || tx(toks, s) == "j'";
        if sp != p || !(s + 1 == i || !pronoun_subj && s + 2 == i) {
            continue;
        }
        let pp = tx(toks, i + 1);
        let (d, n) = (tx(toks, i + 2), tx(toks, i + 3));
        let s_word = tx(toks, s);
        let lead = if person(s_word).is_some() || s_word == "j'" {
            full(s_word)
        } else {
            String::new()
        };
        let from = if lead.is_empty() { i } else { s };
        let reciprocal = is_in(
            pp,
            &[
                "rencontré",
                "rencontrés",
                "rencontrées",
                "marié",
                "mariés",
                "mariées",
                "disputé",
                "disputés",
                "séparé",
                "séparés",
            ],
        ) && is_in(s_word, &["on", "nous", "ils", "elles"])
            && (d.is_empty()
                || toks[i + 2].is_break()
                || is_in(
                    d,
                    &[
                        "au", "à", "en", "dans", "il", "pendant", "chez", "l'", "hier", "quand",
                        "sur", "lors", "y",
                    ],
                ));
        // "on a rencontré des amis au café": an object later in the clause
        let preps = [
            "à", "au", "aux", "en", "dans", "de", "du", "d'", "pendant", "chez", "sur", "par",
            "pour", "avec", "après", "avant", "depuis", "lors", "vers",
        ];
        let object_later = toks[i + 2..]
            .iter()
            .take_while(|t| {
                !t.is_break() && !is_in(&t.text, &["et", "mais", "quand", "parce", "alors"])
            })
            .enumerate()
            .any(|(k, t)| {
                det_kind(&t.text).is_some()
                    && !is_in(&t.text, &["au", "aux", "du"])
                    && !is_in(tx(toks, i + 1 + k), &preps)
            });
        let reciprocal = reciprocal && !object_later;
        let broke = is_in(pp, &["cassé", "foulé", "brûlé", "coupé", "tordu"])
            && is_in(
                d,
                &[
                    "ma", "mon", "ta", "ton", "sa", "son", "leur", "mes", "ses", "tes",
                ],
            )
            && is_in(n, &body);
        if !reciprocal && !broke {
            continue;
        }
        let aux = se_etre[if p == 5 { 5 } else { p.min(4) }];
        let lead_words = if lead.is_empty() {
            String::new()
        } else {
            format!("{lead} ")
        };
        let (to, say) = if reciprocal {
            let pl = if pp.ends_with('s') {
                pp.to_string()
            } else if s_word == "elles" {
                format!("{pp}es")
            } else {
                format!("{pp}s")
            };
            (i + 1, format!("{lead_words}{aux} {pl}"))
        } else {
            let art = if vowel_start(n) {
                "l'".to_string()
            } else if noun_gender(n) == Some('f')
                || is_in(
                    n,
                    &[
                        "jambe", "main", "cheville", "dent", "épaule", "tête", "hanche",
                    ],
                )
            {
                "la ".to_string()
            } else if d.ends_with('s') {
                "les ".to_string()
            } else {
                "le ".to_string()
            };
            (i + 2, format!("{lead_words}{aux} {pp} {}", art.trim_end()))
        };
        let said = src_span(line, toks, from, to);
        let why = if reciprocal {
            format!("Meeting or marrying each other is reflexive: \"{say}\", not \"{said}\".")
        } else {
            format!("For your own body French says \"se casser la jambe\": \"{say} {n}\", not \"{said} {n}\".")
        };
        out.push(found(
            line,
            toks,
            from,
            to,
            like(src(line, toks, from), &say),
            "fr-reflexive",
            why,
        ));
    }
    out
}

/// "que tu fais ce soir" → "qu'est-ce que tu fais"; "jouer du tennis" → "jouer au tennis";
/// "je les ai mis" → "je les ai mis" agreeing: "mes chaussures je les ai mises".
fn misc(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    // a question opening with "que" and a subject: "que tu fais" → "qu'est-ce que tu fais"
    if tx(toks, 0) == "que" {
        if let Some(p) = person(tx(toks, 1)).filter(|_| tx(toks, 1) != "je") {
            let v = tx(toks, 2);
            if verbs().iter().any(|vb| vb.pres[p] == v && vb.subj[p] != v) {
                out.push(found(line, toks, 0, 0, like(src(line, toks, 0), "qu'est-ce que"), "fr-question",
                    format!("A question with \"que\" needs \"qu'est-ce que\" (or inversion): \"qu'est-ce que {} {v}\", not \"que {} {v}\".", tx(toks, 1), tx(toks, 1))));
            }
        }
    }
    let sports = [
        "foot",
        "football",
        "tennis",
        "basket",
        "volley",
        "rugby",
        "golf",
        "handball",
        "ping-pong",
        "badminton",
        "hockey",
        "baseball",
        "cricket",
    ];
    let instruments = [
        "piano",
        "violon",
        "saxophone",
        "violoncelle",
        "accordéon",
        "ukulélé",
        "banjo",
    ];
    for i in 1..toks.len() {
        let (w, b, c) = (tx(toks, i - 1), tx(toks, i), tx(toks, i + 1));
        let jouer = w.starts_with("jou")
            && !w.starts_with("jour")
            && !w.starts_with("joue-")
            && !w.starts_with("jouet");
        if jouer && b == "du" && is_in(c, &sports) {
            out.push(found(line, toks, i, i, "au", "fr-verb-preposition",
                format!("\"Jouer\" takes \"à\" for a sport or game: \"{w} au {c}\", not \"{w} du {c}\".")));
        }
        if jouer && b == "au" && is_in(c, &instruments) {
            out.push(found(
                line,
                toks,
                i,
                i,
                "du",
                "fr-verb-preposition",
                format!(
                    "\"Jouer\" takes \"de\" for an instrument: \"{w} du {c}\", not \"{w} au {c}\"."
                ),
            ));
        }
    }
    // "je les ai mis" → "mis" agrees with "les" (plural); "ma veste je l'ai mis" → "mise"
    for i in 1..toks.len() {
        let Some(pp_at) = (tx(toks, i) == "les" || tx(toks, i) == "l'")
            .then(|| i + 1)
            .filter(|&a| is_in(tx(toks, a), &AVOIR))
            .map(|a| a + 1)
        else {
            continue;
        };
        let subj = before(toks, i);
        if person(subj).is_none() && subj != "j'" && !is_in(subj, &["ne", "n'"]) {
            continue;
        }
        let mut j = pp_at;
        while is_in(
            tx(toks, j),
            &[
                "pas", "jamais", "déjà", "bien", "toujours", "tous", "toutes",
            ],
        ) {
            j += 1;
        }
        let pp = tx(toks, j);
        let Some(v) = verb_by_pp(pp).filter(|v| v.pp == pp) else {
            continue;
        };
        if v.etre
            || is_in(
                &v.inf,
                &[
                    "être",
                    "avoir",
                    "pouvoir",
                    "vouloir",
                    "devoir",
                    "falloir",
                    "faire",
                    "laisser",
                    "téléphoner",
                    "parler",
                    "répondre",
                    "demander",
                    "dire",
                    "écrire",
                    "donner",
                    "envoyer",
                    "expliquer",
                    "montrer",
                    "proposer",
                    "promettre",
                    "plaire",
                    "sourire",
                    "ressembler",
                    "obéir",
                    "mentir",
                ],
            )
        {
            continue;
        }
        let next = tx(toks, j + 1);
        if is_infinitive(next)
            || ["er", "ir", "re", "oir"].iter().any(|e| next.ends_with(e))
                && noun_gender(next).is_none()
        {
            continue; // "je les ai vus partir"
        }
        // the object named at the start: "mes chaussures, je les ai …", "ma veste, je l'ai …"
        let from = first_word(toks, i);
        let head = if from + 3 == i
            && det_kind(tx(toks, from)).is_some()
            && (person(tx(toks, from + 2)).is_some() || tx(toks, from + 2) == "j'")
        {
            let n = tx(toks, from + 1);
            let sing = n.trim_end_matches(['s', 'x']);
            noun_gender(n)
                .or(noun_gender(sing))
                .map(|g| (g, det_kind(tx(toks, from)) == Some('p')))
        } else {
            None
        };
        let (fem, plur) = match (tx(toks, i), head) {
            ("les", Some((g, true))) => (g == 'f', true),
            ("les", None) => (false, true),
            ("l'", Some(('f', false))) => (true, false),
            _ => continue,
        };
        let mut right = pp.to_string();
        if fem {
            right.push('e');
        }
        if plur && !right.ends_with('s') {
            right.push('s');
        }
        if right == pp {
            continue;
        }
        let obj = if plur && head.is_none() {
            "\"les\"; add -es if they are feminine".to_string()
        } else if plur {
            "\"les\"".to_string()
        } else {
            format!("\"l'\" ({})", tx(toks, from + 1))
        };
        out.push(found(line, toks, j, j, right.clone(), "fr-pp-agreement",
            format!("With \"avoir\", the participle agrees with an object pronoun before it ({obj}): \"{right}\", not \"{pp}\".")));
    }
    out
}

/// More fixed uses: "plus jeune de moi" → "que moi", "il chante meilleur" → "mieux", "j'étais né"
/// → "je suis né", "j'habite ici il y a deux ans" → "depuis deux ans", "je dois lever tôt" → "me
/// lever", "différent que" → "différent de", "ça fait du sens" → "ça a du sens", "entrer la
/// maison" → "entrer dans la maison", "répondre la question" → "répondre à la question", "dans
/// le matin" → "le matin", "dans 2020" → "en 2020".
fn fixed_uses(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let stressed = ["moi", "toi", "lui", "elle", "nous", "vous", "eux", "elles"];
    let actions = [
        "chanter",
        "danser",
        "parler",
        "cuisiner",
        "jouer",
        "écrire",
        "dessiner",
        "conduire",
        "nager",
        "travailler",
        "comprendre",
        "courir",
    ];
    for i in 0..toks.len() {
        let (w, b, c) = (tx(toks, i), tx(toks, i + 1), tx(toks, i + 2));
        // "plus jeune de moi" → "plus jeune que moi"
        if is_in(w, &["plus", "moins", "aussi"])
            && (adj(b).is_some() || is_in(b, BAGS))
            && !is_in(b, &["proche", "proches", "loin", "près"])
            && c == "de"
            && is_in(tx(toks, i + 3), &stressed)
        {
            out.push(found(
                line,
                toks,
                i + 2,
                i + 2,
                "que",
                "fr-comparative",
                format!(
                    "A comparison takes \"que\": \"{w} {b} que {}\", not \"{w} {b} de {}\".",
                    tx(toks, i + 3),
                    tx(toks, i + 3)
                ),
            ));
            continue;
        }
        // "il chante meilleur que moi" → "mieux": the adverb of "bien"
        if is_in(b, &["meilleur"])
            && verbs()
                .iter()
                .any(|v| is_in(&v.inf, &actions) && v.pres.iter().any(|f| f == w))
            && subject_of(toks, i).is_some()
        {
            out.push(found(line, toks, i + 1, i + 1, "mieux", "fr-comparative",
                format!("After a verb like \"{w}\", \"better\" is the adverb \"mieux\", not \"meilleur\".")));
            continue;
        }
        // "j'étais né en 1990" → "je suis né": a birth is a single past event
        if is_in(w, &ETAIS) && i > 0 {
            let s = before(toks, i);
            let p = if s == "j'" { 0 } else { person(s).unwrap_or(2) };
            let subj_ok = ETAIS[p] == w && p != 2 && p != 5 && (p != 0 || s == "j'");
            if subj_ok && is_in(b, &["né", "née", "nés", "nées"]) {
                let say = if p == 0 {
                    "je suis".to_string()
                } else {
                    format!("{s} {}", ETRE[p])
                };
                out.push(found(
                    line,
                    toks,
                    i - 1,
                    i,
                    say.clone(),
                    "fr-tense",
                    format!(
                        "Your birth is one finished event: \"{say} {b}\", not \"{} {b}\".",
                        src_span(line, toks, i - 1, i)
                    ),
                ));
                continue;
            }
        }
        // "j'habite ici il y a deux ans" → "depuis deux ans"
        if w == "il" && b == "y" && c == "a" && i > 0 {
            let n = tx(toks, i + 3);
            let unit = tx(toks, i + 4);
            let next = tx(toks, i + 5);
            if (is_number(n) || is_in(n, &["un", "une"]))
                && is_in(unit, &["ans", "an", "mois", "semaines", "années"])
                && person(next).is_none()
                && next != "j'"
                && !is_in(next, &["que", "qu'", "quand"])
            {
                let from = first_word(toks, i);
                let present = (from + 1..i).any(|k| {
                    let p = person(tx(toks, k - 1)).or(if tx(toks, k - 1) == "j'" {
                        Some(0)
                    } else {
                        None
                    });
                    p.is_some_and(|p| {
                        verbs()
                            .iter()
                            .any(|v| v.pres[p] == tx(toks, k) && is_in(&v.inf, LASTING))
                    })
                });
                if present && !clause_has(toks, i, &["ne", "n'"]) {
                    out.push(found(line, toks, i, i + 2, "depuis", "fr-duration",
                        format!("With the present, since when is \"depuis {n} {unit}\"; \"il y a {n} {unit}\" means \"{n} {unit} ago\".")));
                    continue;
                }
            }
        }
        // "je dois lever tôt" → "je dois me lever tôt"
        let modal = [
            "vais", "vas", "va", "allons", "allez", "vont", "dois", "doit", "devons", "devez",
            "doivent", "veux", "veut", "voulons", "voulez", "veulent", "peux", "peut", "pouvons",
            "pouvez", "peuvent", "faut",
        ];
        if is_in(w, &modal) {
            let timed = is_in(b, &["lever", "coucher", "réveiller"])
                && is_in(c, &["tôt", "tard", "à", "vers", "avant", "plus"]);
            let always = is_in(
                b,
                &[
                    "dépêcher",
                    "souvenir",
                    "méfier",
                    "moquer",
                    "évanouir",
                    "taire",
                ],
            );
            let subj = subject_of(toks, i).map(|(s, p)| (tx(toks, s), p));
            if let (true, Some((sw, p))) = (timed || always, subj) {
                let p = if w == "faut" && sw == "il" {
                    None
                } else {
                    Some(p)
                };
                if let Some(p) = p {
                    let pro = ["me", "te", "se", "nous", "vous", "se"][p];
                    let say = format!("{pro} {b}");
                    out.push(found(line, toks, i + 1, i + 1, say.clone(), "fr-reflexive",
                        format!("\"Se {b}\" is reflexive, also in the infinitive: \"{w} {say}\", not \"{w} {b}\".")));
                    continue;
                }
            }
        }
        // "différent que" → "différent de"
        if is_in(
            w,
            &[
                "différent",
                "différente",
                "différents",
                "différentes",
                "similaire",
                "similaires",
            ],
        ) && is_in(b, &["que", "qu'"])
        {
            let right = if w.starts_with("similaire") {
                "à"
            } else {
                "de"
            };
            out.push(found(
                line,
                toks,
                i + 1,
                i + 1,
                right,
                "fr-preposition",
                format!(
                    "\"{}\" takes \"{right}\": \"{w} {right} …\", not \"{w} {b} …\".",
                    cap(w)
                ),
            ));
            continue;
        }
        // "ça fait du sens" → "ça a du sens"
        if is_in(w, &["fait", "faisait", "fera"])
            && (b == "sens" || b == "du" && c == "sens")
            && is_in(
                before(toks, i),
                &["ça", "ce", "cela", "c'", "il", "qui", "pas", "ne"],
            )
        {
            let right = match w {
                "fait" => "a",
                "faisait" => "avait",
                _ => "aura",
            };
            let (to, say) = if b == "sens" {
                (i + 1, format!("{right} du sens"))
            } else {
                (i, right.to_string())
            };
            out.push(found(line, toks, i, to, say.clone(), "fr-word-choice",
                format!("\"Make sense\" is \"avoir du sens\" (or \"c'est logique\"): \"{say}\", not \"{}\".", src_span(line, toks, i, to))));
            continue;
        }
        // "entrer la maison" → "entrer dans la maison", "monter le bus" → "monter dans le bus"
        let places = [
            "maison",
            "salle",
            "chambre",
            "magasin",
            "restaurant",
            "bureau",
            "classe",
            "église",
            "bâtiment",
            "appartement",
            "cuisine",
            "musée",
            "boutique",
            "gare",
            "cinéma",
            "banque",
        ];
        let vehicles = [
            "bus", "train", "avion", "voiture", "métro", "taxi", "tram", "bateau",
        ];
        let entering = w.starts_with("entr")
            && !w.starts_with("entrée")
            && !w.starts_with("entreprise")
            && !w.starts_with("entre")
            || w.starts_with("entré");
        let boarding = w.starts_with("mont")
            && !w.starts_with("montr")
            && !w.starts_with("montagn")
            && !w.starts_with("montant");
        if (entering && is_in(c, &places) || boarding && is_in(c, &vehicles))
            && is_in(
                b,
                &[
                    "le", "la", "l'", "un", "une", "mon", "ma", "son", "sa", "ce", "cette",
                    "notre", "leur",
                ],
            )
            && (subject_of(toks, i).is_some() || is_in(before(toks, i), &ETRE) || w.ends_with("er"))
        {
            let say = format!("dans {}", src(line, toks, i + 1));
            out.push(found(line, toks, i + 1, i + 1, say.clone(), "fr-verb-preposition",
                format!("You go into a place or a vehicle with \"dans\": \"{w} {say} {c}\", not \"{w} {b} {c}\".")));
            continue;
        }
        // "répondre la question" → "répondre à la question"
        if w.starts_with("répond") {
            let mut j = i + 1;
            while is_in(
                tx(toks, j),
                &[
                    "pas", "jamais", "toujours", "souvent", "vite", "rarement", "plus",
                ],
            ) {
                j += 1;
            }
            let (d, n) = (tx(toks, j), tx(toks, j + 1));
            if is_in(
                d,
                &[
                    "la", "le", "les", "ce", "cette", "ces", "mon", "ma", "mes", "son", "sa",
                    "ses", "ton", "ta", "tes", "leur", "leurs", "un", "une",
                ],
            ) && is_in(
                n,
                &[
                    "question",
                    "questions",
                    "message",
                    "messages",
                    "mail",
                    "mails",
                    "email",
                    "e-mail",
                    "lettre",
                    "courriel",
                    "téléphone",
                    "texto",
                    "appel",
                    "annonce",
                    "sms",
                ],
            ) {
                let say = match d {
                    "le" => "au".to_string(),
                    "les" => "aux".to_string(),
                    _ => format!("à {}", src(line, toks, j)),
                };
                out.push(found(
                    line,
                    toks,
                    j,
                    j,
                    say.clone(),
                    "fr-verb-preposition",
                    format!("\"Répondre\" takes \"à\": \"{w} {say} {n}\", not \"{w} {d} {n}\"."),
                ));
                continue;
            }
        }
        // "dans le matin" → "le matin"; "dans 2020" → "en 2020"
        if w == "dans"
            && b == "le"
            && is_in(c, &["matin", "soir", "après-midi"])
            && !is_in(tx(toks, i + 3), &["de", "du", "d'"])
        {
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                "le",
                "fr-preposition",
                format!(
                    "In the {} is \"le {c}\", not \"dans le {c}\".",
                    if c == "matin" {
                        "morning"
                    } else if c == "soir" {
                        "evening"
                    } else {
                        "afternoon"
                    }
                ),
            ));
            continue;
        }
        if w == "dans"
            && b.len() == 4
            && b.chars().all(|ch| ch.is_ascii_digit())
            && b.starts_with(['1', '2'])
        {
            out.push(found(
                line,
                toks,
                i,
                i,
                "en",
                "fr-preposition",
                format!("A year takes \"en\": \"en {b}\", not \"dans {b}\"."),
            ));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_imperfect_spelt_like_a_subjunctive_is_left_alone() {
        assert!(check("je pense que nous partions demain").is_empty());
        assert!(check("nous nous souvenons de ce jour").is_empty());
        assert!(check("mon frère le porte tous les jours").is_empty());
        let f = check("si nous mangerions ensemble ce serait sympa");
        assert!(f.iter().all(|f| !f.suggestion.contains("manions")), "{f:?}");
    }

    fn fix(line: &str) -> Vec<(String, String, &'static str)> {
        check(line)
            .into_iter()
            .map(|f| (f.original, f.suggestion, f.rule))
            .collect()
    }

    /// The line gets exactly this correction (among others).
    fn has(line: &str, orig: &str, say: &str, rule: &str) {
        let got = fix(line);
        assert!(
            got.iter()
                .any(|(o, s, r)| o == orig && s == say && *r == rule),
            "{line}: {got:?}"
        );
    }

    /// The line gets no correction at all.
    fn clean(line: &str) {
        assert!(fix(line).is_empty(), "{line}: {:?}", fix(line));
    }

    #[test]
    fn verb_form() {
        has("j'ai prendu le bus", "prendu", "pris", "fr-verb-form");
        has(
            "je pouvrai venir demain",
            "pouvrai",
            "pourrai",
            "fr-verb-form",
        );
        clean("j'ai pris le bus et je pourrai venir");
    }

    #[test]
    fn chez() {
        has(
            "je dîne à mes grands-parents ce soir",
            "à",
            "chez",
            "fr-chez",
        );
        clean("je parle à mes parents tous les jours");
    }

    #[test]
    fn place() {
        has(
            "je vais à espagne cet été",
            "à espagne",
            "en espagne",
            "fr-place",
        );
        has(
            "mes parents habitent en portugal",
            "en portugal",
            "au portugal",
            "fr-place",
        );
        has(
            "si tu viens en barcelone",
            "en barcelone",
            "à barcelone",
            "fr-place",
        );
        clean("je pense à la france tous les jours");
        clean("j'habite au japon depuis trois ans");
    }

    #[test]
    fn transport() {
        has(
            "je vais au travail avec le vélo",
            "avec le vélo",
            "à vélo",
            "fr-transport",
        );
        clean("j'ai envoyé la lettre par avion");
    }

    #[test]
    fn contraction() {
        has("on va à le parc", "à le", "au", "fr-contraction");
        has(
            "il parle de les vacances",
            "de les",
            "des",
            "fr-contraction",
        );
        clean("j'ai décidé de le vendre");
    }

    #[test]
    fn stressed_pronoun() {
        has("tu veux venir avec je", "je", "moi", "fr-stressed-pronoun");
        clean("après il est parti");
    }

    #[test]
    fn auxiliary() {
        has("j'ai allé au marché", "j'ai", "je suis", "fr-auxiliary");
        has(
            "elle a allé au marché",
            "a allé",
            "est allée",
            "fr-auxiliary",
        );
        has(
            "mes parents ont né au maroc",
            "ont né",
            "sont nés",
            "fr-auxiliary",
        );
        has("je m'ai levé à midi", "m'ai", "me suis", "fr-auxiliary");
        has(
            "je suis mangé trop de gâteau",
            "je suis mangé",
            "j'ai mangé",
            "fr-auxiliary",
        );
        clean("j'ai monté les valises au troisième étage");
        clean("je suis descendu du train à lyon");
    }

    #[test]
    fn elision() {
        has("je aime le chocolat", "je aime", "j'aime", "fr-elision");
        has("le hôtel est loin", "le hôtel", "l'hôtel", "fr-elision");
        has("je doute que il vienne", "que il", "qu'il", "fr-elision");
        clean("le héros du film et le onze novembre");
    }

    #[test]
    fn possessive() {
        has("ma amie habite ici", "ma", "mon", "fr-possessive");
        clean("mon amie habite ici");
    }

    #[test]
    fn tout() {
        has("j'ai travaillé tout la journée", "tout", "toute", "fr-tout");
        clean("toutes les semaines et tous les jours");
    }

    #[test]
    fn negation_de() {
        has("je n'ai pas du pain", "du", "de", "fr-negation-de");
        has(
            "il n'a pas des amis",
            "des amis",
            "d'amis",
            "fr-negation-de",
        );
        clean("ce n'est pas du pain c'est du gâteau");
        clean("je ne parle pas des problèmes au travail");
    }

    #[test]
    fn quantity() {
        has("j'ai pris beaucoup des photos", "des", "de", "fr-quantity");
        clean("beaucoup des gens que je connais habitent ici");
    }

    #[test]
    fn comparative() {
        has(
            "le café est plus bon ici",
            "plus bon",
            "meilleur",
            "fr-comparative",
        );
        has(
            "il y avait plus que deux cents personnes",
            "plus que",
            "plus de",
            "fr-comparative",
        );
        clean("le lait n'est plus bon");
    }

    #[test]
    fn reflexive() {
        has("je lève à sept heures", "lève", "me lève", "fr-reflexive");
        has(
            "je ne souviens pas",
            "souviens",
            "me souviens",
            "fr-reflexive",
        );
        clean("je lève la main");
    }

    #[test]
    fn avoir_expression() {
        has(
            "je suis très faim",
            "je suis",
            "j'ai",
            "fr-avoir-expression",
        );
        clean("je suis froid avec les gens que je ne connais pas");
    }

    #[test]
    fn gender() {
        has(
            "je prends le voiture",
            "le voiture",
            "la voiture",
            "fr-gender",
        );
        has(
            "il habite dans un maison",
            "un maison",
            "une maison",
            "fr-gender",
        );
        has(
            "ma femme travaille dans une grande hôpital",
            "une grande hôpital",
            "un grand hôpital",
            "fr-gender",
        );
        has(
            "une maison à la bord de la mer",
            "à la bord",
            "au bord",
            "fr-gender",
        );
        clean("mon amie habite dans une grande maison");
        clean("je la porte tous les jours");
    }

    #[test]
    fn agreement() {
        has(
            "ma mère est très gentil",
            "gentil",
            "gentille",
            "fr-agreement",
        );
        has("elle est allé à paris", "allé", "allée", "fr-agreement");
        has(
            "c'était très intéressante",
            "intéressante",
            "intéressant",
            "fr-agreement",
        );
        has("une plage très beau", "beau", "belle", "fr-agreement");
        clean("l'eau du robinet est très bonne ici");
        clean("une fois arrivé je t'appelle");
    }

    #[test]
    fn pp_agreement() {
        has(
            "la décision que j'ai pris",
            "pris",
            "prise",
            "fr-pp-agreement",
        );
        clean("la fois que j'ai mangé des sushis");
    }

    #[test]
    fn subjunctive() {
        has(
            "il faut que je finis mon travail",
            "finis",
            "finisse",
            "fr-subjunctive",
        );
        has(
            "je ne pense pas que c'est vrai",
            "c'est",
            "ce soit",
            "fr-subjunctive",
        );
        has(
            "je crois qu'il soit malade",
            "soit",
            "est",
            "fr-subjunctive",
        );
        clean("il faut que tu fasses tes devoirs");
        clean("je pense qu'il va pleuvoir");
    }

    #[test]
    fn si_conditional() {
        has(
            "si j'aurais le temps je viendrais",
            "j'aurais",
            "j'avais",
            "fr-si-conditional",
        );
        clean("je me demande si je pourrais venir");
    }

    #[test]
    fn c_est() {
        has(
            "il est une comédie très drôle",
            "il est",
            "c'est",
            "fr-c-est",
        );
        clean("il est une heure du matin");
    }

    #[test]
    fn profession() {
        has(
            "mon père est un médecin",
            "un médecin",
            "médecin",
            "fr-profession",
        );
        clean("c'est un médecin très connu");
    }

    #[test]
    fn article() {
        has("on va à plage", "à plage", "à la plage", "fr-article");
        has("j'ai visité italie", "italie", "l'italie", "fr-article");
        clean("on va à la plage");
    }

    #[test]
    fn negation() {
        has(
            "je ne peux venir pas",
            "peux venir pas",
            "peux pas venir",
            "fr-negation",
        );
        has(
            "je ne mange jamais pas de viande",
            "jamais pas",
            "jamais",
            "fr-negation",
        );
        clean("je ne peux pas venir");
    }

    #[test]
    fn que() {
        has("je crois il va pleuvoir", "il", "qu'il", "fr-que");
        has(
            "à cause de il neigeait",
            "à cause de il",
            "parce qu'il",
            "fr-que",
        );
        clean("ma mère m'a dit tu devrais appeler ta grand-mère");
    }

    #[test]
    fn question() {
        has(
            "qu'est-ce tu fais",
            "qu'est-ce",
            "qu'est-ce que",
            "fr-question",
        );
        has(
            "je ne sais pas qu'est-ce que je veux",
            "qu'est-ce que",
            "ce que",
            "fr-question",
        );
        clean("qu'est-ce que tu fais ce soir");
    }

    #[test]
    fn infinitive() {
        has(
            "je vais à visiter le musée",
            "vais à",
            "vais",
            "fr-infinitive",
        );
        has(
            "j'ai oublié fermer la porte",
            "fermer",
            "de fermer",
            "fr-infinitive",
        );
        clean("j'ai décidé d'arrêter de fumer");
    }

    #[test]
    fn verb_preposition() {
        has(
            "je joue le piano",
            "le piano",
            "du piano",
            "fr-verb-preposition",
        );
        has(
            "il faut profiter le beau temps",
            "le",
            "du",
            "fr-verb-preposition",
        );
        has("je fais le ski", "le ski", "du ski", "fr-verb-preposition");
        clean("je joue au tennis et je fais la cuisine");
    }

    #[test]
    fn relative() {
        has(
            "une collègue que parle six langues",
            "que",
            "qui",
            "fr-relative",
        );
        has(
            "ce que j'ai besoin c'est de dormir",
            "que",
            "dont",
            "fr-relative",
        );
        has(
            "c'est la raison pourquoi je pars",
            "pourquoi",
            "pour laquelle",
            "fr-relative",
        );
        clean("le livre dont je t'ai parlé est là");
    }

    #[test]
    fn tense() {
        has(
            "quand j'ai été petit j'habitais à lyon",
            "j'ai été",
            "j'étais",
            "fr-tense",
        );
        has(
            "je devrais avoir réservé",
            "je devrais avoir réservé",
            "j'aurais dû réserver",
            "fr-tense",
        );
        has(
            "quand je finis mes études je voyagerai",
            "finis",
            "finirai",
            "fr-tense",
        );
        clean("quand j'étais petit j'habitais à lyon");
        clean("quand je rentre je prends une douche");
    }

    #[test]
    fn pronoun_order() {
        has(
            "je lui l'ai prêté",
            "lui l'ai",
            "le lui ai",
            "fr-pronoun-order",
        );
        has(
            "tu peux expliquer moi",
            "expliquer moi",
            "m'expliquer",
            "fr-pronoun-order",
        );
        clean("je le lui ai prêté");
    }

    #[test]
    fn word_choice() {
        has("trois temps par semaine", "temps", "fois", "fr-word-choice");
        has("ça me fait triste", "fait", "rend", "fr-word-choice");
        has(
            "le film était beaucoup intéressant",
            "beaucoup",
            "très",
            "fr-word-choice",
        );
        clean("je fais du sport trois fois par semaine");
    }

    #[test]
    fn adj_position() {
        has(
            "il y a un restaurant bon",
            "restaurant bon",
            "bon restaurant",
            "fr-adj-position",
        );
        has(
            "une rouge voiture",
            "rouge voiture",
            "voiture rouge",
            "fr-adj-position",
        );
        clean("un homme grand et mince");
    }

    #[test]
    fn adverb_position() {
        has(
            "j'ai travaillé déjà",
            "travaillé déjà",
            "déjà travaillé",
            "fr-adverb-position",
        );
        clean("j'ai déjà mangé");
    }

    #[test]
    fn pronoun() {
        has("je l'ai téléphoné", "l'ai", "lui ai", "fr-pronoun");
        clean("je l'ai vu hier");
    }

    #[test]
    fn duration() {
        has(
            "j'ai commencé depuis trois ans",
            "depuis",
            "il y a",
            "fr-duration",
        );
        has(
            "j'ai vécu à montréal pour six mois",
            "pour",
            "pendant",
            "fr-duration",
        );
        clean("je pars pour six mois");
    }

    #[test]
    fn conjugation() {
        has("nous allez au cinéma", "allez", "allons", "fr-conjugation");
        clean("ma tante nous a dit vous êtes les bienvenus");
    }

    #[test]
    fn past_habits_and_markers() {
        has(
            "quand il était jeune il est allé au stade tous les dimanches",
            "il est allé",
            "il allait",
            "fr-tense",
        );
        has(
            "avant je n'ai pas voulu sortir mais maintenant je sors",
            "je n'ai pas voulu",
            "je ne voulais pas",
            "fr-tense",
        );
        clean("quand j'étais petit j'ai eu un accident de vélo");
        clean("quand j'étais jeune j'ai toujours aimé lire");
        has(
            "le week-end dernier nous visitons le château",
            "nous visitons",
            "nous avons visité",
            "fr-tense",
        );
        has(
            "hier elle part à six heures",
            "elle part",
            "elle est partie",
            "fr-tense",
        );
        clean("depuis hier je suis malade");
        clean("le garçon que j'ai vu hier il joue très bien");
    }

    #[test]
    fn pluperfect() {
        has(
            "quand nous sommes arrivés le concert a déjà commencé",
            "a",
            "avait",
            "fr-tense",
        );
        clean("quand nous sommes arrivés le concert avait déjà commencé");
        clean("je suis déjà allé au japon deux fois");
    }

    #[test]
    fn si_clauses() {
        has(
            "si elle pourra venir on ira au lac",
            "pourra",
            "peut",
            "fr-si-conditional",
        );
        clean("je ne sais pas s'il pourra venir");
        has(
            "si on avait une voiture on va visiter la bretagne",
            "va visiter",
            "visiterait",
            "fr-conditional",
        );
        has(
            "si tu m'avais appelé je venais tout de suite",
            "je venais",
            "je serais venu",
            "fr-conditional",
        );
        clean("s'il pleuvait on restait à la maison");
        clean("si tu veux je vais t'aider");
    }

    #[test]
    fn reported_future() {
        has(
            "elle m'a promis qu'elle écrira mais elle n'a jamais écrit",
            "écrira",
            "écrirait",
            "fr-tense",
        );
        clean("il m'a dit qu'il viendra demain");
    }

    #[test]
    fn durations_and_depuis() {
        has(
            "je fais du judo pour trois ans",
            "pour",
            "depuis",
            "fr-duration",
        );
        clean("je pars en voyage pour trois semaines");
        has(
            "ça fait six mois que j'ai travaillé dans ce magasin",
            "j'ai travaillé",
            "je travaille",
            "fr-tense",
        );
        clean("ça fait deux ans que j'ai arrêté de fumer");
        has(
            "j'ai habité à rome depuis trois ans quand j'étais jeune",
            "depuis",
            "pendant",
            "fr-duration",
        );
        clean("je n'ai pas vu mes amis depuis trois mois");
    }

    #[test]
    fn verb_regimes() {
        has(
            "tu as réussi trouver la gare",
            "trouver",
            "à trouver",
            "fr-verb-preposition",
        );
        has(
            "nous avons promis à venir",
            "à",
            "de",
            "fr-verb-preposition",
        );
        has(
            "elle espère de gagner",
            "espère de",
            "espère",
            "fr-verb-preposition",
        );
        clean("je te souhaite de réussir et je me suis décidé à partir");
        clean("il m'arrive de travailler le dimanche");
        clean("mon rêve de partir loin");
    }

    #[test]
    fn prepositions() {
        has(
            "elle est intéressée dans le cinéma",
            "dans",
            "par",
            "fr-verb-preposition",
        );
        has(
            "ils sont fiers pour leur fille",
            "pour",
            "de",
            "fr-verb-preposition",
        );
        has(
            "tu te souviens notre voyage",
            "notre",
            "de notre",
            "fr-verb-preposition",
        );
        has(
            "on se retrouve sur mardi",
            "sur mardi",
            "mardi",
            "fr-preposition",
        );
        has("il dort en le salon", "en le", "dans le", "fr-preposition");
        clean("je lis ce livre en une heure et en ce moment je suis en vacances");
        clean("tu peux compter sur moi et je me souviens que tu étais là");
    }

    #[test]
    fn false_friends() {
        has(
            "elle est vraiment excitée de commencer son stage",
            "elle est vraiment excitée",
            "elle a vraiment hâte",
            "fr-word-choice",
        );
        has(
            "mon frère m'a assisté ma mère",
            "assisté",
            "aidé",
            "fr-word-choice",
        );
        has(
            "je ne connais pas skier",
            "connais",
            "sais",
            "fr-word-choice",
        );
        has("il danse très bon", "bon", "bien", "fr-word-choice");
        has(
            "actuellement le spectacle était génial",
            "actuellement",
            "en fait",
            "fr-word-choice",
        );
        clean("actuellement je travaille dans une banque");
        clean("ce gâteau sent bon et il fait bon dehors");
        clean("il est très sensible et il pleure souvent");
        clean("les invités prennent place autour de la table");
    }

    #[test]
    fn object_pronouns() {
        has("je lui regarde", "lui regarde", "le regarde", "fr-pronoun");
        has(
            "nous les répondons vite",
            "les répondons",
            "leur répondons",
            "fr-pronoun",
        );
        has("oui elle a trois", "elle a", "elle en a", "fr-pronoun");
        clean("je leur parle souvent et je le parle couramment le français");
        clean("j'ai trois enfants");
    }

    #[test]
    fn relatives() {
        has("le film qui tu as vu", "qui", "que", "fr-relative");
        has(
            "c'est un résultat que nous sommes contents",
            "que",
            "dont",
            "fr-relative",
        );
        has("le village que je suis né", "que", "où", "fr-relative");
        clean("la personne qui nous a aidés et le pays que je préfère");
    }

    #[test]
    fn distant_subjects() {
        has("c'est nous qui a gagné", "a", "avons", "fr-agreement");
        has(
            "tout le monde veulent partir",
            "veulent",
            "veut",
            "fr-agreement",
        );
        has(
            "beaucoup de gens vient ici",
            "vient",
            "viennent",
            "fr-agreement",
        );
        clean("tout le monde est content et beaucoup de gens viennent");
    }

    #[test]
    fn articles_of_taste_and_food() {
        has("il adore des chats", "des", "les", "fr-partitive");
        has(
            "tu manges poisson le vendredi",
            "poisson",
            "du poisson",
            "fr-partitive",
        );
        has("il y a de vent", "de", "du", "fr-partitive");
        clean("j'aimerais du café et il n'y a pas de vent");
    }

    #[test]
    fn comparisons() {
        has(
            "il court plus vite comme moi",
            "comme",
            "que",
            "fr-comparative",
        );
        has("c'est plus mieux", "plus mieux", "mieux", "fr-comparative");
        clean("il travaille comme un fou et c'est le plus beau jour");
    }

    #[test]
    fn more_reflexives() {
        has(
            "mes voisins lèvent tôt",
            "lèvent",
            "se lèvent",
            "fr-reflexive",
        );
        has(
            "nous avons rencontré à l'université",
            "nous avons rencontré",
            "nous nous sommes rencontrés",
            "fr-reflexive",
        );
        has(
            "il a coupé son doigt",
            "il a coupé son",
            "il s'est coupé le",
            "fr-reflexive",
        );
        clean("mes parents couchent les enfants et je l'ai rencontré au travail");
    }

    #[test]
    fn misc_rules() {
        has("que vous cherchez", "que", "qu'est-ce que", "fr-question");
        has("elle joue du basket", "du", "au", "fr-verb-preposition");
        has(
            "mes photos je les ai supprimé",
            "supprimé",
            "supprimées",
            "fr-pp-agreement",
        );
        clean("que tu viennes ou non je pars");
        clean("je les ai vus partir");
    }

    #[test]
    fn manquer_and_presenter() {
        has(
            "elle manque beaucoup ses enfants",
            "elle manque beaucoup ses enfants",
            "ses enfants lui manquent beaucoup",
            "fr-word-choice",
        );
        has(
            "il veut m'introduire à son père",
            "m'introduire",
            "me présenter",
            "fr-word-choice",
        );
        clean("je manque de temps et j'ai manqué mon train");
        clean("ils ont introduit une nouvelle règle");
    }

    #[test]
    fn relative_with_quoi_and_adverbs() {
        has(
            "le stylo avec quoi j'écris",
            "quoi",
            "lequel",
            "fr-relative",
        );
        clean("je ne sais pas avec quoi il écrit");
        has(
            "il a travaillé toujours ici",
            "travaillé toujours",
            "toujours travaillé",
            "fr-adverb-position",
        );
        clean("il a toujours travaillé ici");
        has(
            "je voudrais le vous expliquer",
            "le vous",
            "vous le",
            "fr-pronoun-order",
        );
    }

    #[test]
    fn fixed_uses() {
        has("il est plus grand de toi", "de", "que", "fr-comparative");
        clean("il habite plus près de moi");
        has(
            "tu danses meilleur que lui",
            "meilleur",
            "mieux",
            "fr-comparative",
        );
        has("tu étais née à lyon", "tu étais", "tu es", "fr-tense");
        has(
            "je vis à nantes il y a trois ans",
            "il y a",
            "depuis",
            "fr-duration",
        );
        clean("je vis à nantes et il y a trois ans j'habitais à lyon");
        has(
            "nous devons lever tôt demain",
            "lever",
            "nous lever",
            "fr-reflexive",
        );
        clean("il faut se lever tôt");
        has(
            "c'est différent que chez nous",
            "que",
            "de",
            "fr-preposition",
        );
        has(
            "il ne répond pas le message",
            "le",
            "au",
            "fr-verb-preposition",
        );
        has(
            "ils sont entrés la cuisine",
            "la",
            "dans la",
            "fr-verb-preposition",
        );
        clean("il entre le code et répond la même chose");
        has("mon équipe ont gagné", "ont", "a", "fr-agreement");
        clean("mon équipe a gagné et les gens sont contents");
        has(
            "si j'étais toi j'irai voir un médecin",
            "irai",
            "irais",
            "fr-conditional",
        );
    }

    #[test]
    fn tweaks_to_older_rules() {
        has(
            "un nouveau hôtel",
            "un nouveau hôtel",
            "un nouvel hôtel",
            "fr-gender",
        );
        has(
            "ma sœur est vingt ans",
            "sœur est",
            "sœur a",
            "fr-avoir-expression",
        );
        has(
            "tu es passé une bonne journée",
            "tu es passé",
            "tu as passé",
            "fr-auxiliary",
        );
        has(
            "il n'a pas acheté une voiture",
            "une",
            "de",
            "fr-negation-de",
        );
        clean("je ne suis pas du tout d'accord et ça dépend un peu de la météo");
        clean("je suis passé la semaine dernière");
    }
}

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
                fut: inf.into(),
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
        if tx(toks, j) == "beaucoup" {
            j += 1;
        }
        let art = tx(toks, j);
        if is_in(art, &["un", "une"])
            && is_in(
                v,
                &["ai", "as", "a", "avons", "avez", "ont", "avais", "avait"],
            )
            && tx(toks, i + 1) == art
            && !is_in(
                tx(toks, j + 1),
                &[
                    "seul", "seule", "peu", "autre", "mot", "sou", "euro", "centime", "chat",
                    "instant", "moment",
                ],
            )
            && !clause_after_has(toks, j, &["mais", "seul", "seule"])
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
        if q == "peu" && before(toks, i) != "un" && before(toks, i) != "très" {
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
        if !is_in(part, &avoir_pp) {
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
        if person(subj) != Some(p) {
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
            (g == 'm' && w == f) || (g == 'f' && (w == m || (!mv.is_empty() && w == mv)))
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
            format!("\"{cap}\" is {gname}: \"{say_full}\", not \"{said_full}\"."),
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
        if is_infinitive(next) || inf_like || det_kind(next).is_some() && next != "l'" {
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
        if de_verb(v) && a == "à" && is_infinitive(inf) {
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
            ("randonnée", 'f'),
            ("danse", 'f'),
            ("musique", 'f'),
            ("escalade", 'f'),
            ("boxe", 'f'),
            ("gym", 'f'),
            ("photo", 'f'),
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
                if is_in(pro, &["me", "te", "nous", "vous", "m'", "t'"]) && i >= 1 {
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
            && adv == "déjà"
            && verb_by_pp(pp).is_some_and(|v| v.pp == pp)
        {
            let say = format!("déjà {}", src(line, toks, i));
            out.push(found(line, toks, i, i + 1, say.clone(), "fr-adverb-position",
                format!("In the passé composé \"déjà\" goes between the auxiliary and the participle: \"{} {say}\".", before(toks, i))));
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
                if person(before(toks, i)).is_some() && present_of(tx(toks, i + 2)).is_some() =>
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
        if !(before_has || rest.iter().skip(1).any(|w| future_word(w)))
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
            format!("When the main verb is in the future, \"{w}\" also takes the future: \"{fut}\", not \"{v}\".")));
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
}

//! Word helpers shared by the rules: looking at the words around a position, folding accents,
//! subject persons, noun genders, adjective forms, determiners, elision and the verb forms built
//! from the verb tables.

use super::adjective_tables::ADJS;
use super::noun_tables::{H_MUET, NOUNS_F, NOUNS_M, PERSONS};
use super::verb_tables::{ER_VERBS, IR_VERBS, RE_VERBS, VERBS};
use super::Tok;
use std::collections::HashMap;
use std::sync::OnceLock;

/// The word at `i`, or "" past either end.
pub(super) fn tx(toks: &[Tok], i: usize) -> &str {
    toks.get(i).map_or("", |t| t.text.as_str())
}

/// The word before `i`, or "".
pub(super) fn before(toks: &[Tok], i: usize) -> &str {
    if i == 0 {
        ""
    } else {
        tx(toks, i - 1)
    }
}

/// The words of `i` as written in the line.
pub(super) fn src<'a>(line: &'a str, toks: &[Tok], i: usize) -> &'a str {
    toks.get(i).map_or("", |t| &line[t.start..t.end])
}

/// Lower case without accents, for table look-ups of words the recogniser wrote bare.
pub(super) fn fold(s: &str) -> String {
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

pub(super) fn is_in(w: &str, list: &[&str]) -> bool {
    list.contains(&w)
}

/// Whether a word starts with a vowel sound (vowel, silent h, or the pronoun "y").
pub(super) fn vowel_start(w: &str) -> bool {
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
pub(super) fn no_elision(w: &str) -> bool {
    is_in(
        w,
        &[
            "euh", "eh", "oh", "ah", "heu", "hum", "hein", "oui", "ouais", "ouf", "ok", "okay",
            "onze", "onzième", "uh", "um", "un", "une", "y", "a", "à",
        ],
    )
}

/// Subject pronouns and their person (0 = je … 5 = ils).
pub(super) fn person(w: &str) -> Option<usize> {
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

pub(super) const CLITICS: &[&str] = &[
    "ne", "n'", "me", "m'", "te", "t'", "se", "s'", "le", "la", "l'", "les", "lui", "leur", "y",
    "en", "nous", "vous",
];

pub(super) const AVOIR: [&str; 6] = ["ai", "as", "a", "avons", "avez", "ont"];

pub(super) const ETRE: [&str; 6] = ["suis", "es", "est", "sommes", "êtes", "sont"];

pub(super) const ADVERBS: &[&str] = &[
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

pub(super) fn is_number(w: &str) -> bool {
    is_in(w, NUMBERS)
        || w.chars().all(|c| c.is_ascii_digit()) && !w.is_empty()
        || (w.contains('-') && w.split('-').any(|p| is_in(p, NUMBERS)))
}

/// Gender of a common noun in the tables ('m' or 'f').
pub(super) fn noun_gender(w: &str) -> Option<char> {
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

pub(super) fn is_person(w: &str) -> bool {
    PERSONS.split_whitespace().any(|p| p == w)
}

/// An adjective's forms: (masculine, feminine, masculine before a vowel).
pub(super) fn adj(w: &str) -> Option<(&'static str, &'static str, &'static str)> {
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
pub(super) struct Verb {
    pub(super) inf: String,
    pub(super) pres: Vec<String>,
    pub(super) subj: Vec<String>,
    pub(super) pp: String,
    pub(super) etre: bool,
    pub(super) imp: String,
    pub(super) fut: String,
}

pub(super) fn verbs() -> &'static Vec<Verb> {
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
pub(super) fn present_of(w: &str) -> Option<(&'static Verb, usize)> {
    verbs()
        .iter()
        .find_map(|v| v.pres.iter().position(|p| p == w).map(|k| (v, k)))
}

pub(super) fn verb_by_inf(w: &str) -> Option<&'static Verb> {
    verbs().iter().find(|v| v.inf == w)
}

pub(super) fn verb_by_pp(w: &str) -> Option<&'static Verb> {
    let base = w
        .strip_suffix("es")
        .or_else(|| w.strip_suffix('e'))
        .or_else(|| w.strip_suffix('s'))
        .unwrap_or(w);
    verbs().iter().find(|v| v.pp == w || v.pp == base)
}

pub(super) fn is_infinitive(w: &str) -> bool {
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
pub(super) fn imperfect(v: &Verb, p: usize) -> String {
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
pub(super) fn det_kind(w: &str) -> Option<char> {
    Some(match w {
        "le" | "un" | "ce" | "cet" | "mon" | "ton" | "son" | "du" | "au" => 'm',
        "la" | "une" | "cette" | "ma" | "ta" | "sa" => 'f',
        "l'" | "notre" | "votre" | "leur" => 'x',
        "les" | "des" | "mes" | "tes" | "ses" | "nos" | "vos" | "leurs" | "ces" | "aux" => 'p',
        _ => return None,
    })
}

/// A determiner of the other gender: (masculine form, feminine form) for `w`, given the noun.
pub(super) fn det_for(w: &str, g: char, vowel: bool) -> Option<&'static str> {
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
pub(super) fn like(orig: &str, new: &str) -> String {
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
pub(super) fn elide(w: &str) -> String {
    match w {
        "si" => "s'".into(),
        _ => format!("{}'", &w[..w.len() - 1]),
    }
}

/// Whether a clause (back to the previous clause mark) before `i` holds one of `words`.
pub(super) fn clause_has(toks: &[Tok], i: usize, words: &[&str]) -> bool {
    toks[..i.min(toks.len())]
        .iter()
        .rev()
        .take_while(|t| !t.is_break())
        .any(|t| words.contains(&t.text.as_str()))
}

pub(super) fn clause_after_has(toks: &[Tok], i: usize, words: &[&str]) -> bool {
    toks.iter()
        .skip(i + 1)
        .take_while(|t| !t.is_break())
        .any(|t| words.contains(&t.text.as_str()))
}

/// The word with a capital first letter.
pub(super) fn cap(w: &str) -> String {
    let mut c = w.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

pub(super) fn src_span<'a>(line: &'a str, toks: &[Tok], from: usize, to: usize) -> &'a str {
    &line[toks[from].start..toks[to].end]
}

//! The grammar words every rule reads: genders, cases and persons, prepositions and
//! conjunctions, what a word is as a verb (from the lexicon), where a clause starts and ends,
//! the auxiliaries' "haben"/"sein" forms and the number words.

use super::lexicon::lex;
use super::Tok;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Gn {
    M,
    F,
    N,
    P,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Case {
    Nom,
    Acc,
    Dat,
    Gen,
}

pub(super) use Case::{Acc, Dat, Gen, Nom};
pub(super) use Gn::{F, M, N, P};

pub(super) const P1S: u8 = 1;
pub(super) const P2S: u8 = 2;
pub(super) const P3S: u8 = 4;
pub(super) const P1P: u8 = 8;
pub(super) const P2P: u8 = 16;
pub(super) const P3P: u8 = 32;

/// The persons a subject pronoun can be (0 if the word is none).
pub(super) fn pronoun_person(w: &str) -> u8 {
    match w {
        "ich" => P1S,
        "du" => P2S,
        "er" | "es" | "man" => P3S,
        "sie" => P3S | P3P,
        "wir" => P1P,
        "ihr" => P2P,
        _ => 0,
    }
}

pub(super) fn is_break(w: &str) -> bool {
    matches!(w, "," | "." | "?" | "!" | ";" | ":" | "…")
}

pub(super) const SUBORDINATORS: &[&str] = &[
    "weil", "dass", "ob", "obwohl", "wenn", "als", "bevor", "nachdem", "damit", "sodass",
    "solange", "sobald", "seitdem", "falls", "während", "seit", "bis", "indem", "obgleich",
];
pub(super) const COORD: &[&str] = &["und", "aber", "oder", "denn", "sondern"];
pub(super) const DAT_PREPS: &[&str] = &["mit", "bei", "nach", "von", "zu", "aus", "seit", "außer"];
pub(super) const ACC_PREPS: &[&str] = &["für", "ohne", "gegen", "durch", "um"];
pub(super) const GEN_PREPS: &[&str] = &["während", "wegen", "trotz", "innerhalb", "außerhalb"];
pub(super) const TWO_WAY: &[&str] = &[
    "in", "an", "auf", "über", "unter", "vor", "hinter", "neben", "zwischen",
];
pub(super) const CONTRACTED: &[&str] = &[
    "im", "am", "ins", "ans", "zum", "zur", "beim", "vom", "aufs",
];
pub(super) const FILLERS: &[&str] = &[
    "äh", "ähm", "hm", "hmm", "also", "ja", "na", "naja", "ok", "okay", "achso",
];
pub(super) const PARTICLES: &[&str] = &[
    "an", "auf", "aus", "ein", "mit", "ab", "zu", "vor", "zurück", "weg", "los", "fest", "fern",
    "statt", "teil", "nach", "her", "hin", "um", "kennen", "groß",
];

pub(super) fn is_prep(w: &str) -> bool {
    DAT_PREPS.contains(&w)
        || ACC_PREPS.contains(&w)
        || GEN_PREPS.contains(&w)
        || TWO_WAY.contains(&w)
        || CONTRACTED.contains(&w)
}

pub(super) fn finite_persons(w: &str) -> u8 {
    lex()
        .finite
        .get(w)
        .map_or(0, |v| v.iter().fold(0, |a, x| a | x.1))
}

pub(super) fn is_finite(w: &str) -> bool {
    finite_persons(w) != 0
}

/// The lemma (infinitive) of a finite form, a participle or an infinitive.
pub(super) fn lemmas(w: &str) -> Vec<&'static str> {
    let lx = lex();
    let mut out: Vec<&'static str> = Vec::new();
    if let Some(v) = lx.finite.get(w) {
        out.extend(v.iter().map(|x| lx.verbs[x.0].inf.as_str()));
    }
    if let Some(&v) = lx.participles.get(w) {
        out.push(lx.verbs[v].inf.as_str());
    }
    if let Some(&v) = lx.infinitives.get(w) {
        out.push(lx.verbs[v].inf.as_str());
    }
    if let Some(&(v, _)) = lx.joined.get(w) {
        out.push(lx.verbs[v].inf.as_str());
    }
    out
}

pub(super) fn is_form_of(w: &str, lemma: &str) -> bool {
    lemmas(w).contains(&lemma)
}

pub(super) fn is_participle(w: &str) -> bool {
    lex().participles.contains_key(w)
}

pub(super) fn is_infinitive(w: &str) -> bool {
    lex().infinitives.contains_key(w)
}

pub(super) const MODAL_LEMMAS: &[&str] =
    &["können", "müssen", "wollen", "dürfen", "sollen", "mögen"];

pub(super) fn is_modal(w: &str) -> bool {
    lemmas(w).iter().any(|l| MODAL_LEMMAS.contains(l)) && is_finite(w)
}

/// The end (exclusive) of the stretch from `i` to the next clause mark.
pub(super) fn to_break(toks: &[Tok], i: usize) -> usize {
    (i..toks.len())
        .find(|&k| is_break(&toks[k].text))
        .unwrap_or(toks.len())
}

/// The start of the clause that holds word `i` (after a mark, a conjunction or a subordinator).
pub(super) fn clause_start(toks: &[Tok], i: usize) -> usize {
    let mut k = i;
    while k > 0 {
        let w = toks[k - 1].text.as_str();
        if is_break(w) || COORD.contains(&w) || (SUBORDINATORS.contains(&w) && !is_prep(w)) {
            break;
        }
        k -= 1;
    }
    k
}

pub(super) fn clause_end(toks: &[Tok], i: usize) -> usize {
    let mut k = i + 1;
    while k < toks.len() {
        let w = toks[k].text.as_str();
        if is_break(w) || COORD.contains(&w) || (SUBORDINATORS.contains(&w) && !is_prep(w)) {
            break;
        }
        k += 1;
    }
    k
}

const HABEN_TO_SEIN: &[(&str, &str)] = &[
    ("habe", "bin"),
    ("hast", "bist"),
    ("hat", "ist"),
    ("haben", "sind"),
    ("habt", "seid"),
    ("hatte", "war"),
    ("hattest", "warst"),
    ("hatten", "waren"),
    ("hattet", "wart"),
    ("hätte", "wäre"),
    ("hättest", "wärst"),
    ("hätten", "wären"),
];

pub(super) fn haben_to_sein(w: &str) -> Option<&'static str> {
    HABEN_TO_SEIN.iter().find(|p| p.0 == w).map(|p| p.1)
}

pub(super) fn sein_to_haben(w: &str) -> Option<&'static str> {
    HABEN_TO_SEIN.iter().find(|p| p.1 == w).map(|p| p.0)
}

pub(super) const NUMBER_WORDS: &[&str] = &[
    "zwei",
    "drei",
    "vier",
    "fünf",
    "sechs",
    "sieben",
    "acht",
    "neun",
    "zehn",
    "elf",
    "zwölf",
    "fünfzehn",
    "zwanzig",
    "dreißig",
    "vierzig",
    "fünfzig",
    "sechzig",
    "siebzig",
    "achtzig",
    "neunzig",
    "hundert",
    "tausend",
];

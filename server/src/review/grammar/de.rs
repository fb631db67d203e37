//! German learner-error rules: the mistakes people learning German make when they speak,
//! found in one transcript line at a time (std only; `text` gives the words).
//!
//! Precision first, as in the English rules: a rule fires only when the words leave no doubt,
//! only words in its tables are judged, and a clause mark ends what a rule looks at. Lines
//! come from a speech recogniser, so case is ignored (nouns may be lower case).

use super::text::{first_of_overlapping, found, tokens, Found, Tok};
use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

include!("de_tables.rs");

/// The German rules' findings in a line, in the order of the line.
pub fn check(line: &str) -> Vec<Found> {
    let toks = tokens(line);
    let mut out = Vec::new();
    for rule in RULES {
        out.extend(rule(line, &toks));
    }
    let kept = first_of_overlapping(out);
    let spans: Vec<(usize, usize)> = kept.iter().map(|f| (f.start, f.end)).collect();
    kept.into_iter()
        .map(|f| unambiguous(line, &toks, f, &spans))
        .collect()
}

/// A finding whose words also stand earlier in the line takes in the next word, so that
/// the words it replaces are plain to see ("je besser" rather than the second "je").
fn unambiguous(line: &str, toks: &[Tok], mut f: Found, spans: &[(usize, usize)]) -> Found {
    if !line[..f.start].contains(f.original.as_str()) {
        return f;
    }
    let Some(next) = toks.iter().find(|t| t.start >= f.end && !t.is_break()) else {
        return f;
    };
    if spans.iter().any(|&(a, b)| a < next.end && next.start < b)
        || line[f.end..next.start].chars().any(|c| !c.is_whitespace())
    {
        return f;
    }
    let word = &line[next.start..next.end];
    f.suggestion = format!("{} {word}", f.suggestion);
    f.end = next.end;
    f.original = line[f.start..f.end].to_owned();
    f
}

type Rule = fn(&str, &[Tok]) -> Vec<Found>;

/// Every rule, most specific first: of two overlapping findings the earlier rule's is kept.
const RULES: &[Rule] = &[
    participle_form,
    modal_perfect,
    passive_worden,
    perfect_auxiliary,
    zu_separable,
    haben_phrases,
    conditional,
    wuerde_participle,
    wenn_als,
    know_whether,
    wo_wohin,
    da_compound,
    comparative,
    so_wie,
    conjunction,
    pronoun_order,
    relative_after_preposition,
    relative_pronoun,
    reflexive_case,
    case_after_preposition,
    two_way_case,
    pronoun_case,
    accusative_person,
    verb_second,
    verb_final,
    indirect_question,
    relative_verb_final,
    sub_final_pair,
    separable_verb,
    reflexive,
    zu_infinitive,
    zu_before_last,
    modal_zu,
    verb_preposition,
    seit_duration,
    nach_place,
    hause,
    time_adjective,
    noun_phrase,
    plural_agreement,
    negation,
    nicht_pronoun,
    alles_was,
    number_plural,
    conjugation,
];

// ---------------------------------------------------------------------------------------------
// Grammar words

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Gn {
    M,
    F,
    N,
    P,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Case {
    Nom,
    Acc,
    Dat,
    Gen,
}

use Case::{Acc, Dat, Gen, Nom};
use Gn::{F, M, N, P};

const P1S: u8 = 1;
const P2S: u8 = 2;
const P3S: u8 = 4;
const P1P: u8 = 8;
const P2P: u8 = 16;
const P3P: u8 = 32;

/// The persons a subject pronoun can be (0 if the word is none).
fn pronoun_person(w: &str) -> u8 {
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

fn is_break(w: &str) -> bool {
    matches!(w, "," | "." | "?" | "!" | ";" | ":" | "…")
}

const SUBORDINATORS: &[&str] = &[
    "weil", "dass", "ob", "obwohl", "wenn", "als", "bevor", "nachdem", "damit", "sodass",
    "solange", "sobald", "seitdem", "falls", "während", "seit", "bis", "indem", "obgleich",
];
const COORD: &[&str] = &["und", "aber", "oder", "denn", "sondern"];
const DAT_PREPS: &[&str] = &["mit", "bei", "nach", "von", "zu", "aus", "seit", "außer"];
const ACC_PREPS: &[&str] = &["für", "ohne", "gegen", "durch", "um"];
const GEN_PREPS: &[&str] = &["während", "wegen", "trotz", "innerhalb", "außerhalb"];
const TWO_WAY: &[&str] = &[
    "in", "an", "auf", "über", "unter", "vor", "hinter", "neben", "zwischen",
];
const CONTRACTED: &[&str] = &[
    "im", "am", "ins", "ans", "zum", "zur", "beim", "vom", "aufs",
];
const FILLERS: &[&str] = &[
    "äh", "ähm", "hm", "hmm", "also", "ja", "na", "naja", "ok", "okay", "achso",
];
const PARTICLES: &[&str] = &[
    "an", "auf", "aus", "ein", "mit", "ab", "zu", "vor", "zurück", "weg", "los", "fest", "fern",
    "statt", "teil", "nach", "her", "hin", "um", "kennen", "groß",
];

fn is_prep(w: &str) -> bool {
    DAT_PREPS.contains(&w)
        || ACC_PREPS.contains(&w)
        || GEN_PREPS.contains(&w)
        || TWO_WAY.contains(&w)
        || CONTRACTED.contains(&w)
}

// ---------------------------------------------------------------------------------------------
// The word tables, read once

struct Noun {
    gn: Gn,
    sg: String,
    pl: String,
    weak: bool,
}

struct Verb {
    inf: String,
    particle: String,
    base_inf: String,
    part: String,
    sein: bool,
    /// Present tense: ich, du, er, wir, ihr, sie.
    present: Vec<(String, u8)>,
}

struct Lex {
    nouns: Vec<Noun>,
    noun_forms: HashMap<String, Vec<usize>>,
    verbs: Vec<Verb>,
    /// A finite form: the verb and the persons it serves (base verbs only, no particle).
    finite: HashMap<String, Vec<(usize, u8)>>,
    /// A separable verb's finite form with its particle in front ("anrufe"): verb, persons.
    joined: HashMap<String, (usize, u8)>,
    infinitives: HashMap<String, usize>,
    participles: HashMap<String, usize>,
    wrong_participles: HashMap<String, String>,
    /// Adjective form: stem and ending ("" for the bare form).
    adjs: HashMap<String, (String, &'static str)>,
}

fn lex() -> &'static Lex {
    static LEX: OnceLock<Lex> = OnceLock::new();
    LEX.get_or_init(build)
}

fn stem_of(inf: &str) -> String {
    if inf.ends_with("eln") || inf.ends_with("ern") || inf == "tun" {
        inf[..inf.len() - 1].to_owned()
    } else if let Some(s) = inf.strip_suffix("en") {
        s.to_owned()
    } else {
        inf.trim_end_matches('n').to_owned()
    }
}

/// Whether a regular stem takes an extra "e" before "t" ("arbeitet", "öffnet").
fn needs_e(stem: &str) -> bool {
    let c: Vec<char> = stem.chars().collect();
    let n = c.len();
    if n < 2 {
        return false;
    }
    let last = c[n - 1];
    if last == 't' || last == 'd' {
        return true;
    }
    (last == 'n' || last == 'm') && !"aeiouäöülrhmn".contains(c[n - 2])
}

fn inseparable(inf: &str) -> bool {
    ["be", "ver", "er", "ent", "emp", "zer", "ge", "miss"]
        .iter()
        .any(|p| inf.starts_with(p) && inf.len() > p.len() + 3)
        && !["essen", "erben", "geben", "gehen", "gelten", "ernten"].contains(&inf)
        || inf.ends_with("ieren")
}

fn build() -> Lex {
    let mut lx = Lex {
        nouns: Vec::new(),
        noun_forms: HashMap::new(),
        verbs: Vec::new(),
        finite: HashMap::new(),
        joined: HashMap::new(),
        infinitives: HashMap::new(),
        participles: HashMap::new(),
        wrong_participles: HashMap::new(),
        adjs: HashMap::new(),
    };
    for e in NOUN_TABLE
        .split(['|', '\n'])
        .map(str::trim)
        .filter(|e| !e.is_empty())
    {
        let f: Vec<&str> = e.split_whitespace().collect();
        let (gn, weak) = match f[0] {
            "m" => (M, false),
            "m*" => (M, true),
            "f" => (F, false),
            "n" => (N, false),
            _ => (P, false),
        };
        let sg = f[1].to_owned();
        let pl = match f.get(2) {
            Some(&"-") => sg.clone(),
            Some(p) => (*p).to_owned(),
            None => sg.clone(),
        };
        let noun = Noun { gn, sg, pl, weak };
        let idx = lx.nouns.len();
        let mut forms = vec![noun.sg.clone(), noun.pl.clone(), dat_plural(&noun.pl)];
        if gn == M || gn == N {
            forms.push(genitive(&noun));
        }
        if weak {
            forms.push(weak_oblique(&noun));
        }
        for f in forms {
            let v = lx.noun_forms.entry(f).or_default();
            if !v.contains(&idx) {
                v.push(idx);
            }
        }
        lx.nouns.push(noun);
    }
    for e in STRONG_VERBS
        .split(['|', '\n'])
        .map(str::trim)
        .filter(|e| !e.is_empty())
    {
        let f: Vec<&str> = e.split_whitespace().collect();
        let (particle, base) = f[0].split_once('+').unwrap_or(("", f[0]));
        add_verb(
            &mut lx,
            particle,
            base,
            Some((f[1], f[2], f[3])),
            f[4] == "s",
        );
    }
    for e in MODALS
        .split(['|', '\n'])
        .map(str::trim)
        .filter(|e| !e.is_empty())
    {
        let f: Vec<&str> = e.split_whitespace().collect();
        add_verb(&mut lx, "", f[0], Some((f[1], f[2], f[3])), false);
    }
    for w in WEAK_VERBS.split_whitespace() {
        let sein = w.ends_with('!');
        let w = w.trim_end_matches('!');
        let (particle, base) = w.split_once('+').unwrap_or(("", w));
        add_verb(&mut lx, particle, base, None, sein);
    }
    for e in ADJ_TABLE.split_whitespace() {
        let (stem, base) = match e.split_once('=') {
            Some((s, b)) => (s, Some(b)),
            None if e.ends_with('-') => (e.trim_end_matches('-'), None),
            None => (e, Some(e)),
        };
        if let Some(b) = base {
            lx.adjs.entry(b.to_owned()).or_insert((stem.to_owned(), ""));
        }
        for end in ["e", "en", "er", "em", "es"] {
            lx.adjs
                .insert(format!("{stem}{end}"), (stem.to_owned(), end));
        }
    }
    // Wrong participles: a strong verb made weak ("gegeht"), a weak verb made strong
    // ("getanzen"), "ge" before a particle ("geanruft") or an inseparable verb ("gebesucht").
    let mut known: HashSet<String> = HashSet::new();
    known.extend(lx.finite.keys().cloned());
    known.extend(lx.infinitives.keys().cloned());
    known.extend(lx.participles.keys().cloned());
    known.extend(lx.noun_forms.keys().cloned());
    known.extend(lx.adjs.keys().cloned());
    for w in [
        "gesteht",
        "gedenkt",
        "gehören",
        "gelangen",
        "gehorchen",
        "gebrauchen",
        "geleiten",
    ] {
        known.insert(w.to_owned());
    }
    let mut wrong: Vec<(String, String)> = vec![
        ("gegesst".into(), "gegessen".into()),
        ("geesst".into(), "gegessen".into()),
        ("gesitzt".into(), "gesessen".into()),
        ("gegehen".into(), "gegangen".into()),
        ("gestehen".into(), "gestanden".into()),
        ("getrinkt".into(), "getrunken".into()),
    ];
    for v in &lx.verbs {
        let stem = stem_of(&v.base_inf);
        let t = if needs_e(&stem) { "et" } else { "t" };
        let ge = if inseparable(&v.base_inf) { "" } else { "ge" };
        let base_part = &v.part[v.particle.len()..];
        let weak = format!("{ge}{stem}{t}");
        let strong = format!("{ge}{stem}en");
        for cand in [weak, strong] {
            if cand != base_part {
                wrong.push((format!("{}{cand}", v.particle), v.part.clone()));
                if !v.particle.is_empty() {
                    wrong.push((format!("ge{}{cand}", v.particle), v.part.clone()));
                    wrong.push((format!("ge{}{stem}{t}", v.particle), v.part.clone()));
                }
            }
        }
        if !v.particle.is_empty() {
            wrong.push((format!("ge{}", v.part), v.part.clone()));
        } else if ge.is_empty() {
            wrong.push((format!("ge{}", v.part), v.part.clone()));
        }
    }
    for (w, r) in wrong {
        if !known.contains(&w) && w != r {
            lx.wrong_participles.entry(w).or_insert(r);
        }
    }
    lx
}

fn add_finite(lx: &mut Lex, form: String, v: usize, p: u8) {
    let e = lx.finite.entry(form).or_default();
    if let Some(x) = e.iter_mut().find(|x| x.0 == v) {
        x.1 |= p;
    } else {
        e.push((v, p));
    }
}

/// Every person form (present, past, and the common subjunctive) of a verb without particle.
fn person_forms(inf: &str, strong: Option<(&str, &str, &str)>) -> Vec<(String, u8)> {
    let all = |f: &[&str; 6]| -> Vec<(String, u8)> {
        let ps = [P1S, P2S, P3S, P1P, P2P, P3P];
        f.iter()
            .zip(ps)
            .map(|(s, p)| ((*s).to_owned(), p))
            .collect()
    };
    let mut out = Vec::new();
    match inf {
        "sein" => {
            out.extend(all(&["bin", "bist", "ist", "sind", "seid", "sind"]));
            out.extend(all(&["war", "warst", "war", "waren", "wart", "waren"]));
            out.extend(all(&["wäre", "wärst", "wäre", "wären", "wärt", "wären"]));
            return out;
        }
        "haben" => {
            out.extend(all(&["habe", "hast", "hat", "haben", "habt", "haben"]));
            out.extend(all(&[
                "hatte", "hattest", "hatte", "hatten", "hattet", "hatten",
            ]));
            out.extend(all(&[
                "hätte", "hättest", "hätte", "hätten", "hättet", "hätten",
            ]));
            return out;
        }
        "werden" => {
            out.extend(all(&[
                "werde", "wirst", "wird", "werden", "werdet", "werden",
            ]));
            out.extend(all(&[
                "wurde", "wurdest", "wurde", "wurden", "wurdet", "wurden",
            ]));
            out.extend(all(&[
                "würde", "würdest", "würde", "würden", "würdet", "würden",
            ]));
            return out;
        }
        _ => {}
    }
    let stem = stem_of(inf);
    let t = if needs_e(&stem) { "et" } else { "t" };
    let reg3 = format!("{stem}{t}");
    let (third, pret) = match strong {
        Some((th, pr, _)) => (th.to_owned(), pr.to_owned()),
        None => (reg3.clone(), format!("{stem}{t}e")),
    };
    let modal = [
        "können", "müssen", "wollen", "dürfen", "sollen", "mögen", "wissen",
    ]
    .contains(&inf);
    let ich = if modal {
        third.clone()
    } else {
        format!("{stem}e")
    };
    let du = if modal {
        if third.ends_with('s') || third.ends_with('ß') {
            format!("{third}t")
        } else {
            format!("{third}st")
        }
    } else {
        let b = third.strip_suffix('t').unwrap_or(&third);
        if b.ends_with(['s', 'ß', 'z', 'x']) {
            third.clone()
        } else if third.ends_with("et") && needs_e(&stem) {
            format!("{stem}est")
        } else {
            format!("{b}st")
        }
    };
    let ihr = if modal {
        format!("{}t", stem.trim_end_matches('s'))
    } else {
        reg3
    };
    let ihr = if inf == "wissen" {
        "wisst".to_owned()
    } else {
        ihr
    };
    let ihr = if inf == "müssen" {
        "müsst".to_owned()
    } else {
        ihr
    };
    out.extend(all(&[&ich, &du, &third, inf, &ihr, inf]));
    let pl = if pret.ends_with('e') {
        format!("{pret}n")
    } else {
        format!("{pret}en")
    };
    out.extend(all(&[
        &pret,
        &format!("{pret}st"),
        &pret,
        &pl,
        &format!("{pret}t"),
        &pl,
    ]));
    let konj = match inf {
        "können" => Some("könnte"),
        "müssen" => Some("müsste"),
        "dürfen" => Some("dürfte"),
        "sollen" => Some("sollte"),
        "wollen" => Some("wollte"),
        "mögen" => Some("möchte"),
        _ => None,
    };
    if let Some(k) = konj {
        out.extend(all(&[
            k,
            &format!("{k}st"),
            k,
            &format!("{k}n"),
            &format!("{k}t"),
            &format!("{k}n"),
        ]));
    }
    out
}

fn add_verb(
    lx: &mut Lex,
    particle: &str,
    base: &str,
    strong: Option<(&str, &str, &str)>,
    sein: bool,
) {
    let inf = format!("{particle}{base}");
    if lx.infinitives.contains_key(&inf) {
        return;
    }
    let stem = stem_of(base);
    let t = if needs_e(&stem) { "et" } else { "t" };
    let base_part = match strong {
        Some((_, _, p)) => p.to_owned(),
        None if inseparable(base) => format!("{stem}{t}"),
        None => format!("ge{stem}{t}"),
    };
    let idx = lx.verbs.len();
    lx.verbs.push(Verb {
        inf: inf.clone(),
        particle: particle.to_owned(),
        base_inf: base.to_owned(),
        part: format!("{particle}{base_part}"),
        sein,
        present: person_forms(base, strong).into_iter().take(6).collect(),
    });
    lx.infinitives.insert(inf.clone(), idx);
    lx.participles
        .entry(format!("{particle}{base_part}"))
        .or_insert(idx);
    let forms = person_forms(base, strong);
    if particle.is_empty() {
        for (f, p) in forms {
            add_finite(lx, f, idx, p);
        }
    } else {
        // The base verb too ("rufen" for "anrufen"), then the joined forms.
        if !lx.infinitives.contains_key(base) {
            add_verb(lx, "", base, strong, false);
        }
        for (f, p) in forms {
            if f == base {
                continue;
            }
            let e = lx
                .joined
                .entry(format!("{particle}{f}"))
                .or_insert((idx, 0));
            e.1 |= p;
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Nouns, articles and adjectives

fn dat_plural(pl: &str) -> String {
    if pl.ends_with('n') || pl.ends_with('s') {
        pl.to_owned()
    } else {
        format!("{pl}n")
    }
}

fn genitive(n: &Noun) -> String {
    if n.weak {
        return if n.sg == "name" {
            "namens".into()
        } else {
            weak_oblique(n)
        };
    }
    if n.sg.ends_with('s')
        || n.sg.ends_with('ß')
        || n.sg.ends_with('x')
        || n.sg.ends_with('z')
        || n.sg.ends_with("sch")
    {
        format!("{}es", n.sg)
    } else {
        format!("{}s", n.sg)
    }
}

fn weak_oblique(n: &Noun) -> String {
    if n.sg == "herr" {
        "herrn".into()
    } else if n.sg.ends_with('e') {
        format!("{}n", n.sg)
    } else if n.sg.ends_with("ar") || n.sg.ends_with("er") {
        format!("{}n", n.sg)
    } else {
        format!("{}en", n.sg)
    }
}

/// The noun's form for a gender/number and case.
fn noun_form(n: &Noun, gn: Gn, case: Case) -> String {
    if gn == P {
        return if case == Dat {
            dat_plural(&n.pl)
        } else {
            n.pl.clone()
        };
    }
    match case {
        Nom => n.sg.clone(),
        Gen => genitive(n),
        _ if n.weak => weak_oblique(n),
        _ => n.sg.clone(),
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Def,
    Dies,
    Ein,
}

const EIN_STEMS: &[&str] = &["ein", "kein", "mein", "dein", "sein", "ihr", "unser", "eur"];
const DIES_STEMS: &[&str] = &["dies", "jed", "welch", "jen"];

/// An article or possessive: its kind and stem.
fn det_of(w: &str) -> Option<(Kind, &'static str)> {
    if matches!(w, "der" | "die" | "das" | "den" | "dem" | "des") {
        return Some((Kind::Def, ""));
    }
    if w == "euer" {
        return Some((Kind::Ein, "eur"));
    }
    for s in EIN_STEMS {
        if let Some(rest) = w.strip_prefix(s) {
            if matches!(rest, "" | "e" | "en" | "em" | "er" | "es") && w != "ihr" {
                return Some((Kind::Ein, s));
            }
        }
    }
    for s in DIES_STEMS {
        if let Some(rest) = w.strip_prefix(s) {
            if matches!(rest, "e" | "en" | "em" | "er" | "es") {
                return Some((Kind::Dies, s));
            }
        }
    }
    None
}

fn det_form(kind: Kind, stem: &str, gn: Gn, c: Case) -> String {
    let def = |m, f, n, p| match gn {
        M => m,
        F => f,
        N => n,
        P => p,
    };
    match kind {
        Kind::Def => match c {
            Nom => def("der", "die", "das", "die"),
            Acc => def("den", "die", "das", "die"),
            Dat => def("dem", "der", "dem", "den"),
            Gen => def("des", "der", "des", "der"),
        }
        .to_owned(),
        Kind::Dies => {
            let e = match c {
                Nom => def("er", "e", "es", "e"),
                Acc => def("en", "e", "es", "e"),
                Dat => def("em", "er", "em", "en"),
                Gen => def("es", "er", "es", "er"),
            };
            format!("{stem}{e}")
        }
        Kind::Ein => {
            let e = match c {
                Nom => def("", "e", "", "e"),
                Acc => def("en", "e", "", "e"),
                Dat => def("em", "er", "em", "en"),
                Gen => def("es", "er", "es", "er"),
            };
            if stem == "eur" && e.is_empty() {
                "euer".into()
            } else {
                format!("{stem}{e}")
            }
        }
    }
}

/// Whether an article form fits a gender/number and case.
fn det_fits(w: &str, kind: Kind, stem: &str, gn: Gn, c: Case) -> bool {
    if stem == "ein" && gn == P {
        return false;
    }
    det_form(kind, stem, gn, c) == w
}

/// The adjective ending after an article of this kind (None: no article).
fn adj_ending(kind: Option<Kind>, gn: Gn, c: Case) -> &'static str {
    let by = |m, f, n, p| match gn {
        M => m,
        F => f,
        N => n,
        P => p,
    };
    match kind {
        Some(Kind::Def) | Some(Kind::Dies) => match c {
            Nom => by("e", "e", "e", "en"),
            Acc => by("en", "e", "e", "en"),
            _ => "en",
        },
        Some(Kind::Ein) => match c {
            Nom => by("er", "e", "es", "en"),
            Acc => by("en", "e", "es", "en"),
            _ => "en",
        },
        None => match c {
            Nom => by("er", "e", "es", "e"),
            Acc => by("en", "e", "es", "e"),
            Dat => by("em", "er", "em", "en"),
            Gen => by("en", "er", "en", "er"),
        },
    }
}

/// A noun phrase: article, adjectives and noun, by word index.
struct Np {
    det: Option<(usize, Kind, &'static str)>,
    adjs: Vec<usize>,
    noun: usize,
}

fn is_noun(w: &str) -> bool {
    lex().noun_forms.contains_key(w)
}

fn is_adj(w: &str) -> bool {
    lex().adjs.contains_key(w)
}

/// The noun phrase that starts at word `i`, if its noun is in the table.
fn parse_np(toks: &[Tok], i: usize) -> Option<Np> {
    let mut j = i;
    let det = det_of(toks.get(j)?.text.as_str()).map(|(k, s)| (i, k, s));
    if det.is_some() {
        j += 1;
    }
    let mut adjs = Vec::new();
    while let Some(t) = toks.get(j) {
        let w = t.text.as_str();
        let next_nominal = toks
            .get(j + 1)
            .is_some_and(|n| is_noun(&n.text) || is_adj(&n.text));
        if is_adj(w) && (next_nominal || !is_noun(w)) && adjs.len() < 3 {
            adjs.push(j);
            j += 1;
        } else {
            break;
        }
    }
    let t = toks.get(j)?;
    if !is_noun(&t.text) || (det.is_none() && adjs.is_empty() && j != i) {
        return None;
    }
    Some(Np { det, adjs, noun: j })
}

/// The readings (noun, gender/number) a noun form can have.
fn noun_readings(w: &str) -> Vec<(usize, Gn)> {
    let lx = lex();
    let mut out = Vec::new();
    for &n in lx.noun_forms.get(w).map(Vec::as_slice).unwrap_or(&[]) {
        let noun = &lx.nouns[n];
        if noun.gn != P
            && (w == noun.sg || w == genitive(noun) || (noun.weak && w == weak_oblique(noun)))
        {
            out.push((n, noun.gn));
        }
        if w == noun.pl || w == dat_plural(&noun.pl) {
            out.push((n, P));
        }
    }
    out
}

/// Whether the noun phrase is right as `gn` in case `c`.
fn np_fits(toks: &[Tok], np: &Np, n: usize, gn: Gn, c: Case) -> bool {
    let lx = lex();
    if let Some((d, k, s)) = np.det {
        if !det_fits(&toks[d].text, k, s, gn, c) {
            return false;
        }
    }
    let kind = np.det.map(|d| d.1);
    for &a in &np.adjs {
        if lx.adjs[toks[a].text.as_str()].1 != adj_ending(kind, gn, c) {
            return false;
        }
    }
    let noun = &lx.nouns[n];
    let w = toks[np.noun].text.as_str();
    w == noun_form(noun, gn, c)
        || (c == Gen && gn != P && !noun.weak && w == format!("{}es", noun.sg))
}

/// The words of the noun phrase made right as `gn` in case `c`.
fn np_fixed(toks: &[Tok], np: &Np, n: usize, gn: Gn, c: Case) -> Vec<String> {
    let lx = lex();
    let mut out = Vec::new();
    let kind = np.det.map(|d| d.1);
    if let Some((_, k, s)) = np.det {
        out.push(det_form(k, s, gn, c));
    }
    for &a in &np.adjs {
        let stem = &lx.adjs[toks[a].text.as_str()].0;
        out.push(format!("{stem}{}", adj_ending(kind, gn, c)));
    }
    out.push(noun_form(&lx.nouns[n], gn, c));
    out
}

/// Readings of the phrase's noun, singular first when the form is singular.
fn np_readings(toks: &[Tok], np: &Np) -> Vec<(usize, Gn)> {
    let mut r = noun_readings(&toks[np.noun].text);
    // An article that can only be plural (or only singular) decides a form that is both.
    if let Some((d, k, s)) = np.det {
        let w = toks[d].text.as_str();
        let fits_pl = [Nom, Acc, Dat, Gen]
            .iter()
            .any(|&c| det_fits(w, k, s, P, c));
        let fits_sg = |g| {
            [Nom, Acc, Dat, Gen]
                .iter()
                .any(|&c| det_fits(w, k, s, g, c))
        };
        r.sort_by_key(|&(_, g)| if g == P { !fits_pl } else { !fits_sg(g) });
    }
    r
}

fn words_of(toks: &[Tok], from: usize, to: usize) -> Vec<String> {
    toks[from..=to].iter().map(|t| t.text.clone()).collect()
}

fn case_name(c: Case) -> &'static str {
    match c {
        Nom => "nominative",
        Acc => "accusative",
        Dat => "dative",
        Gen => "genitive",
    }
}

fn contraction(prep: &str, det: &str) -> Option<&'static str> {
    Some(match (prep, det) {
        ("zu", "dem") => "zum",
        ("zu", "der") => "zur",
        ("bei", "dem") => "beim",
        ("von", "dem") => "vom",
        ("in", "dem") => "im",
        ("an", "dem") => "am",
        ("in", "das") => "ins",
        _ => return None,
    })
}

// ---------------------------------------------------------------------------------------------
// Verbs

fn finite_persons(w: &str) -> u8 {
    lex()
        .finite
        .get(w)
        .map_or(0, |v| v.iter().fold(0, |a, x| a | x.1))
}

fn is_finite(w: &str) -> bool {
    finite_persons(w) != 0
}

/// The lemma (infinitive) of a finite form, a participle or an infinitive.
fn lemmas(w: &str) -> Vec<&'static str> {
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

fn is_form_of(w: &str, lemma: &str) -> bool {
    lemmas(w).contains(&lemma)
}

fn is_participle(w: &str) -> bool {
    lex().participles.contains_key(w)
}

fn is_infinitive(w: &str) -> bool {
    lex().infinitives.contains_key(w)
}

const MODAL_LEMMAS: &[&str] = &["können", "müssen", "wollen", "dürfen", "sollen", "mögen"];

fn is_modal(w: &str) -> bool {
    lemmas(w).iter().any(|l| MODAL_LEMMAS.contains(l)) && is_finite(w)
}

/// The end (exclusive) of the stretch from `i` to the next clause mark.
fn to_break(toks: &[Tok], i: usize) -> usize {
    (i..toks.len())
        .find(|&k| is_break(&toks[k].text))
        .unwrap_or(toks.len())
}

/// The start of the clause that holds word `i` (after a mark, a conjunction or a subordinator).
fn clause_start(toks: &[Tok], i: usize) -> usize {
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

fn clause_end(toks: &[Tok], i: usize) -> usize {
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

fn haben_to_sein(w: &str) -> Option<&'static str> {
    HABEN_TO_SEIN.iter().find(|p| p.0 == w).map(|p| p.1)
}

fn sein_to_haben(w: &str) -> Option<&'static str> {
    HABEN_TO_SEIN.iter().find(|p| p.1 == w).map(|p| p.0)
}

const NUMBER_WORDS: &[&str] = &[
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

// ---------------------------------------------------------------------------------------------
// Verb forms

/// "gegeht" → "gegangen", "getanzen" → "getanzt", "geanruft" → "angerufen".
fn participle_form(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        if let Some(right) = lx.wrong_participles.get(&t.text) {
            out.push(found(
                line,
                toks,
                i,
                i,
                right.clone(),
                "de-participle-form",
                format!("The participle is \"{right}\", not \"{}\".", t.text),
            ));
        }
    }
    out
}

/// "kommen gekonnt" → "kommen können"; "gefunden können" → "finden können".
fn modal_perfect(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    for i in 1..toks.len() {
        let w = toks[i].text.as_str();
        let modal_inf = match w {
            "gekonnt" => "können",
            "gemusst" => "müssen",
            "gewollt" => "wollen",
            "gedurft" => "dürfen",
            "gesollt" => "sollen",
            "gelassen" => "lassen",
            _ => "",
        };
        let prev = toks[i - 1].text.as_str();
        if !modal_inf.is_empty()
            && is_infinitive(prev)
            && !is_finite_only_plural_subject(toks, i - 1)
        {
            out.push(found(
                line,
                toks,
                i,
                i,
                modal_inf,
                "de-modal-perfect",
                format!(
                    "With another verb, the Perfekt of \"{modal_inf}\" is its infinitive: \"{prev} {modal_inf}\", not \"{prev} {w}\"."
                ),
            ));
        }
        if MODAL_LEMMAS.contains(&w) || w == "lassen" {
            if let Some(&v) = lx.participles.get(prev) {
                let start = clause_start(toks, i - 1);
                let has_haben = toks[start..i - 1]
                    .iter()
                    .any(|t| is_form_of(&t.text, "haben"));
                if has_haben {
                    let inf = lx.verbs[v].inf.clone();
                    out.push(found(
                        line,
                        toks,
                        i - 1,
                        i,
                        format!("{inf} {w}"),
                        "de-modal-perfect",
                        format!("Before \"{w}\" the other verb stays in the infinitive: \"{inf} {w}\", not \"{prev} {w}\"."),
                    ));
                }
            }
        }
    }
    out
}

/// Whether the infinitive-looking word at `i` is a plural verb with its own subject.
fn is_finite_only_plural_subject(toks: &[Tok], i: usize) -> bool {
    i > 0 && matches!(toks[i - 1].text.as_str(), "wir" | "sie")
}

/// "ist renoviert geworden" → "worden"; "muss renovieren werden" → "renoviert werden".
fn passive_worden(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    for i in 1..toks.len() {
        let w = toks[i].text.as_str();
        let prev = toks[i - 1].text.as_str();
        if w == "geworden" {
            if let Some(&v) = lx.participles.get(prev) {
                if !lx.verbs[v].sein {
                    out.push(found(
                        line,
                        toks,
                        i,
                        i,
                        "worden",
                        "de-passive",
                        format!("In the passive Perfekt it is \"{prev} worden\", not \"{prev} geworden\"."),
                    ));
                }
            }
        }
        if w == "werden" && i + 1 == to_break(toks, i)
            || w == "werden"
                && toks.get(i + 1).is_some_and(|t| {
                    SUBORDINATORS.contains(&t.text.as_str()) || COORD.contains(&t.text.as_str())
                })
        {
            if let Some(&v) = lx.infinitives.get(prev) {
                let start = clause_start(toks, i - 1);
                let modal = toks[start..i - 1].iter().any(|t| is_modal(&t.text));
                let subj_pl = i >= 2 && matches!(toks[i - 2].text.as_str(), "wir" | "sie");
                if modal && !lx.verbs[v].sein && !subj_pl && !MODAL_LEMMAS.contains(&prev) {
                    let part = lx.verbs[v].part.clone();
                    out.push(found(
                        line,
                        toks,
                        i - 1,
                        i - 1,
                        part.clone(),
                        "de-passive",
                        format!("The passive is made with the participle: \"{part} werden\", not \"{prev} werden\"."),
                    ));
                }
            }
        }
    }
    out
}

const SEIN_AMBIGUOUS: &[&str] = &[
    "gefahren",
    "geflogen",
    "geschwommen",
    "gezogen",
    "ausgezogen",
    "angezogen",
    "gefallen",
    "gelaufen",
];
const HABEN_INTRANSITIVE: &[&str] = &[
    "angefangen",
    "geschlafen",
    "gearbeitet",
    "gewohnt",
    "getanzt",
    "gelacht",
    "geweint",
    "gewartet",
    "geregnet",
    "geschneit",
    "aufgehört",
    "telefoniert",
    "gelebt",
    "gefrühstückt",
    "begonnen",
    "gedauert",
    "gekostet",
    "geschmeckt",
    "gefeiert",
    "gespielt",
    "studiert",
    "geholfen",
    "geantwortet",
    "gelernt",
];
const HABEN_TRANSITIVE: &[&str] = &[
    "gegessen",
    "getrunken",
    "gekauft",
    "gelesen",
    "gesehen",
    "gemacht",
    "gehört",
    "gekocht",
    "geschrieben",
    "bezahlt",
    "besucht",
    "getroffen",
    "verkauft",
    "bestellt",
    "genommen",
    "gefragt",
    "gesagt",
    "erzählt",
    "angerufen",
    "vergessen",
    "verloren",
    "verpasst",
];

/// "ich habe gegangen" → "bin"; "ich bin gegessen" → "habe".
fn perfect_auxiliary(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    for j in 1..toks.len() {
        let raw = toks[j].text.as_str();
        let part = lx.wrong_participles.get(raw).map_or(raw, String::as_str);
        let Some(&v) = lx.participles.get(part) else {
            continue;
        };
        let sein_verb = (lx.verbs[v].sein && !SEIN_AMBIGUOUS.contains(&part))
            || matches!(part, "gefahren" | "geflogen" | "gelaufen" | "geschwommen")
                && moved_without_object(toks, j)
            || part == "gefallen" && fell(toks, j);
        let start = clause_start(toks, j);
        let end = clause_end(toks, j);
        // The auxiliary: right after (a subordinate clause) or before in the clause.
        let aux = if toks
            .get(j + 1)
            .is_some_and(|t| haben_to_sein(&t.text).is_some() || sein_to_haben(&t.text).is_some())
            && j + 1 < end
        {
            Some(j + 1)
        } else {
            (start..j).rev().find(|&k| {
                haben_to_sein(&toks[k].text).is_some() || sein_to_haben(&toks[k].text).is_some()
            })
        };
        let Some(a) = aux else { continue };
        let aw = toks[a].text.as_str();
        let later_part = toks[j + 1..end]
            .iter()
            .any(|t| t.text == "worden" || t.text == "geworden")
            || (a < j && toks[a + 1..j].iter().any(|t| is_participle(&t.text)));
        if later_part {
            continue;
        }
        let reflexive = toks[start..end]
            .iter()
            .any(|t| matches!(t.text.as_str(), "mich" | "dich" | "sich" | "uns" | "euch"));
        if sein_verb && !reflexive {
            if let Some(s) = haben_to_sein(aw) {
                out.push(found(
                    line,
                    toks,
                    a,
                    a,
                    s,
                    "de-perfect-auxiliary",
                    format!("\"{}\" forms the Perfekt with \"sein\": \"{s} ... {part}\", not \"{aw} ... {part}\".", lx.verbs[v].inf),
                ));
            }
        } else if !lx.verbs[v].sein {
            let Some(h) = sein_to_haben(aw) else { continue };
            // "ich bin es gewohnt": used to, not "wohnen".
            if part == "gewohnt" {
                continue;
            }
            let personal = toks[start..end]
                .iter()
                .any(|t| matches!(t.text.as_str(), "ich" | "du" | "wir" | "ihr"));
            if HABEN_INTRANSITIVE.contains(&part) || (HABEN_TRANSITIVE.contains(&part) && personal)
            {
                out.push(found(
                    line,
                    toks,
                    a,
                    a,
                    h,
                    "de-perfect-auxiliary",
                    format!("\"{}\" forms the Perfekt with \"haben\": \"{h} ... {part}\", not \"{aw} ... {part}\".", lx.verbs[v].inf),
                ));
            }
        }
    }
    out
}

/// Whether the clause of the participle at `j` ("gefahren", "geflogen") says where one went
/// ("nach berlin", "in die stadt", "mit dem zug") or how it went ("gut gelaufen"), with no
/// object that was driven or flown.
fn moved_without_object(toks: &[Tok], j: usize) -> bool {
    let (cs, ce) = (clause_start(toks, j), clause_end(toks, j));
    let words = &toks[cs..ce];
    let in_pp = |x: usize| {
        (x > 0 && is_prep(&words[x - 1].text))
            || (x > 1 && det_of(&words[x - 1].text).is_some() && is_prep(&words[x - 2].text))
    };
    let object = has_free_object(toks, cs, ce)
        || words.iter().enumerate().any(|(x, t)| {
            matches!(t.text.as_str(), "ihn" | "es" | "das" | "sie")
                || matches!(
                    t.text.as_str(),
                    "auto"
                        | "fahrrad"
                        | "rad"
                        | "motorrad"
                        | "bus"
                        | "taxi"
                        | "ski"
                        | "rennen"
                        | "kilometer"
                        | "runden"
                        | "marathon"
                ) && !in_pp(x)
        });
    let goal = words.iter().enumerate().any(|(x, t)| {
        let next = words.get(x + 1).map_or("", |n| n.text.as_str());
        t.text == "nach" && (next == "hause" || det_of(next).is_none() && !is_noun(next))
            || matches!(t.text.as_str(), "zum" | "zur" | "ins" | "weg" | "los")
            || t.text == "in" && matches!(next, "die" | "den" | "das" | "eine" | "einen")
    });
    let how = toks[j].text == "gelaufen"
        && j > 0
        && matches!(
            toks[j - 1].text.as_str(),
            "gut" | "schlecht" | "schief" | "super" | "prima"
        );
    how && !has_free_object(toks, cs, ce) || !object && goal
}

/// Whether "gefallen" at `j` is "fallen" (to fall: "vom baum gefallen"), not "gefallen" (to
/// please, with a dative: "es hat mir gefallen").
fn fell(toks: &[Tok], j: usize) -> bool {
    let (cs, ce) = (clause_start(toks, j), clause_end(toks, j));
    let words = &toks[cs..ce];
    // A dative person ("mir", "meinem vater") outside a prepositional phrase.
    let dative = words.iter().enumerate().any(|(x, t)| {
        matches!(
            t.text.as_str(),
            "mir" | "dir" | "ihm" | "ihr" | "uns" | "euch" | "ihnen" | "allen" | "jedem"
        ) || det_of(&t.text).is_some_and(|(k, st)| {
            det_fits(&t.text, k, st, M, Dat) || det_fits(&t.text, k, st, P, Dat)
        }) && (x == 0 || !is_prep(&words[x - 1].text))
    });
    // Where from, after the auxiliary ("hat vom baum gefallen", not "die idee von ihr hat").
    let aux = words
        .iter()
        .position(|t| haben_to_sein(&t.text).is_some())
        .unwrap_or(words.len());
    let from = words[aux..].iter().any(|t| {
        matches!(
            t.text.as_str(),
            "vom" | "von" | "runter" | "hin" | "herunter"
        )
    });
    from && !dative
}

/// "zu ausgehen" → "auszugehen".
fn zu_separable(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    for i in 1..toks.len() {
        if toks[i - 1].text != "zu" {
            continue;
        }
        if let Some(&v) = lx.infinitives.get(&toks[i].text) {
            let verb = &lx.verbs[v];
            if !verb.particle.is_empty() {
                let say = format!("{}zu{}", verb.particle, verb.base_inf);
                out.push(found(
                    line,
                    toks,
                    i - 1,
                    i,
                    say.clone(),
                    "de-zu-infinitive",
                    format!("With a separable verb, \"zu\" goes inside the word: \"{say}\", not \"zu {}\".", verb.inf),
                ));
            }
        }
    }
    out
}

/// "ich bin hunger" → "habe"; "sie hat achtzig jahre" → "ist achtzig jahre alt".
fn haben_phrases(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let w = toks[i].text.as_str();
        let next = toks.get(i + 1).map_or("", |t| t.text.as_str());
        let prev = if i > 0 { toks[i - 1].text.as_str() } else { "" };
        if let Some(h) = sein_to_haben(w) {
            let pron = pronoun_person(prev) != 0 && prev != "es";
            if pron
                && matches!(
                    next,
                    "hunger"
                        | "durst"
                        | "angst"
                        | "lust"
                        | "fieber"
                        | "kopfschmerzen"
                        | "bauchschmerzen"
                )
            {
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    h,
                    "de-haben-phrase",
                    format!("German says \"{h} {next}\" (to have {next}), not \"{w} {next}\"."),
                ));
            }
        }
        if let Some(s) = haben_to_sein(w) {
            if NUMBER_WORDS.contains(&next) && toks.get(i + 2).is_some_and(|t| t.text == "jahre") {
                let after = toks.get(i + 3).map_or("", |t| t.text.as_str());
                let end = clause_end(toks, i);
                let part_later = toks[i + 3..end].iter().any(|t| is_participle(&t.text));
                if (after.is_empty() || is_break(after) || COORD.contains(&after)) && !part_later {
                    out.push(found(
                        line,
                        toks,
                        i,
                        i + 2,
                        format!("{s} {next} jahre alt"),
                        "de-haben-phrase",
                        format!("For age German uses \"sein ... alt\": \"{s} {next} jahre alt\", not \"{w} {next} jahre\"."),
                    ));
                }
            }
            let dat = match prev {
                "ich" => "mir",
                "du" => "dir",
                "er" => "ihm",
                _ => "",
            };
            if !dat.is_empty()
                && matches!(next, "kalt" | "warm" | "heiß" | "übel" | "schlecht")
                && i + 2 == clause_end(toks, i)
            {
                let is = if w.starts_with("hat") { "war" } else { "ist" };
                out.push(found(
                    line,
                    toks,
                    i - 1,
                    i + 1,
                    format!("{dat} {is} {next}"),
                    "de-haben-phrase",
                    format!("German says \"{dat} {is} {next}\", not \"{prev} {w} {next}\"."),
                ));
            }
        }
    }
    out
}

const KONJ: &[&str] = &[
    "würde", "würdest", "würden", "wäre", "wären", "hätte", "hätten", "hättest", "könnte",
    "könnten",
];

/// "wenn ich reich bin ... würde" → "wäre".
fn conditional(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        if t.text != "wenn" {
            continue;
        }
        let end = to_break(toks, i);
        let Some(k) = (i + 1..end).find(|&k| {
            matches!(
                toks[k].text.as_str(),
                "bin"
                    | "bist"
                    | "ist"
                    | "sind"
                    | "habe"
                    | "hast"
                    | "hat"
                    | "haben"
                    | "kann"
                    | "kannst"
                    | "können"
                    | "war"
                    | "waren"
                    | "hatte"
                    | "hatten"
            )
        }) else {
            continue;
        };
        if k > i + 6
            || !toks[k + 1..]
                .iter()
                .any(|t| KONJ.contains(&t.text.as_str()))
        {
            continue;
        }
        let w = toks[k].text.as_str();
        let say = match w {
            "bin" | "ist" | "war" => "wäre",
            "bist" => "wärst",
            "sind" | "waren" => "wären",
            "habe" | "hat" | "hatte" => "hätte",
            "hast" => "hättest",
            "haben" | "hatten" => "hätten",
            "kann" => "könnte",
            "kannst" => "könntest",
            _ => "könnten",
        };
        out.push(found(
            line,
            toks,
            k,
            k,
            say,
            "de-konjunktiv",
            format!("In an unreal \"wenn\" clause use the Konjunktiv II: \"{say}\", not \"{w}\"."),
        ));
    }
    out
}

/// "wann ich zeit habe" → "wenn"; "wenn ich ein kind war" → "als".
fn wenn_als(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let habitual = toks.iter().any(|t| {
        matches!(
            t.text.as_str(),
            "immer" | "jedes" | "jedesmal" | "oft" | "manchmal" | "meistens"
        )
    });
    let question = toks.iter().any(|t| t.text == "?");
    let mut s = 0;
    while s < toks.len() && FILLERS.contains(&toks[s].text.as_str()) {
        s += 1;
    }
    if s >= toks.len() {
        return out;
    }
    let w = toks[s].text.as_str();
    let subj = toks
        .get(s + 1)
        .is_some_and(|t| pronoun_person(&t.text) != 0);
    if w == "wann" && subj && !question {
        let main = (s + 3..toks.len().saturating_sub(1)).any(|k| {
            is_finite(&toks[k].text)
                && pronoun_person(&toks[k + 1].text) != 0
                && is_finite(&toks[k - 1].text)
        });
        if main {
            out.push(found(
                line,
                toks,
                s,
                s,
                "wenn",
                "de-wenn-als",
                "\"Wann\" asks a question; for \"when/whenever\" in a statement use \"wenn\".",
            ));
        }
    }
    if w == "wenn" && !habitual && !toks.iter().any(|t| KONJ.contains(&t.text.as_str())) {
        // The "wenn" clause ends with a past verb; the main clause is in the past too.
        let end = to_break(toks, s);
        for k in s + 2..end.saturating_sub(1) {
            let v = toks[k].text.as_str();
            let past_end = matches!(v, "war" | "waren")
                || (matches!(v, "habe" | "hatte" | "bin") && is_participle(&toks[k - 1].text));
            if !past_end {
                continue;
            }
            let n1 = toks[k + 1].text.as_str();
            let n2 = toks.get(k + 2).map_or("", |t| t.text.as_str());
            let past_main = matches!(n1, "war" | "hatte" | "habe" | "bin" | "ging" | "kam")
                || (pronoun_person(n1) != 0
                    && matches!(n2, "war" | "hatte" | "habe" | "bin" | "ging" | "kam"));
            if past_main {
                out.push(found(
                    line,
                    toks,
                    s,
                    s,
                    "als",
                    "de-wenn-als",
                    "For one event or period in the past use \"als\", not \"wenn\".",
                ));
            }
            break;
        }
    }
    out
}

/// "über das nachgedacht, ob" → "darüber".
fn da_compound(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(2) {
        let p = toks[i].text.as_str();
        let da = match p {
            "über" => "darüber",
            "an" => "daran",
            "auf" => "darauf",
            "für" => "dafür",
            "mit" => "damit",
            "von" => "davon",
            "zu" => "dazu",
            "um" => "darum",
            "nach" => "danach",
            "bei" => "dabei",
            "aus" => "daraus",
            "gegen" => "dagegen",
            "vor" => "davor",
            _ => continue,
        };
        if toks[i + 1].text != "das" {
            continue;
        }
        for k in i + 2..(i + 5).min(toks.len()) {
            let w = toks[k].text.as_str();
            if matches!(w, "dass" | "ob" | "wie" | "wann" | "warum" | "was" | "wo") {
                out.push(found(
                    line,
                    toks,
                    i,
                    i + 1,
                    da,
                    "de-da-compound",
                    format!("Pointing ahead to a clause, German uses \"{da}\", not \"{p} das\"."),
                ));
                break;
            }
            if is_noun(w) || is_adj(w) || det_of(w).is_some() || is_break(w) {
                break;
            }
        }
    }
    out
}

fn comparative_of(base: &str) -> String {
    match base {
        "gut" => "besser".into(),
        "viel" => "mehr".into(),
        "gern" => "lieber".into(),
        "alt" => "älter".into(),
        "jung" => "jünger".into(),
        "groß" => "größer".into(),
        "lang" => "länger".into(),
        "kurz" => "kürzer".into(),
        "warm" => "wärmer".into(),
        "kalt" => "kälter".into(),
        "hoch" => "höher".into(),
        "nah" => "näher".into(),
        "stark" => "stärker".into(),
        "schwach" => "schwächer".into(),
        "arm" => "ärmer".into(),
        "klug" => "klüger".into(),
        "dumm" => "dümmer".into(),
        "teuer" => "teurer".into(),
        "dunkel" => "dunkler".into(),
        _ => format!("{base}er"),
    }
}

fn is_comparative(w: &str) -> bool {
    if matches!(
        w,
        "mehr" | "lieber" | "besser" | "weniger" | "später" | "früher" | "öfter"
    ) {
        return true;
    }
    let lx = lex();
    lx.adjs
        .iter()
        .any(|(b, (_, e))| e.is_empty() && comparative_of(b) == w)
}

/// "mehr besser" → "besser"; "mehr alt" → "älter"; "älter wie" → "älter als".
fn comparative(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(1) {
        let w = toks[i].text.as_str();
        let n = toks[i + 1].text.as_str();
        let after = toks.get(i + 2).map_or("", |t| t.text.as_str());
        let ends =
            after.is_empty() || is_break(after) || matches!(after, "als" | "wie" | "und" | "aber");
        if w == "mehr" && is_comparative(n) && n != "mehr" && n != "weniger" {
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                n,
                "de-comparative",
                format!("\"{n}\" is already a comparative: say \"{n}\", not \"mehr {n}\"."),
            ));
        } else if w == "mehr" && ends && lx.adjs.get(n).is_some_and(|a| a.1.is_empty()) {
            let c = comparative_of(n);
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                c.clone(),
                "de-comparative",
                format!("German makes the comparative with \"-er\": \"{c}\", not \"mehr {n}\"."),
            ));
        } else if n == "wie" && is_comparative(w) && (i == 0 || toks[i - 1].text != "so") {
            out.push(found(
                line,
                toks,
                i + 1,
                i + 1,
                "als",
                "de-comparative",
                format!("After a comparative use \"als\": \"{w} als\", not \"{w} wie\"."),
            ));
        } else if w == "viel"
            && i > 0
            && toks[i - 1].text == "zu"
            && ends
            && lx.adjs.get(n).is_some_and(|a| a.1.is_empty())
        {
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                n,
                "de-comparative",
                format!("\"zu\" alone means too: \"zu {n}\", not \"zu viel {n}\"."),
            ));
        }
    }
    out
}

const WEEKDAYS: &[&str] = &[
    "montag",
    "dienstag",
    "mittwoch",
    "donnerstag",
    "freitag",
    "samstag",
    "sonntag",
];

/// "nicht nur ... aber auch" → "sondern auch"; "von montag zu freitag" → "bis".
fn conjunction(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let n = toks.len();
    for i in 0..n {
        let w = toks[i].text.as_str();
        if w == "aber" && i + 1 < n && toks[i + 1].text == "auch" {
            let nur = (0..i).any(|k| {
                toks[k].text == "nicht" && toks.get(k + 1).is_some_and(|t| t.text == "nur")
            });
            if nur {
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    "sondern",
                    "de-conjunction",
                    "After \"nicht nur\" comes \"sondern auch\", not \"aber auch\".",
                ));
            }
        }
        if w == "zu" && i >= 2 && i + 1 < n && toks[i - 2].text == "von" {
            let a = toks[i - 1].text.as_str();
            let b = toks[i + 1].text.as_str();
            if (WEEKDAYS.contains(&a) && WEEKDAYS.contains(&b))
                || (NUMBER_WORDS.contains(&a) && NUMBER_WORDS.contains(&b))
            {
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    "bis",
                    "de-conjunction",
                    format!("A time span is \"von {a} bis {b}\", not \"von {a} zu {b}\"."),
                ));
            }
        }
        if w == "je" && i > 0 {
            let first = (0..i).any(|k| toks[k].text == "je");
            if first && toks.get(i + 1).is_some_and(|t| is_comparative(&t.text)) {
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    "desto",
                    "de-conjunction",
                    "The second half of \"je ... desto\" starts with \"desto\", not \"je\".",
                ));
            }
        }
    }
    out
}

/// "ich gebe ihm es" → "es ihm".
fn pronoun_order(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 1..toks.len().saturating_sub(1) {
        let d = toks[i].text.as_str();
        let a = toks[i + 1].text.as_str();
        if matches!(d, "mir" | "dir" | "ihm" | "ihnen") && matches!(a, "es" | "ihn") {
            let after = toks.get(i + 2).map_or("", |t| t.text.as_str());
            if is_finite(after) || is_prep(&toks[i - 1].text) {
                continue;
            }
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                format!("{a} {d}"),
                "de-pronoun-order",
                format!("Two pronouns: the accusative comes first: \"{a} {d}\", not \"{d} {a}\"."),
            ));
        }
    }
    out
}

// ---------------------------------------------------------------------------------------------
// Cases

const MOTION: &[&str] = &[
    "gehen",
    "fahren",
    "kommen",
    "fliegen",
    "laufen",
    "bringen",
    "stellen",
    "legen",
    "setzen",
    "ziehen",
    "reisen",
    "investieren",
    "schicken",
    "werfen",
    "steigen",
    "einsteigen",
    "umziehen",
    "packen",
    "tun",
    "einziehen",
    "ausgehen",
    "mitkommen",
    "mitnehmen",
    "wandern",
];
/// Seasons and months: "im sommer", "im mai".
const SEASONS: &[&str] = &[
    "sommer",
    "winter",
    "herbst",
    "frühling",
    "januar",
    "februar",
    "märz",
    "april",
    "mai",
    "juni",
    "juli",
    "august",
    "september",
    "oktober",
    "november",
    "dezember",
];
const FEM_COUNTRIES: &[&str] = &["türkei", "schweiz", "ukraine", "slowakei", "mongolei"];
const ZU_BARE_OK: &[&str] = &[
    "fuß",
    "mittag",
    "abend",
    "besuch",
    "ende",
    "hilfe",
    "bett",
    "tisch",
    "recht",
    "gast",
    "glück",
    "zeit",
    "beispiel",
    "schluss",
    "hause",
    "ruhe",
    "frühstück",
    "mittagessen",
    "abendessen",
    "spaß",
    "verfügung",
];
/// Nouns used without an article after "von" ("von beruf", "von anfang an").
const VON_BARE_OK: &[&str] = &[
    "beruf",
    "anfang",
    "kind",
    "haus",
    "herzen",
    "ort",
    "hause",
    "mensch",
    "kopf",
    "fuß",
    "glück",
    "vorteil",
    "nachteil",
    "interesse",
    "bedeutung",
    "wert",
    "nutzen",
    "deutsch",
];
/// People whose place one goes to ("beim arzt", "beim friseur").
const SHOP_PEOPLE: &[&str] = &[
    "arzt",
    "zahnarzt",
    "hausarzt",
    "tierarzt",
    "friseur",
    "bäcker",
    "metzger",
    "fleischer",
    "optiker",
    "anwalt",
    "chef",
    "vermieter",
    "hausmeister",
    "augenarzt",
    "kinderarzt",
];
const IN_BARE_OK: &[&str] = &[
    "urlaub", "essen", "ordnung", "zukunft", "ruhe", "bar", "deutsch", "englisch",
];

fn motion_in(toks: &[Tok], from: usize, to: usize) -> bool {
    toks[from..to]
        .iter()
        .any(|t| lemmas(&t.text).iter().any(|l| MOTION.contains(l)))
}

/// Which rule a fix belongs to: a wrong article or ending, or only the noun's form.
fn np_rule(toks: &[Tok], np: &Np, fixed: &[String], in_pp: bool) -> (&'static str, &'static str) {
    let first = np
        .det
        .map_or(np.adjs.first().copied().unwrap_or(np.noun), |d| d.0);
    let orig = words_of(toks, first, np.noun);
    let noun_only = orig[..orig.len() - 1] == fixed[..fixed.len() - 1];
    let adj_only = np.det.is_none_or(|d| toks[d.0].text == fixed[0])
        && !noun_only
        && orig.last() == fixed.last();
    let noun = lex()
        .noun_forms
        .get(&toks[np.noun].text)
        .map(|v| &lex().nouns[v[0]]);
    if noun_only {
        if noun.is_some_and(|n| n.weak) {
            return ("de-weak-noun", "weak");
        }
        if fixed.last().is_some_and(|f| f.ends_with('s')) && !toks[np.noun].text.ends_with('s') {
            return ("de-genitive", "gen");
        }
        return ("de-dative-plural", "datpl");
    }
    if adj_only {
        return ("de-adjective-ending", "adj");
    }
    if in_pp {
        ("de-case-after-preposition", "case")
    } else {
        ("de-article-gender", "gender")
    }
}

/// After mit/bei/nach/von/zu/aus/seit the dative, after für/ohne/gegen/durch/um the
/// accusative; a two-way preposition takes one of them.
fn case_after_preposition(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(1) {
        let p = toks[i].text.as_str();
        let req = if DAT_PREPS.contains(&p) {
            Some(Dat)
        } else if ACC_PREPS.contains(&p) {
            Some(Acc)
        } else if GEN_PREPS.contains(&p) {
            Some(Gen)
        } else if TWO_WAY.contains(&p) {
            None
        } else {
            continue;
        };
        if p == "nach"
            && i > 0
            && matches!(
                toks[i - 1].text.as_str(),
                "meinung" | "ansicht" | "auffassung"
            )
        {
            continue;
        }
        let next = toks[i + 1].text.as_str();
        // A pronoun in the wrong case.
        let pron = match (req, next) {
            (Some(Dat), "mich") => "mir",
            (Some(Dat), "dich") => "dir",
            (Some(Dat), "ihn") => "ihm",
            (Some(Acc), "mir") => "mich",
            (Some(Acc), "dir") => "dich",
            (Some(Acc), "ihm") => "ihn",
            _ => "",
        };
        if !pron.is_empty() && !(p == "um" && toks.get(i + 2).is_some_and(|t| t.text == "zu")) {
            let c = case_name(req.unwrap_or(Dat));
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                format!("{p} {pron}"),
                "de-case-after-preposition",
                format!("\"{p}\" takes the {c}: \"{p} {pron}\", not \"{p} {next}\"."),
            ));
            continue;
        }
        if FEM_COUNTRIES.contains(&next) && matches!(p, "in" | "aus" | "nach") {
            let end = clause_end(toks, i);
            let say = if p == "aus" {
                format!("aus der {next}")
            } else if p == "nach" || motion_in(toks, clause_start(toks, i), end) {
                format!("in die {next}")
            } else {
                format!("in der {next}")
            };
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                say.clone(),
                "de-case-after-preposition",
                format!("\"{next}\" needs its article: \"{say}\"."),
            ));
            continue;
        }
        if p == "in" && next == "hause" {
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                "zu hause",
                "de-case-after-preposition",
                "At home is \"zu hause\" (going home: \"nach hause\").",
            ));
            continue;
        }
        let Some(np) = parse_np(toks, i + 1) else {
            continue;
        };
        let readings = np_readings(toks, &np);
        if readings.is_empty() {
            continue;
        }
        if np.det.is_none() {
            // A bare noun: only a plural or a weak noun is judged; "zu"/"in" before a
            // singular noun need the article.
            let (n, g) = readings[0];
            let bare_sg = np.adjs.is_empty() && g != P && !lx.nouns[n].weak;
            // "von jahr zu jahr", "von tag zu tag": a fixed pair without articles.
            let pair = p == "zu" && i >= 2 && toks[i - 2].text == "von";
            if bare_sg && !pair && !is_infinitive(next) && !(i > 0 && toks[i - 1].text == "zu") {
                let say = match (p, g) {
                    ("zu", M | N) if !ZU_BARE_OK.contains(&next) => format!("zum {next}"),
                    ("zu", F) if !ZU_BARE_OK.contains(&next) => format!("zur {next}"),
                    ("in", M | N) if !IN_BARE_OK.contains(&next) => {
                        let end = clause_end(toks, i);
                        if motion_in(toks, clause_start(toks, i), end) && g == N {
                            format!("ins {next}")
                        } else {
                            format!("im {next}")
                        }
                    }
                    // "von bahnhof", "bei arzt", "an wochenende": a place, a person's
                    // practice or a day needs the article ("vom", "beim", "am").
                    ("von", M | N)
                        if !VON_BARE_OK.contains(&next)
                            && !PERSONS.contains(&next)
                            && !TIME_NOUNS.contains(&next)
                            && !WEEKDAYS.contains(&next)
                            && !SEASONS.contains(&next)
                            && toks.get(i + 2).is_none_or(|t| {
                                !matches!(t.text.as_str(), "zu" | "bis" | "an" | "aus")
                            }) =>
                    {
                        format!("vom {next}")
                    }
                    ("bei", M | N) if SHOP_PEOPLE.contains(&next) => {
                        format!("beim {next}")
                    }
                    ("an", M | N)
                        if (TIME_NOUNS.contains(&next) || WEEKDAYS.contains(&next))
                            && next != "mal" =>
                    {
                        format!("am {next}")
                    }
                    _ => String::new(),
                };
                if !say.is_empty()
                    && toks.get(i + 2).is_none_or(|t| !is_noun(&t.text))
                    && (readings.iter().all(|r| r.1 != P) || SEASONS.contains(&next))
                {
                    out.push(found(
                        line,
                        toks,
                        i,
                        i + 1,
                        say.clone(),
                        "de-case-after-preposition",
                        format!(
                            "\"{next}\" needs its article here: \"{say}\", not \"{p} {next}\"."
                        ),
                    ));
                }
                continue;
            }
            if !readings.iter().any(|r| r.1 == P || lx.nouns[r.0].weak) {
                continue;
            }
        }
        let cases: &[Case] = match req {
            Some(Gen) => &[Gen, Dat],
            Some(Dat) => &[Dat],
            Some(Acc) => &[Acc],
            _ => &[Dat, Acc],
        };
        if cases
            .iter()
            .any(|&c| readings.iter().any(|&(n, g)| np_fits(toks, &np, n, g, c)))
        {
            continue;
        }
        let c = match req {
            Some(c) => c,
            None if p == "über" => Acc,
            None => {
                if motion_in(toks, clause_start(toks, i), clause_end(toks, i)) {
                    Acc
                } else {
                    Dat
                }
            }
        };
        let (n, g) = readings[0];
        if np.det.is_none() && g != P && !lx.nouns[n].weak {
            continue;
        }
        let fixed = np_fixed(toks, &np, n, g, c);
        let (rule, what) = np_rule(toks, &np, &fixed, true);
        let first = np
            .det
            .map_or(np.adjs.first().copied().unwrap_or(np.noun), |d| d.0);
        let orig = words_of(toks, first, np.noun).join(" ");
        let (from, say) = match (np.det, contraction(p, &fixed[0])) {
            (Some((_, Kind::Def, _)), Some(con)) if p != "von" || toks[i + 1].text != "dem" => (
                i,
                std::iter::once(con.to_owned())
                    .chain(fixed[1..].iter().cloned())
                    .collect::<Vec<_>>()
                    .join(" "),
            ),
            _ => (first, fixed.join(" ")),
        };
        let right = if from == i {
            say.clone()
        } else {
            format!("{p} {say}")
        };
        let expl = match what {
            "weak" => format!(
                "\"{}\" adds \"-n\" outside the nominative: \"{right}\", not \"{p} {orig}\".",
                lx.nouns[n].sg
            ),
            "datpl" => format!(
                "A plural noun in the dative ends in \"-n\": \"{right}\", not \"{p} {orig}\"."
            ),
            "gen" => format!("\"{p}\" takes the genitive: \"{right}\", not \"{p} {orig}\"."),
            "adj" => format!("The adjective ending is wrong: \"{right}\", not \"{p} {orig}\"."),
            _ if req.is_none() => format!(
                "\"{p}\" here takes the {}: \"{right}\", not \"{p} {orig}\".",
                case_name(c)
            ),
            _ => format!(
                "\"{p}\" takes the {}: \"{right}\", not \"{p} {orig}\".",
                case_name(c)
            ),
        };
        out.push(found(line, toks, from, np.noun, say, rule, expl));
    }
    out
}

const DATIVE_VERBS: &[&str] = &[
    "helfen",
    "danken",
    "gratulieren",
    "antworten",
    "gefallen",
    "gehören",
    "schmecken",
    "passen",
    "fehlen",
    "zuhören",
    "vertrauen",
    "raten",
    "begegnen",
    "widersprechen",
];
const GIVING_VERBS: &[&str] = &[
    "sagen",
    "erzählen",
    "erklären",
    "geben",
    "schenken",
    "zeigen",
];
const OFFER_VERBS: &[&str] = &["empfehlen", "vorschlagen"];
const DAT_REFLEXIVE: &[&str] = &["vornehmen"];
const DAT_REFL_OBJECT: &[&str] = &[
    "kaufen",
    "bestellen",
    "ansehen",
    "waschen",
    "brechen",
    "holen",
];

/// Whether the article `t` starts a time phrase ("jeden morgen", "diese woche").
fn time_phrase(toks: &[Tok], t: &Tok) -> bool {
    let i = toks.iter().position(|x| x.start == t.start).unwrap_or(0);
    parse_np(toks, i).is_some_and(|np| TIME_NOUNS.contains(&toks[np.noun].text.as_str()))
        || toks
            .get(i + 1)
            .is_some_and(|n| TIME_NOUNS.contains(&n.text.as_str()))
}

/// Whether words `from..to` hold an object noun phrase outside a prepositional phrase.
fn has_free_object(toks: &[Tok], from: usize, to: usize) -> bool {
    let mut in_pp = false;
    for t in &toks[from..to] {
        let w = t.text.as_str();
        if is_prep(w) {
            in_pp = true;
        } else if is_noun(w) && in_pp {
            in_pp = false;
        } else if !in_pp
            && (det_of(w).is_some() && !matches!(w, "der" | "dem" | "des"))
            && !time_phrase(toks, t)
        {
            return true;
        }
    }
    false
}

/// "hat mich geholfen" → "mir"; "es ist mich wichtig" → "mir".
fn pronoun_case(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let w = toks[i].text.as_str();
        let dat = match w {
            "mich" => "mir",
            "dich" => "dir",
            "ihn" => "ihm",
            _ => continue,
        };
        if i > 0 && is_prep(&toks[i - 1].text) {
            continue;
        }
        let start = clause_start(toks, i);
        let end = clause_end(toks, i);
        // The verbs that govern the pronoun: after it with no other finite verb between, or
        // the finite verb just before it (a subject may stand between).
        let mut near: Vec<usize> = Vec::new();
        for (k, t) in toks.iter().enumerate().take(end).skip(i + 1) {
            near.push(k);
            if is_finite(&t.text) && !is_infinitive(&t.text) {
                break;
            }
        }
        let mut k = i;
        while k > start {
            k -= 1;
            if is_finite(&toks[k].text) {
                near.push(k);
                break;
            }
            if pronoun_person(&toks[k].text) == 0
                && det_of(&toks[k].text).is_none()
                && !is_noun(&toks[k].text)
            {
                break;
            }
        }
        let ls: Vec<&str> = near.iter().flat_map(|&k| lemmas(&toks[k].text)).collect();
        let has = |set: &[&str]| ls.iter().any(|l| set.contains(l));
        let particle_end =
            end > 0 && PARTICLES.contains(&toks[end - 1].text.as_str()) && end - 1 > i;
        let subj = toks[start..end]
            .iter()
            .find(|t| pronoun_person(&t.text) != 0)
            .map(|t| t.text.as_str());
        let free_obj = has_free_object(toks, i + 1, end);
        let more = free_obj
            || toks.get(end).is_some_and(|t| t.text == "dass")
            || toks[i + 1..end]
                .iter()
                .any(|t| is_infinitive(&t.text) && !is_modal(&t.text));
        let refl_self = matches!((w, subj), ("mich", Some("ich")) | ("dich", Some("du")));
        let hit;
        if has(DATIVE_VERBS) && !particle_end {
            hit = true;
        } else if has(GIVING_VERBS) && !particle_end && (w != "ihn" || free_obj) && !refl_self {
            hit = true;
        } else if has(OFFER_VERBS) && more && !refl_self {
            hit = true;
        } else if refl_self && (has(DAT_REFLEXIVE) || (has(DAT_REFL_OBJECT) && free_obj)) {
            hit = true;
        } else {
            // "es ist mir wichtig", "es fällt mir schwer", "es tut mir leid", "es geht mir gut".
            let before = if i > 0 { toks[i - 1].text.as_str() } else { "" };
            let verb_ok = matches!(
                before,
                "ist" | "war" | "wäre" | "wird" | "fällt" | "fiel" | "tut" | "geht" | "ging"
            );
            let adj_after = toks[i + 1..end].iter().take(4).any(|t| {
                matches!(
                    t.text.as_str(),
                    "wichtig"
                        | "egal"
                        | "kalt"
                        | "warm"
                        | "heiß"
                        | "übel"
                        | "langweilig"
                        | "peinlich"
                        | "schwer"
                        | "leicht"
                        | "leid"
                        | "gut"
                        | "schlecht"
                        | "besser"
                        | "klar"
                )
            });
            // "jetzt tut mich der fuß weh": pain takes the dative.
            let weh = toks[start..end].iter().any(|t| t.text == "weh")
                && toks[start..end].iter().any(|t| is_form_of(&t.text, "tun"));
            hit = verb_ok && adj_after || weh;
        }
        if hit {
            out.push(found(
                line,
                toks,
                i,
                i,
                dat,
                "de-pronoun-case",
                format!("This verb takes the person in the dative: \"{dat}\", not \"{w}\"."),
            ));
        }
    }
    out
}

// ---------------------------------------------------------------------------------------------
// Word order

const FRONT_ADVERBS: &[&str] = &[
    "heute",
    "gestern",
    "morgen",
    "dann",
    "danach",
    "deshalb",
    "deswegen",
    "darum",
    "daher",
    "trotzdem",
    "später",
    "jetzt",
    "manchmal",
    "oft",
    "normalerweise",
    "leider",
    "hier",
    "dort",
    "zuerst",
    "außerdem",
    "morgens",
    "abends",
    "mittags",
    "nachmittags",
    "montags",
    "sonntags",
    "samstags",
    "bald",
    "früher",
    "endlich",
    "plötzlich",
    "schließlich",
    "hoffentlich",
    "vielleicht",
    "inzwischen",
    "mittlerweile",
    "sonst",
    "anschließend",
    "übermorgen",
    "vorgestern",
    "damals",
    "neulich",
    "wahrscheinlich",
    "meistens",
    "letztendlich",
    "nachher",
    "vorher",
    "zuletzt",
    "zum",
    "dieses",
    "wenigstens",
    "zumindest",
    "mindestens",
    "eigentlich",
    "übrigens",
    "momentan",
    "zurzeit",
    "bisher",
    "zunächst",
    "immer",
    "nie",
    "selten",
];
const TIME_NOUNS: &[&str] = &[
    "tag",
    "woche",
    "jahr",
    "monat",
    "wochenende",
    "sommer",
    "winter",
    "herbst",
    "frühling",
    "morgen",
    "abend",
    "nachmittag",
    "mittag",
    "nacht",
    "semester",
    "mal",
    "montag",
    "dienstag",
    "mittwoch",
    "donnerstag",
    "freitag",
    "samstag",
    "sonntag",
];

/// How many words the fronted part at `s` takes ("heute", "am wochenende", "in meiner
/// freizeit", "letztes jahr"), if it is one.
fn fronted_len(toks: &[Tok], s: usize) -> Option<usize> {
    let w = toks.get(s)?.text.as_str();
    let next = toks.get(s + 1).map_or("", |t| t.text.as_str());
    if matches!(w, "heute" | "gestern" | "morgen")
        && matches!(
            next,
            "morgen" | "abend" | "nachmittag" | "früh" | "mittag" | "nacht" | "vormittag"
        )
    {
        return Some(2);
    }
    if w == "zum" {
        return (next == "glück" || next == "schluss").then_some(2);
    }
    if w == "am" && matches!(next, "liebsten" | "besten" | "meisten" | "ende" | "anfang") {
        return Some(2);
    }
    if w == "dieses" {
        return TIME_NOUNS.contains(&next).then_some(2);
    }
    if FRONT_ADVERBS.contains(&w) {
        return Some(1);
    }
    if matches!(w, "meiner" | "meine")
        && next == "meinung"
        && toks.get(s + 2).is_some_and(|t| t.text == "nach")
    {
        return Some(3);
    }
    let stem_time = ["jed", "letzt", "nächst", "dies", "vorig"]
        .iter()
        .any(|p| w.starts_with(p));
    if stem_time && TIME_NOUNS.contains(&next) {
        return Some(2);
    }
    if is_prep(w) && !matches!(w, "zu" | "bis") {
        if NUMBER_WORDS.contains(&next) || next == "ein" || next == "einem" {
            let n2 = toks.get(s + 2).map_or("", |t| t.text.as_str());
            if is_noun(n2) || n2 == "uhr" {
                return Some(3);
            }
            if w == "um" {
                return Some(2);
            }
        }
        if let Some(np) = parse_np(toks, s + 1) {
            if np.det.is_some() || CONTRACTED.contains(&w) || !np.adjs.is_empty() {
                return Some(np.noun + 1 - s);
            }
        }
        if CONTRACTED.contains(&w) && (is_noun(next) || WEEKDAYS.contains(&next)) {
            return Some(2);
        }
    }
    None
}

/// Whether the finite verb `v` agrees with the subject pronoun `p`.
fn agrees(p: &str, v: &str) -> bool {
    pronoun_person(p) & finite_persons(v) != 0
}

/// "heute ich gehe" → "heute gehe ich"; "wenn ich zeit habe ich gehe" → "gehe ich".
fn verb_second(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let n = toks.len();
    let mut s = 0;
    while s < n {
        // Clause starts: the line's start, after a mark or a conjunction.
        // A linking adverb after a noun or an adjective opens a new clause even without a
        // mark: "ich habe kopfschmerzen deshalb ich bleibe zu hause".
        let linking = s > 0
            && matches!(
                toks[s].text.as_str(),
                "deshalb"
                    | "deswegen"
                    | "darum"
                    | "trotzdem"
                    | "daher"
                    | "vielleicht"
                    | "dann"
                    | "danach"
                    | "außerdem"
            )
            && (is_noun(&toks[s - 1].text)
                || is_adj(&toks[s - 1].text)
                || is_participle(&toks[s - 1].text)
                || toks[s - 1].text == "nicht")
            && !is_finite(&toks[s - 1].text);
        let at_start = s == 0
            || linking
            || is_break(&toks[s - 1].text)
            || matches!(
                toks[s - 1].text.as_str(),
                "und" | "aber" | "oder" | "denn" | "sondern"
            );
        if !at_start {
            s += 1;
            continue;
        }
        let mut t = s;
        while t < n && FILLERS.contains(&toks[t].text.as_str()) {
            t += 1;
        }
        if let Some(len) = fronted_len(toks, t) {
            let j = t + len;
            if j + 1 < n {
                let p = toks[j].text.as_str();
                let v = toks[j + 1].text.as_str();
                if pronoun_person(p) != 0 && agrees(p, v) {
                    let front = words_of(toks, t, j - 1).join(" ");
                    out.push(found(
                        line,
                        toks,
                        j,
                        j + 1,
                        format!("{v} {p}"),
                        "de-verb-second",
                        format!("In a main clause the verb comes second: \"{front} {v} {p}\", not \"{front} {p} {v}\"."),
                    ));
                } else if let Some(np) = parse_np(toks, j).filter(|np| np.det.is_some()) {
                    let v = toks.get(np.noun + 1).map_or("", |t| t.text.as_str());
                    let vp = finite_persons(v);
                    // Some reading is a nominative that agrees with the verb.
                    let nomable = noun_readings(&toks[np.noun].text).iter().any(|&(nn, g)| {
                        np_fits(toks, &np, nn, g, Nom) && vp & (if g == P { P3P } else { P3S }) != 0
                    });
                    // A plural verb looks like its infinitive: judged when only a plural
                    // subject fits and no other verb follows ("die kinder spielen im park").
                    let plural_only = noun_readings(&toks[np.noun].text).iter().all(|r| r.1 == P)
                        && vp & P3P != 0
                        && !toks[np.noun + 2..to_break(toks, np.noun + 1).max(np.noun + 2)]
                            .iter()
                            .any(|x| {
                                (is_finite(&x.text)
                                    || is_infinitive(&x.text)
                                    || is_participle(&x.text))
                                    && !is_noun(&x.text)
                            });
                    if nomable
                        && (!is_infinitive(v) || plural_only)
                        && (matches!(
                            v,
                            "ist" | "war" | "hat" | "hatte" | "kann" | "muss" | "will" | "wird"
                        ) || is_finite(v))
                    {
                        let subj = words_of(toks, j, np.noun).join(" ");
                        let front = words_of(toks, t, j - 1).join(" ");
                        out.push(found(
                            line,
                            toks,
                            j,
                            np.noun + 1,
                            format!("{v} {subj}"),
                            "de-verb-second",
                            format!("In a main clause the verb comes second: \"{front} {v} {subj}\", not \"{front} {subj} {v}\"."),
                        ));
                    }
                }
            }
        } else if t < n
            && matches!(
                toks[t].text.as_str(),
                "wenn"
                    | "als"
                    | "obwohl"
                    | "weil"
                    | "nachdem"
                    | "bevor"
                    | "seit"
                    | "seitdem"
                    | "sobald"
                    | "falls"
                    | "während"
                    | "solange"
            )
        {
            let subj_ok = toks
                .get(t + 1)
                .is_some_and(|x| pronoun_person(&x.text) != 0 || det_of(&x.text).is_some());
            let end = to_break(toks, t);
            if subj_ok {
                for k in t + 3..end.saturating_sub(1) {
                    let p = toks[k].text.as_str();
                    let v = toks[k + 1].text.as_str();
                    let prev = toks[k - 1].text.as_str();
                    if pronoun_person(p) != 0
                        && agrees(p, v)
                        && !COORD.contains(&prev)
                        && !matches!(
                            prev,
                            "dass" | "ob" | "wie" | "was" | "wo" | "der" | "die" | "das"
                        )
                    {
                        let has_verb = toks[t + 2..k].iter().any(|x| is_finite(&x.text));
                        if has_verb {
                            out.push(found(
                                line,
                                toks,
                                k,
                                k + 1,
                                format!("{v} {p}"),
                                "de-verb-second",
                                format!("After a \"{}\" clause the main clause starts with its verb: \"{v} {p}\", not \"{p} {v}\".", toks[t].text),
                            ));
                        }
                        break;
                    }
                    if is_finite(p)
                        && pronoun_person(v) != 0
                        && toks[t + 2..k].iter().any(|x| is_finite(&x.text))
                    {
                        break;
                    }
                }
            }
        }
        s += 1;
    }
    out
}

const VERB_FINAL_SUBS: &[&str] = &[
    "weil", "dass", "ob", "obwohl", "wenn", "als", "bevor", "nachdem", "sodass", "solange",
    "sobald", "seitdem", "falls", "damit", "während", "seit",
];

/// "weil ich habe keine zeit" → "weil ich keine zeit habe".
fn verb_final(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let n = toks.len();
    for i in 0..n {
        let sub = toks[i].text.as_str();
        if !VERB_FINAL_SUBS.contains(&sub) {
            continue;
        }
        if sub == "als"
            && i > 0
            && (is_comparative(&toks[i - 1].text)
                || matches!(toks[i - 1].text.as_str(), "anders" | "so" | "eher"))
        {
            continue;
        }
        // The subject: a pronoun or a noun phrase.
        let subj_end = if toks
            .get(i + 1)
            .is_some_and(|t| pronoun_person(&t.text) != 0)
        {
            i + 1
        } else if let Some(np) = parse_np(toks, i + 1).filter(|np| {
            np.det.is_some()
                && np_readings(toks, np)
                    .iter()
                    .any(|&(nn, g)| np_fits(toks, np, nn, g, Nom))
        }) {
            np.noun
        } else {
            continue;
        };
        let k = subj_end + 1;
        let Some(vt) = toks.get(k) else { continue };
        let v = vt.text.as_str();
        let subj = toks[i + 1].text.as_str();
        let persons = finite_persons(v);
        let agree = if subj_end == i + 1 {
            agrees(subj, v)
        } else {
            persons & (P3S | P3P) != 0
        };
        if !agree || (subj_end != i + 1 && is_infinitive(v) && !is_finite(v)) {
            continue;
        }
        // The clause's end.
        let mut e = k + 1;
        let mut unsure = false;
        while e < n {
            let w = toks[e].text.as_str();
            if is_break(w)
                || (VERB_FINAL_SUBS.contains(&w) && !is_prep(w))
                || matches!(w, "aber" | "denn" | "sondern")
            {
                break;
            }
            if matches!(w, "und" | "oder") {
                let nx = toks.get(e + 1).map_or("", |t| t.text.as_str());
                if pronoun_person(nx) != 0
                    || PARTICLES.contains(&toks[e - 1].text.as_str())
                    || is_participle(&toks[e - 1].text)
                {
                    break;
                }
                unsure = true;
            }
            let nx = toks.get(e + 1).map_or("", |t| t.text.as_str());
            if (e > k + 1 && pronoun_person(w) != 0 && agrees(w, nx))
                || (is_finite(w) && agrees(nx, w))
            {
                break;
            }
            if e > k + 1 && is_finite(w) && !is_infinitive(w) && !is_participle(w) && !is_noun(w) {
                unsure = true;
            }
            e += 1;
        }
        if unsure || e <= k + 1 {
            continue;
        }
        // "während ich koche hört er radio": the clause ended and the main verb follows.
        let next = toks[k + 1].text.as_str();
        let imperative =
            det_of(next).is_none() && lex().infinitives.contains_key(&format!("{next}en"));
        if imperative
            || is_finite(next) && !is_infinitive(next) && !is_participle(next) && !is_noun(next)
        {
            continue;
        }
        let rest: Vec<String> = words_of(toks, k + 1, e - 1);
        let last = rest.last().map_or("", String::as_str);
        // "weil wir sparen müssen": an infinitive before its modal is already last.
        if (is_infinitive(v) || is_participle(v)) && rest.len() == 1 && is_finite(last) {
            continue;
        }
        if is_form_of(v, "haben") && rest.len() >= 2 && MODAL_LEMMAS.contains(&last) {
            continue;
        }
        let moved = if PARTICLES.contains(&last) && lex().joined.contains_key(&format!("{last}{v}"))
        {
            let mut r = rest[..rest.len() - 1].to_vec();
            r.push(format!("{last}{v}"));
            r
        } else {
            let mut r = rest.clone();
            r.push(v.to_owned());
            r
        };
        let say = moved.join(" ");
        let head = words_of(toks, i, subj_end).join(" ");
        out.push(found(
            line,
            toks,
            k,
            e - 1,
            say.clone(),
            "de-verb-final",
            format!("After \"{sub}\" the verb goes to the end: \"{head} {say}\"."),
        ));
    }
    out
}

/// "ich aufstehe um sieben" → "ich stehe um sieben auf".
fn separable_verb(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    for k in 0..toks.len() {
        let w = toks[k].text.as_str();
        // "wir umziehen": the plural form is the infinitive, judged only with nothing verbal
        // later in the clause.
        let plural = lx
            .infinitives
            .get(w)
            .filter(|&&v| {
                !lx.verbs[v].particle.is_empty()
                    && !toks[k + 1..clause_end(toks, k)].iter().any(|t| {
                        (is_finite(&t.text) || is_participle(&t.text) || is_infinitive(&t.text))
                            && !is_noun(&t.text)
                            && det_of(&t.text).is_none()
                    })
            })
            .map(|&v| (v, P1P | P3P));
        let Some((v, persons)) = lx.joined.get(w).copied().or(plural) else {
            continue;
        };
        let verb = &lx.verbs[v];
        let base = &w[verb.particle.len()..];
        let prev = if k > 0 { toks[k - 1].text.as_str() } else { "" };
        let prev2 = if k > 1 { toks[k - 2].text.as_str() } else { "" };
        let main_before = pronoun_person(prev) & persons != 0
            && (k == 1
                || is_break(prev2)
                || FILLERS.contains(&prev2)
                || matches!(prev2, "und" | "aber" | "oder" | "denn" | "sondern"));
        // "der film anfängt um acht": a noun phrase subject opens the clause.
        let np_before = k >= 2
            && persons & (P3S | P3P) != 0
            && (k.saturating_sub(4)..k - 1).any(|s| {
                parse_np(toks, s).is_some_and(|np| np.noun == k - 1 && np.det.is_some())
                    && (s == 0
                        || is_break(&toks[s - 1].text)
                        || matches!(toks[s - 1].text.as_str(), "und" | "aber" | "oder" | "denn"))
            });
        let main_before = main_before || np_before;
        let next = toks.get(k + 1).map_or("", |t| t.text.as_str());
        let main_after = pronoun_person(next) & persons != 0
            && k > 0
            && (FRONT_ADVERBS.contains(&prev) || TIME_NOUNS.contains(&prev))
            && !toks[..k]
                .iter()
                .any(|t| VERB_FINAL_SUBS.contains(&t.text.as_str()));
        if !(main_before || main_after) || prev == "zu" {
            continue;
        }
        let end = clause_end(toks, k);
        let mut words: Vec<String> = vec![base.to_owned()];
        words.extend(words_of(toks, k + 1, end - 1));
        words.push(verb.particle.clone());
        let say = words.join(" ");
        out.push(found(
            line,
            toks,
            k,
            end - 1,
            say.clone(),
            "de-separable-verb",
            format!("\"{}\" is separable: in a main clause the prefix \"{}\" goes to the end: \"{say}\".", verb.inf, verb.particle),
        ));
    }
    out
}

const REFLEXIVE_VERBS: &[&str] = &[
    "interessieren",
    "freuen",
    "beeilen",
    "erinnern",
    "gewöhnen",
    "entschuldigen",
    "lohnen",
    "entschließen",
    "beschweren",
    "kümmern",
    "verlieben",
    "erholen",
    "bedanken",
    "treffen",
    "ausruhen",
    "konzentrieren",
    "einigen",
    "ärgern",
    "verändern",
    "fühlen",
    "wundern",
    "verabreden",
    "verabschieden",
    "erkälten",
    "verspäten",
    "erkundigen",
    "bewerben",
    "streiten",
    "unterhalten",
    "beschäftigen",
];
/// Reflexive verbs that also take an object ("das ärgert mich", "er hat die welt verändert"):
/// judged only when nothing but these words stand between the verbs.
const REFL_GUARDED: &[&str] = &[
    "ärgern",
    "verändern",
    "fühlen",
    "wundern",
    "verabschieden",
    "unterhalten",
    "beschäftigen",
    "streiten",
    "bewerben",
];
const REFL_FILL: &[&str] = &[
    "sehr",
    "so",
    "total",
    "echt",
    "wirklich",
    "ziemlich",
    "oft",
    "immer",
    "schon",
    "wieder",
    "gestern",
    "heute",
    "nicht",
    "auch",
    "richtig",
    "ganz",
    "stark",
    "extrem",
    "jetzt",
    "gar",
    "gut",
    "schlecht",
    "wohl",
    "krank",
    "müde",
    "besser",
    "furchtbar",
    "schrecklich",
    "dann",
];

/// "ich interessiere für musik" → "ich interessiere mich für musik".
fn reflexive(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for k in 0..toks.len() {
        let w = toks[k].text.as_str();
        let Some(lemma) = lemmas(w).into_iter().find(|l| REFLEXIVE_VERBS.contains(l)) else {
            continue;
        };
        let start = clause_start(toks, k);
        let end = clause_end(toks, k);
        let clause = &toks[start..end];
        if clause.iter().any(|t| {
            matches!(
                t.text.as_str(),
                "mich" | "dich" | "sich" | "uns" | "euch" | "mir" | "dir"
            )
        }) {
            continue;
        }
        if start > 0 && VERB_FINAL_SUBS.contains(&toks[start - 1].text.as_str()) {
            continue;
        }
        let subj = clause
            .iter()
            .find(|t| pronoun_person(&t.text) != 0)
            .map(|t| t.text.as_str())
            .or_else(|| {
                // "meine eltern haben gefreut": a noun phrase subject opens the clause.
                parse_np(toks, start)
                    .filter(|np| {
                        np.det.is_some() && np.noun + 1 < end && is_finite(&toks[np.noun + 1].text)
                    })
                    .map(|_| "es")
            });
        let refl = match subj {
            Some("ich") => "mich",
            Some("du") => "dich",
            Some("wir") => "uns",
            Some("ihr") => "euch",
            Some(_) => "sich",
            None => continue,
        };
        // Where the pronoun goes: after the finite verb (and its subject if that follows).
        let fin = if is_finite(w)
            && !is_participle(w)
            && !(is_infinitive(w) && (start..k).any(|a| is_finite(&toks[a].text)))
        {
            k
        } else {
            match (start..k).find(|&a| {
                is_finite(&toks[a].text)
                    && det_of(&toks[a].text).is_none()
                    && !is_noun(&toks[a].text)
            }) {
                Some(a) => a,
                None => continue,
            }
        };
        // "ist ... verändert", "wurde ... getroffen": a state or the passive.
        if sein_to_haben(&toks[fin].text).is_some()
            || is_form_of(&toks[fin].text, "werden") && is_participle(w)
        {
            continue;
        }
        // "entschuldigen sie": the polite imperative.
        if fin == start && toks.get(fin + 1).is_some_and(|t| t.text == "sie") {
            continue;
        }
        let at = if toks
            .get(fin + 1)
            .is_some_and(|t| Some(t.text.as_str()) == subj)
        {
            fin + 1
        } else {
            fin
        };
        let after = toks.get(at + 1).map_or("", |t| t.text.as_str());
        if REFL_GUARDED.contains(&lemma)
            && (fin == k
                || !toks[at + 1..k]
                    .iter()
                    .all(|t| REFL_FILL.contains(&t.text.as_str()))
                || toks[k + 1..end].iter().any(|t| {
                    !is_break(&t.text)
                        && !is_prep(&t.text)
                        && !REFL_FILL.contains(&t.text.as_str())
                        && !is_noun(&t.text)
                        && det_of(&t.text).is_none()
                }))
        {
            // "ich fühle mich nicht gut" (the verb is the finite one) is judged on what follows.
            let fine = fin == k
                && lemma == "fühlen"
                && toks[k + 1..end]
                    .iter()
                    .all(|t| REFL_FILL.contains(&t.text.as_str()))
                && k + 1 < end;
            if !fine {
                continue;
            }
        }
        if lemma == "treffen"
            || lemma == "entschuldigen"
            || lemma == "erinnern"
            || lemma == "freuen"
        {
            // An object pronoun; "das" only on its own, not as an article ("über das geschenk").
            let free = has_free_object(toks, at + 1, end)
                || toks[at + 1..end].iter().enumerate().any(|(x, t)| {
                    let next = toks.get(at + 2 + x).map_or("", |n| n.text.as_str());
                    matches!(t.text.as_str(), "ihn" | "sie" | "es" | "ihm" | "ihr")
                        || t.text == "das" && !is_noun(next) && !is_adj(next)
                });
            if free {
                continue;
            }
            if lemma == "treffen"
                && !(is_prep(after)
                    || matches!(
                        after,
                        "heute"
                            | "morgen"
                            | "gestern"
                            | "später"
                            | "jeden"
                            | "oft"
                            | "immer"
                            | "abends"
                            | "morgens"
                            | "gleich"
                            | "nachher"
                            | "lieber"
                            | "bald"
                            | "öfter"
                            | "wieder"
                            | "doch"
                            | "dann"
                            | "noch"
                            | "mal"
                    ))
            {
                continue;
            }
        }
        if lemma == "lohnen"
            && !matches!(subj, Some("es"))
            && !clause.iter().any(|t| t.text == "das")
        {
            continue;
        }
        let orig = words_of(toks, fin, at).join(" ");
        out.push(found(
            line,
            toks,
            fin,
            at,
            format!("{orig} {refl}"),
            "de-reflexive",
            format!("\"sich {lemma}\" needs its reflexive pronoun: \"{orig} {refl}\"."),
        ));
    }
    out
}

const ZU_TRIGGERS: &[&str] = &[
    "vergessen",
    "versuchen",
    "beginnen",
    "anfangen",
    "aufhören",
    "vornehmen",
    "entschließen",
    "empfehlen",
    "bitten",
    "verbieten",
    "helfen",
    "lohnen",
    "beschließen",
    "planen",
    "scheinen",
    "raten",
    "versprechen",
    "vorhaben",
    "erlauben",
    "vorschlagen",
];

/// "ich habe vergessen die tür abschließen" → "abzuschließen".
fn zu_infinitive(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    let n = toks.len();
    for k in 0..n {
        let w = toks[k].text.as_str();
        if matches!(w, "statt" | "anstatt" | "ohne") {
            if let Some(&v) = toks.get(k + 1).and_then(|t| lx.infinitives.get(&t.text)) {
                if (!is_noun(&toks[k + 1].text) || w != "ohne")
                    && det_of(&toks[k + 1].text).is_none()
                {
                    let say = zu_form(&lx.verbs[v]);
                    out.push(found(
                        line,
                        toks,
                        k + 1,
                        k + 1,
                        say.clone(),
                        "de-zu-infinitive",
                        format!("\"{w}\" with a verb needs \"zu\": \"{w} {say}\"."),
                    ));
                }
            }
            continue;
        }
        let trigger = (lemmas(w).iter().any(|l| ZU_TRIGGERS.contains(l)) && w != "bitte")
            || (matches!(w, "lust" | "zeit" | "angst")
                && k > 0
                && matches!(
                    toks[k - 1].text.as_str(),
                    "keine"
                        | "habe"
                        | "hast"
                        | "hat"
                        | "haben"
                        | "große"
                        | "viel"
                        | "wenig"
                        | "du"
                        | "ihr"
                        | "wir"
                ))
            || w == "gewohnt" && k > 0 && toks[..k].iter().any(|t| t.text == "es")
            || (matches!(
                w,
                "wichtig"
                    | "schwer"
                    | "leicht"
                    | "möglich"
                    | "nötig"
                    | "schön"
                    | "gefährlich"
                    | "verboten"
            ) && toks[clause_start(toks, k)..k]
                .iter()
                .any(|t| matches!(t.text.as_str(), "ist" | "war" | "fällt" | "fiel"))
                && toks[clause_start(toks, k)..k]
                    .iter()
                    .any(|t| t.text == "es"));
        if !trigger {
            continue;
        }
        let start = clause_start(toks, k);
        if start > 0 && VERB_FINAL_SUBS.contains(&toks[start - 1].text.as_str()) {
            continue;
        }
        // The clause after the trigger ends at a mark or a subordinator.
        let mut e = k + 1;
        while e < n
            && !is_break(&toks[e].text)
            && !VERB_FINAL_SUBS.contains(&toks[e].text.as_str())
            && !matches!(
                toks[e].text.as_str(),
                "aber" | "und" | "oder" | "wie" | "was"
            )
        {
            e += 1;
        }
        if e <= k + 1 {
            continue;
        }
        let last = toks[e - 1].text.as_str();
        let Some(&v) = lx.infinitives.get(last) else {
            continue;
        };
        let between = &toks[k + 1..e - 1];
        let scheint = lemmas(w).contains(&"scheinen");
        // "zeit für lesen": after a preposition the verb is a noun ("zum lesen").
        if toks[e - 2].text == "zu"
            || is_prep(&toks[e - 2].text)
            || MODAL_LEMMAS.contains(&last)
            || matches!(last, "haben" | "werden" | "lassen")
            || last == "sein" && !scheint
            || between.iter().enumerate().any(|(x, t)| {
                is_finite(&t.text)
                    && !is_infinitive(&t.text)
                    && !(scheint && is_adj(&t.text))
                    && det_of(&t.text).is_none()
                    || matches!(t.text.as_str(), "wir" | "sie")
                    || t.text == "zu" && between.get(x + 1).is_none_or(|n| n.text != "hause")
                    || is_participle(&t.text)
            })
            || toks[start..k]
                .iter()
                .any(|t| is_modal(&t.text) || t.text == "werde" || t.text == "wird")
                && is_infinitive(w)
            || lemmas(w).contains(&"helfen") && !is_participle(w)
            || is_noun(last)
                && (between.is_empty()
                    || det_of(&toks[e - 2].text).is_some()
                    || is_adj(&toks[e - 2].text))
        {
            continue;
        }
        let say = zu_form(&lx.verbs[v]);
        out.push(found(
            line,
            toks,
            e - 1,
            e - 1,
            say.clone(),
            "de-zu-infinitive",
            format!("After \"{w}\" the infinitive takes \"zu\": \"{say}\", not \"{last}\"."),
        ));
    }
    out
}

fn zu_form(v: &Verb) -> String {
    if v.particle.is_empty() {
        format!("zu {}", v.inf)
    } else {
        format!("{}zu{}", v.particle, v.base_inf)
    }
}

// ---------------------------------------------------------------------------------------------
// Noun phrases outside a preposition

/// Verbs whose one object is in the dative ("ich helfe meiner mutter").
const OBJECT_DATIVE: &[&str] = &[
    "helfen",
    "danken",
    "gratulieren",
    "antworten",
    "zuhören",
    "vertrauen",
    "gehören",
    "begegnen",
    "widersprechen",
    "folgen",
];
const THAT_VERBS: &[&str] = &[
    "glauben", "denken", "finden", "wissen", "sagen", "meinen", "hoffen", "sehen", "hören",
];
const COPULA: &[&str] = &[
    "ist", "sind", "war", "waren", "wird", "werden", "bleibt", "heißt", "wäre",
];

/// Whether a noun phrase at `i` follows a subject pronoun and a verb that takes an object.
fn object_position(toks: &[Tok], cstart: usize, i: usize, after: &str) -> bool {
    let before = &toks[cstart..i];
    let pron = before.iter().enumerate().any(|(x, t)| {
        matches!(t.text.as_str(), "ich" | "du" | "er" | "wir" | "ihr")
            || (matches!(t.text.as_str(), "sie" | "es") && x == 0)
    }) || before
        .windows(2)
        .any(|w| w[0].text == "es" && w[1].text == "gibt");
    let verb = before.iter().any(|t| is_finite(&t.text));
    let end = clause_end(toks, i);
    let copula = toks[cstart..end].iter().any(|t| {
        COPULA.contains(&t.text.as_str())
            || lemmas(&t.text)
                .iter()
                .any(|l| matches!(*l, "sein" | "werden" | "bleiben" | "heißen"))
    });
    let that = before
        .iter()
        .any(|t| lemmas(&t.text).iter().any(|l| THAT_VERBS.contains(l)));
    pron && verb && !copula && !that && !is_finite(after)
}

/// "das tisch" → "der tisch"; "eine große haus" → "ein großes haus"; "ich habe ein hund" →
/// "einen hund"; "den kunde" → "den kunden".
fn noun_phrase(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    let n = toks.len();
    for i in 0..n {
        let Some(np) = parse_np(toks, i) else {
            continue;
        };
        let Some((_, kind, stem)) = np.det else {
            continue;
        };
        let prev = if i > 0 { toks[i - 1].text.as_str() } else { "" };
        if is_prep(prev) || det_of(prev).is_some() || NUMBER_WORDS.contains(&prev) {
            continue;
        }
        // "warum der bus nicht fährt": after a question word the subject opens a clause.
        if WH_WORDS.contains(&prev) && !matches!(prev, "was" | "wen" | "wem") {
            continue;
        }
        let readings = np_readings(toks, &np);
        if readings.is_empty() {
            continue;
        }
        // "jeden abend", "diesen sommer": a time phrase in the accusative.
        if TIME_NOUNS.contains(&toks[np.noun].text.as_str())
            && readings
                .iter()
                .any(|&(nn, g)| np_fits(toks, &np, nn, g, Acc))
        {
            continue;
        }
        let dw = toks[i].text.as_str();
        let cstart = clause_start(toks, i);
        let mut lead = cstart;
        while lead < i && FILLERS.contains(&toks[lead].text.as_str()) {
            lead += 1;
        }
        let after = toks.get(np.noun + 1).map_or("", |t| t.text.as_str());
        let vp = finite_persons(after);
        let dative_verb = lemmas(after)
            .iter()
            .any(|l| DATIVE_VERBS.contains(l) || matches!(*l, "gehen" | "tun"));
        let nom_det = [M, F, N, P]
            .iter()
            .any(|&g| det_fits(dw, kind, stem, g, Nom));
        let subj_pos =
            lead == i && nom_det && vp & (P3S | P3P) != 0 && !dative_verb && !is_infinitive(after);
        let copula_before = COPULA.contains(&prev);
        let want_sg = subj_pos && vp & P3P == 0;
        let cands: Vec<(usize, Gn)> = readings
            .iter()
            .copied()
            .filter(|r| !want_sg || r.1 != P)
            .collect();
        if cands.is_empty() {
            continue;
        }
        let cases: &[Case] = if subj_pos || copula_before {
            &[Nom]
        } else {
            &[Nom, Acc, Dat, Gen]
        };
        let fits: Vec<(usize, Gn, Case)> = cands
            .iter()
            .flat_map(|&(nn, g)| cases.iter().map(move |&c| (nn, g, c)))
            .filter(|&(nn, g, c)| np_fits(toks, &np, nn, g, c))
            .collect();
        let obj = !subj_pos && !copula_before && object_position(toks, cstart, i, after);
        let end = clause_end(toks, i);
        let dat_clause = toks[cstart..end]
            .iter()
            .any(|t| lemmas(&t.text).iter().any(|l| DATIVE_VERBS.contains(l)));
        let (nn, g, c) = if !fits.is_empty() {
            // Right as a nominative only, but it is the object.
            let only_nom = fits.iter().all(|f| f.2 == Nom && f.1 == M);
            let help = obj
                && toks[cstart..end]
                    .iter()
                    .any(|t| lemmas(&t.text).iter().any(|l| OBJECT_DATIVE.contains(l)));
            if help && !fits.iter().any(|f| f.2 == Dat) {
                (fits[0].0, fits[0].1, Dat)
            } else if obj && only_nom {
                (fits[0].0, M, if dat_clause { Dat } else { Acc })
            } else {
                continue;
            }
        } else {
            let (nn, g) = cands[0];
            let det_cases: Vec<Case> = [Nom, Acc, Dat, Gen]
                .into_iter()
                .filter(|&c| {
                    [M, F, N, P]
                        .iter()
                        .any(|&gg| det_fits(dw, kind, stem, gg, c))
                })
                .collect();
            let c = if subj_pos || copula_before {
                Nom
            } else if det_cases.iter().all(|&c| c == Dat) && !det_cases.is_empty() {
                Dat
            } else if det_cases.iter().all(|&c| c == Gen) && !det_cases.is_empty() {
                Gen
            } else if det_cases.contains(&Acc) && !det_cases.contains(&Nom) {
                Acc
            } else if det_cases.contains(&Dat)
                && !det_cases.contains(&Nom)
                && !det_cases.contains(&Acc)
            {
                Dat
            } else if obj {
                if dat_clause {
                    Dat
                } else {
                    Acc
                }
            } else if det_cases.contains(&Nom) {
                Nom
            } else {
                continue;
            };
            (nn, g, c)
        };
        let fixed = np_fixed(toks, &np, nn, g, c);
        let orig = words_of(toks, i, np.noun);
        if fixed == orig {
            continue;
        }
        let (rule, what) = np_rule(toks, &np, &fixed, false);
        let noun = &lx.nouns[nn];
        let say = fixed.join(" ");
        let o = orig.join(" ");
        let gname = match noun.gn {
            M => "masculine (der)",
            F => "feminine (die)",
            N => "neuter (das)",
            P => "plural",
        };
        let expl = match what {
            "weak" => format!(
                "\"{}\" adds \"-n\" outside the nominative: \"{say}\", not \"{o}\".",
                noun.sg
            ),
            "gen" => format!("In the genitive this noun ends in \"-s\": \"{say}\", not \"{o}\"."),
            "datpl" => {
                format!("A plural noun in the dative ends in \"-n\": \"{say}\", not \"{o}\".")
            }
            "adj" => format!("The adjective needs the right ending: \"{say}\", not \"{o}\"."),
            _ if fits_gender(dw, kind, stem, noun.gn) => {
                format!(
                    "Here \"{}\" is the {} of the sentence: \"{say}\", not \"{o}\".",
                    noun.sg,
                    if c == Nom { "subject" } else { "object" }
                )
            }
            _ => format!("\"{}\" is {gname}: \"{say}\", not \"{o}\".", noun.sg),
        };
        let rule = if rule == "de-article-gender" && fits_gender(dw, kind, stem, noun.gn) && g != P
        {
            "de-case"
        } else {
            rule
        };
        out.push(found(line, toks, i, np.noun, say, rule, expl));
    }
    out
}

fn fits_gender(w: &str, kind: Kind, stem: &str, g: Gn) -> bool {
    [Nom, Acc, Dat, Gen]
        .iter()
        .any(|&c| det_fits(w, kind, stem, g, c))
}

const MEASURES: &[&str] = &[
    "uhr", "glas", "stück", "mal", "euro", "kilo", "liter", "meter", "grad", "prozent",
];

/// "zwei bruder" → "zwei brüder"; "seit drei monate" → "seit drei monaten".
fn number_plural(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(1) {
        let w = toks[i].text.as_str();
        let count = NUMBER_WORDS.contains(&w)
            || matches!(w, "beide" | "beiden" | "mehrere" | "viele" | "vielen")
            || (w == "paar" && i > 0 && toks[i - 1].text == "ein");
        if !count {
            continue;
        }
        let next = toks[i + 1].text.as_str();
        if MEASURES.contains(&next) {
            continue;
        }
        let readings = noun_readings(next);
        let Some(&(nn, _)) = readings.first() else {
            continue;
        };
        let noun = &lx.nouns[nn];
        let mut j = i;
        while j > 0
            && (toks[j - 1].text == "ein" || toks[j - 1].text == "den" || toks[j - 1].text == "von")
            && j + 2 > i
        {
            j -= 1;
            if toks[j].text != "ein" {
                break;
            }
        }
        let p = if j > 0 { toks[j - 1].text.as_str() } else { "" };
        let dat = (DAT_PREPS.contains(&p) && p != "nach")
            || p == "vor"
            || matches!(w, "beiden" | "vielen");
        let want = if dat {
            dat_plural(&noun.pl)
        } else {
            noun.pl.clone()
        };
        if next == want || noun.gn == P || noun.pl == noun.sg && !dat {
            continue;
        }
        let is_pl = readings.iter().any(|r| r.1 == P);
        let (rule, expl) = if is_pl && dat {
            ("de-dative-plural", format!("A plural noun in the dative ends in \"-n\": \"{p} {w} {want}\", not \"{p} {w} {next}\"."))
        } else if readings.iter().all(|r| r.1 != P) {
            (
                "de-plural",
                format!("After \"{w}\" the noun is plural: \"{w} {want}\", not \"{w} {next}\"."),
            )
        } else {
            continue;
        };
        out.push(found(line, toks, i + 1, i + 1, want, rule, expl));
    }
    out
}

/// "er esst" → "er isst"; "du fahrst" → "du fährst".
fn conjugation(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    for k in 1..toks.len() {
        let w = toks[k].text.as_str();
        let prev = toks[k - 1].text.as_str();
        let third_subj = matches!(prev, "er" | "es" | "man")
            || (is_noun(prev)
                && noun_readings(prev).iter().all(|r| r.1 != P)
                && k >= 2
                && det_of(&toks[k - 2].text).is_some());
        let du = prev == "du";
        if !third_subj && !du {
            continue;
        }
        let Some(fs) = lx.finite.get(w) else { continue };
        if fs.iter().any(|f| f.1 & (P3S | P2S) != 0) {
            continue;
        }
        let Some(&(v, _)) = fs.first() else { continue };
        let verb = &lx.verbs[v];
        let forms = person_forms(&verb.inf, None);
        let want_p = if du { P2S } else { P3S };
        // The regular form the learner built, and the verb's real form.
        let regular = forms
            .iter()
            .take(6)
            .any(|(f, p)| f == w && (p & P2P != 0 || p & want_p != 0));
        let right = verb.present.iter().find(|(_, p)| p & want_p != 0);
        if let (true, Some((r, _))) = (regular, right) {
            if r != w {
                out.push(found(
                    line,
                    toks,
                    k,
                    k,
                    r.clone(),
                    "de-conjugation",
                    format!(
                        "\"{}\" changes its vowel: \"{prev} {r}\", not \"{prev} {w}\".",
                        verb.inf
                    ),
                ));
            }
        }
    }
    out
}

/// Verbs (and a few adjectives) with a fixed preposition: lemma, wrong, right, right's case.
const VERB_PREPS: &[(&str, &str, &str, Case)] = &[
    ("interessieren", "an", "für", Acc),
    ("interessieren", "über", "für", Acc),
    ("freuen", "für", "über", Acc),
    ("verlassen", "an", "auf", Acc),
    ("wirken", "an", "auf", Acc),
    ("träumen", "über", "von", Dat),
    ("stolz", "über", "auf", Acc),
    ("warten", "für", "auf", Acc),
    ("gewöhnen", "zu", "an", Acc),
    ("kümmern", "für", "um", Acc),
    ("konzentrieren", "an", "auf", Acc),
    ("vorbereiten", "für", "auf", Acc),
    ("aufpassen", "für", "auf", Acc),
    ("beschweren", "für", "über", Acc),
    ("bitten", "für", "um", Acc),
    ("fragen", "für", "um", Acc),
    ("legen", "für", "auf", Acc),
    ("teilnehmen", "in", "an", Dat),
    ("angst", "von", "vor", Dat),
    ("verliebt", "mit", "in", Acc),
    ("vorbereiten", "an", "auf", Acc),
    ("legen", "an", "auf", Acc),
    ("beschweren", "von", "über", Acc),
    ("gewöhnen", "mit", "an", Acc),
    ("freuen", "von", "über", Acc),
    ("ärgern", "für", "über", Acc),
    ("ärgern", "von", "über", Acc),
    ("kümmern", "über", "um", Acc),
    ("träumen", "für", "von", Dat),
    ("erinnern", "über", "an", Acc),
    ("teilnehmen", "bei", "an", Dat),
    ("abhängen", "an", "von", Dat),
    ("stolz", "von", "auf", Acc),
];

/// Nouns for people ("ich freue mich für meine schwester" is right).
const PERSONS: &[&str] = &[
    "mann",
    "frau",
    "vater",
    "mutter",
    "bruder",
    "schwester",
    "sohn",
    "tochter",
    "onkel",
    "tante",
    "opa",
    "oma",
    "freund",
    "freundin",
    "freunde",
    "freundinnen",
    "kind",
    "kinder",
    "chef",
    "chefin",
    "kollege",
    "kollegin",
    "kollegen",
    "nachbar",
    "nachbarn",
    "nachbarin",
    "lehrer",
    "lehrerin",
    "arzt",
    "ärztin",
    "eltern",
    "großeltern",
    "familie",
    "leute",
    "mädchen",
    "baby",
    "partner",
    "enkel",
    "enkelin",
    "cousin",
    "cousine",
    "geschwister",
    "brüder",
    "schwestern",
];

/// "ich interessiere mich an musik"→ "für musik"; "ich gehe bei meiner freundin" → "zu".
fn verb_preposition(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(1) {
        let p = toks[i].text.as_str();
        let start = clause_start(toks, i);
        let end = clause_end(toks, i);
        let ls: Vec<&str> = toks[start..end]
            .iter()
            .flat_map(|t| {
                let mut l = lemmas(&t.text);
                if matches!(t.text.as_str(), "stolz" | "angst" | "verliebt") {
                    l.push(if t.text == "stolz" {
                        "stolz"
                    } else if t.text == "angst" {
                        "angst"
                    } else {
                        "verliebt"
                    });
                }
                l
            })
            .collect();
        let refl = toks[start..end]
            .iter()
            .any(|t| matches!(t.text.as_str(), "mich" | "dich" | "sich" | "uns" | "euch"));
        let mut hit = VERB_PREPS
            .iter()
            .find(|(l, w, _, _)| *w == p && ls.contains(l))
            .map(|x| (x.2, x.3, x.0));
        if let Some((_, _, l)) = hit {
            let needs_refl = matches!(
                l,
                "interessieren"
                    | "freuen"
                    | "verlassen"
                    | "wirken"
                    | "kümmern"
                    | "bewerben"
                    | "konzentrieren"
                    | "vorbereiten"
                    | "beschweren"
                    | "gewöhnen"
            );
            let wert = l != "legen" || toks[start..end].iter().any(|t| t.text == "wert");
            if needs_refl && !refl || !wert {
                hit = None;
            }
            // "für dich", "für meine schwester": happy for a person.
            if l == "freuen"
                && toks.get(i + 1).is_some_and(|t| {
                    pronoun_person(&t.text) != 0
                        || matches!(t.text.as_str(), "dich" | "mich" | "ihn" | "euch")
                })
            {
                hit = None;
            }
            if l == "freuen"
                && parse_np(toks, i + 1)
                    .is_some_and(|np| PERSONS.contains(&toks[np.noun].text.as_str()))
            {
                hit = None;
            }
            if TWO_WAY.contains(&p)
                && parse_np(toks, i + 1).is_some_and(|np| {
                    np.det.is_some()
                        && np_readings(toks, &np)
                            .iter()
                            .any(|&(nn, g)| np_fits(toks, &np, nn, g, Dat))
                })
            {
                hit = None;
            }
            if l == "fragen"
                && !toks[start..end]
                    .iter()
                    .any(|t| t.text == "gefragt" || t.text == "frage" || t.text == "fragt")
            {
                hit = None;
            }
        }
        // Going to someone's place is "zu", being there is "bei".
        if hit.is_none()
            && p == "bei"
            && ls
                .iter()
                .any(|l| matches!(*l, "gehen" | "fahren" | "kommen" | "laufen"))
            && !toks[start..end].iter().any(|t| t.text == "vorbei")
            && (parse_np(toks, i + 1).is_some_and(|np| np.det.is_some())
                || matches!(
                    toks[i + 1].text.as_str(),
                    "mir" | "dir" | "ihm" | "ihr" | "uns" | "euch" | "ihnen"
                ))
        {
            hit = Some(("zu", Dat, "gehen"));
        }
        let Some((right, case, lemma)) = hit else {
            continue;
        };
        let mut say = vec![right.to_owned()];
        let mut to = i;
        if let Some(np) = parse_np(toks, i + 1) {
            if let Some(&(nn, g)) = np_readings(toks, &np).first() {
                let fits = [Nom, Acc, Dat]
                    .iter()
                    .any(|&c| np_fits(toks, &np, nn, g, c));
                if fits || np.det.is_some() {
                    say.extend(np_fixed(toks, &np, nn, g, case));
                    to = np.noun;
                }
            }
        }
        let mut say = say.join(" ");
        if to > i {
            if let Some(con) = contraction(right, say.split(' ').nth(1).unwrap_or("")) {
                let rest: Vec<&str> = say.split(' ').skip(2).collect();
                say = format!("{con} {}", rest.join(" "));
            }
        }
        let orig = words_of(toks, i, to).join(" ");
        let expl = if lemma == "gehen" {
            format!("Going to someone is \"zu\": \"{say}\", not \"{orig}\" (\"bei\" is for being there).")
        } else {
            format!("\"{lemma}\" goes with \"{right}\": \"{say}\", not \"{orig}\".")
        };
        out.push(found(line, toks, i, to, say, "de-verb-preposition", expl));
    }
    out
}

/// "die leute ... ist" → "sind": a plural subject takes a plural verb.
fn plural_agreement(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let mut s = 0;
    while s < toks.len() && FILLERS.contains(&toks[s].text.as_str()) {
        s += 1;
    }
    let Some(np) = parse_np(toks, s) else {
        return out;
    };
    let r = noun_readings(&toks[np.noun].text);
    if r.is_empty() || r.iter().any(|x| x.1 != P) || np.det.is_none() {
        return out;
    }
    let mut k = np.noun + 1;
    // One prepositional phrase may stand between.
    if toks.get(k).is_some_and(|t| is_prep(&t.text)) {
        if let Some(pp) = parse_np(toks, k + 1) {
            k = pp.noun + 1;
        }
    }
    let Some(v) = toks.get(k) else { return out };
    let say = match v.text.as_str() {
        "ist" => "sind",
        "war" => "waren",
        "hat" => "haben",
        "hatte" => "hatten",
        "wird" => "werden",
        "kann" => "können",
        "muss" => "müssen",
        _ => return out,
    };
    let subj = words_of(toks, s, np.noun).join(" ");
    out.push(found(
        line,
        toks,
        k,
        k,
        say,
        "de-agreement",
        format!(
            "\"{subj}\" is plural, so the verb is plural too: \"{say}\", not \"{}\".",
            v.text
        ),
    ));
    out
}

const NEG_VERBS: &[&str] = &[
    "mögen", "trinken", "essen", "haben", "brauchen", "kaufen", "rauchen",
];

/// "ich mag nicht fisch" → "ich mag keinen fisch".
fn negation(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    for i in 1..toks.len().saturating_sub(1) {
        if toks[i].text != "nicht" {
            continue;
        }
        // The clause's finite verb: "ich habe am samstag nicht zeit", "weil ich nicht lust hatte".
        let (cs, ce) = (clause_start(toks, i), clause_end(toks, i));
        let verb_ok = (cs..ce).any(|v| {
            v != i + 1
                && is_finite(&toks[v].text)
                && !is_noun(&toks[v].text)
                && lemmas(&toks[v].text).iter().any(|l| NEG_VERBS.contains(l))
        }) && !toks[i..].iter().any(|t| t.text == "sondern")
            // "ich habe nicht fußball gespielt": another verb says what is negated.
            && !toks[i + 2..ce.max(i + 2)].iter().any(|t| {
                (is_participle(&t.text) || is_infinitive(&t.text) && !is_noun(&t.text))
                    && !lemmas(&t.text).iter().any(|l| NEG_VERBS.contains(l))
            });
        let next = toks[i + 1].text.as_str();
        let after = toks.get(i + 2).map_or("", |t| t.text.as_str());
        if !verb_ok
            || after == "sondern"
            || is_noun(after)
            || det_of(next).is_some()
            || TIME_NOUNS.contains(&next)
        {
            continue;
        }
        let Some(&(nn, g)) = noun_readings(next).first() else {
            continue;
        };
        if next != lx.nouns[nn].sg && next != lx.nouns[nn].pl
            || g == P && lx.nouns[nn].pl == lx.nouns[nn].sg
        {
            continue;
        }
        let kein = det_form(Kind::Ein, "kein", g, Acc);
        out.push(found(
            line,
            toks,
            i,
            i + 1,
            format!("{kein} {next}"),
            "de-negation",
            format!("A noun without an article is negated with \"kein\": \"{kein} {next}\", not \"nicht {next}\"."),
        ));
    }
    out
}

// ---------------------------------------------------------------------------------------------
// Place and direction, indirect questions, relative clauses

/// Verbs of being somewhere: a two-way preposition with them takes the dative.
const STATIC_VERBS: &[&str] = &[
    "wohnen",
    "leben",
    "arbeiten",
    "liegen",
    "stehen",
    "sitzen",
    "bleiben",
    "schlafen",
    "übernachten",
    "studieren",
    "treffen",
    "essen",
    "frühstücken",
    "warten",
    "spielen",
    "parken",
    "sein",
];
/// Verbs of putting or going somewhere: a two-way preposition with them takes the accusative.
const DIRECTION_VERBS: &[&str] = &[
    "gehen",
    "fahren",
    "fliegen",
    "stellen",
    "legen",
    "setzen",
    "stecken",
    "werfen",
    "schicken",
    "einziehen",
    "umziehen",
    "packen",
    "einsteigen",
    "steigen",
    "reisen",
];
/// Places one moves about in rather than into ("ich fahre in der stadt").
const AREA_NOUNS: &[&str] = &[
    "stadt",
    "park",
    "wald",
    "gegend",
    "nähe",
    "land",
    "straße",
    "dorf",
    "garten",
    "gebirge",
    "umgebung",
    "region",
    "welt",
    "natur",
    "ausland",
    "innenstadt",
    "zentrum",
    "see",
    "meer",
    "alpen",
    "berg",
    "wüste",
    "gebiet",
    "viertel",
    "stadtteil",
    "nachbarschaft",
];
/// Nouns of time, after which a two-way preposition takes the dative ("in der nacht").
const DAT_TIME_NOUNS: &[&str] = &[
    "ferien",
    "pause",
    "zeit",
    "moment",
    "augenblick",
    "regel",
    "vergangenheit",
    "zukunft",
    "stunde",
    "minute",
    "hälfte",
    "mitte",
    "anfang",
    "ende",
];

fn clause_lemmas(toks: &[Tok], from: usize, to: usize) -> Vec<&'static str> {
    toks[from..to]
        .iter()
        .flat_map(|t| lemmas(&t.text))
        .collect()
}

/// "mein handy liegt auf den tisch" → "auf dem tisch"; "ich stelle die milch in dem
/// kühlschrank" → "in den kühlschrank": where something is takes the dative, where it goes
/// the accusative.
fn two_way_case(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(1) {
        let p = toks[i].text.as_str();
        if !matches!(
            p,
            "in" | "an" | "auf" | "neben" | "hinter" | "unter" | "vor" | "zwischen"
        ) {
            continue;
        }
        let Some(np) = parse_np(toks, i + 1) else {
            continue;
        };
        // "bis in die nacht", "bis an das ende": "bis" makes it a goal.
        if np.det.is_none() || i > 0 && toks[i - 1].text == "bis" {
            continue;
        }
        let readings = np_readings(toks, &np);
        let Some(&(n0, g0)) = readings.first() else {
            continue;
        };
        let noun = lex().nouns[n0].sg.as_str();
        if TIME_NOUNS.contains(&noun) || DAT_TIME_NOUNS.contains(&noun) {
            continue;
        }
        // A relative or object clause after the noun: too far to judge.
        if toks
            .get(np.noun + 1)
            .is_some_and(|t| matches!(t.text.as_str(), "der" | "die" | "das" | "wo"))
        {
            continue;
        }
        let fits = |c| readings.iter().any(|&(nn, g)| np_fits(toks, &np, nn, g, c));
        let (dat, acc) = (fits(Dat), fits(Acc));
        if dat == acc {
            continue;
        }
        let (mut start, mut end) = (clause_start(toks, i), clause_end(toks, i));
        if !toks[start..end].iter().any(|t| is_finite(&t.text)) {
            // "er arbeitet als lehrer in einer schule": "als" with a noun is no clause.
            start = (0..i)
                .rev()
                .find(|&k| is_break(&toks[k].text))
                .map_or(0, |k| k + 1);
            end = to_break(toks, i);
        }
        let ls = clause_lemmas(toks, start, end);
        let words = &toks[start..end];
        let other_place = words.iter().enumerate().any(|(k, t)| {
            let next = words.get(k + 1).map_or("", |n| n.text.as_str());
            start + k != i
                && (matches!(t.text.as_str(), "zu" | "zum" | "zur" | "ins" | "bis")
                    || t.text == "nach" && det_of(next).is_none()
                    || TWO_WAY.contains(&t.text.as_str())
                    || matches!(
                        t.text.as_str(),
                        "hin"
                            | "her"
                            | "weg"
                            | "los"
                            | "rein"
                            | "raus"
                            | "zurück"
                            | "hinein"
                            | "heraus"
                            | "hause"
                            | "dahin"
                            | "dorthin"
                    ))
        });
        let static_verb = ls.iter().any(|l| STATIC_VERBS.contains(l));
        let static_not_aux = ls.iter().any(|l| STATIC_VERBS.contains(l) && *l != "sein");
        let dir_verb = ls.iter().any(|l| DIRECTION_VERBS.contains(l));
        // Any verb of motion, or an imperative like "stell", "leg", "geh", rules out "where".
        let moving_any = dir_verb
            || ls.iter().any(|l| MOTION.contains(l) || *l == "hängen")
            || words.iter().any(|t| {
                lex()
                    .infinitives
                    .get(&format!("{}en", t.text))
                    .is_some_and(|&v| MOTION.contains(&lex().verbs[v].inf.as_str()))
            });
        // "einkaufen gehen", "essen gegangen": another verb says what one does there.
        let infinitives = words
            .iter()
            .filter(|t| {
                lex()
                    .infinitives
                    .get(&t.text)
                    .is_some_and(|&v| !DIRECTION_VERBS.contains(&lex().verbs[v].inf.as_str()))
            })
            .count();
        let c = if acc && static_verb && !moving_any {
            // "auf"/"an" also follow verbs like "warten auf", "denken an": only with the
            // verbs of lying, standing and sitting.
            let placed = ls
                .iter()
                .any(|l| matches!(*l, "liegen" | "stehen" | "sitzen" | "wohnen" | "arbeiten"));
            if matches!(p, "auf" | "an") && !placed
                || PERSONS.contains(&toks[np.noun].text.as_str())
                || ls
                    .iter()
                    .any(|l| matches!(*l, "warten" | "freuen" | "verlieben"))
                || words.iter().any(|t| {
                    matches!(
                        t.text.as_str(),
                        "verliebt" | "mich" | "dich" | "sich" | "uns" | "euch"
                    )
                })
            {
                continue;
            }
            Dat
        } else if dat && dir_verb && !static_not_aux && !other_place && infinitives == 0 {
            let moving = ls
                .iter()
                .any(|l| matches!(*l, "gehen" | "fahren" | "fliegen" | "reisen"));
            if moving && AREA_NOUNS.contains(&noun)
                || words.iter().any(|t| matches!(t.text.as_str(), "es" | "um"))
            {
                continue;
            }
            // The goal ends the clause, or only the verb of going follows it.
            let tail_ok = toks[np.noun + 1..end].iter().all(|t| {
                lemmas(&t.text)
                    .iter()
                    .any(|l| DIRECTION_VERBS.contains(l) || MODAL_LEMMAS.contains(l))
                    || haben_to_sein(&t.text).is_some()
                    || sein_to_haben(&t.text).is_some()
            });
            if !tail_ok {
                continue;
            }
            Acc
        } else {
            continue;
        };
        let fixed = np_fixed(toks, &np, n0, g0, c);
        let d = np.det.map_or(np.noun, |d| d.0);
        let orig = words_of(toks, d, np.noun).join(" ");
        let (from, say) = match contraction(p, &fixed[0]) {
            Some(con) if np.det.is_some_and(|x| x.1 == Kind::Def) => {
                (i, format!("{con} {}", fixed[1..].join(" ")))
            }
            _ => (d, fixed.join(" ")),
        };
        let right = if from == i {
            say.clone()
        } else {
            format!("{p} {say}")
        };
        let expl = if c == Dat {
            format!("\"{p}\" says where something is here, so it takes the dative: \"{right}\", not \"{p} {orig}\".")
        } else {
            format!("\"{p}\" says where something goes here, so it takes the accusative: \"{right}\", not \"{p} {orig}\".")
        };
        out.push(found(
            line,
            toks,
            from,
            np.noun,
            say,
            "de-case-after-preposition",
            expl,
        ));
    }
    out
}

/// Question words that open an indirect question.
const WH_WORDS: &[&str] = &[
    "wann", "wo", "wohin", "woher", "wie", "warum", "wieso", "weshalb", "was", "wer", "wen", "wem",
    "wovon", "worüber", "womit", "wofür", "woran", "worauf", "ob",
];
/// Verbs and nouns after which a question word opens an indirect question.
const ASK_LEMMAS: &[&str] = &[
    "wissen",
    "sagen",
    "erklären",
    "zeigen",
    "fragen",
    "verstehen",
    "erzählen",
    "überlegen",
    "entscheiden",
    "vergessen",
    "erinnern",
    "ahnung",
    "keine",
];

/// The words from `k + 1` to `e - 1` and then the finite verb `toks[k]`, joined with a
/// separable particle that ends the words ("kommt der zug an" → "der zug ankommt").
fn verb_to_end(toks: &[Tok], k: usize, e: usize) -> String {
    let v = toks[k].text.as_str();
    let mut rest = words_of(toks, k + 1, e - 1);
    let last = rest.last().map_or("", String::as_str).to_owned();
    if PARTICLES.contains(&last.as_str()) && lex().joined.contains_key(&format!("{last}{v}")) {
        rest.pop();
        rest.push(format!("{last}{v}"));
    } else {
        rest.push(v.to_owned());
    }
    rest.join(" ")
}

/// The end (exclusive) of a verb-final clause that starts at `from`.
fn sub_clause_end(toks: &[Tok], from: usize) -> usize {
    let mut e = from;
    while e < toks.len() {
        let w = toks[e].text.as_str();
        if is_break(w) || COORD.contains(&w) || (VERB_FINAL_SUBS.contains(&w) && !is_prep(w)) {
            break;
        }
        e += 1;
    }
    e
}

/// The word that asks the indirect question that the question word at `q` opens ("weißt",
/// "sagen", "ahnung"), if there is one just before it.
fn asker_of(toks: &[Tok], q: usize) -> Option<&str> {
    let wh = toks[q].text.as_str();
    // The asking word just before: "weißt du (nicht)", "sag mir", "keine ahnung".
    let mut a = q;
    while a > 0
        && matches!(
            toks[a - 1].text.as_str(),
            "du" | "ihr"
                | "sie"
                | "ich"
                | "mir"
                | "uns"
                | "dir"
                | "ihm"
                | "nicht"
                | "bitte"
                | "noch"
                | "schon"
                | "genau"
                | "zufällig"
                | "auch"
                | "mal"
                | "mich"
                | "dich"
                | "sich"
        )
        && q - a < 4
    {
        a -= 1;
    }
    if a == 0 {
        return None;
    }
    let asker = toks[a - 1].text.as_str();
    let asking = lemmas(asker).iter().any(|l| ASK_LEMMAS.contains(l))
        || asker == "ahnung"
        || wh == "ob" && !is_break(asker);
    asking.then_some(asker)
}

/// "weißt du wann kommt der zug an" → "wann der zug ankommt"; "kannst du mir sagen wo ist
/// der bahnhof" → "wo der bahnhof ist"; "weißt du ob hat der laden offen" → "ob der laden
/// offen hat": in an indirect question the verb goes to the end.
fn indirect_question(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for q in 1..toks.len().saturating_sub(2) {
        let wh = toks[q].text.as_str();
        if !WH_WORDS.contains(&wh) {
            continue;
        }
        let Some(asker) = asker_of(toks, q) else {
            continue;
        };
        if wh == "wie" && toks[q + 1].text == "viele" {
            continue;
        }
        // The finite verb right after the question word ("wie spät ist es": one word later).
        let mut k = q + 1;
        if matches!(wh, "wie" | "was")
            && matches!(
                toks[k].text.as_str(),
                "spät" | "lange" | "oft" | "alt" | "viel" | "weit" | "für"
            )
        {
            k += 1;
        }
        let Some(vt) = toks.get(k) else { continue };
        let v = vt.text.as_str();
        let persons = finite_persons(v);
        if persons == 0 || is_noun(v) || det_of(v).is_some() {
            continue;
        }
        let e = sub_clause_end(toks, k + 1);
        if e <= k + 1 {
            continue;
        }
        // A subject after the verb (or the question word is the subject) and no second verb.
        let after = &toks[k + 1..e];
        let subj_after = after.iter().enumerate().any(|(x, t)| {
            let next = after.get(x + 1).map_or("", |n| n.text.as_str());
            pronoun_person(&t.text) & persons != 0
                || t.text == "das" && persons & P3S != 0 && !is_noun(next) && !is_adj(next)
                || x == 0
                    && parse_np(toks, k + 1).is_some_and(|np| np.det.is_some())
                    && persons & (P3S | P3P) != 0
        });
        let wh_subj = matches!(wh, "wer" | "was") && persons & P3S != 0;
        if !(subj_after || wh_subj)
            || after.iter().any(|t| {
                is_finite(&t.text)
                    && !is_infinitive(&t.text)
                    && !is_participle(&t.text)
                    && !is_noun(&t.text)
                    && pronoun_person(&t.text) == 0
            })
        {
            continue;
        }
        let say = verb_to_end(toks, k, e);
        let head = words_of(toks, q, k - 1).join(" ");
        out.push(found(
            line,
            toks,
            k,
            e - 1,
            say.clone(),
            "de-verb-final",
            format!("In an indirect question (after \"{asker}\") the verb goes to the end: \"{head} {say}\", not \"{head} {}\".", words_of(toks, k, e - 1).join(" ")),
        ));
    }
    out
}

/// "die frau die hat mir geholfen" → "die frau die mir geholfen hat": in a relative clause
/// the verb goes to the end.
fn relative_verb_final(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for r in 1..toks.len().saturating_sub(2) {
        let rel = toks[r].text.as_str();
        let gn = match rel {
            "der" => M,
            "die" => F,
            "das" => N,
            _ => continue,
        };
        let prev = toks[r - 1].text.as_str();
        // Only the readings the article before allows ("der lehrer": one teacher).
        let readings: Vec<(usize, Gn)> = noun_readings(prev)
            .into_iter()
            .filter(|&(_, g)| {
                r < 2
                    || det_of(&toks[r - 2].text).is_none_or(|(kd, st)| {
                        [Nom, Acc, Dat]
                            .iter()
                            .any(|&c| det_fits(&toks[r - 2].text, kd, st, g, c))
                    })
            })
            .collect();
        let antecedent = matches!(prev, "jemanden" | "jemand" | "jemandem" | "niemand") && gn == M
            || !readings.is_empty() && readings.iter().all(|&(_, g)| g == gn || gn == F && g == P);
        if !antecedent
            || r < 2
            || det_of(&toks[r - 2].text).is_none()
                && !prev.starts_with("jemand")
                && prev != "niemand"
        {
            continue;
        }
        let plural = readings.iter().all(|&(_, g)| g == P) && !readings.is_empty();
        let k = r + 1;
        let v = toks[k].text.as_str();
        let persons = finite_persons(v);
        let want = if plural { P3P } else { P3S };
        if persons & want == 0 || is_noun(v) || is_infinitive(v) && !plural {
            continue;
        }
        let e = sub_clause_end(toks, k + 1);
        if e <= k + 1 || e - k > 9 {
            continue;
        }
        let after = &toks[k + 1..e];
        // The clause must end in a participle, an infinitive or a particle, or hold an object:
        // "die frau die hat mir geholfen", "jemanden der vermietet eine wohnung".
        let last = toks[e - 1].text.as_str();
        let ends_verbal = is_participle(last)
            || is_infinitive(last) && !is_noun(last)
            || PARTICLES.contains(&last)
            || parse_np(toks, k + 1).is_some_and(|np| np.det.is_some());
        // "ein problem das hat mein chef gesagt": a subject after the verb makes it a new
        // sentence with "das", not a relative clause.
        let subject_after = parse_np(toks, k + 1).is_some_and(|np| {
            np.det.is_some()
                && np_readings(toks, &np).iter().all(|&(nn, g)| {
                    np_fits(toks, &np, nn, g, Nom) && !np_fits(toks, &np, nn, g, Acc)
                })
        });
        if subject_after {
            continue;
        }
        if !ends_verbal
            || after.iter().any(|t| {
                is_finite(&t.text)
                    && !is_infinitive(&t.text)
                    && !is_participle(&t.text)
                    && !is_noun(&t.text)
                    || pronoun_person(&t.text) != 0 && t.text != "es"
            })
        {
            continue;
        }
        let say = verb_to_end(toks, k, e);
        out.push(found(
            line,
            toks,
            k,
            e - 1,
            say.clone(),
            "de-verb-final",
            format!("In a relative clause (\"{prev} {rel} ...\") the verb goes to the end: \"{rel} {say}\"."),
        ));
    }
    out
}

/// "dass die mieten steigen sollen" not "sollen steigen"; "dass die läden geschlossen sind"
/// not "sind geschlossen": a subordinate clause ends in its finite verb.
fn sub_final_pair(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for s in 0..toks.len() {
        let sub = toks[s].text.as_str();
        let opener = matches!(
            sub,
            "weil"
                | "dass"
                | "ob"
                | "obwohl"
                | "wenn"
                | "bevor"
                | "nachdem"
                | "damit"
                | "falls"
                | "sobald"
                | "seitdem"
        ) || WH_WORDS.contains(&sub) && s > 0 && asker_of(toks, s).is_some();
        if !opener {
            continue;
        }
        let e = sub_clause_end(toks, s + 1);
        if e < s + 4 {
            continue;
        }
        let (f, last) = (e - 2, e - 1);
        let fw = toks[f].text.as_str();
        let lw = toks[last].text.as_str();
        let before = &toks[s + 1..f];
        let one_verb = !before.iter().any(|t| {
            is_finite(&t.text)
                && !is_infinitive(&t.text)
                && !is_noun(&t.text)
                && !is_participle(&t.text)
                && pronoun_person(&t.text) == 0
        }) && before
            .iter()
            .any(|t| pronoun_person(&t.text) != 0 || det_of(&t.text).is_some());
        // "wann der film anfängt", not "fängt an"; "dass er nicht kommt", not "kommt nicht".
        let joined = format!("{lw}{fw}");
        let fin = is_finite(fw) && !is_noun(fw) && !is_infinitive(fw) && !is_participle(fw);
        if fin && one_verb {
            let say = if PARTICLES.contains(&lw) && lex().joined.contains_key(&joined) {
                Some((joined.clone(), format!("In a clause with \"{sub}\" the separable verb stays in one piece at the end: \"{joined}\", not \"{fw} {lw}\".")))
            } else if lw == "nicht" {
                Some((format!("nicht {fw}"), format!("After \"{sub}\" the verb comes last, after \"nicht\": \"nicht {fw}\", not \"{fw} nicht\".")))
            } else {
                None
            };
            if let Some((say, expl)) = say {
                out.push(found(line, toks, f, last, say, "de-verb-final", expl));
                continue;
            }
        }
        let aux = is_modal(fw)
            || haben_to_sein(fw).is_some()
            || sein_to_haben(fw).is_some()
            || is_form_of(fw, "werden") && is_finite(fw);
        let verbal = if is_modal(fw) || is_form_of(fw, "werden") {
            is_infinitive(lw) && !is_noun(lw)
        } else {
            is_participle(lw)
        };
        // "dass wir gehen müssen" has its finite verb last already.
        let plural_inf = is_infinitive(fw)
            && !before.iter().any(|t| {
                pronoun_person(&t.text) & (P3S | P1S | P2S) != 0 || det_of(&t.text).is_some()
            });
        if !aux || !verbal || plural_inf || !one_verb {
            continue;
        }
        out.push(found(
            line,
            toks,
            f,
            last,
            format!("{lw} {fw}"),
            "de-verb-final",
            format!(
                "After \"{sub}\" the finite verb comes last: \"{lw} {fw}\", not \"{fw} {lw}\"."
            ),
        ));
    }
    out
}

/// Words after which an infinitive takes "zu" even in a clause with a modal verb.
const ZU_WORDS: &[&str] = &[
    "lust",
    "zeit",
    "angst",
    "möglichkeit",
    "chance",
    "gelegenheit",
    "mut",
    "spaß",
    "problem",
    "schwer",
    "leicht",
    "wichtig",
    "einfach",
    "bereit",
    "froh",
    "versuchen",
    "vergessen",
    "anfangen",
    "beginnen",
    "aufhören",
    "etwas",
    "was",
    "nichts",
    "viel",
    "genug",
    "um",
    "ohne",
    "statt",
    "anstatt",
    "erwarten",
    "hoffen",
    "vor",
    "gewohnt",
    "scheinen",
    "brauchen",
];

/// The verb of a zu-infinitive ("zu machen", "aufzustehen") that starts at word `k`: the
/// verb's index and the words it spans.
fn zu_infinitive_at(toks: &[Tok], k: usize) -> Option<(usize, usize)> {
    let lx = lex();
    let w = toks[k].text.as_str();
    if w == "zu" {
        let v = toks.get(k + 1)?;
        return lx.infinitives.get(&v.text).map(|&x| (x, 2));
    }
    PARTICLES.iter().find_map(|p| {
        let rest = w.strip_prefix(p)?.strip_prefix("zu")?;
        lx.infinitives
            .get(&format!("{p}{rest}"))
            .filter(|&&x| lx.verbs[x].particle == *p)
            .map(|&x| (x, 1))
    })
}

/// "ich will einen kurs zu machen" → "machen"; "ich muss früh aufzustehen" → "aufstehen":
/// a modal verb takes the bare infinitive.
fn modal_zu(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    for m in 0..toks.len() {
        if !is_modal(&toks[m].text) {
            continue;
        }
        let e = sub_clause_end(toks, m + 1);
        for k in m + 1..e {
            let Some((v, span)) = zu_infinitive_at(toks, k) else {
                continue;
            };
            // The infinitive ends the clause, and nothing between asks for "zu".
            if k + span != e
                || k > 0 && ZU_WORDS.contains(&toks[k - 1].text.as_str())
                || toks[m + 1..k].iter().enumerate().any(|(x, t)| {
                    // "um sechs" is a time, not "um ... zu".
                    let time = t.text == "um"
                        && toks.get(m + 2 + x).is_some_and(|n| {
                            NUMBER_WORDS.contains(&n.text.as_str())
                                || matches!(n.text.as_str(), "halb" | "viertel" | "eins" | "ein")
                        });
                    ZU_WORDS.contains(&t.text.as_str()) && !time
                        || is_participle(&t.text)
                        || is_infinitive(&t.text) && !is_noun(&t.text)
                        || lemmas(&t.text).iter().any(|l| ZU_TRIGGERS.contains(l))
                })
            {
                continue;
            }
            let inf = lx.verbs[v].inf.clone();
            let orig = words_of(toks, k, k + span - 1).join(" ");
            out.push(found(
                line,
                toks,
                k,
                k + span - 1,
                inf.clone(),
                "de-zu-infinitive",
                format!(
                    "After a modal verb like \"{}\" the infinitive has no \"zu\": \"{inf}\", not \"{orig}\".",
                    toks[m].text
                ),
            ));
        }
    }
    out
}

/// Units of time for a stretch of time ("zwei jahre", "einen monat").
const DURATIONS: &[(&str, &str, &str)] = &[
    ("jahr", "jahre", "jahren"),
    ("monat", "monate", "monaten"),
    ("woche", "wochen", "wochen"),
    ("tag", "tage", "tagen"),
    ("stunde", "stunden", "stunden"),
];
/// Verbs of an ongoing state, whose present with "schon" means "since": "ich wohne schon
/// seit zwei jahren hier".
const ONGOING_VERBS: &[&str] = &[
    "wohnen",
    "leben",
    "lernen",
    "arbeiten",
    "studieren",
    "kennen",
    "warten",
    "sein",
    "haben",
    "spielen",
    "unterrichten",
];

/// "ich wohne schon für zwei jahre hier" → "seit zwei jahren": what began in the past and
/// still goes on takes "seit" and the dative.
fn seit_duration(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(2) {
        if toks[i].text != "für" {
            continue;
        }
        let num = toks[i + 1].text.as_str();
        let unit = toks[i + 2].text.as_str();
        let Some(&(sg, pl, dpl)) = DURATIONS.iter().find(|d| d.0 == unit || d.1 == unit) else {
            continue;
        };
        let count = if matches!(num, "ein" | "einen" | "eine") && unit == sg {
            let g = noun_readings(sg).first().map_or(N, |r| r.1);
            det_form(Kind::Ein, "ein", g, Dat)
        } else if NUMBER_WORDS.contains(&num) && unit == pl
            || num == "vielen"
            || num == "viele" && unit == pl
        {
            if num == "viele" {
                "vielen".to_owned()
            } else {
                num.to_owned()
            }
        } else {
            continue;
        };
        let unit_dat = if unit == sg { sg } else { dpl };
        // "schon" and a present-tense verb of a state in the same line, no past tense.
        let (cs, ce) = (clause_start(toks, i), clause_end(toks, i));
        let present = toks[cs..ce].iter().any(|t| {
            let w = t.text.as_str();
            lex().verbs.iter().any(|v| {
                ONGOING_VERBS.contains(&v.inf.as_str()) && v.present.iter().any(|(f, _)| f == w)
            })
        });
        let past = toks[cs..ce].iter().any(|t| {
            is_participle(&t.text)
                || matches!(
                    t.text.as_str(),
                    "war" | "waren" | "hatte" | "hatten" | "werde" | "wird" | "werden"
                )
        });
        let schon =
            toks.iter().any(|t| t.text == "schon") || toks[..i].iter().any(|t| t.text == "lange");
        if !present || past || !schon {
            continue;
        }
        let say = format!("seit {count} {unit_dat}");
        out.push(found(
            line,
            toks,
            i,
            i + 2,
            say.clone(),
            "de-preposition",
            format!("For something that started in the past and still goes on, German uses \"seit\" with the dative: \"{say}\", not \"für {num} {unit}\"."),
        ));
    }
    out
}

/// "ich gehe zu hause" → "nach hause"; "ich bleibe nach hause" → "zu hause".
fn hause(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(1) {
        let p = toks[i].text.as_str();
        if toks[i + 1].text != "hause" || !matches!(p, "zu" | "nach") {
            continue;
        }
        let (cs, ce) = (clause_start(toks, i), clause_end(toks, i));
        let ls = clause_lemmas(toks, cs, ce);
        let going = ls.iter().any(|l| {
            matches!(
                *l,
                "gehen"
                    | "fahren"
                    | "kommen"
                    | "laufen"
                    | "fliegen"
                    | "bringen"
                    | "rennen"
                    | "zurückkommen"
                    | "zurückfahren"
                    | "zurückgehen"
            )
        });
        let staying = ls.iter().any(|l| {
            matches!(
                *l,
                "bleiben"
                    | "wohnen"
                    | "arbeiten"
                    | "schlafen"
                    | "kochen"
                    | "sitzen"
                    | "essen"
                    | "lernen"
                    | "feiern"
                    | "fernsehen"
            )
        });
        // Another place or an activity in the clause makes it unclear ("zu hause essen gehen").
        let other = toks[cs..ce].iter().enumerate().any(|(x, t)| {
            let next = toks.get(cs + x + 1).map_or("", |n| n.text.as_str());
            let time = t.text == "nach" && det_of(next).is_some();
            cs + x != i
                && cs + x != i + 1
                && (is_prep(&t.text) && !matches!(t.text.as_str(), "mit" | "um") && !time
                    || t.text == "hin")
        }) || toks[cs..ce]
            .iter()
            .filter(|t| is_infinitive(&t.text) && !is_noun(&t.text) && !is_finite(&t.text))
            .count()
            > 1;
        // "ich komme zu hause an": a separable verb's particle changes the meaning.
        if ce > 0 && PARTICLES.contains(&toks[ce - 1].text.as_str()) && ce - 1 > i + 1 {
            continue;
        }
        let say = if p == "zu"
            && going
            && !staying
            && !other
            && !ls.iter().any(|l| ["bleiben", "sein"].contains(l))
        {
            "nach hause"
        } else if p == "nach" && staying && !going && !other {
            "zu hause"
        } else {
            continue;
        };
        let expl = if say == "nach hause" {
            "Going home is \"nach hause\"; \"zu hause\" means at home."
        } else {
            "Being at home is \"zu hause\"; \"nach hause\" means going home."
        };
        out.push(found(line, toks, i, i + 1, say, "de-preposition", expl));
    }
    out
}

/// The relative pronoun for a gender and case ("der mann, mit dem ...").
fn relative_form(gn: Gn, c: Case) -> &'static str {
    match (gn, c) {
        (M, Nom) => "der",
        (M, Acc) => "den",
        (M | N, Dat) => "dem",
        (F, Nom | Acc) => "die",
        (F, Dat) => "der",
        (N, Nom | Acc) => "das",
        (P, Nom | Acc) => "die",
        (P, Dat) => "denen",
        (M | N, Gen) => "dessen",
        (F | P, Gen) => "deren",
    }
}

/// "die firma, bei die ich arbeite" → "bei der"; "der kollege, von der ich erzählt habe" →
/// "von dem": after a preposition the relative pronoun takes the noun's gender and the
/// preposition's case.
fn relative_after_preposition(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 1..toks.len().saturating_sub(2) {
        let p = toks[i].text.as_str();
        let rel = toks[i + 1].text.as_str();
        if !matches!(rel, "der" | "die" | "das" | "dem" | "den" | "denen") {
            continue;
        }
        // A subject pronoun right after shows the relative clause ("bei der ich arbeite").
        let subj = toks[i + 2].text.as_str();
        if !matches!(subj, "ich" | "du" | "wir" | "ihr" | "er" | "man") {
            continue;
        }
        let readings = noun_readings(&toks[i - 1].text);
        let Some(&(_, gn)) = readings.first() else {
            continue;
        };
        if readings.iter().any(|r| r.1 != gn)
            || i < 2
            || det_of(&toks[i - 2].text).is_none() && !is_adj(&toks[i - 2].text)
        {
            continue;
        }
        let c = if DAT_PREPS.contains(&p) {
            Dat
        } else if ACC_PREPS.contains(&p) {
            Acc
        } else if matches!(p, "in" | "neben" | "hinter" | "unter" | "vor" | "zwischen") {
            // Where something happens, unless a verb of going follows.
            let e = sub_clause_end(toks, i + 2);
            let ls = clause_lemmas(toks, i + 2, e);
            if ls
                .iter()
                .any(|l| MOTION.contains(l) || DIRECTION_VERBS.contains(l))
            {
                continue;
            }
            Dat
        } else {
            continue;
        };
        let want = relative_form(gn, c);
        if want == rel {
            continue;
        }
        let say = format!("{p} {want}");
        let noun = &toks[i - 1].text;
        out.push(found(
            line,
            toks,
            i,
            i + 1,
            say.clone(),
            "de-relative-pronoun",
            format!("The relative pronoun takes the gender of \"{noun}\" and the case of \"{p}\" ({}): \"{say}\", not \"{p} {rel}\".", case_name(c)),
        ));
    }
    out
}

/// "ich kenne nicht wo die post ist" → "ich weiß nicht"; "ich weiß nicht wenn er kommt" →
/// "ob er kommt": a question clause follows "wissen", and "whether" is "ob".
fn know_whether(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for q in 1..toks.len().saturating_sub(2) {
        let wh = toks[q].text.as_str();
        if !(WH_WORDS.contains(&wh) && wh != "ob" || matches!(wh, "ob" | "dass" | "wenn")) {
            continue;
        }
        // The verb just before, over "nicht", "du", "noch".
        let mut a = q;
        while a > 0
            && matches!(
                toks[a - 1].text.as_str(),
                "nicht" | "noch" | "du" | "ihr" | "sie" | "genau"
            )
            && q - a < 3
        {
            a -= 1;
        }
        if a == 0 {
            continue;
        }
        let v = toks[a - 1].text.as_str();
        // A subject and a verb must follow: a real clause ("wo die post ist").
        let e = sub_clause_end(toks, q + 1);
        let clause_ok = e >= q + 3
            && toks[q + 1..e]
                .iter()
                .any(|t| pronoun_person(&t.text) != 0 || det_of(&t.text).is_some())
            && is_finite(&toks[e - 1].text);
        if !clause_ok {
            continue;
        }
        if is_form_of(v, "kennen") && is_finite(v) && wh != "wenn" {
            let pers = finite_persons(v);
            let Some((say, _)) = person_forms("wissen", Some(("weiß", "wusste", "gewusst")))
                .into_iter()
                .find(|(_, p)| pers & p != 0)
            else {
                continue;
            };
            out.push(found(
                line,
                toks,
                a - 1,
                a - 1,
                say.clone(),
                "de-word-choice",
                format!("\"kennen\" is for knowing people and places; to know a fact (\"{wh} ...\") use \"wissen\": \"{say}\", not \"{v}\"."),
            ));
        } else if wh == "wenn"
            && is_form_of(v, "wissen")
            && is_finite(v)
            && toks[a..q].iter().any(|t| t.text == "nicht")
        {
            out.push(found(
                line,
                toks,
                q,
                q,
                "ob",
                "de-word-choice",
                format!("\"Whether\" after \"{v} nicht\" is \"ob\", not \"wenn\"."),
            ));
        }
    }
    out
}

/// Reflexive verbs whose pronoun is always in the accusative ("ich freue mich").
const ACC_REFLEXIVE: &[&str] = &[
    "freuen",
    "ärgern",
    "beeilen",
    "interessieren",
    "erinnern",
    "gewöhnen",
    "kümmern",
    "verlieben",
    "erholen",
    "konzentrieren",
    "bedanken",
    "beschweren",
    "verabschieden",
    "verabreden",
    "wundern",
    "bewerben",
    "ausruhen",
    "erkälten",
    "verspäten",
    "schämen",
];

/// "ich würde mir freuen" → "mich"; "ich mache mich sorgen" → "mir": the reflexive pronoun's
/// case belongs to the verb.
fn reflexive_case(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let w = toks[i].text.as_str();
        let (swap, subj) = match w {
            "mir" => ("mich", "ich"),
            "dir" => ("dich", "du"),
            "mich" => ("mir", "ich"),
            "dich" => ("dir", "du"),
            _ => continue,
        };
        let (cs, ce) = (clause_start(toks, i), clause_end(toks, i));
        let clause = &toks[cs..ce];
        if !clause.iter().any(|t| t.text == subj)
            || clause
                .iter()
                .filter(|t| matches!(t.text.as_str(), "mir" | "dir" | "mich" | "dich"))
                .count()
                > 1
        {
            continue;
        }
        let ls = clause_lemmas(toks, cs, ce);
        let (say, expl) = if swap == "mich" || swap == "dich" {
            // Only a verb that is always reflexive with the accusative, and no other verb
            // that could take "mir" ("kannst du mir helfen").
            let Some(l) = ls.iter().find(|l| ACC_REFLEXIVE.contains(l)) else {
                continue;
            };
            if ls.iter().any(|l| {
                !ACC_REFLEXIVE.contains(l)
                    && !MODAL_LEMMAS.contains(l)
                    && !matches!(*l, "haben" | "sein" | "werden")
            }) || i + 1 < ce && is_prep(&toks[i + 1].text) && toks[i + 1].text == "zu"
            {
                continue;
            }
            (
                swap,
                format!("\"sich {l}\" takes the accusative: \"{swap}\", not \"{w}\"."),
            )
        } else {
            // "sich sorgen machen": the pronoun is dative, "sorgen" is the object.
            let sorgen = ls.contains(&"machen")
                && toks[i + 1..ce.min(i + 4)]
                    .iter()
                    .any(|t| t.text == "sorgen");
            if !sorgen {
                continue;
            }
            (
                swap,
                format!(
                    "In \"sich sorgen machen\" the pronoun is dative: \"{swap}\", not \"{w}\"."
                ),
            )
        };
        out.push(found(line, toks, i, i, say, "de-reflexive", expl));
    }
    out
}

/// "der mann der ich getroffen habe" → "den"; "der mann die neben mir wohnt" → "der": a
/// relative pronoun takes the noun's gender and its case in its own clause.
fn relative_pronoun(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for r in 2..toks.len().saturating_sub(2) {
        let rel = toks[r].text.as_str();
        if !matches!(rel, "der" | "die" | "das" | "den" | "dem") {
            continue;
        }
        let prev = toks[r - 1].text.as_str();
        // The noun's article, over its adjectives ("einen alten freund").
        let mut d = r - 2;
        while d > 0 && is_adj(&toks[d].text) && r - d < 4 {
            d -= 1;
        }
        let Some((kd, st)) = det_of(&toks[d].text) else {
            continue;
        };
        let readings: Vec<Gn> = noun_readings(prev)
            .into_iter()
            .map(|x| x.1)
            .filter(|&g| {
                g != P
                    && [Nom, Acc, Dat]
                        .iter()
                        .any(|&c| det_fits(&toks[d].text, kd, st, g, c))
            })
            .collect();
        let Some(&gn) = readings.first() else {
            continue;
        };
        if readings.iter().any(|&g| g != gn) {
            continue;
        }
        let next = toks[r + 1].text.as_str();
        // Not an article: no noun or adjective follows.
        if is_noun(next) || is_adj(next) || det_of(next).is_some() {
            continue;
        }
        // A relative clause ends in its finite verb, before a mark, a conjunction or the
        // main clause's verb.
        let end = sub_clause_end(toks, r + 1);
        let verbal = |t: &Tok| {
            is_finite(&t.text)
                && !is_noun(&t.text)
                && det_of(&t.text).is_none()
                && pronoun_person(&t.text) == 0
        };
        let Some(e) = (r + 2..end)
            .find(|&k| verbal(&toks[k]) && (k + 1 == end || verbal(&toks[k + 1])))
            .map(|k| k + 1)
        else {
            continue;
        };
        let last = toks[e - 1].text.as_str();
        let inner = &toks[r + 1..e];
        let pron_subj = matches!(next, "ich" | "du" | "wir" | "ihr");
        let any_subj = inner.iter().enumerate().any(|(x, t)| {
            pronoun_person(&t.text) != 0
                || det_of(&t.text).is_some() && (x == 0 || !is_prep(&inner[x - 1].text))
        });
        let c = if pron_subj {
            let ls = clause_lemmas(toks, r + 1, e);
            if ls
                .iter()
                .any(|l| matches!(*l, "sein" | "werden" | "heißen" | "bleiben"))
            {
                continue;
            }
            if ls.iter().any(|l| DATIVE_VERBS.contains(l)) {
                Dat
            } else {
                Acc
            }
        } else if !any_subj && finite_persons(last) & P3S != 0 && !is_infinitive(last) {
            Nom
        } else {
            continue;
        };
        let want = relative_form(gn, c);
        // Judge only a form that cannot be right: wrong gender, or a subject form for an
        // object with a subject pronoun after it.
        // With a subject pronoun after it, only the subject form ("der mann der ich kenne")
        // is judged; without one, only a form of another gender ("der mann die ...").
        let wrong = if pron_subj {
            rel == relative_form(gn, Nom) && want != rel
        } else {
            ![Nom, Acc, Dat]
                .iter()
                .any(|&cc| relative_form(gn, cc) == rel)
        };
        if !wrong {
            continue;
        }
        let role = match c {
            Nom => "the subject",
            Acc => "the object",
            _ => "a dative object",
        };
        out.push(found(
            line,
            toks,
            r,
            r,
            want,
            "de-relative-pronoun",
            format!("The relative pronoun for \"{prev}\" is {role} of its clause here: \"{prev} {want}\", not \"{prev} {rel}\"."),
        ));
    }
    out
}

/// Verbs whose one person object is in the accusative ("ich besuche ihn", "das nervt mich").
const ACC_PERSON_VERBS: &[&str] = &[
    "besuchen",
    "fragen",
    "anrufen",
    "kennen",
    "lieben",
    "sehen",
    "treffen",
    "verstehen",
    "einladen",
    "abholen",
    "nerven",
    "stören",
    "vermissen",
    "kontaktieren",
    "informieren",
    "überraschen",
    "unterstützen",
    "begleiten",
    "heiraten",
    "küssen",
    "mögen",
    "hassen",
    "kennenlernen",
    "wecken",
    "enttäuschen",
    "überzeugen",
    "beruhigen",
    "ärgern",
    "fotografieren",
    "erreichen",
    "rufen",
];

/// "ich besuche ihm" → "ihn"; "das nervt mir" → "mich": these verbs take the person in the
/// accusative.
fn accusative_person(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 1..toks.len() {
        let w = toks[i].text.as_str();
        let acc = match w {
            "mir" => "mich",
            "dir" => "dich",
            "ihm" => "ihn",
            _ => continue,
        };
        if is_prep(&toks[i - 1].text) {
            continue;
        }
        let (cs, ce) = (clause_start(toks, i), clause_end(toks, i));
        let ls = clause_lemmas(toks, cs, ce);
        // One verb of the list and no other verb that could take a dative, no second object.
        let Some(l) = ls.iter().find(|l| ACC_PERSON_VERBS.contains(l)) else {
            continue;
        };
        let others = ls.iter().any(|x| {
            !ACC_PERSON_VERBS.contains(x)
                && !MODAL_LEMMAS.contains(x)
                && !matches!(*x, "haben" | "sein" | "werden")
        });
        let second = has_free_object(toks, i + 1, ce)
            || toks[cs..ce].iter().enumerate().any(|(x, t)| {
                // "das nervt mich": "das" or "es" before the pronoun is the subject.
                !(cs + x < i && matches!(t.text.as_str(), "das" | "es"))
                    && matches!(
                        t.text.as_str(),
                        "mich"
                            | "dich"
                            | "ihn"
                            | "es"
                            | "das"
                            | "uns"
                            | "euch"
                            | "sich"
                            | "zu"
                            | "was"
                            | "etwas"
                            | "nichts"
                            | "alles"
                            | "leid"
                            | "weh"
                            | "gut"
                            | "schwer"
                            | "wichtig"
                            | "egal"
                            | "kalt"
                            | "warm"
                            | "heiß"
                            | "übel"
                            | "peinlich"
                            | "klar"
                            | "recht"
                            | "lieber"
                            | "bekannt"
                            | "fremd"
                            | "ähnlich"
                            | "dankbar"
                            | "böse"
                            | "leicht"
                            | "lieb"
                    )
            })
            || toks[cs..ce]
                .iter()
                .filter(|t| matches!(t.text.as_str(), "mir" | "dir" | "ihm" | "ihr" | "uns"))
                .count()
                > 1;
        if others || second {
            continue;
        }
        out.push(found(
            line,
            toks,
            i,
            i,
            acc,
            "de-pronoun-case",
            format!("\"{l}\" takes the person in the accusative: \"{acc}\", not \"{w}\"."),
        ));
    }
    out
}

/// Time words after which a bare adjective takes the accusative ("nächstes jahr").
fn time_adjective(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(1) {
        let a = toks[i].text.as_str();
        let Some((stem, end)) = lx.adjs.get(a) else {
            continue;
        };
        if !matches!(stem.as_str(), "nächst" | "letzt" | "vorig" | "kommend") {
            continue;
        }
        let noun = toks[i + 1].text.as_str();
        if !(TIME_NOUNS.contains(&noun) || SEASONS.contains(&noun) || WEEKDAYS.contains(&noun)) {
            continue;
        }
        let prev = if i > 0 { toks[i - 1].text.as_str() } else { "" };
        if det_of(prev).is_some() || is_adj(prev) || is_prep(prev) && !matches!(prev, "ab" | "bis")
        {
            continue;
        }
        let Some(&(_, g)) = noun_readings(noun).iter().find(|r| r.1 != P) else {
            continue;
        };
        let want = adj_ending(None, g, Acc);
        // "ab nächster woche": after "ab" the dative is right too.
        if prev == "ab" && *end == adj_ending(None, g, Dat) {
            continue;
        }
        if *end == want
            || noun_readings(noun).iter().any(|r| r.1 == P)
                && *end == "e"
                && noun != "woche"
                && g != F
        {
            continue;
        }
        let say = format!("{stem}{want} {noun}");
        out.push(found(
            line,
            toks,
            i,
            i + 1,
            say.clone(),
            "de-adjective-ending",
            format!("A time phrase without an article is in the accusative: \"{say}\", not \"{a} {noun}\"."),
        ));
    }
    out
}

/// "so groß als ich" → "so groß wie ich"; "genauso ... als" → "wie": an equal comparison
/// takes "wie".
fn so_wie(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(2) {
        let w = toks[i].text.as_str();
        if !matches!(w, "so" | "genauso" | "ebenso" | "gleich") {
            continue;
        }
        let a = toks[i + 1].text.as_str();
        // "so" with a plain adjective or adverb ("so groß", "so lange", "so viel").
        let plain = is_adj(a) && !is_comparative(a)
            || matches!(
                a,
                "lange"
                    | "viel"
                    | "viele"
                    | "oft"
                    | "gern"
                    | "gut"
                    | "schnell"
                    | "früh"
                    | "spät"
                    | "weit"
            );
        if !plain || w == "gleich" && !matches!(a, "groß" | "alt" | "schwer" | "lang") {
            continue;
        }
        let end = to_break(toks, i);
        let Some(k) = (i + 2..end.min(i + 6)).find(|&k| toks[k].text == "als") else {
            continue;
        };
        // What follows "als" is no clause ("als sein vater", not "als ich nach hause kam",
        // which may say when), and not "so bald als möglich".
        let e = sub_clause_end(toks, k + 1);
        if toks[k + 1..e].iter().any(|t| {
            is_finite(&t.text)
                && !is_noun(&t.text)
                && det_of(&t.text).is_none()
                && pronoun_person(&t.text) == 0
        }) || toks.get(k + 1).is_some_and(|t| t.text == "möglich")
        {
            continue;
        }
        // Nothing between that would make "als" right ("so ... dass", a comparative).
        if toks[i + 2..k].iter().any(|t| {
            is_comparative(&t.text)
                || matches!(
                    t.text.as_str(),
                    "dass" | "wie" | "mehr" | "weniger" | "eher" | "lieber"
                )
        }) {
            continue;
        }
        out.push(found(
            line,
            toks,
            k,
            k,
            "wie",
            "de-comparative",
            format!("\"{w} {a} ...\" compares equals and takes \"wie\": \"{w} {a} ... wie\", not \"als\"."),
        ));
    }
    out
}

/// "ich verstehe nicht ihn" → "ihn nicht": a pronoun object comes before "nicht".
fn nicht_pronoun(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 1..toks.len().saturating_sub(1) {
        if toks[i].text != "nicht" {
            continue;
        }
        let p = toks[i + 1].text.as_str();
        if !matches!(p, "mich" | "dich" | "ihn" | "uns" | "euch") {
            continue;
        }
        // The pronoun ends the clause, the verb stands just before ("verstehe (ich) nicht").
        let ce = clause_end(toks, i + 1);
        let v = if pronoun_person(&toks[i - 1].text) != 0 && i >= 2 {
            i - 2
        } else {
            i - 1
        };
        let vw = toks[v].text.as_str();
        if ce != i + 2
            || !is_finite(vw)
            || is_noun(vw)
            || toks[i..].iter().any(|t| t.text == "sondern")
        {
            continue;
        }
        out.push(found(
            line,
            toks,
            i,
            i + 1,
            format!("{p} nicht"),
            "de-word-order",
            format!("A pronoun object comes before \"nicht\": \"{p} nicht\", not \"nicht {p}\"."),
        ));
    }
    out
}

/// "zu reparieren lassen" → "reparieren zu lassen"; "zu verstehen können" → "verstehen zu
/// können": "zu" goes before the last verb.
fn zu_before_last(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(2) {
        if toks[i].text != "zu" {
            continue;
        }
        let (a, b) = (toks[i + 1].text.as_str(), toks[i + 2].text.as_str());
        if !is_infinitive(a)
            || is_noun(a)
            || !matches!(b, "lassen" | "können" | "müssen" | "dürfen" | "wollen")
            || clause_end(toks, i + 2) != i + 3
        {
            continue;
        }
        out.push(found(
            line,
            toks,
            i,
            i + 2,
            format!("{a} zu {b}"),
            "de-zu-infinitive",
            format!("With two verbs \"zu\" goes before the last one: \"{a} zu {b}\", not \"zu {a} {b}\"."),
        ));
    }
    out
}

/// "alles das im internet steht" → "alles, was": after "alles", "nichts", "etwas" the relative
/// pronoun is "was".
fn alles_was(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(3) {
        let w = toks[i].text.as_str();
        if !matches!(w, "alles" | "nichts" | "vieles") {
            continue;
        }
        // "alles, das ..." or "alles glauben, das ...": a verb may stand between.
        let verb_between = is_infinitive(&toks[i + 1].text) || is_participle(&toks[i + 1].text);
        let d = if verb_between { i + 2 } else { i + 1 };
        if toks.get(d).is_none_or(|t| t.text != "das") || d + 2 >= toks.len() {
            continue;
        }
        let next = toks[d + 1].text.as_str();
        if is_finite(next) || is_noun(next) || is_adj(next) || det_of(next).is_some() {
            continue;
        }
        // A clause follows that ends in its finite verb.
        let e = sub_clause_end(toks, d + 1);
        let last = toks[e - 1].text.as_str();
        if e < d + 3 || !is_finite(last) || is_noun(last) {
            continue;
        }
        out.push(found(
            line,
            toks,
            d,
            d,
            "was",
            "de-relative-pronoun",
            format!("After \"{w}\" the relative pronoun is \"was\": \"{w} was\", not \"{w} das\"."),
        ));
    }
    out
}

/// "dann würde ich nicht gekommen" → "wäre": the past subjunctive is "wäre"/"hätte" with the
/// participle.
fn wuerde_participle(line: &str, toks: &[Tok]) -> Vec<Found> {
    let lx = lex();
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let w = toks[i].text.as_str();
        let say = match w {
            "würde" => "wäre",
            "würdest" => "wärst",
            "würden" => "wären",
            "würdet" => "wärt",
            _ => continue,
        };
        let ce = clause_end(toks, i);
        if ce < i + 2 {
            continue;
        }
        let last = toks[ce - 1].text.as_str();
        // Only a verb with "sein", which has no passive ("würde gebaut" is right).
        let Some(&v) = lx.participles.get(last) else {
            continue;
        };
        if !lx.verbs[v].sein
            || SEIN_AMBIGUOUS.contains(&last)
            || is_adj(last)
            || toks[i + 1..ce - 1]
                .iter()
                .any(|t| is_infinitive(&t.text) && !is_noun(&t.text))
        {
            continue;
        }
        out.push(found(
            line,
            toks,
            i,
            i,
            say,
            "de-verb-form",
            format!(
                "The past subjunctive of \"{}\" is \"{say} ... {last}\", not \"{w} ... {last}\".",
                lx.verbs[v].inf
            ),
        ));
    }
    out
}

/// "ich weiß nicht wo wir fahren" → "wohin": asking where to, with a verb of going.
fn wo_wohin(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for q in 1..toks.len().saturating_sub(2) {
        if toks[q].text != "wo" || asker_of(toks, q).is_none() {
            continue;
        }
        let e = sub_clause_end(toks, q + 1);
        let clause = &toks[q + 1..e];
        let ls = clause_lemmas(toks, q + 1, e);
        let going = ls.iter().any(|l| {
            matches!(
                *l,
                "fahren" | "fliegen" | "reisen" | "gehen" | "umziehen" | "ziehen"
            )
        });
        // "wo wir einkaufen gehen", "wo er hinfährt", "wo du gewohnt hast": not where to.
        let other = clause.iter().any(|t| {
            lex().infinitives.get(&t.text).is_some_and(|&v| {
                !matches!(
                    lex().verbs[v].inf.as_str(),
                    "fahren" | "fliegen" | "reisen" | "gehen" | "umziehen" | "ziehen"
                ) && !MODAL_LEMMAS.contains(&lex().verbs[v].inf.as_str())
            }) || t.text.starts_with("hin")
                || matches!(
                    t.text.as_str(),
                    "her" | "hin" | "lang" | "entlang" | "spazieren" | "es"
                )
                || is_prep(&t.text) && !matches!(t.text.as_str(), "im" | "am" | "mit")
        }) || clause.iter().any(|t| t.text == "nach");
        if !going || other {
            continue;
        }
        let rest = words_of(toks, q + 1, e - 1).join(" ");
        out.push(found(
            line,
            toks,
            q,
            q,
            "wohin",
            "de-word-choice",
            format!(
                "Asking where someone goes is \"wohin\": \"wohin {rest}\", not \"wo {rest}\" (\"wo\" asks where something is)."
            ),
        ));
    }
    out
}

/// Cities and countries used without an article ("nach berlin", "in spanien").
const PLACES: &[&str] = &[
    "berlin",
    "hamburg",
    "münchen",
    "köln",
    "frankfurt",
    "stuttgart",
    "düsseldorf",
    "leipzig",
    "dresden",
    "hannover",
    "bremen",
    "nürnberg",
    "bonn",
    "heidelberg",
    "wien",
    "zürich",
    "bern",
    "salzburg",
    "graz",
    "basel",
    "paris",
    "london",
    "rom",
    "madrid",
    "barcelona",
    "lissabon",
    "amsterdam",
    "brüssel",
    "prag",
    "warschau",
    "budapest",
    "athen",
    "istanbul",
    "moskau",
    "kiew",
    "new",
    "tokio",
    "peking",
    "deutschland",
    "österreich",
    "frankreich",
    "spanien",
    "italien",
    "portugal",
    "polen",
    "england",
    "russland",
    "griechenland",
    "schweden",
    "norwegen",
    "dänemark",
    "finnland",
    "ungarn",
    "kroatien",
    "rumänien",
    "bulgarien",
    "tschechien",
    "japan",
    "china",
    "indien",
    "amerika",
    "kanada",
    "mexiko",
    "brasilien",
    "argentinien",
    "australien",
    "afrika",
    "europa",
    "asien",
    "ägypten",
    "marokko",
    "syrien",
    "afghanistan",
    "korea",
    "vietnam",
    "thailand",
    "holland",
    "belgien",
    "irland",
    "schottland",
];

/// "ich fahre zu berlin" → "nach berlin": going to a city or country is "nach".
fn nach_place(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(1) {
        let p = toks[i].text.as_str();
        let place = toks[i + 1].text.as_str();
        if !PLACES.contains(&place) || !matches!(p, "zu" | "in") {
            continue;
        }
        if p == "in" {
            // "in" only with a verb of going and the place last ("wir fliegen in spanien").
            let (cs, ce) = (clause_start(toks, i), clause_end(toks, i));
            let ls = clause_lemmas(toks, cs, ce);
            let going = ls.iter().any(|l| {
                matches!(
                    *l,
                    "fahren" | "fliegen" | "reisen" | "gehen" | "umziehen" | "ziehen" | "kommen"
                )
            });
            let static_verb = ls.iter().any(|l| STATIC_VERBS.contains(l) && *l != "sein");
            let tail_ok = toks[i + 2..ce].iter().all(|t| {
                lemmas(&t.text).iter().any(|l| {
                    matches!(
                        *l,
                        "fahren"
                            | "fliegen"
                            | "reisen"
                            | "gehen"
                            | "umziehen"
                            | "ziehen"
                            | "kommen"
                    ) || MODAL_LEMMAS.contains(l)
                }) || haben_to_sein(&t.text).is_some()
                    || sein_to_haben(&t.text).is_some()
            });
            let other_infinitive = toks[cs..ce].iter().any(|t| {
                lex().infinitives.get(&t.text).is_some_and(|&v| {
                    !matches!(
                        lex().verbs[v].inf.as_str(),
                        "fahren"
                            | "fliegen"
                            | "reisen"
                            | "gehen"
                            | "umziehen"
                            | "ziehen"
                            | "kommen"
                    ) && !MODAL_LEMMAS.contains(&lex().verbs[v].inf.as_str())
                })
            });
            if !going
                || static_verb
                || !tail_ok
                || other_infinitive
                || toks[cs..ce]
                    .iter()
                    .any(|t| matches!(t.text.as_str(), "an" | "zurück" | "ankommen" | "angekommen"))
            {
                continue;
            }
        }
        out.push(found(
            line,
            toks,
            i,
            i,
            "nach",
            "de-preposition",
            format!(
                "Going to a city or country is \"nach\": \"nach {place}\", not \"{p} {place}\"."
            ),
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first finding of `rule` in `line`, as (original, suggestion).
    fn fix(line: &str, rule: &str) -> Option<(String, String)> {
        check(line)
            .into_iter()
            .find(|f| f.rule == rule)
            .map(|f| (f.original, f.suggestion))
    }

    fn says(line: &str, rule: &str, original: &str, suggestion: &str) {
        assert_eq!(
            fix(line, rule),
            Some((original.to_owned(), suggestion.to_owned())),
            "{line}"
        );
    }

    fn quiet(line: &str) {
        assert!(check(line).is_empty(), "{line}: {:?}", check(line));
    }

    #[test]
    fn participle_forms() {
        says(
            "wir sind nach hause gegeht",
            "de-participle-form",
            "gegeht",
            "gegangen",
        );
        says(
            "ich habe dich geanruft",
            "de-participle-form",
            "geanruft",
            "angerufen",
        );
        says(
            "wir haben viel getanzen",
            "de-participle-form",
            "getanzen",
            "getanzt",
        );
        quiet("wir sind nach hause gegangen");
    }

    #[test]
    fn modal_perfect_and_passive() {
        says(
            "ich habe nicht kommen gekonnt",
            "de-modal-perfect",
            "gekonnt",
            "können",
        );
        says(
            "ich habe es nicht gefunden können",
            "de-modal-perfect",
            "gefunden können",
            "finden können",
        );
        quiet("ich habe nicht kommen können");
        says(
            "das haus ist renoviert geworden",
            "de-passive",
            "geworden",
            "worden",
        );
        says(
            "das auto muss noch reparieren werden",
            "de-passive",
            "reparieren",
            "repariert",
        );
        quiet("er ist arzt geworden");
        quiet("die wohnung muss renoviert werden");
    }

    #[test]
    fn perfect_auxiliary() {
        says(
            "ich habe nach hause gegangen",
            "de-perfect-auxiliary",
            "habe",
            "bin",
        );
        says(
            "ich bin viel gegessen",
            "de-perfect-auxiliary",
            "bin",
            "habe",
        );
        says(
            "weil ich spät gekommen habe",
            "de-perfect-auxiliary",
            "habe",
            "bin",
        );
        quiet("ich bin nach hause gegangen");
        quiet("ich habe das auto in die garage gefahren");
    }

    #[test]
    fn zu_infinitive() {
        says(
            "ich habe keine lust zu ausgehen",
            "de-zu-infinitive",
            "zu ausgehen",
            "auszugehen",
        );
        says(
            "ich habe vergessen die tür abschließen",
            "de-zu-infinitive",
            "abschließen",
            "abzuschließen",
        );
        says(
            "er hat versucht das fenster öffnen",
            "de-zu-infinitive",
            "öffnen",
            "zu öffnen",
        );
        quiet("ich habe vergessen dich anzurufen");
        quiet("weil wir keine zeit haben");
    }

    #[test]
    fn haben_phrases() {
        says("ich bin durst", "de-haben-phrase", "bin", "habe");
        says(
            "mein opa hat neunzig jahre",
            "de-haben-phrase",
            "hat neunzig jahre",
            "ist neunzig jahre alt",
        );
        quiet("ich habe zwei jahre in berlin gewohnt");
    }

    #[test]
    fn konjunktiv_and_wenn_als() {
        says(
            "wenn ich zeit habe ich würde kommen",
            "de-konjunktiv",
            "habe",
            "hätte",
        );
        quiet("wenn ich zeit hätte würde ich kommen");
        says(
            "wenn ich jung war habe ich viel gelesen",
            "de-wenn-als",
            "wenn",
            "als",
        );
        says(
            "wann ich müde bin gehe ich schlafen",
            "de-wenn-als",
            "wann",
            "wenn",
        );
        quiet("immer wenn ich nach hause kam war meine mutter da");
        quiet("wann kommst du");
    }

    #[test]
    fn da_compound() {
        says(
            "ich habe über das nachgedacht ob ich komme",
            "de-da-compound",
            "über das",
            "darüber",
        );
        quiet("wir haben über das problem gesprochen");
    }

    #[test]
    fn comparative_and_conjunction() {
        says(
            "mein bruder ist mehr groß als ich",
            "de-comparative",
            "mehr groß",
            "größer",
        );
        says(
            "das ist mehr besser",
            "de-comparative",
            "mehr besser",
            "besser",
        );
        says("sie ist älter wie ich", "de-comparative", "wie", "als");
        quiet("das ist so groß wie ein haus");
        says(
            "er spricht nicht nur deutsch aber auch englisch",
            "de-conjunction",
            "aber",
            "sondern",
        );
        says(
            "ich arbeite von montag zu freitag",
            "de-conjunction",
            "zu",
            "bis",
        );
        quiet("er spricht nicht nur deutsch sondern auch englisch");
    }

    #[test]
    fn pronoun_order() {
        says(
            "ich gebe dir es morgen",
            "de-pronoun-order",
            "dir es",
            "es dir",
        );
        quiet("ich gebe es dir morgen");
    }

    #[test]
    fn case_after_preposition() {
        says(
            "ich fahre mit der bus",
            "de-case-after-preposition",
            "der bus",
            "dem bus",
        );
        says(
            "ich spiele mit meine freunde",
            "de-case-after-preposition",
            "meine freunde",
            "meinen freunden",
        );
        says(
            "das ist für der mann",
            "de-case-after-preposition",
            "der mann",
            "den mann",
        );
        says(
            "ich gehe zu die schule",
            "de-case-after-preposition",
            "zu die schule",
            "zur schule",
        );
        says(
            "ich wohne bei dich",
            "de-case-after-preposition",
            "bei dich",
            "bei dir",
        );
        quiet("ich fahre mit dem bus zur arbeit");
        quiet("wir gehen in den park");
    }

    #[test]
    fn noun_forms() {
        says(
            "ich spiele mit den kinder",
            "de-dative-plural",
            "den kinder",
            "den kindern",
        );
        says(
            "ich spreche mit dem kollege",
            "de-weak-noun",
            "dem kollege",
            "dem kollegen",
        );
        says(
            "das ist das auto meines vater",
            "de-genitive",
            "meines vater",
            "meines vaters",
        );
        quiet("ich spreche mit herrn müller");
        quiet("das auto meines vaters ist alt");
    }

    #[test]
    fn pronoun_case() {
        says("kannst du mich helfen", "de-pronoun-case", "mich", "mir");
        says("es ist mich egal", "de-pronoun-case", "mich", "mir");
        quiet("ich habe dich gestern gesehen");
        quiet("er hat mich nach hause gebracht");
    }

    #[test]
    fn verb_second() {
        says(
            "heute ich gehe ins kino",
            "de-verb-second",
            "ich gehe",
            "gehe ich",
        );
        says(
            "am wochenende wir fahren nach berlin",
            "de-verb-second",
            "wir fahren",
            "fahren wir",
        );
        says(
            "wenn ich müde bin ich gehe schlafen",
            "de-verb-second",
            "ich gehe",
            "gehe ich",
        );
        quiet("heute gehe ich ins kino");
        quiet("also ich gehe heute ins kino");
    }

    #[test]
    fn verb_final() {
        says(
            "weil ich habe keine zeit",
            "de-verb-final",
            "habe keine zeit",
            "keine zeit habe",
        );
        says(
            "ich glaube dass er kommt morgen",
            "de-verb-final",
            "kommt morgen",
            "morgen kommt",
        );
        quiet("weil ich keine zeit habe");
        quiet("ob er kommt weiß ich nicht");
    }

    #[test]
    fn separable_verb() {
        says(
            "ich aufstehe um sieben",
            "de-separable-verb",
            "aufstehe um sieben",
            "stehe um sieben auf",
        );
        quiet("ich stehe um sieben auf");
        quiet("wenn ich aufstehe trinke ich kaffee");
    }

    #[test]
    fn reflexive() {
        says(
            "ich freue auf den urlaub",
            "de-reflexive",
            "freue",
            "freue mich",
        );
        says(
            "wir treffen um acht",
            "de-reflexive",
            "treffen",
            "treffen uns",
        );
        quiet("ich treffe meinen freund um acht");
        quiet("entschuldigen sie bitte");
    }

    #[test]
    fn verb_preposition() {
        says(
            "ich warte für den bus",
            "de-verb-preposition",
            "für den bus",
            "auf den bus",
        );
        says(
            "ich gehe zu hause bei meinem freund",
            "de-verb-preposition",
            "bei meinem freund",
            "zu meinem freund",
        );
        quiet("ich freue mich für meine schwester");
        quiet("ich komme morgen bei dir vorbei");
    }

    #[test]
    fn article_gender_case_and_endings() {
        says(
            "das tisch ist neu",
            "de-article-gender",
            "das tisch",
            "der tisch",
        );
        says("ich habe ein hund", "de-case", "ein hund", "einen hund");
        says(
            "das ist ein schön haus",
            "de-adjective-ending",
            "ein schön haus",
            "ein schönes haus",
        );
        quiet("der tisch ist neu");
        quiet("den schlüssel hat mir meine vermieterin gegeben");
    }

    #[test]
    fn agreement_negation_plural_conjugation() {
        says(
            "die leute in meiner stadt ist nett",
            "de-agreement",
            "ist",
            "sind",
        );
        quiet("die leute in meiner stadt sind nett");
        says(
            "ich trinke nicht kaffee",
            "de-negation",
            "nicht kaffee",
            "keinen kaffee",
        );
        quiet("ich trinke nicht viel kaffee");
        says("ich habe drei katze", "de-plural", "katze", "katzen");
        quiet("ich habe drei katzen");
        says("er esst gern fisch", "de-conjugation", "esst", "isst");
        quiet("ihr esst gern fisch");
    }

    #[test]
    fn two_way_prepositions_by_verb() {
        says(
            "die vase steht auf den schrank",
            "de-case-after-preposition",
            "den schrank",
            "dem schrank",
        );
        says(
            "meine eltern wohnen in eine alte wohnung",
            "de-case-after-preposition",
            "eine alte wohnung",
            "einer alten wohnung",
        );
        says(
            "ich habe die teller in dem schrank gestellt",
            "de-case-after-preposition",
            "dem schrank",
            "den schrank",
        );
        quiet("ich stelle die teller in den schrank");
        quiet("die teller stehen im schrank");
        quiet("wir gehen in der stadt spazieren");
        quiet("sie wartet auf den bus");
        quiet("im winter fahren wir in den bergen ski");
    }

    #[test]
    fn indirect_questions_and_relative_clauses() {
        says(
            "weißt du wann beginnt das konzert",
            "de-verb-final",
            "beginnt das konzert",
            "das konzert beginnt",
        );
        says(
            "ich frage mich ob hat die apotheke heute offen",
            "de-verb-final",
            "hat die apotheke heute offen",
            "die apotheke heute offen hat",
        );
        says(
            "das ist der lehrer der hat mir die grammatik erklärt",
            "de-verb-final",
            "hat mir die grammatik erklärt",
            "mir die grammatik erklärt hat",
        );
        quiet("weißt du wann das konzert beginnt");
        quiet("ich weiß nicht was passiert ist");
        quiet("das ist der lehrer der mir die grammatik erklärt hat");
        says(
            "ich glaube dass der laden heute macht zu",
            "de-verb-final",
            "macht zu",
            "zumacht",
        );
        says(
            "ich hoffe dass der zug heute fährt nicht",
            "de-verb-final",
            "fährt nicht",
            "nicht fährt",
        );
        says(
            "er sagt dass die preise bald werden steigen",
            "de-verb-final",
            "werden steigen",
            "steigen werden",
        );
        quiet("er sagt dass die preise bald steigen werden");
        quiet("während ich lese hört sie musik");
    }

    #[test]
    fn separable_with_noun_subject_and_plural() {
        says(
            "der unterricht anfängt um neun",
            "de-separable-verb",
            "anfängt um neun",
            "fängt um neun an",
        );
        says(
            "wir einkaufen am samstag im supermarkt",
            "de-separable-verb",
            "einkaufen am samstag im supermarkt",
            "kaufen am samstag im supermarkt ein",
        );
        quiet("der unterricht fängt um neun an");
        quiet("wir müssen am samstag einkaufen");
    }

    #[test]
    fn more_reflexives_and_zu() {
        says(
            "mein bruder hat sehr geärgert",
            "de-reflexive",
            "hat",
            "hat sich",
        );
        quiet("das hat meinen bruder sehr geärgert");
        quiet("er hat alles verändert");
        says(
            "du sollst mehr obst zu essen",
            "de-zu-infinitive",
            "zu essen",
            "essen",
        );
        says(
            "ich muss um sechs aufzustehen",
            "de-zu-infinitive",
            "aufzustehen",
            "aufstehen",
        );
        quiet("ich möchte etwas zu trinken");
        quiet("ich will versuchen früher aufzustehen");
        says(
            "wir planen im sommer nach italien fahren",
            "de-zu-infinitive",
            "fahren",
            "zu fahren",
        );
        quiet("wir planen eine reise nach italien");
        quiet("ich plane mein leben");
    }

    #[test]
    fn prepositions_time_home_and_relatives() {
        says(
            "ich arbeite schon für drei jahre hier",
            "de-preposition",
            "für drei jahre",
            "seit drei jahren",
        );
        quiet("ich fahre für drei wochen nach spanien");
        quiet("ich war für ein jahr in paris");
        says(
            "heute bleiben wir nach hause",
            "de-preposition",
            "nach hause",
            "zu hause",
        );
        says(
            "um fünf fahre ich zu hause",
            "de-preposition",
            "zu hause",
            "nach hause",
        );
        quiet("ich bleibe heute zu hause");
        quiet("wenn ich zu hause bin gehe ich schlafen");
        says(
            "das ist die stadt in die ich geboren bin",
            "de-relative-pronoun",
            "in die",
            "in der",
        );
        says(
            "das ist der freund mit die ich spiele",
            "de-relative-pronoun",
            "mit die",
            "mit dem",
        );
        quiet("das ist die stadt in die wir ziehen");
        quiet("das ist der freund mit dem ich spiele");
        says(
            "in herbst regnet es viel",
            "de-case-after-preposition",
            "in herbst",
            "im herbst",
        );
    }

    #[test]
    fn negation_order_and_knowing() {
        says(
            "wir haben heute nicht zeit",
            "de-negation",
            "nicht zeit",
            "keine zeit",
        );
        quiet("wir haben heute nicht fußball gespielt");
        says(
            "das wetter ist schlecht deshalb wir bleiben drinnen",
            "de-verb-second",
            "wir bleiben",
            "bleiben wir",
        );
        quiet("das wetter ist schlecht deshalb bleiben wir drinnen");
        says("kennst du wo er wohnt", "de-word-choice", "kennst", "weißt");
        says(
            "ich weiß nicht wenn sie kommt",
            "de-word-choice",
            "wenn",
            "ob",
        );
        quiet("ich kenne die frau die dort wohnt");
        quiet("ich weiß nicht ob sie kommt");
    }

    #[test]
    fn relative_pronouns_and_reflexive_case() {
        says(
            "der film der wir gesehen haben war lang",
            "de-relative-pronoun",
            "der wir",
            "den wir",
        );
        says(
            "der nachbar die über uns wohnt ist laut",
            "de-relative-pronoun",
            "die",
            "der",
        );
        quiet("der film den wir gesehen haben war lang");
        quiet("die kollegin der ich eine frage gestellt habe ist nett");
        quiet("das ist der mann der ich bin");
        says("ich habe mir sehr gefreut", "de-reflexive", "mir", "mich");
        says(
            "du machst dich zu viele sorgen",
            "de-reflexive",
            "dich",
            "dir",
        );
        quiet("kannst du mir helfen");
        quiet("ich mache mir sorgen um dich");
    }

    #[test]
    fn motion_perfect_person_case_and_time_phrases() {
        says(
            "wir haben mit dem bus nach hamburg gefahren",
            "de-perfect-auxiliary",
            "haben",
            "sind",
        );
        says(
            "sie hat von der leiter gefallen",
            "de-perfect-auxiliary",
            "hat",
            "ist",
        );
        quiet("ich habe meinen vater nach hause gefahren");
        quiet("das konzert hat mir sehr gefallen");
        says("ich rufe ihm morgen an", "de-pronoun-case", "ihm", "ihn");
        says("der lärm stört mir", "de-pronoun-case", "mir", "mich");
        quiet("ich rufe dir ein taxi");
        quiet("ich habe ihm das buch gegeben");
        says(
            "sie hat mich geraten zu warten",
            "de-pronoun-case",
            "mich",
            "mir",
        );
        says(
            "wir fliegen letzte monat nach rom",
            "de-adjective-ending",
            "letzte monat",
            "letzten monat",
        );
        quiet("ab nächster woche habe ich urlaub");
        quiet("nächste woche habe ich urlaub");
    }

    #[test]
    fn equal_comparison_and_bare_nouns() {
        says(
            "meine wohnung ist so klein als deine",
            "de-comparative",
            "als",
            "wie",
        );
        quiet("meine wohnung ist so klein wie deine");
        quiet("ich war so müde als ich nach hause kam");
        quiet("komm so bald als möglich");
        says(
            "ich war heute bei friseur",
            "de-case-after-preposition",
            "bei friseur",
            "beim friseur",
        );
        says(
            "der bus fährt von flughafen ab",
            "de-case-after-preposition",
            "von flughafen",
            "vom flughafen",
        );
        says(
            "an montag habe ich frei",
            "de-case-after-preposition",
            "an montag",
            "am montag",
        );
        quiet("von montag bis freitag arbeite ich");
        quiet("er ist von beruf lehrer");
        quiet("von jahr zu jahr wird es teurer");
        quiet("das geschenk ist von oma");
    }

    #[test]
    fn verb_second_plural_subject_and_linking_adverbs() {
        says(
            "am abend die leute feiern laut",
            "de-verb-second",
            "die leute feiern",
            "feiern die leute",
        );
        quiet("am abend feiern die leute laut");
        says(
            "ich kaufe brot dann ich gehe nach hause",
            "de-verb-second",
            "ich gehe",
            "gehe ich",
        );
        quiet("ich kaufe brot dann gehe ich nach hause");
        quiet("er kommt dann später");
    }

    #[test]
    fn word_order_zu_was_wohin_and_subjunctive() {
        says(
            "sie ruft an aber ich höre nicht dich",
            "de-word-order",
            "nicht dich",
            "dich nicht",
        );
        quiet("ich kenne nicht ihn sondern seinen bruder");
        says(
            "er hofft das problem schnell zu lösen können",
            "de-zu-infinitive",
            "zu lösen können",
            "lösen zu können",
        );
        quiet("er hofft das problem schnell lösen zu können");
        says(
            "er erzählt nichts das mich interessiert",
            "de-relative-pronoun",
            "das",
            "was",
        );
        quiet("ich habe etwas das dir gefällt");
        says(
            "dann würden wir früher gegangen",
            "de-verb-form",
            "würden",
            "wären",
        );
        quiet("das haus würde schnell gebaut");
        says(
            "ich weiß noch nicht wo ich im urlaub fliege",
            "de-word-choice",
            "wo",
            "wohin",
        );
        quiet("ich weiß nicht wo er zur schule geht");
        quiet("ich weiß nicht wo er im urlaub war");
    }

    #[test]
    fn nach_for_places() {
        says(
            "im sommer fliegen wir zu portugal",
            "de-preposition",
            "zu",
            "nach",
        );
        says(
            "morgen fahre ich in österreich",
            "de-preposition",
            "in",
            "nach",
        );
        quiet("im sommer fliegen wir nach portugal");
        quiet("ich wohne seit zwei jahren in österreich");
        quiet("in wien gehen wir oft ins theater");
        quiet("ich bin gestern in wien angekommen");
    }
}

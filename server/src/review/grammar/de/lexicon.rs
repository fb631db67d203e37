//! The word tables read once into a lexicon: nouns with gender and plural, every person form,
//! infinitive and participle of each verb (with and without its separable particle), and the
//! forms of each adjective.

use super::declension::{dat_plural, genitive, weak_oblique};
use super::tables::{ADJ_TABLE, MODALS, NOUN_TABLE, STRONG_VERBS, WEAK_VERBS};
use super::words::{Gn, F, M, N, P, P1P, P1S, P2P, P2S, P3P, P3S};
use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

pub(super) struct Noun {
    pub(super) gn: Gn,
    pub(super) sg: String,
    pub(super) pl: String,
    pub(super) weak: bool,
}

pub(super) struct Verb {
    pub(super) inf: String,
    pub(super) particle: String,
    pub(super) base_inf: String,
    pub(super) part: String,
    pub(super) sein: bool,
    /// Present tense: ich, du, er, wir, ihr, sie.
    pub(super) present: Vec<(String, u8)>,
}

pub(super) struct Lex {
    pub(super) nouns: Vec<Noun>,
    pub(super) noun_forms: HashMap<String, Vec<usize>>,
    pub(super) verbs: Vec<Verb>,
    /// A finite form: the verb and the persons it serves (base verbs only, no particle).
    pub(super) finite: HashMap<String, Vec<(usize, u8)>>,
    /// A separable verb's finite form with its particle in front ("anrufe"): verb, persons.
    pub(super) joined: HashMap<String, (usize, u8)>,
    pub(super) infinitives: HashMap<String, usize>,
    pub(super) participles: HashMap<String, usize>,
    pub(super) wrong_participles: HashMap<String, String>,
    /// Adjective form: stem and ending ("" for the bare form).
    pub(super) adjs: HashMap<String, (String, &'static str)>,
}

pub(super) fn lex() -> &'static Lex {
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
pub(super) fn person_forms(inf: &str, strong: Option<(&str, &str, &str)>) -> Vec<(String, u8)> {
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

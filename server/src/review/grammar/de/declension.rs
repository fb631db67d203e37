//! Nouns, articles and adjectives declined: the form each takes for a gender/number and case,
//! and the noun phrase (article, adjectives, noun) that the case rules judge and mend.

use super::lexicon::{lex, Noun};
use super::words::{Acc, Case, Dat, Gen, Gn, Nom, F, M, N, P};
use super::Tok;

pub(super) fn dat_plural(pl: &str) -> String {
    if pl.ends_with('n') || pl.ends_with('s') {
        pl.to_owned()
    } else {
        format!("{pl}n")
    }
}

pub(super) fn genitive(n: &Noun) -> String {
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

pub(super) fn weak_oblique(n: &Noun) -> String {
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
pub(super) enum Kind {
    Def,
    Dies,
    Ein,
}

const EIN_STEMS: &[&str] = &["ein", "kein", "mein", "dein", "sein", "ihr", "unser", "eur"];
const DIES_STEMS: &[&str] = &["dies", "jed", "welch", "jen"];

/// An article or possessive: its kind and stem.
pub(super) fn det_of(w: &str) -> Option<(Kind, &'static str)> {
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

pub(super) fn det_form(kind: Kind, stem: &str, gn: Gn, c: Case) -> String {
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
pub(super) fn det_fits(w: &str, kind: Kind, stem: &str, gn: Gn, c: Case) -> bool {
    if stem == "ein" && gn == P {
        return false;
    }
    det_form(kind, stem, gn, c) == w
}

/// The adjective ending after an article of this kind (None: no article).
pub(super) fn adj_ending(kind: Option<Kind>, gn: Gn, c: Case) -> &'static str {
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
pub(super) struct Np {
    pub(super) det: Option<(usize, Kind, &'static str)>,
    pub(super) adjs: Vec<usize>,
    pub(super) noun: usize,
}

pub(super) fn is_noun(w: &str) -> bool {
    lex().noun_forms.contains_key(w)
}

pub(super) fn is_adj(w: &str) -> bool {
    lex().adjs.contains_key(w)
}

/// The noun phrase that starts at word `i`, if its noun is in the table.
pub(super) fn parse_np(toks: &[Tok], i: usize) -> Option<Np> {
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
pub(super) fn noun_readings(w: &str) -> Vec<(usize, Gn)> {
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
pub(super) fn np_fits(toks: &[Tok], np: &Np, n: usize, gn: Gn, c: Case) -> bool {
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
pub(super) fn np_fixed(toks: &[Tok], np: &Np, n: usize, gn: Gn, c: Case) -> Vec<String> {
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
pub(super) fn np_readings(toks: &[Tok], np: &Np) -> Vec<(usize, Gn)> {
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

pub(super) fn words_of(toks: &[Tok], from: usize, to: usize) -> Vec<String> {
    toks[from..=to].iter().map(|t| t.text.clone()).collect()
}

pub(super) fn case_name(c: Case) -> &'static str {
    match c {
        Nom => "nominative",
        Acc => "accusative",
        Dat => "dative",
        Gen => "genitive",
    }
}

pub(super) fn contraction(prep: &str, det: &str) -> Option<&'static str> {
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

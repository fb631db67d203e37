//! The lexicon: every form of every verb in the table, nouns with their gender, adjectives
//! with their forms, and the determiners, built once and looked up by word.

use std::collections::HashMap;
use std::sync::OnceLock;

use super::conjugation::{conjugate, strip_accent, Verb, FINITE, T};
use super::tables::{ADJECTIVES, FEM_NOUNS, MASC_NOUNS, PLURALS, PLURAL_ONLY};
use super::verb_table::VERB_TABLE;

/// Where a word is found among the verbs' forms.
#[derive(Debug, Clone, Copy)]
pub(super) struct Hit {
    pub(super) v: usize,
    pub(super) t: T,
    pub(super) p: usize,
}

#[derive(Debug, Clone)]
pub(super) struct Noun {
    pub(super) fem: bool,
    pub(super) pl: bool,
    /// The same in singular and plural ("lunes", "cumpleaños"): its number is unknown.
    pub(super) same: bool,
    pub(super) lemma: String,
}

#[derive(Debug, Clone)]
pub(super) struct Adj {
    pub(super) lemma: String,
    /// `None` for adjectives that do not change for gender ("grande", "azul").
    pub(super) fem: Option<bool>,
    pub(super) pl: bool,
}

pub(super) struct Lex {
    pub(super) verbs: Vec<Verb>,
    pub(super) by_form: HashMap<String, Vec<Hit>>,
    pub(super) by_inf: HashMap<String, usize>,
    pub(super) nouns: HashMap<String, Noun>,
    pub(super) adjs: HashMap<String, Adj>,
}

pub(super) fn lex() -> &'static Lex {
    static LEX: OnceLock<Lex> = OnceLock::new();
    LEX.get_or_init(build)
}

fn build() -> Lex {
    let mut verbs: Vec<Verb> = Vec::new();
    for line in VERB_TABLE.lines().filter(|l| !l.trim().is_empty()) {
        let f: Vec<&str> = line.split_whitespace().collect();
        if f.len() < 6 || verbs.iter().any(|v| v.inf == f[0]) {
            continue;
        }
        let opt = |s: &str| (s != "-").then(|| s.to_owned());
        verbs.push(conjugate(
            f[0],
            f[1].chars().next().unwrap_or('-'),
            opt(f[2]),
            opt(f[3]),
            opt(f[4]),
            opt(f[5]),
        ));
    }
    let mut by_form: HashMap<String, Vec<Hit>> = HashMap::new();
    let mut by_inf = HashMap::new();
    for (v, verb) in verbs.iter().enumerate() {
        by_inf.insert(verb.inf.clone(), v);
        for t in FINITE {
            for p in 0..6 {
                by_form
                    .entry(verb.form(t, p).to_owned())
                    .or_default()
                    .push(Hit { v, t, p });
            }
        }
        for t in [T::Inf, T::Part, T::Ger] {
            by_form
                .entry(verb.form(t, 0).to_owned())
                .or_default()
                .push(Hit { v, t, p: 0 });
        }
    }
    let mut nouns = HashMap::new();
    for (list, fem) in [(MASC_NOUNS, false), (FEM_NOUNS, true)] {
        for w in list.split_whitespace() {
            let pl = plural(w);
            let same = pl == w;
            nouns.insert(
                w.to_owned(),
                Noun {
                    fem,
                    pl: false,
                    same,
                    lemma: w.to_owned(),
                },
            );
            if !same {
                nouns.insert(
                    pl,
                    Noun {
                        fem,
                        pl: true,
                        same,
                        lemma: w.to_owned(),
                    },
                );
            }
        }
    }
    for &(w, fem) in PLURAL_ONLY {
        nouns.insert(
            w.to_owned(),
            Noun {
                fem,
                pl: true,
                same: false,
                lemma: w.to_owned(),
            },
        );
    }
    let mut adjs = HashMap::new();
    for w in ADJECTIVES.split_whitespace() {
        for fem in [false, true] {
            for pl in [false, true] {
                let g = gendered(w).then_some(fem);
                adjs.insert(
                    inflect(w, fem, pl),
                    Adj {
                        lemma: w.to_owned(),
                        fem: g,
                        pl,
                    },
                );
            }
        }
    }
    Lex {
        verbs,
        by_form,
        by_inf,
        nouns,
        adjs,
    }
}

/// The plural of a noun or adjective.
pub(super) fn plural(w: &str) -> String {
    if let Some(&(_, p)) = PLURALS.iter().find(|(s, _)| *s == w) {
        return p.to_owned();
    }
    if let Some(s) = w.strip_suffix('z') {
        return format!("{s}ces");
    }
    if w.ends_with(['a', 'e', 'i', 'o', 'u', 'á', 'é', 'ó']) {
        return format!("{w}s");
    }
    let n = w.chars().count();
    let last2: String = w.chars().skip(n.saturating_sub(2)).collect();
    if matches!(
        last2.as_str(),
        "ón" | "án" | "én" | "ín" | "és" | "ás" | "ús" | "ún"
    ) {
        return format!("{}es", strip_accent(w));
    }
    format!("{w}es")
}

/// Whether an adjective changes for gender.
fn gendered(lemma: &str) -> bool {
    lemma.ends_with('o')
        || lemma.ends_with("or")
            && !matches!(
                lemma,
                "mayor"
                    | "menor"
                    | "mejor"
                    | "peor"
                    | "superior"
                    | "inferior"
                    | "anterior"
                    | "posterior"
                    | "exterior"
                    | "interior"
            )
        || lemma.ends_with("és")
        || lemma.ends_with("án")
        || lemma == "español"
}

/// An adjective's form for a gender and number.
pub(super) fn inflect(lemma: &str, fem: bool, pl: bool) -> String {
    if let Some(s) = lemma.strip_suffix('o') {
        return format!(
            "{s}{}{}",
            if fem { "a" } else { "o" },
            if pl { "s" } else { "" }
        );
    }
    if gendered(lemma) {
        let s = strip_accent(lemma);
        return match (fem, pl) {
            (false, false) => lemma.to_owned(),
            (false, true) => format!("{s}es"),
            (true, false) => format!("{s}a"),
            (true, true) => format!("{s}as"),
        };
    }
    if pl {
        plural(lemma)
    } else {
        lemma.to_owned()
    }
}

pub(super) fn hits(w: &str) -> &'static [Hit] {
    lex().by_form.get(w).map_or(&[], Vec::as_slice)
}

pub(super) fn verb(v: usize) -> &'static Verb {
    &lex().verbs[v]
}

pub(super) fn vidx(inf: &str) -> Option<usize> {
    lex().by_inf.get(inf).copied()
}

/// The first way `w` is a form of verb `inf` in one of `tenses`.
pub(super) fn is_form(w: &str, inf: &str, tenses: &[T]) -> Option<Hit> {
    let v = vidx(inf)?;
    let mut all = hits(w)
        .iter()
        .copied()
        .filter(|h| h.v == v && tenses.contains(&h.t));
    let first = all.next()?;
    // "era" is "yo" and "él": prefer the third person, the one more often meant.
    Some(
        all.find(|h| h.t == first.t && matches!(h.p, 2 | 5))
            .unwrap_or(first),
    )
}

/// The first way `w` is a form in one of `tenses` (any verb).
pub(super) fn tense_hit(w: &str, tenses: &[T]) -> Option<Hit> {
    hits(w).iter().copied().find(|h| tenses.contains(&h.t))
}

pub(super) fn has_tense(w: &str, t: T) -> bool {
    hits(w).iter().any(|h| h.t == t)
}

pub(super) fn is_inf(w: &str) -> bool {
    has_tense(w, T::Inf) || infinitive_with_clitic(w).is_some()
}

/// "comprarme" → "comprar".
pub(super) fn infinitive_with_clitic(w: &str) -> Option<&'static str> {
    for c in [
        "me", "te", "se", "nos", "lo", "la", "le", "los", "las", "les",
    ] {
        if let Some(s) = w.strip_suffix(c) {
            if let Some(h) = tense_hit(s, &[T::Inf]) {
                return Some(verb(h.v).inf.as_str());
            }
        }
    }
    None
}

/// A noun from the tables, or by its ending: "-ción", "-sión", "-dad", "-tad", "-tud" and
/// "-umbre" are feminine, "-aje" masculine.
pub(super) fn noun(w: &str) -> Option<Noun> {
    if let Some(n) = lex().nouns.get(w) {
        return Some(n.clone());
    }
    if !hits(w).is_empty() || adj(w).is_some() || w.chars().count() < 5 {
        return None;
    }
    const ENDINGS: &[(&str, &str, bool)] = &[
        ("ción", "ciones", true),
        ("sión", "siones", true),
        ("dad", "dades", true),
        ("tad", "tades", true),
        ("tud", "tudes", true),
        ("umbre", "umbres", true),
        ("aje", "ajes", false),
    ];
    for &(sg, pl, fem) in ENDINGS {
        if w.ends_with(sg) {
            return Some(Noun {
                fem,
                pl: false,
                same: false,
                lemma: w.to_owned(),
            });
        }
        if let Some(stem) = w.strip_suffix(pl) {
            return Some(Noun {
                fem,
                pl: true,
                same: false,
                lemma: format!("{stem}{sg}"),
            });
        }
    }
    None
}

/// An adjective, including the "-ísimo" forms of any adjective.
pub(super) fn adj(w: &str) -> Option<Adj> {
    if let Some(a) = lex().adjs.get(w) {
        return Some(a.clone());
    }
    for (end, fem, pl) in [
        ("ísimo", false, false),
        ("ísima", true, false),
        ("ísimos", false, true),
        ("ísimas", true, true),
    ] {
        if let Some(s) = w.strip_suffix(end) {
            if s.chars().count() >= 2 {
                return Some(Adj {
                    lemma: format!("{s}ísimo"),
                    fem: Some(fem),
                    pl,
                });
            }
        }
    }
    None
}

pub(super) fn in_words(list: &str, w: &str) -> bool {
    list.split_whitespace().any(|x| x == w)
}

/// A determiner: its family, gender (`None` if the same for both) and number.
pub(super) fn det(w: &str) -> Option<(&'static str, Option<bool>, bool)> {
    const FAMILIES: &[(&str, [&str; 4])] = &[
        ("el", ["el", "la", "los", "las"]),
        ("un", ["un", "una", "unos", "unas"]),
        ("este", ["este", "esta", "estos", "estas"]),
        ("ese", ["ese", "esa", "esos", "esas"]),
        ("aquel", ["aquel", "aquella", "aquellos", "aquellas"]),
        ("mucho", ["mucho", "mucha", "muchos", "muchas"]),
        ("poco", ["poco", "poca", "pocos", "pocas"]),
        ("otro", ["otro", "otra", "otros", "otras"]),
        ("nuestro", ["nuestro", "nuestra", "nuestros", "nuestras"]),
        ("vuestro", ["vuestro", "vuestra", "vuestros", "vuestras"]),
        ("ningún", ["ningún", "ninguna", "ningunos", "ningunas"]),
        ("algún", ["algún", "alguna", "algunos", "algunas"]),
        ("tanto", ["tanto", "tanta", "tantos", "tantas"]),
        (
            "demasiado",
            ["demasiado", "demasiada", "demasiados", "demasiadas"],
        ),
        ("del", ["del", "de la", "de los", "de las"]),
        ("al", ["al", "a la", "a los", "a las"]),
    ];
    for &(fam, forms) in FAMILIES {
        if let Some(k) = forms.iter().position(|&f| f == w) {
            return Some((fam, Some(k % 2 == 1), k >= 2));
        }
    }
    match w {
        "uno" => Some(("un", Some(false), false)),
        "ninguno" => Some(("ningún", Some(false), false)),
        "alguno" => Some(("algún", Some(false), false)),
        "mi" | "tu" | "su" => Some(("mi", None, false)),
        "mis" | "tus" | "sus" => Some(("mi", None, true)),
        _ => None,
    }
}

/// A determiner of the same family for a gender and number ("mi" → "mis").
pub(super) fn det_form(fam: &'static str, word: &str, fem: bool, pl: bool, el_fem: bool) -> String {
    if fam == "mi" {
        let base = word.trim_end_matches('s');
        return if pl {
            format!("{base}s")
        } else {
            base.to_owned()
        };
    }
    let fem =
        fem && !(el_fem && !pl && matches!(fam, "el" | "un" | "del" | "al" | "ningún" | "algún"));
    let k = usize::from(fem) + if pl { 2 } else { 0 };
    let forms: [&str; 4] = match fam {
        "el" => ["el", "la", "los", "las"],
        "un" => ["un", "una", "unos", "unas"],
        "este" => ["este", "esta", "estos", "estas"],
        "ese" => ["ese", "esa", "esos", "esas"],
        "aquel" => ["aquel", "aquella", "aquellos", "aquellas"],
        "mucho" => ["mucho", "mucha", "muchos", "muchas"],
        "poco" => ["poco", "poca", "pocos", "pocas"],
        "otro" => ["otro", "otra", "otros", "otras"],
        "nuestro" => ["nuestro", "nuestra", "nuestros", "nuestras"],
        "vuestro" => ["vuestro", "vuestra", "vuestros", "vuestras"],
        "ningún" => ["ningún", "ninguna", "ningún", "ninguna"],
        "algún" => ["algún", "alguna", "algunos", "algunas"],
        "tanto" => ["tanto", "tanta", "tantos", "tantas"],
        "demasiado" => ["demasiado", "demasiada", "demasiados", "demasiadas"],
        "del" => ["del", "de la", "de los", "de las"],
        _ => ["al", "a la", "a los", "a las"],
    };
    forms[k].to_owned()
}

pub(super) fn is_det(w: &str) -> bool {
    det(w).is_some()
}

//! Gender and number agreement of determiners and adjectives with their noun.

use super::conjugation::{FINITE, T};
use super::lexicon::{
    adj, det, det_form, hits, in_words, inflect, is_det, is_form, is_inf, lex, noun, tense_hit,
    Adj, Noun,
};
use super::ser_estar::copula;
use super::tables::{EL_FEMININE, NOT_AFTER_NOUN, PLURAL_ONLY};
use super::words::{before, cap, clause_start, finite_at, is_clitic, is_number, is_prep, w};
use super::{found, Found, Tok};

/// Adjectives agree with their noun in gender and number: "una película muy aburrido" →
/// "aburrida", "las personas son simpático" → "simpáticas".
pub(super) fn agreement(line: &str, toks: &[Tok]) -> Vec<Found> {
    const INTENS: &[&str] = &[
        "muy",
        "tan",
        "bastante",
        "demasiado",
        "más",
        "menos",
        "super",
        "súper",
        "realmente",
        "siempre",
        "un",
        "poco",
        "todavía",
        "también",
        "ya",
    ];
    const NOT_SUBJECT: &[&str] = &[
        "mayoría", "parte", "resto", "mitad", "cantidad", "grupo", "número", "montón", "serie",
        "par",
    ];
    let mut out = Vec::new();
    let push = |out: &mut Vec<Found>, k: usize, n: &Noun, nw: &str, a: &Adj| {
        let y = w(toks, k);
        let fem = a.fem.map(|_| n.fem);
        if a.fem.is_some() && a.fem == fem && a.pl == n.pl || a.fem.is_none() && a.pl == n.pl {
            return;
        }
        let good = inflect(&a.lemma, n.fem, n.pl);
        if good == y {
            return;
        }
        let what = match (n.fem, n.pl) {
            (false, false) => "masculine singular",
            (true, false) => "feminine singular",
            (false, true) => "masculine plural",
            (true, true) => "feminine plural",
        };
        out.push(found(
            line,
            toks,
            k,
            k,
            good.clone(),
            "es-agreement",
            format!(
                "The adjective agrees with \"{nw}\", which is {what}: \"{good}\", not \"{y}\"."
            ),
        ));
    };
    for i in 0..toks.len() {
        let x = w(toks, i);
        // Right after the noun: "una película (muy) aburrido".
        let counted = is_number(before(toks, i, 1)) && !matches!(before(toks, i, 1), "una" | "uno");
        if let (Some(n), true) = (noun(x), det(before(toks, i, 1)).is_some() || counted) {
            // "un chico y una chica guapos": a plural adjective may agree with both nouns.
            let coord = matches!(before(toks, i, 2), "y" | "o");
            let mut k = i + 1;
            while matches!(
                w(toks, k),
                "muy" | "tan" | "bastante" | "demasiado" | "super" | "súper"
            ) {
                k += 1;
            }
            if let Some(a) = adj(w(toks, k)) {
                if !NOT_AFTER_NOUN.contains(&a.lemma.as_str())
                    && tense_hit(w(toks, k), &FINITE).is_none()
                    && !(coord && a.pl)
                    && w(toks, k + 1) != "que"
                    && !in_words("año mes día semana hora minuto vez metro kilo", &n.lemma)
                {
                    push(&mut out, k, &n, x, &a);
                }
            }
        }
        // After "ser"/"estar": "la comida fue muy bueno".
        let Some(h) = copula(x, "ser")
            .or_else(|| copula(x, "estar"))
            .or_else(|| is_form(x, "parecer", &FINITE))
        else {
            continue;
        };
        if !matches!(h.t, T::Pres | T::Imp | T::Pret | T::Fut | T::Cond) || !matches!(h.p, 2 | 5) {
            continue;
        }
        let mut k = i + 1;
        while INTENS.contains(&w(toks, k)) {
            k += 1;
        }
        let Some(a) = adj(w(toks, k)) else { continue };
        if is_inf(w(toks, k + 1)) || w(toks, k + 1) == "que" {
            continue;
        }
        // The subject: the first noun with a determiner in the clause, not after a
        // preposition; clauses split at conjunctions too.
        let start = clause_start(toks, i);
        let s = (start..i)
            .rev()
            .find(|&j| {
                matches!(
                    w(toks, j),
                    "y" | "pero" | "porque" | "aunque" | "cuando" | "si" | "donde" | "o"
                )
            })
            .map_or(start, |j| j + 1);
        let subj = (s..i).find(|&j| {
            noun(w(toks, j)).is_some()
                && j > 0
                && is_det(w(toks, j - 1))
                && !matches!(w(toks, j - 1), "al" | "del")
                && !(j >= 2 && is_prep(w(toks, j - 2)))
        });
        // "ella es muy alto": a subject pronoun right before the verb.
        let pronoun = (s..i).rev().take(3).find_map(|j| {
            let (fem, pl) = match w(toks, j) {
                "él" => (false, false),
                "ella" => (true, false),
                "ellos" => (false, true),
                "ellas" => (true, true),
                _ => return None,
            };
            (j == s || !is_prep(before(toks, j, 1))).then_some((j, fem, pl))
        });
        let (j, n) = match (subj, pronoun) {
            (None, Some((j, fem, pl))) => (
                j,
                Noun {
                    fem,
                    pl,
                    same: false,
                    lemma: w(toks, j).to_owned(),
                },
            ),
            (Some(j), _) => match noun(w(toks, j)) {
                Some(n) => (j, n),
                None => continue,
            },
            (None, None) => continue,
        };
        let nw = w(toks, j);
        if NOT_SUBJECT.contains(&nw) {
            continue;
        }
        // A verb in between other than "que" + verb means another subject may be meant.
        let others = (j + 1..i).any(|m| {
            finite_at(toks, m).is_some()
                && before(toks, m, 1) != "que"
                && !(before(toks, m, 2) == "que" && is_clitic(before(toks, m, 1)))
        });
        if others {
            continue;
        }
        // The verb's number must match the noun, except "la gente son".
        if (h.p == 5) != n.pl && n.lemma != "gente" {
            continue;
        }
        push(&mut out, k, &n, nw, &a);
    }
    out
}

/// Articles and determiners agree with their noun: "la problema" → "el problema", "mis
/// hermano" → "mi hermano", "de la trabajo" → "del trabajo".
pub(super) fn gender(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 1..toks.len() {
        let x = w(toks, i);
        let d = w(toks, i - 1);
        let Some(n) = noun(x) else { continue };
        // "un bueno chico" → "un buen chico", "una buen amiga" → "una buena amiga".
        let short = match (d, n.fem, n.pl || n.same) {
            ("bueno", false, false) => Some("buen"),
            ("malo", false, false) => Some("mal"),
            ("primero", false, false) => Some("primer"),
            ("tercero", false, false) => Some("tercer"),
            ("grande", _, false) if is_det(before(toks, i, 2)) => Some("gran"),
            ("buen", true, _) => Some("buena"),
            ("mal", true, _) if is_det(before(toks, i, 2)) => Some("mala"),
            ("primer", true, _) => Some("primera"),
            _ => None,
        };
        let clear = is_det(before(toks, i, 2)) || hits(x).is_empty() && i >= 2;
        if let (Some(good), true) = (short, clear) {
            out.push(found(
                line,
                toks,
                i - 1,
                i - 1,
                good,
                "es-gender",
                format!("Before \"{x}\" say \"{good} {x}\", not \"{d} {x}\"."),
            ));
            continue;
        }
        let Some((fam, dfem, dpl)) = det(d) else {
            continue;
        };
        // "todos mis amigas" → "todas mis amigas".
        let all = before(toks, i, 2);
        if matches!(all, "todo" | "toda" | "todos" | "todas")
            && !n.same
            && !(all == "todo" && before(toks, i, 3) == "sobre")
        {
            let good = inflect("todo", n.fem, n.pl);
            if good != all {
                out.push(found(
                    line,
                    toks,
                    i - 2,
                    i - 2,
                    good.clone(),
                    "es-gender",
                    format!(
                        "\"Todo\" agrees with \"{x}\": \"{good} {d} {x}\", not \"{all} {d} {x}\"."
                    ),
                ));
                continue;
            }
        }
        let el_fem = EL_FEMININE.contains(&n.lemma.as_str());
        // "la", "los", "las" before a word that is also a verb may be a pronoun.
        let p2 = before(toks, i, 2);
        let subject = finite_at(toks, i + 1).is_some() && noun(w(toks, i + 1)).is_none();
        if matches!(d, "la" | "los" | "las" | "lo")
            && !hits(x).is_empty()
            && !is_prep(p2)
            && !subject
        {
            continue;
        }
        if matches!(p2, "y" | "o") && dpl != n.pl {
            continue;
        }
        if n.lemma == "gente" && n.pl && matches!(fam, "mucho" | "poco" | "tanto") {
            let good = det_form(fam, d, true, false, false);
            out.push(found(
                line,
                toks,
                i - 1,
                i,
                format!("{good} gente"),
                "es-gender",
                format!("\"Gente\" is singular in Spanish: \"{good} gente\", not \"{d} {x}\"."),
            ));
            continue;
        }
        let npl = if n.same { dpl } else { n.pl };
        let good = det_form(fam, d, n.fem, npl, el_fem);
        let gender_ok = dfem.is_none() || good == d;
        if gender_ok && dpl == npl && good == d {
            continue;
        }
        if fam == "ningún" && n.pl && !PLURAL_ONLY.iter().any(|(p, _)| *p == n.lemma) {
            let sing = det_form(fam, d, n.fem, false, el_fem);
            let say = format!("{sing} {}", n.lemma);
            out.push(found(
                line,
                toks,
                i - 1,
                i,
                say.clone(),
                "es-gender",
                format!("\"Ninguno\" is used in the singular: \"{say}\", not \"{d} {x}\"."),
            ));
            continue;
        }
        if good == d {
            continue;
        }
        let what = if dpl != n.pl && (dfem.is_none() || dfem == Some(n.fem) || el_fem) {
            if n.pl {
                "plural"
            } else {
                "singular"
            }
        } else if n.fem {
            "feminine"
        } else {
            "masculine"
        };
        // "de la trabajo" → "del trabajo".
        let (from, say) = match (p2, good.as_str()) {
            ("de", "el") => (i - 2, "del".to_owned()),
            ("a", "el") => (i - 2, "al".to_owned()),
            _ => (i - 1, good.clone()),
        };
        let orig = toks[from..i]
            .iter()
            .map(|t| t.text.as_str())
            .collect::<Vec<_>>()
            .join(" ");
        out.push(found(
            line,
            toks,
            from,
            i - 1,
            say.clone(),
            "es-gender",
            format!(
                "\"{}\" is {what}: \"{say} {x}\", not \"{orig} {x}\".",
                cap(x)
            ),
        ));
    }
    out
}

/// Adjectives that go before their noun agree with it too: "mi propio empresa" → "propia",
/// "de diferente países" → "diferentes".
pub(super) fn prenominal(line: &str, toks: &[Tok]) -> Vec<Found> {
    const BEFORE_NOUN: &str = "propio diferente distinto cierto último próximo nuevo viejo pequeño";
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let x = w(toks, i);
        let Some(a) = adj(x).filter(|a| in_words(BEFORE_NOUN, &a.lemma)) else {
            continue;
        };
        let y = w(toks, i + 1);
        let Some(n) = lex().nouns.get(y) else {
            continue;
        };
        let p = before(toks, i, 1);
        if n.same || !hits(y).is_empty() || adj(y).is_some() || !(is_det(p) || is_prep(p)) || i == 0
        {
            continue;
        }
        let good = inflect(&a.lemma, n.fem, n.pl);
        if good == x {
            continue;
        }
        out.push(found(
            line,
            toks,
            i,
            i,
            good.clone(),
            "es-agreement",
            format!("The adjective agrees with \"{y}\": \"{good} {y}\", not \"{x} {y}\"."),
        ));
    }
    out
}

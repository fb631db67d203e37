//! "si" clauses: no conditional or future after "si", and the conditional in the main clause
//! after "si" + imperfect.

use super::tenses::{cond, future_of, join_elide, participle, AVAIS, COND_END, ETAIS};
use super::words::{
    before, clause_after_has, clause_has, imperfect, is_in, person, src_span, tx, verb_by_inf,
    verbs, vowel_start, CLITICS,
};
use super::{found, Found, Tok};

/// The conditional in an "if" clause: "si j'aurais" → "si j'avais".
pub(super) fn si_conditional(line: &str, toks: &[Tok]) -> Vec<Found> {
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

/// "si" with the future: "si tu viendras" → "si tu viens".
pub(super) fn si_future(line: &str, toks: &[Tok]) -> Vec<Found> {
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
pub(super) fn si_main(line: &str, toks: &[Tok]) -> Vec<Found> {
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

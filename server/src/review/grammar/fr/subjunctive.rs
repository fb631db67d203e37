//! The subjunctive: missing after the words that call for it ("il faut que je finis"), and used
//! where French takes the indicative ("je crois qu'il soit").

use super::words::{
    adj, before, clause_has, det_kind, imperfect, is_in, is_person, noun_gender, person, src_span,
    tx, verb_by_inf, verbs, CLITICS,
};
use super::{found, Found, Tok};

/// The subject after "que" at `i`: (person, index of the verb).
pub(super) fn subject_after(toks: &[Tok], i: usize) -> Option<(usize, usize)> {
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
pub(super) fn subjunctive(line: &str, toks: &[Tok]) -> Vec<Found> {
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
pub(super) fn subjunctive_overuse(line: &str, toks: &[Tok]) -> Vec<Found> {
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

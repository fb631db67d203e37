//! Verb forms: made-up forms ("prendu", "je pouvrai") and a verb that does not agree with its
//! subject, near ("nous allez") or further away ("c'est moi qui a", "tout le monde sont").

use super::verb_tables::{AUX_BAD_FORMS, BAD_FORMS, BAD_FUTURE};
use super::words::{
    before, det_kind, is_in, like, person, src, tx, verbs, vowel_start, AVOIR, CLITICS,
};
use super::{found, Found, Tok};

/// Made-up verb forms: "prendu" → "pris", "je pouvrai" → "je pourrai".
pub(super) fn verb_form(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        let w = t.text.as_str();
        let mut good = BAD_FORMS
            .iter()
            .find(|(b, _)| *b == w)
            .map(|(_, g)| g.to_string());
        // "j'ai ouvré": a real word, but not the participle of "ouvrir"
        if good.is_none()
            && i > 0
            && (is_in(before(toks, i), &AVOIR)
                || is_in(before(toks, i), &["avait", "avais", "avoir"]))
        {
            good = AUX_BAD_FORMS
                .iter()
                .find(|(b, _)| *b == w)
                .map(|(_, g)| g.to_string());
        }
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

/// Subject and verb that do not agree: "nous allez" → "nous allons", "ils parlons" → "ils
/// parlent", "tu peut" → "tu peux".
pub(super) fn conjugation(line: &str, toks: &[Tok]) -> Vec<Found> {
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

/// A verb agreeing with a subject further away: "c'est moi qui a" → "qui ai", "tout le monde
/// sont" → "est", "la plupart de mes collègues prend" → "prennent", "beaucoup de gens se sent"
/// → "se sentent".
pub(super) fn subject_agreement(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let w = tx(toks, i);
        // (index of the verb's search start, wanted person, who)
        let (start, p, who) = if w == "qui"
            && is_in(before(toks, i), &["moi", "toi", "nous", "vous"])
            && i >= 2
            && is_in(tx(toks, i - 2), &["est", "c'est", "était"])
        {
            let p = match before(toks, i) {
                "moi" => 0,
                "toi" => 1,
                "nous" => 3,
                _ => 4,
            };
            (i + 1, p, format!("{} qui", before(toks, i)))
        } else if w == "monde" && before(toks, i) == "le" && i >= 2 && tx(toks, i - 2) == "tout" {
            (i + 1, 2, "tout le monde".to_string())
        } else if w == "plupart"
            && before(toks, i) == "la"
            && is_in(tx(toks, i + 1), &["de", "des", "d'"])
        {
            let mut k = i + 2;
            if det_kind(tx(toks, k)).is_some() {
                k += 1;
            }
            if !tx(toks, k).ends_with('s') && !tx(toks, k).ends_with('x') && tx(toks, k) != "gens" {
                continue;
            }
            (k + 1, 5, "la plupart des …".to_string())
        } else if w == "gens"
            && i >= 2
            && before(toks, i) == "de"
            && is_in(tx(toks, i - 2), &["beaucoup", "peu", "trop", "plein"])
        {
            (i + 1, 5, format!("{} de gens", tx(toks, i - 2)))
        } else if w == "gens" && is_in(before(toks, i), &["les", "ces", "des", "certains"]) {
            (i + 1, 5, format!("{} gens", before(toks, i)))
        } else if is_in(
            w,
            &[
                "famille",
                "équipe",
                "police",
                "gouvernement",
                "classe",
                "groupe",
                "public",
            ],
        ) && is_in(
            before(toks, i),
            &[
                "la", "le", "ma", "mon", "ta", "ton", "sa", "son", "notre", "votre", "leur",
                "cette", "ce", "l'",
            ],
        ) && (i < 2
            || !is_in(
                tx(toks, i - 2),
                &[
                    "de", "à", "dans", "avec", "pour", "chez", "que", "qu'", "sur",
                ],
            ))
        {
            (i + 1, 2, format!("{} {w} (one group)", before(toks, i)))
        } else if is_in(w, &["chacun", "chacune", "quelqu'un"])
            && (i == 0 || !is_in(before(toks, i), &["à", "de", "pour", "avec", "chez"]))
        {
            (i + 1, 2, w.to_string())
        } else {
            continue;
        };
        let mut j = start;
        while is_in(tx(toks, j), CLITICS) {
            j += 1;
        }
        let v = tx(toks, j);
        let Some(vb) = verbs()
            .iter()
            .find(|vb| vb.pres.iter().any(|f| f == v) && vb.pres[p] != v)
        else {
            continue;
        };
        let right = vb.pres[p].clone();
        if right == "-" || verbs().iter().any(|o| o.pres[p] == v) {
            continue;
        }
        out.push(found(
            line,
            toks,
            j,
            j,
            right.clone(),
            "fr-agreement",
            format!("The verb agrees with \"{who}\": \"{right}\", not \"{v}\"."),
        ));
    }
    out
}

//! Gender and number agreement: a determiner and its noun ("le voiture"), adjectives and
//! participles with their subject ("elle est allé"), and "tout" with its noun.

use super::adjective_tables::{ADJS, BAGS};
use super::past_tenses::first_word;
use super::verb_tables::ETRE_PP;
use super::words::{
    adj, before, cap, det_for, det_kind, is_in, is_number, like, no_elision, noun_gender,
    present_of, src, src_span, tx, vowel_start, ADVERBS, ETRE,
};
use super::{found, Found, Tok};

/// "tout la journée" → "toute la journée", "tout les jours" → "tous les jours".
pub(super) fn tout(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(1) {
        let (a, b) = (tx(toks, i), tx(toks, i + 1));
        if before(toks, i) == "du" || is_number(tx(toks, i + 2)) {
            continue; // "pas du tout", "toutes les deux"
        }
        let right = match (a, det_kind(b)) {
            ("tout" | "tous" | "toutes", Some('f')) if b != "une" => "toute",
            ("tout" | "toute" | "toutes", Some('p')) if b != "des" && b != "aux" => "tous",
            ("toute" | "tous" | "toutes", Some('m')) if b != "un" && b != "du" && b != "au" => {
                "tout"
            }
            _ => continue,
        };
        if right == "tous"
            && is_in(
                b,
                &["les", "mes", "tes", "ses", "nos", "vos", "leurs", "ces"],
            )
        {
            // "toutes les semaines" is right for a feminine noun
            let n = tx(toks, i + 2);
            let sing = n
                .strip_suffix('s')
                .or_else(|| n.strip_suffix('x'))
                .unwrap_or(n);
            if noun_gender(sing) == Some('f') {
                if a == "toutes" {
                    continue;
                }
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    "toutes",
                    "fr-tout",
                    format!("\"{n}\" is feminine plural: \"toutes {b} {n}\", not \"{a} {b}\"."),
                ));
                continue;
            }
            if a == "tous" {
                continue;
            }
        }
        out.push(found(
            line,
            toks,
            i,
            i,
            right,
            "fr-tout",
            format!("\"Tout\" agrees with the noun: \"{right} {b}\", not \"{a} {b}\"."),
        ));
    }
    out
}

/// Determiner and noun of different genders: "le voiture" → "la voiture", "un maison" →
/// "une maison", "mon sœur" → "ma sœur", "une grande hôpital" → "un grand hôpital".
pub(super) fn gender(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let subjects = [
        "je", "j'", "tu", "il", "elle", "on", "nous", "vous", "ils", "elles", "ne", "n'", "me",
        "m'", "te", "t'", "se", "s'", "qui", "ça", "ce",
    ];
    for i in 0..toks.len() {
        let d = tx(toks, i);
        if det_kind(d).is_none_or(|k| k == 'p' || k == 'x') {
            continue;
        }
        if (d == "le" || d == "la") && is_in(before(toks, i), &subjects) {
            continue; // "je la porte": a pronoun
        }
        // an adjective before the noun?
        let mut j = i + 1;
        let a = adj(tx(toks, j)).filter(|_| is_in(tx(toks, j), BAGS));
        if a.is_some() {
            j += 1;
        }
        let n = tx(toks, j);
        let Some(g) = noun_gender(n) else { continue };
        // "mon frère le porte": after a noun, "le"/"la" before a verb form is its object.
        if a.is_none()
            && (d == "le" || d == "la")
            && present_of(n).is_some()
            && i > 0
            && noun_gender(before(toks, i)).is_some()
        {
            continue;
        }
        if d == "la"
            && is_in(before(toks, i), &ETRE)
            && is_in(n, &["lundi", "mardi", "soir", "matin", "week-end"])
        {
            continue; // "je suis là ce soir" written without its accent
        }
        let adj_wrong = a.is_some_and(|(m, f, mv)| {
            let w = tx(toks, i + 1);
            (g == 'm' && w == f)
                || (g == 'f' && (w == m || (!mv.is_empty() && w == mv)))
                // "un nouveau ami" → "un nouvel ami"
                || (g == 'm' && !mv.is_empty() && w == m && vowel_start(n) && !no_elision(n))
        });
        let vowel = vowel_start(if a.is_some() { tx(toks, i + 1) } else { n });
        let new_det = det_for(d, g, vowel_start(n) && a.is_none() || a.is_some() && vowel);
        if new_det.is_none() && !adj_wrong {
            continue;
        }
        // when both are wrong, fix both, with the adjective's right form
        let new_adj = a.map(|(m, f, mv)| {
            if g == 'f' {
                f.to_string()
            } else if !mv.is_empty() && vowel_start(n) {
                mv.to_string()
            } else {
                m.to_string()
            }
        });
        let det_said = d.to_string();
        let det_right = new_det.map_or(det_said.clone(), str::to_string);
        // determiner right only because of a vowel: "mon amie"; "un" with a wrong adjective
        let det_right = match (det_right.as_str(), g) {
            ("ma" | "ta" | "sa", _) if new_adj.as_deref().is_some_and(vowel_start) => {
                format!("{}on", &det_right[..1])
            }
            ("ce", 'm') if new_adj.as_deref().is_some_and(vowel_start) => "cet".into(),
            _ => det_right,
        };
        if new_det.is_none() && !adj_wrong {
            continue;
        }
        let det_right = det_right.replace(' ', "\u{a0}");
        let say = match &new_adj {
            Some(na) => format!("{det_right} {na}"),
            None => det_right.clone(),
        };
        let said = src_span(line, toks, i, j - 1).to_string();
        if say.replace('\u{a0}', " ") == said.to_lowercase() {
            continue;
        }
        let say = say.replace('\u{a0}', " ");
        // "à la bord" → "au bord": the preposition joins the article
        let p = before(toks, i);
        let (from, say) = match (p, say.split(' ').next().unwrap_or("")) {
            ("à", "le") if i > 0 => (i - 1, say.replacen("le", "au", 1)),
            ("de", "le") if i > 0 => (i - 1, say.replacen("le", "du", 1)),
            ("à" | "de", "la") if i > 0 => (i - 1, format!("{p} {say}")),
            _ => (i, say),
        };
        let said_full = src_span(line, toks, from, j).to_string();
        let say_full = format!("{say} {}", src(line, toks, j));
        let gname = if g == 'm' { "masculine" } else { "feminine" };
        let cap = cap(n);
        out.push(found(
            line,
            toks,
            from,
            j,
            like(src(line, toks, from), &say_full),
            "fr-gender",
            match a {
                Some((m, _, mv)) if !mv.is_empty() && g == 'm' && vowel_start(n) && tx(toks, i + 1) == m => format!(
                    "Before a masculine noun starting with a vowel sound, \"{m}\" becomes \"{mv}\": \"{say_full}\", not \"{said_full}\"."
                ),
                _ => format!("\"{cap}\" is {gname}: \"{say_full}\", not \"{said_full}\"."),
            },
        ));
    }
    out
}

fn fem_of(a: (&str, &str, &str)) -> &'static str {
    ADJS.iter().find(|x| x.0 == a.0).map_or("", |x| x.1)
}

fn plural(w: &str) -> String {
    if w.ends_with('s') || w.ends_with('x') {
        w.to_string()
    } else if let Some(s) = w.strip_suffix("eau") {
        format!("{s}eaux")
    } else {
        format!("{w}s")
    }
}

/// Adjectives and participles agreeing with a feminine or plural subject: "elle est allé" →
/// "allée", "ma mère est très gentil" → "gentille", "une plage très beau" → "belle", "c'est
/// intéressante" → "intéressant".
pub(super) fn agreement(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let copulas = [
        "est", "était", "sera", "serait", "sont", "étaient", "seront", "semble", "semblait",
        "devient", "reste", "restait", "sommes", "étions",
    ];
    let adverb_like = [
        "fort", "bas", "haut", "cher", "bon", "faux", "dur", "clair", "juste", "court", "lourd",
        "seul", "premier",
    ];
    for i in 0..toks.len() {
        let v = tx(toks, i);
        if !is_in(v, &copulas) {
            continue;
        }
        // the subject just before the verb (and "ne")
        let mut s = i;
        if s > 0 && is_in(before(toks, s), &["ne", "n'"]) {
            s -= 1;
        }
        if s == 0 {
            continue;
        }
        let sw = tx(toks, s - 1);
        // "la collègue avec qui je partage mon bureau est partie": the subject is further back
        if toks[first_word(toks, s - 1)..s - 1]
            .iter()
            .any(|t| is_in(&t.text, &["qui", "que", "qu'", "où", "dont"]))
        {
            continue;
        }
        // (feminine, plural)
        let who = match sw {
            "elle" => Some((true, false)),
            "elles" => Some((true, true)),
            "ils" => Some((false, true)),
            "il" => Some((false, false)),
            "nous" if v == "sommes" || v == "étions" => Some((false, true)),
            "c'" | "ce" | "ça" => None,
            _ => {
                // "ma mère est", "la neige était", "la cuisine française est"
                let mut k = s - 1;
                if adj(sw).is_some() && k > 0 && noun_gender(tx(toks, k - 1)).is_some() {
                    k -= 1;
                }
                let n = tx(toks, k);
                let d = if k > 0 { before(toks, k) } else { "" };
                let preps = [
                    "de", "d'", "du", "des", "à", "au", "aux", "pour", "dans", "avec", "sur",
                    "sous", "chez", "par", "en", "sans", "vers", "contre", "entre", "après",
                    "avant", "depuis", "pendant", "comme", "que", "qu'",
                ];
                if k >= 2 && is_in(tx(toks, k - 2), &preps) || is_in(d, &["du", "au", "aux"]) {
                    continue;
                }
                let sing = n
                    .strip_suffix('s')
                    .or_else(|| n.strip_suffix('x'))
                    .unwrap_or(n);
                match (noun_gender(n), det_kind(d), noun_gender(sing)) {
                    (Some(g), Some(dk), _) if dk != 'p' && dk != 'x' => Some((g == 'f', false)),
                    (_, Some('p'), Some(g)) if sing != n => Some((g == 'f', true)),
                    _ => None,
                }
            }
        };
        let sing_verb = is_in(
            v,
            &[
                "est", "était", "sera", "serait", "semble", "semblait", "devient", "reste",
                "restait",
            ],
        );
        let mut j = i + 1;
        while is_in(tx(toks, j), ADVERBS) {
            j += 1;
        }
        let w = tx(toks, j);
        let Some(a) = adj(w) else { continue };
        if let Some((fem, plur)) = who {
            if plur == sing_verb {
                continue;
            }
            let base = if fem {
                fem_of(a).to_string()
            } else {
                a.0.to_string()
            };
            let right = if plur { plural(&base) } else { base };
            if right == w || (a.1 == a.0) {
                continue;
            }
            // only fix a form that is clearly the masculine (or singular) one
            if fem && !(w == a.0 || w == a.2 || w == plural(a.0)) {
                continue;
            }
            if !fem && plur && w != a.0 {
                continue;
            }
            if !fem && !plur && (w != a.1 || is_in(a.0, &["seul"])) {
                continue;
            }
            let subject = src_span(line, toks, s - 1, s - 1);
            out.push(found(
                line,
                toks,
                j,
                j,
                right.clone(),
                "fr-agreement",
                format!(
                    "\"{w}\" must agree with \"{subject}\", which is {}: say \"{right}\".",
                    match (fem, plur) {
                        (true, true) => "feminine plural",
                        (true, false) => "feminine",
                        (false, true) => "plural",
                        _ => "masculine",
                    }
                ),
            ));
        } else if is_in(sw, &["c'", "ce"]) && sing_verb && w == a.1 && a.1 != a.0 {
            // "c'est intéressante" → "c'est intéressant"
            let nx = tx(toks, j + 1);
            if noun_gender(nx).is_some() || w == "belle" {
                continue;
            }
            out.push(found(
                line,
                toks,
                j,
                j,
                a.0,
                "fr-agreement",
                format!(
                    "After \"c'est\" the adjective stays masculine: \"c'{v} … {}\", not \"{w}\".",
                    a.0
                ),
            ));
        }
    }
    // masculine noun then a feminine adjective: "un film intéressante" → "intéressant"
    for i in 1..toks.len() {
        let n = tx(toks, i);
        if noun_gender(n) != Some('m')
            || !is_in(
                before(toks, i),
                &["le", "un", "ce", "cet", "mon", "ton", "son", "du", "au"],
            )
        {
            continue;
        }
        let mut j = i + 1;
        while is_in(
            tx(toks, j),
            &[
                "très",
                "trop",
                "vraiment",
                "si",
                "assez",
                "super",
                "tellement",
            ],
        ) {
            j += 1;
        }
        let w = tx(toks, j);
        let Some(a) = adj(w) else { continue };
        if w != a.1
            || a.0 == a.1
            || a.0.ends_with('é')
            || ETRE_PP.iter().any(|x| x.0 == a.0)
            || is_in(a.0, &adverb_like)
        {
            continue;
        }
        let right = a.0;
        out.push(found(
            line,
            toks,
            j,
            j,
            right,
            "fr-agreement",
            format!("\"{n}\" is masculine, so the adjective is masculine too: \"{right}\", not \"{w}\"."),
        ));
    }
    // feminine noun then adjective: "une plage très beau" → "très belle"
    for i in 1..toks.len() {
        let n = tx(toks, i);
        if noun_gender(n) != Some('f') || n == "fois" {
            continue;
        }
        let d = before(toks, i);
        if det_kind(d).is_none_or(|k| k == 'p')
            && !is_in(d, &["l'"])
            && !(i >= 2 && adj(d).is_some() && det_kind(tx(toks, i - 2)).is_some_and(|k| k != 'p'))
        {
            continue;
        }
        let mut j = i + 1;
        let mut adv = false;
        while is_in(
            tx(toks, j),
            &[
                "très",
                "trop",
                "vraiment",
                "si",
                "assez",
                "super",
                "tellement",
            ],
        ) {
            j += 1;
            adv = true;
        }
        let w = tx(toks, j);
        let Some(a) = adj(w) else { continue };
        if is_in(a.0, &adverb_like) && !adv || a.0 == a.1 || !(w == a.0 || w == a.2) {
            continue;
        }
        if a.0 == "bon" {
            continue;
        }
        let right = a.1;
        out.push(found(
            line,
            toks,
            j,
            j,
            right,
            "fr-agreement",
            format!(
                "\"{n}\" is feminine, so the adjective is feminine too: \"{right}\", not \"{w}\"."
            ),
        ));
    }
    out
}

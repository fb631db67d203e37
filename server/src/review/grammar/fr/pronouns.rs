//! Personal pronouns: stressed forms after a preposition ("avec moi"), object pronouns and their
//! order and place ("je le lui ai prêté", "tu peux m'expliquer"), and "en" with a number.

use super::tenses::participle;
use super::words::{
    before, cap, det_kind, is_in, is_infinitive, is_number, person, present_of, src, src_span, tx,
    verbs, vowel_start, AVOIR,
};
use super::{found, Found, Tok};

/// "avec je" → "avec moi", "chez ils" → "chez eux", "mon frère et je on…" → "et moi".
pub(super) fn stressed_pronoun(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let preps = [
        "avec",
        "pour",
        "chez",
        "sans",
        "contre",
        "derrière",
        "devant",
        "entre",
        "vers",
        "sauf",
    ];
    for i in 0..toks.len().saturating_sub(1) {
        let (a, b) = (tx(toks, i), tx(toks, i + 1));
        let right = match b {
            "je" => "moi",
            "tu" => "toi",
            "il" => "lui",
            "ils" => "eux",
            _ => continue,
        };
        let after_et = a == "et" && i > 0 && is_in(tx(toks, i + 2), &["on", "nous"]);
        if !is_in(a, &preps) && !after_et {
            continue;
        }
        if b == "je" && tx(toks, i + 2) == "ne" {
            continue; // "pour je ne sais quoi"
        }
        if b == "il" && is_in(tx(toks, i + 2), &["y", "faut", "est", "a", "fait", "pleut"]) {
            continue;
        }
        out.push(found(
            line,
            toks,
            i + 1,
            i + 1,
            right,
            "fr-stressed-pronoun",
            format!("After \"{a}\", use the stressed pronoun: \"{a} {right}\", not \"{a} {b}\"."),
        ));
    }
    out
}

/// Object pronouns: "je lui l'ai prêté" → "je le lui ai prêté", "je l'ai téléphoné" → "je lui
/// ai téléphoné".
pub(super) fn pronoun(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(1) {
        let (a, b) = (tx(toks, i), tx(toks, i + 1));
        let say = match (a, b) {
            ("lui" | "leur", "l'") => format!("le {a} "),
            ("lui" | "leur", "le" | "la" | "les") => format!("{b} {a}"),
            ("le" | "la" | "les", "me" | "te" | "nous" | "vous")
                if person(before(toks, i)).is_some() && present_of(tx(toks, i + 2)).is_some()
                    || is_infinitive(tx(toks, i + 2)) && tx(toks, i + 2) != "se" =>
            {
                format!("{b} {a}")
            }
            _ => continue,
        };
        if is_in(a, &["le", "la", "les"]) && b == "nous" && tx(toks, i + 2).ends_with("ons") {
            continue;
        }
        let (to, say) = if b == "l'" {
            (i + 1, say.trim_end().to_string() + " ")
        } else {
            (i + 1, say)
        };
        // "lui l'ai" → "le lui ai": the replacement includes a trailing space before the verb
        let say = if b == "l'" {
            say.trim_end().to_string()
        } else {
            say
        };
        let shown = if b == "l'" {
            format!("{say} {}", tx(toks, i + 2))
        } else {
            say.clone()
        };
        let fix_span_end = if b == "l'" { i + 2 } else { to };
        let say_full = if b == "l'" {
            shown.clone()
        } else {
            say.clone()
        };
        out.push(found(line, toks, i, fix_span_end, say_full, "fr-pronoun-order",
            format!("Object pronouns go in a fixed order (me/te/nous/vous, le/la/les, lui/leur): \"{shown}\".")));
    }
    // "je l'ai téléphoné" → "je lui ai téléphoné"
    for i in 0..toks.len().saturating_sub(2) {
        let a = tx(toks, i);
        if !is_in(a, &["l'", "le", "la"]) || person(before(toks, i)).is_none() {
            continue;
        }
        let mut j = i + 1;
        let has_aux = is_in(tx(toks, j), &AVOIR);
        if has_aux {
            j += 1;
        }
        let v = tx(toks, j);
        let dative = v.starts_with("téléphon")
            || v.starts_with("ressembl")
            || v.starts_with("souri")
            || v.starts_with("obéi");
        let with_de = (v.starts_with("demand")
            || v == "dit"
            || v.starts_with("conseill")
            || v == "promis"
            || v == "permis"
            || v == "interdit")
            && is_in(tx(toks, j + 1), &["de", "d'"])
            && (is_infinitive(tx(toks, j + 2))
                || tx(toks, j + 2) == "m'"
                || tx(toks, j + 2) == "me"
                || vowel_start(tx(toks, j + 2)));
        if !(dative || with_de) {
            continue;
        }
        let say = if has_aux {
            format!("lui {}", tx(toks, i + 1))
        } else {
            "lui".to_string()
        };
        let to = if has_aux { i + 1 } else { i };
        out.push(found(line, toks, i, to, say.clone(), "fr-pronoun",
            format!("\"{v}\" takes \"à\" + person, so the pronoun is \"lui\", not \"{a}\": \"{say} {v}…\".")));
    }
    out
}

/// "tu peux expliquer moi" → "tu peux m'expliquer", "envoyer les toi" → "te les envoyer".
pub(super) fn pronoun_place(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let modals = [
        "peux", "peut", "pouvez", "pouvons", "veux", "veut", "voulez", "vais", "vas", "va",
        "allez", "dois", "doit", "devez", "pourrais", "pourriez", "pourrait", "voudrais", "aller",
        "faut",
    ];
    for i in 1..toks.len().saturating_sub(1) {
        let inf = tx(toks, i);
        if !is_in(before(toks, i), &modals)
            || !is_infinitive(inf) && !(inf.ends_with("er") && inf.len() > 4)
        {
            continue;
        }
        let (a, b) = (tx(toks, i + 1), tx(toks, i + 2));
        let weak = |w: &str| match w {
            "moi" => Some("me"),
            "toi" => Some("te"),
            "lui" => Some("lui"),
            "nous" => Some("nous"),
            "vous" => Some("vous"),
            "leur" => Some("leur"),
            _ => None,
        };
        let (to, say) = if let Some(wk) = weak(a).filter(|_| is_in(a, &["moi", "toi"])) {
            let nx = tx(toks, i + 2);
            if is_in(nx, &["aussi", "même", "et", "ou", "qui", "seul"]) {
                continue;
            }
            let say = if vowel_start(inf) {
                format!("{}'{}", &wk[..1], src(line, toks, i))
            } else {
                format!("{wk} {}", src(line, toks, i))
            };
            (i + 1, say)
        } else if is_in(a, &["le", "la", "les"]) {
            let Some(wk) = weak(b) else { continue };
            let say = if is_in(wk, &["lui", "leur"]) {
                format!("{a} {wk} {}", src(line, toks, i))
            } else {
                format!("{wk} {a} {}", src(line, toks, i))
            };
            (i + 2, say)
        } else {
            continue;
        };
        out.push(found(
            line,
            toks,
            i,
            to,
            say.clone(),
            "fr-pronoun-order",
            format!(
                "Object pronouns go before the infinitive: \"{say}\", not \"{}\".",
                src_span(line, toks, i, to)
            ),
        ));
    }
    out
}

/// Direct and indirect object pronouns: "je lui aime" → "je l'aime", "je leur aide" → "je les
/// aide", "je les parle" → "je leur parle", "je les ai téléphoné" → "je leur ai téléphoné".
pub(super) fn object_pronoun(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let direct = [
        "aimer",
        "adorer",
        "aider",
        "détester",
        "voir",
        "connaître",
        "appeler",
        "inviter",
        "remercier",
        "écouter",
        "regarder",
        "attendre",
        "rencontrer",
        "quitter",
        "comprendre",
        "croire",
        "embrasser",
        "accompagner",
        "soutenir",
        "respecter",
        "admirer",
        "retrouver",
        "encourager",
        "déranger",
    ];
    let dative = [
        "parler",
        "téléphoner",
        "répondre",
        "sourire",
        "ressembler",
        "obéir",
        "mentir",
    ];
    let language = toks.iter().any(|t| {
        is_in(
            &t.text,
            &[
                "langue",
                "langues",
                "français",
                "anglais",
                "espagnol",
                "allemand",
                "italien",
                "chinois",
                "arabe",
                "portugais",
                "russe",
                "japonais",
            ],
        )
    });
    for i in 1..toks.len() {
        let a = tx(toks, i);
        if !is_in(a, &["lui", "leur", "les", "le", "la", "l'"]) {
            continue;
        }
        let s = before(toks, i);
        if person(s).is_none() && s != "j'" && !is_in(s, &["ne", "n'"]) {
            continue;
        }
        if is_in(s, &["ne", "n'"])
            && !(i >= 2 && (person(tx(toks, i - 2)).is_some() || tx(toks, i - 2) == "j'"))
        {
            continue;
        }
        let mut j = i + 1;
        let aux = is_in(tx(toks, j), &AVOIR);
        if aux {
            j += 1;
            while is_in(
                tx(toks, j),
                &["pas", "jamais", "déjà", "souvent", "toujours", "plus"],
            ) {
                j += 1;
            }
        }
        let v = tx(toks, j);
        let vb = if aux {
            participle(v)
        } else {
            verbs().iter().find(|vb| vb.pres.iter().any(|f| f == v))
        };
        let Some(vb) = vb else { continue };
        let inf = vb.inf.as_str();
        let second_object = det_kind(tx(toks, j + 1)).is_some()
            || is_in(tx(toks, j + 1), &["des", "du", "de", "d'"]);
        let (from, say, why) = if is_in(a, &["lui", "leur"])
            && is_in(inf, &direct)
            && !second_object
        {
            let obj = if a == "leur" {
                "les".to_string()
            } else if vowel_start(tx(toks, i + 1)) {
                "l'".to_string()
            } else {
                "le".to_string()
            };
            let say = if obj == "l'" {
                format!("l'{}", src(line, toks, i + 1))
            } else {
                format!("{obj} {}", src(line, toks, i + 1))
            };
            (i, say, format!("\"{}\" takes a direct object (no \"à\"), so the pronoun is \"{}\", not \"{a}\".", cap(inf), if a == "leur" { "les" } else { "le/la/l'" }))
        } else if is_in(a, &["les", "le", "la", "l'"])
            && is_in(inf, &dative)
            && !(inf == "parler" && language)
            && (aux || a == "les")
        {
            let obj = if a == "les" { "leur" } else { "lui" };
            (
                i,
                format!("{obj} {}", src(line, toks, i + 1)),
                format!(
                    "\"{}\" takes \"à\" + person, so the pronoun is \"{obj}\", not \"{a}\".",
                    cap(inf)
                ),
            )
        } else {
            continue;
        };
        out.push(found(line, toks, from, i + 1, say, "fr-pronoun", why));
    }
    out
}

/// "oui j'ai deux" → "j'en ai deux": a number without its noun needs "en".
pub(super) fn pronoun_en(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 1..toks.len().saturating_sub(1) {
        let Some(p) = AVOIR.iter().position(|a| *a == tx(toks, i)) else {
            continue;
        };
        let s = before(toks, i);
        let subj_ok = if p == 0 {
            s == "j'"
        } else {
            person(s) == Some(p) && s != "nous" && s != "vous"
        };
        if !subj_ok {
            continue;
        }
        let n = tx(toks, i + 1);
        if !(is_number(n)
            && !n.chars().all(|c| c.is_ascii_digit())
            && !is_in(n, &["quelques", "plusieurs"])
            || is_in(n, &["un", "une"]) && p != 2)
        {
            continue;
        }
        let mut k = i + 2;
        while is_in(tx(toks, k), &["aussi", "seulement"]) {
            k += 1;
        }
        let after = tx(toks, k);
        if after == "et" && is_in(tx(toks, k + 1), &["un", "une", "demi", "demie"]) {
            continue;
        }
        if !(after.is_empty()
            || toks[k].is_break()
            || is_in(
                after,
                &["mais", "et", "qui", "ou", "alors", "donc", "à", "chez"],
            ))
        {
            continue;
        }
        let say = if p == 0 {
            "j'en ai".to_string()
        } else {
            format!("{s} en {}", AVOIR[p])
        };
        out.push(found(
            line,
            toks,
            i - 1,
            i,
            say.clone(),
            "fr-pronoun",
            format!(
                "A number without its noun needs \"en\" (of them): \"{say} {n}\", not \"{} {n}\".",
                src_span(line, toks, i - 1, i)
            ),
        ));
    }
    out
}

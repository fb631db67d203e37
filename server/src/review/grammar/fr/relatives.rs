//! Relative pronouns: "qui" or "que", "dont", "où", "auquel", "ce que" and "ce dont".

use super::words::{
    before, clause_after_has, clause_has, det_kind, is_in, is_person, noun_gender, person,
    present_of, tx, AVOIR, CLITICS, ETRE,
};
use super::{found, Found, Tok};

/// Relative pronouns: "une collègue que parle" → "qui parle", "ce que j'ai besoin" → "ce dont",
/// "la raison pourquoi" → "pour laquelle", "la maison dans que" → "dans laquelle".
pub(super) fn relative(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let verbs3 = [
        "parle",
        "parlent",
        "habite",
        "habitent",
        "travaille",
        "travaillent",
        "est",
        "sont",
        "a",
        "ont",
        "fait",
        "font",
        "va",
        "vont",
        "vient",
        "viennent",
        "peut",
        "peuvent",
        "veut",
        "sait",
        "doit",
        "connaît",
        "aime",
        "aiment",
        "adore",
        "joue",
        "vit",
        "vivent",
        "coûte",
        "coûtent",
        "m'inquiète",
        "inquiète",
        "me",
        "m'",
        "te",
        "t'",
        "nous",
        "plaît",
        "plaisent",
        "était",
        "étaient",
        "avait",
        "s'",
        "se",
        "arrive",
        "passe",
        "marche",
        "dit",
    ];
    for i in 1..toks.len().saturating_sub(1) {
        let (q, nx) = (tx(toks, i), tx(toks, i + 1));
        let prev = before(toks, i);
        // que + verb with no subject → qui
        if q == "que" && is_in(nx, &verbs3) {
            let noun_before = prev == "ce" || noun_gender(prev).is_some() || is_person(prev);
            let comparing = clause_has(
                toks,
                i,
                &[
                    "plus", "moins", "aussi", "autant", "même", "ne", "n'", "tant",
                ],
            );
            let obj_clitic = is_in(nx, &["me", "m'", "te", "t'", "nous", "s'", "se"]);
            let nx2 = tx(toks, i + 2);
            if noun_before
                && !comparing
                && (!obj_clitic
                    || present_of(nx2).is_some()
                    || nx2.ends_with('e')
                    || nx2 == "inquiète")
            {
                if nx == "nous" && present_of(nx2).is_none_or(|(_, p)| p != 2) {
                    continue;
                }
                if prev != "ce"
                    && is_in(nx, &["a", "est"])
                    && !clause_after_has(toks, i + 1, &["pas"])
                    && tx(toks, i + 2).is_empty()
                {
                    continue;
                }
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    "qui",
                    "fr-relative",
                    format!("The relative pronoun is the subject of \"{nx}\" here, so it is \"qui\", not \"que\"."),
                ));
                continue;
            }
        }
        // ce que + subject + avoir besoin / parler → ce dont
        if q == "que" || q == "qu'" {
            let j = i + 1;
            if person(tx(toks, j)).is_some() {
                let mut k = j + 1;
                while is_in(
                    tx(toks, k),
                    &["m'", "t'", "me", "te", "lui", "nous", "vous", "ne", "n'"],
                ) {
                    k += 1;
                }
                let v = tx(toks, k);
                let v2 = tx(toks, k + 1);
                let dont = (is_in(v, &AVOIR) && is_in(v2, &["besoin", "envie", "peur", "parlé"]))
                    || (v.starts_with("parl") && !v.starts_with("parlement") && prev == "ce")
                    || (v.starts_with("parl")
                        && noun_gender(prev).is_some()
                        && is_in(tx(toks, k - 1), &["t'", "m'", "nous", "vous", "lui"]));
                if dont && (prev == "ce" || noun_gender(prev).is_some()) {
                    if v.starts_with("parl")
                        && clause_after_has(toks, k, &["de", "du", "des", "d'"])
                    {
                        continue;
                    }
                    out.push(found(
                        line,
                        toks,
                        i,
                        i,
                        "dont",
                        "fr-relative",
                        format!("The verb here takes \"de\" (\"{}\"), so the relative pronoun is \"dont\", not \"que\".",
                            if v.starts_with("parl") || v2 == "parlé" { "parler de" } else { "avoir besoin de" }),
                    ));
                    continue;
                }
                // "le livre que je l'ai lu": the object twice
                if noun_gender(prev).is_some()
                    && is_in(tx(toks, j + 1), &["l'", "le", "la", "les"])
                    && is_in(tx(toks, j + 2), &AVOIR)
                {
                    out.push(found(
                        line,
                        toks,
                        j,
                        j + 2,
                        if tx(toks, j) == "je" {
                            format!("j'{}", tx(toks, j + 2))
                        } else {
                            format!("{} {}", tx(toks, j), tx(toks, j + 2))
                        },
                        "fr-relative",
                        format!(
                            "\"Que\" is already the object: drop \"{}\".",
                            tx(toks, j + 1)
                        ),
                    ));
                    continue;
                }
            }
        }
        // "dans que" → "dans lequel/laquelle"
        if q == "que" && is_in(prev, &["dans", "sur", "avec", "sous"]) && i >= 2 {
            let n = tx(toks, i - 2);
            if let Some(g) = noun_gender(n) {
                let rel = if g == 'f' { "laquelle" } else { "lequel" };
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    rel,
                    "fr-relative",
                    format!("After a preposition, use \"{rel}\" for a thing: \"{prev} {rel}\", not \"{prev} que\"."),
                ));
            }
        }
    }
    for i in 1..toks.len() {
        if tx(toks, i) == "pourquoi" && before(toks, i) == "raison" {
            out.push(found(
                line,
                toks,
                i,
                i,
                "pour laquelle",
                "fr-relative",
                "\"The reason why\" is \"la raison pour laquelle\", not \"la raison pourquoi\".",
            ));
        }
        // "avec qui" for a thing → "avec lequel"
        if tx(toks, i) == "qui" && is_in(before(toks, i), &["avec", "sur", "dans"]) && i >= 2 {
            let n = tx(toks, i - 2);
            if let Some(g) = noun_gender(n) {
                if !is_person(n)
                    && !is_in(
                        n,
                        &[
                            "femme", "fille", "homme", "garçon", "personne", "dame", "monsieur",
                            "gens", "équipe", "famille", "groupe",
                        ],
                    )
                {
                    let rel = if g == 'f' { "laquelle" } else { "lequel" };
                    out.push(found(
                        line,
                        toks,
                        i,
                        i,
                        rel,
                        "fr-relative",
                        format!("\"Qui\" after a preposition is for people; for a thing say \"{} {rel}\".", before(toks, i)),
                    ));
                }
            }
        }
    }
    out
}

/// Relative pronouns with a subject after them: "la fille qui j'ai rencontrée" → "que", "la
/// femme qui j'ai parlé" → "à qui", "quelque chose que je suis fier" → "dont", "un sujet que je
/// pense" → "auquel", "la ville que je suis née" → "où", "tout qu'on fait" → "tout ce qu'on".
pub(super) fn relative2(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let of_adjs = [
        "fier",
        "fière",
        "fiers",
        "fières",
        "content",
        "contente",
        "contents",
        "contentes",
        "satisfait",
        "satisfaite",
        "satisfaits",
        "satisfaites",
        "conscient",
        "consciente",
        "conscients",
        "responsable",
        "responsables",
        "amoureux",
        "amoureuse",
        "sûr",
        "sûre",
        "sûrs",
        "fiers",
    ];
    for i in 1..toks.len() {
        let q = tx(toks, i);
        let prev = before(toks, i);
        let noun_before = noun_gender(prev).is_some()
            || is_person(prev)
            || noun_gender(prev.trim_end_matches('s')).is_some()
            || prev == "chose";
        if q == "qui" && noun_before {
            let s = tx(toks, i + 1);
            let subj = s == "j'"
                || is_in(s, &["je", "tu", "il", "elle", "on", "ils", "elles"])
                || (det_kind(s).is_some()
                    && !is_in(s, &["le", "la", "l'", "les"])
                    && noun_gender(tx(toks, i + 2)).is_some()
                    || is_in(s, &["mes", "mon", "ma", "tes", "ses", "nos", "leurs"])
                        && (is_person(tx(toks, i + 2))
                            || is_person(tx(toks, i + 2).trim_end_matches('s'))));
            if !subj
                || is_in(
                    before(toks, i - 1),
                    &["à", "de", "avec", "pour", "chez", "sur"],
                )
            {
                continue;
            }
            if is_in(
                before(toks, i - 1),
                &["sais", "sait", "savoir", "demande", "idée"],
            ) {
                continue;
            }
            // the verb after the subject: "parler à" gives "à qui"
            let mut k = i + 2;
            if det_kind(s).is_some() {
                k += 1;
            }
            while is_in(tx(toks, k), CLITICS)
                || is_in(tx(toks, k), &AVOIR)
                || is_in(tx(toks, k), &ETRE)
            {
                k += 1;
            }
            let v = tx(toks, k);
            if is_in(
                v,
                &["pense", "crois", "trouve", "sais", "pensais", "croyais"],
            ) {
                continue; // "une question qui, je pense, est importante"
            }
            let right = if v.starts_with("parl")
                || v.starts_with("téléphon")
                || v.starts_with("écri")
                || v.starts_with("pens")
            {
                "à qui"
            } else {
                "que"
            };
            out.push(found(line, toks, i, i, right, "fr-relative",
                format!("\"Qui\" is the subject of its verb; here the subject is \"{s}\", so the relative pronoun is \"{right}\".")));
            continue;
        }
        // "la raison pour quoi j'ai", "le stylo avec quoi j'écris" → "pour laquelle", "avec lequel"
        if q == "quoi"
            && is_in(prev, &["pour", "avec", "sur", "dans", "sans", "par"])
            && i >= 2
            && (person(tx(toks, i + 1)).is_some() || tx(toks, i + 1) == "j'")
        {
            let n = tx(toks, i - 2);
            let sing = n.trim_end_matches('s');
            if let Some(g) = noun_gender(n).or(noun_gender(sing)) {
                let pl = n != sing && det_kind(before(toks, i - 2)) == Some('p');
                let rel = match (g, pl) {
                    ('f', false) => "laquelle",
                    ('f', true) => "lesquelles",
                    (_, false) => "lequel",
                    (_, true) => "lesquels",
                };
                out.push(found(line, toks, i, i, rel, "fr-relative",
                    format!("After a noun and a preposition, \"which\" is \"{prev} {rel}\", not \"{prev} quoi\".")));
                continue;
            }
        }
        if q == "qu'" && prev == "tout" && (person(tx(toks, i + 1)).is_some()) {
            out.push(found(
                line,
                toks,
                i - 1,
                i,
                "tout ce qu'",
                "fr-relative",
                "\"Everything that\" is \"tout ce que\", not \"tout que\".".to_string(),
            ));
            continue;
        }
        if q == "que"
            && prev == "tout"
            && (person(tx(toks, i + 1)).is_some() || tx(toks, i + 1) == "j'")
        {
            out.push(found(
                line,
                toks,
                i - 1,
                i,
                "tout ce que",
                "fr-relative",
                "\"Everything that\" is \"tout ce que\", not \"tout que\".".to_string(),
            ));
            continue;
        }
        if !(q == "que" || q == "qu'") || !noun_before {
            continue;
        }
        let Some(p) = person(tx(toks, i + 1)).or(if tx(toks, i + 1) == "j'" {
            Some(0)
        } else {
            None
        }) else {
            continue;
        };
        let mut k = i + 2;
        while is_in(tx(toks, k), &["ne", "n'"]) {
            k += 1;
        }
        let v = tx(toks, k);
        let mut m = k + 1;
        while is_in(
            tx(toks, m),
            &[
                "très",
                "vraiment",
                "tellement",
                "si",
                "toujours",
                "pas",
                "souvent",
                "beaucoup",
                "jamais",
            ],
        ) {
            m += 1;
        }
        let nx = tx(toks, m);
        let end_ok = nx.is_empty()
            || toks[m].is_break()
            || is_in(
                nx,
                &[
                    "et",
                    "mais",
                    "quand",
                    "parce",
                    "alors",
                    "donc",
                    "depuis",
                    "tous",
                    "toutes",
                    "chaque",
                    "tout",
                    "en",
                    "pendant",
                    "avant",
                    "après",
                    "maintenant",
                    "aujourd'hui",
                    "avec",
                    "ici",
                    "là",
                ],
            );
        let right = if ETRE[p] == v
            && is_in(nx, &of_adjs)
            && toks
                .get(m + 1)
                .is_none_or(|t| !is_in(&t.text, &["de", "d'", "du", "des", "que", "qu'"]))
        {
            Some((
                "dont",
                format!(
                    "\"{}\" takes \"de\", so the relative pronoun is \"dont\"",
                    nx
                ),
            ))
        } else if v.starts_with("pens")
            && is_in(
                v,
                &[
                    "pense", "penses", "pensons", "pensez", "pensent", "pensais", "pensait",
                ],
            )
            && end_ok
            && !is_in(nx, &["que", "qu'"])
            && p != 3
        {
            let g = noun_gender(prev)
                .or(noun_gender(prev.trim_end_matches('s')))
                .unwrap_or('m');
            let pl = prev.ends_with('s') && det_kind(before(toks, i - 1)) == Some('p');
            let rel = match (g, pl) {
                ('f', false) => "à laquelle",
                ('f', true) => "auxquelles",
                (_, false) => "auquel",
                (_, true) => "auxquels",
            };
            Some((
                rel,
                "\"penser à\" takes \"à\", so after the noun say \"auquel\" / \"à laquelle\""
                    .to_string(),
            ))
        } else if ETRE[p] == v && is_in(nx, &["né", "née", "nés", "nées"])
            || is_in(v, &["vais", "vas", "va", "allons", "allez", "vont"]) && end_ok
        {
            Some((
                "où",
                "for a place, the relative pronoun is \"où\"".to_string(),
            ))
        } else {
            None
        };
        let Some((rel, why)) = right else { continue };
        let say = rel.to_string();
        out.push(found(
            line,
            toks,
            i,
            i,
            say.clone(),
            "fr-relative",
            format!("Here {why}: \"{prev} {say} …\", not \"{prev} {q} …\"."),
        ));
    }
    out
}

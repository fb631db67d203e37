//! Word choice: set phrases with "avoir" ("j'ai faim") and words learners carry over from another
//! language ("trois temps" → "trois fois", "faire une décision" → "prendre une décision").

use super::words::{
    adj, before, is_in, is_number, is_person, noun_gender, person, src_span, tx, AVOIR, ETRE,
};
use super::{found, Found, Tok};

/// "je suis faim" → "j'ai faim", "je suis vingt ans" → "j'ai vingt ans".
pub(super) fn collocation(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let nouns = [
        "faim", "soif", "peur", "sommeil", "raison", "tort", "froid", "chaud", "mal",
    ];
    for i in 1..toks.len() {
        let Some(p) = ETRE.iter().position(|a| *a == tx(toks, i)) else {
            continue;
        };
        let subj = before(toks, i);
        // "mon frère est dix-huit ans": a person noun after a possessive is a subject too
        let noun_subj = i >= 2
            && (p == 2 && is_person(subj) || p == 5 && is_person(subj.trim_end_matches('s')))
            && is_in(
                tx(toks, i - 2),
                &[
                    "mon", "ma", "ton", "ta", "son", "sa", "mes", "tes", "ses", "nos", "vos",
                    "leurs", "notre", "votre", "leur",
                ],
            );
        if person(subj) != Some(p) && !noun_subj {
            continue;
        }
        let mut j = i + 1;
        if is_in(
            tx(toks, j),
            &["très", "trop", "vraiment", "tellement", "si"],
        ) {
            j += 1;
        }
        let n = tx(toks, j);
        let years = is_number(n) && is_in(tx(toks, j + 1), &["ans", "an"]);
        let ok = years
            || (is_in(n, &nouns)
                && (!is_in(n, &["froid", "chaud", "mal"]) || is_in(subj, &["je", "tu", "nous"]))
                && (!is_in(n, &["froid", "chaud"])
                    || toks.get(j + 1).is_none_or(Tok::is_break)
                    || is_in(
                        tx(toks, j + 1),
                        &[
                            "aujourd'hui",
                            "ce",
                            "ici",
                            "maintenant",
                            "là",
                            "et",
                            "parce",
                            "mais",
                            "quand",
                            "dehors",
                        ],
                    ))
                && (n != "mal" || tx(toks, j + 1) == "à" || tx(toks, j + 1) == "au"));
        if !ok {
            continue;
        }
        let say = if p == 0 {
            "j'ai".to_string()
        } else {
            format!("{subj} {}", AVOIR[p])
        };
        let said = src_span(line, toks, i - 1, i);
        let what = if years {
            "your age".to_string()
        } else {
            format!("\"{n}\"")
        };
        out.push(found(
            line,
            toks,
            i - 1,
            i,
            say.clone(),
            "fr-avoir-expression",
            format!("French uses \"avoir\" for {what}: \"{say} … {n}\", not \"{said} {n}\"."),
        ));
    }
    out
}

/// Word choice: "trois temps par semaine" → "trois fois", "ça me fait triste" → "ça me rend
/// triste", "faire une décision" → "prendre", "demander une question" → "poser", "beaucoup
/// intéressant" → "très intéressant", "en printemps" → "au printemps".
pub(super) fn lexical(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let feelings = [
        "heureux", "heureuse", "triste", "tristes", "malade", "fou", "folle", "nerveux",
        "nerveuse", "jaloux", "jalouse", "content", "contente", "furieux", "furieuse",
    ];
    let faire_rendre = [
        ("fait", "rend"),
        ("fais", "rends"),
        ("font", "rendent"),
        ("faire", "rendre"),
        ("faisait", "rendait"),
        ("fera", "rendra"),
    ];
    let faire_prendre = [
        ("fait", "pris"),
        ("fais", "prends"),
        ("faire", "prendre"),
        ("font", "prennent"),
        ("faisons", "prenons"),
        ("faites", "prenez"),
    ];
    for i in 0..toks.len() {
        let w = tx(toks, i);
        let (b, c) = (tx(toks, i + 1), tx(toks, i + 2));
        // number + "temps" + "par"
        if w == "temps"
            && i > 0
            && (is_number(before(toks, i)) || before(toks, i) == "plusieurs")
            && is_in(b, &["par", "dans", "chaque"])
        {
            out.push(found(line, toks, i, i, "fois", "fr-word-choice",
                format!("How many times is \"{} fois\", not \"{} temps\": \"temps\" means time as duration or weather.", before(toks, i), before(toks, i))));
            continue;
        }
        // faire + me/te… + feeling → rendre
        if let Some((_, r)) = faire_rendre.iter().find(|x| x.0 == w) {
            if is_in(
                before(toks, i),
                &[
                    "me", "te", "le", "la", "nous", "vous", "les", "m'", "t'", "l'",
                ],
            ) {
                let mut j = i + 1;
                while is_in(
                    tx(toks, j),
                    &["très", "vraiment", "si", "tellement", "trop"],
                ) {
                    j += 1;
                }
                if is_in(tx(toks, j), &feelings) {
                    out.push(found(line, toks, i, i, *r, "fr-word-choice",
                        format!("To make someone feel something is \"rendre\": \"{r} {}\", not \"{w} {}\".", tx(toks, j), tx(toks, j))));
                    continue;
                }
            }
        }
        // faire une décision → prendre
        if let Some((_, r)) = faire_prendre.iter().find(|x| x.0 == w) {
            let mut j = i + 1;
            if is_in(
                tx(toks, j),
                &["une", "la", "cette", "ma", "sa", "ta", "des", "les", "de"],
            ) {
                j += 1;
                if adj(tx(toks, j)).is_some()
                    || is_in(
                        tx(toks, j),
                        &[
                            "bonne",
                            "mauvaise",
                            "grande",
                            "importante",
                            "difficile",
                            "meilleure",
                        ],
                    )
                {
                    j += 1;
                }
                if is_in(tx(toks, j), &["décision", "décisions"]) {
                    let r = if *r == "pris" && !is_in(before(toks, i), &AVOIR) {
                        "prend"
                    } else {
                        r
                    };
                    out.push(found(line, toks, i, i, r, "fr-word-choice",
                        format!("French says \"prendre une décision\", not \"faire une décision\": \"{r}\", not \"{w}\".")));
                    continue;
                }
            }
        }
        // demander une question → poser
        if let Some(ending) = w.strip_prefix("demand") {
            let mut j = i + 1;
            while is_in(
                tx(toks, j),
                &[
                    "une",
                    "des",
                    "beaucoup",
                    "de",
                    "d'",
                    "plusieurs",
                    "quelques",
                    "la",
                    "cette",
                    "trop",
                    "mille",
                ],
            ) {
                j += 1;
            }
            if j > i + 1 && is_in(tx(toks, j), &["question", "questions"]) {
                let r = format!("pos{ending}");
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    r.clone(),
                    "fr-word-choice",
                    format!(
                        "You \"poser\" a question: \"{r} … {}\", not \"{w}\".",
                        tx(toks, j)
                    ),
                ));
                continue;
            }
        }
        // "beaucoup intéressant" → "très intéressant"
        if w == "beaucoup" {
            if let Some(a) = adj(b) {
                if a.0 != "meilleur"
                    && !is_in(b, &["plus", "moins", "mieux", "trop"])
                    && noun_gender(b).is_none()
                {
                    out.push(found(line, toks, i, i, "très", "fr-word-choice",
                        format!("Before an adjective, \"very\" is \"très\": \"très {b}\", not \"beaucoup {b}\".")));
                    continue;
                }
            }
        }
        // seasons
        if w == "en" && b == "printemps" {
            out.push(found(
                line,
                toks,
                i,
                i,
                "au",
                "fr-word-choice",
                "Seasons take \"en\" (en été, en hiver, en automne) except \"au printemps\".",
            ));
            continue;
        }
        if w == "au" && is_in(b, &["été", "hiver", "automne"]) {
            out.push(found(
                line,
                toks,
                i,
                i,
                "en",
                "fr-word-choice",
                format!("Seasons take \"en\": \"en {b}\", not \"au {b}\" (only \"au printemps\")."),
            ));
            continue;
        }
        // "dans le dix-neuvième siècle" → "au dix-neuvième siècle"
        if w == "dans"
            && b == "le"
            && (c.ends_with("ième") || c == "premier")
            && tx(toks, i + 3) == "siècle"
        {
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                "au",
                "fr-word-choice",
                format!("A century is \"au {c} siècle\", not \"dans le {c} siècle\"."),
            ));
            continue;
        }
        // "deux fois en semaine" → "par semaine"
        if w == "en"
            && before(toks, i) == "fois"
            && is_in(b, &["semaine", "mois", "an", "année", "jour"])
        {
            out.push(found(
                line,
                toks,
                i,
                i,
                "par",
                "fr-word-choice",
                format!("How often is \"fois par {b}\", not \"fois en {b}\"."),
            ));
            continue;
        }
        // "visiter" a person → "rendre visite à"
        if w.starts_with("visit") && w != "visite" && w != "visites" && w != "visiteur" {
            let pro = before(toks, i);
            let rest = &w["visit".len()..];
            let rendre = match rest {
                "er" => Some("rendre"),
                "é" => Some("rendu"),
                "e" => Some("rend"),
                "ons" => Some("rendons"),
                "ez" => Some("rendez"),
                "ent" => Some("rendent"),
                _ => None,
            };
            if let Some(r) = rendre {
                // "nous visitons le château": "nous" is the subject there
                let subject = (pro == "nous" && rest == "ons" || pro == "vous" && rest == "ez")
                    && person(if i >= 2 { tx(toks, i - 2) } else { "" }).is_none();
                if is_in(pro, &["me", "te", "nous", "vous", "m'", "t'"]) && i >= 1 && !subject {
                    let pro = match pro {
                        "m'" => "me",
                        "t'" => "te",
                        p => p,
                    };
                    let say = format!("{pro} {r} visite");
                    out.push(found(
                        line,
                        toks,
                        i - 1,
                        i,
                        say.clone(),
                        "fr-word-choice",
                        format!(
                            "You \"visiter\" a place but \"rendre visite à\" a person: \"{say}\"."
                        ),
                    ));
                    continue;
                }
                if is_in(
                    b,
                    &[
                        "mes", "ma", "mon", "ses", "sa", "son", "tes", "ta", "ton", "nos", "vos",
                        "leurs",
                    ],
                ) && is_person(c)
                {
                    let say = format!("{r} visite à");
                    out.push(found(line, toks, i, i, say.clone(), "fr-word-choice",
                        format!("You \"visiter\" a place but \"rendre visite à\" a person: \"{say} {b} {c}\".")));
                    continue;
                }
            }
        }
        // "dépenser du temps" → "passer du temps"
        if let Some(ending) = w.strip_prefix("dépens") {
            let ahead: Vec<&str> = (1..5).map(|k| tx(toks, i + k)).collect();
            if ahead.contains(&"temps") || ahead.contains(&"heures") || ahead.contains(&"journée")
            {
                let r = format!("pass{ending}");
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    r.clone(),
                    "fr-word-choice",
                    format!("You \"dépenser\" money but \"passer\" time: \"{r}\", not \"{w}\"."),
                ));
            }
        }
    }
    out
}

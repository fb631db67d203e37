//! Prepositions after verbs, adjectives and nouns ("téléphoner à", "intéressé par", "fier de"),
//! and the small ones of time and manner ("samedi", "à pied", "dans le jardin").

use super::noun_tables::EN_DET_OK;
use super::places::country;
use super::tenses::subject_of;
use super::words::{
    adj, before, cap, is_in, is_infinitive, is_person, no_elision, noun_gender, src, src_span, tx,
    verbs, vowel_start, AVOIR,
};
use super::{found, Found, Tok};

/// Verbs and their prepositions: "jouer le piano" → "jouer du piano", "téléphoner ma mère" →
/// "téléphoner à ma mère", "profiter le soleil" → "profiter du soleil", "chercher pour" →
/// "chercher".
pub(super) fn verb_prep(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let instruments = [
        ("piano", 'm'),
        ("guitare", 'f'),
        ("violon", 'm'),
        ("batterie", 'f'),
        ("flûte", 'f'),
        ("saxophone", 'm'),
        ("trompette", 'f'),
        ("violoncelle", 'm'),
        ("clarinette", 'f'),
        ("basse", 'f'),
        ("accordéon", 'm'),
        ("harpe", 'f'),
        ("ukulélé", 'm'),
    ];
    let sports = [
        ("foot", 'm'),
        ("football", 'm'),
        ("tennis", 'm'),
        ("basket", 'm'),
        ("volley", 'm'),
        ("rugby", 'm'),
        ("golf", 'm'),
        ("handball", 'm'),
        ("ping-pong", 'm'),
    ];
    let jouer = |w: &str| w.starts_with("jou") && !w.starts_with("jour") && !w.starts_with("joue-");
    for i in 0..toks.len().saturating_sub(1) {
        let (v, a, b) = (tx(toks, i), tx(toks, i + 1), tx(toks, i + 2));
        // "faire le ski" → "faire du ski": an activity takes the partitive
        let activities = [
            ("ski", 'm'),
            ("sport", 'm'),
            ("yoga", 'm'),
            ("vélo", 'm'),
            ("judo", 'm'),
            ("karaté", 'm'),
            ("surf", 'm'),
            ("jogging", 'm'),
            ("foot", 'm'),
            ("tennis", 'm'),
            ("natation", 'f'),
            ("danse", 'f'),
            ("musique", 'f'),
            ("escalade", 'f'),
            ("boxe", 'f'),
            ("gym", 'f'),
            ("peinture", 'f'),
        ];
        let faire = [
            "fais", "fait", "faisons", "faites", "font", "faire", "faisais", "faisait", "ferai",
            "fera",
        ];
        if is_in(v, &faire) && is_in(a, &["le", "la"]) {
            if let Some((n, g)) = activities.iter().find(|x| x.0 == b) {
                let c = tx(toks, i + 3);
                if !is_in(
                    c,
                    &["de", "du", "des", "d'", "que", "qu'", "qui", "dont", "avec"],
                ) {
                    let say = if *g == 'm' {
                        format!("du {n}")
                    } else {
                        format!("de la {n}")
                    };
                    out.push(found(line, toks, i + 1, i + 2, say.clone(), "fr-verb-preposition",
                        format!("An activity you do is \"faire du / de la\": \"{v} {say}\", not \"{v} {a} {n}\".")));
                    continue;
                }
            }
        }
        // "j'ai visité des autres villes" → "d'autres villes"
        if a == "des"
            && b == "autres"
            && (is_in(v, &AVOIR)
                || is_in(
                    v,
                    &[
                        "y",
                        "visité",
                        "vu",
                        "rencontré",
                        "acheté",
                        "essayé",
                        "trouvé",
                        "connais",
                        "connaît",
                        "lu",
                        "fait",
                        "pris",
                        "mangé",
                        "invité",
                        "cherche",
                        "connu",
                    ],
                ))
        {
            let c = tx(toks, i + 3);
            if c.ends_with('s') || c.ends_with('x') {
                out.push(found(
                    line,
                    toks,
                    i + 1,
                    i + 2,
                    "d'autres",
                    "fr-verb-preposition",
                    format!("\"Some other {c}\" is \"d'autres {c}\", not \"des autres {c}\"."),
                ));
                continue;
            }
        }
        if jouer(v) {
            // "jouer le piano", "jouer guitare", "jouer le foot"
            let (span_end, n) = if is_in(a, &["le", "la", "l'"]) {
                (i + 1, b)
            } else {
                (i, a)
            };
            let inst = instruments.iter().find(|x| x.0 == n);
            let sport = sports.iter().find(|x| x.0 == n);
            let say = match (inst, sport) {
                (Some((_, 'm')), _) => format!("du {n}"),
                (Some(_), _) if vowel_start(n) => format!("de l'{n}"),
                (Some(_), _) => format!("de la {n}"),
                (_, Some(_)) => format!("au {n}"),
                _ => continue,
            };
            if span_end == i {
                // insert: replace the noun with "du piano"
                out.push(found(
                    line,
                    toks,
                    i + 1,
                    i + 1,
                    say.clone(),
                    "fr-verb-preposition",
                    format!(
                        "\"Jouer\" takes \"{}\" for {}: \"{v} {say}\".",
                        if inst.is_some() { "de" } else { "à" },
                        if inst.is_some() {
                            "an instrument"
                        } else {
                            "a sport or game"
                        }
                    ),
                ));
            } else {
                out.push(found(
                    line,
                    toks,
                    i + 1,
                    i + 2,
                    say.clone(),
                    "fr-verb-preposition",
                    format!(
                        "\"Jouer\" takes \"{}\" for {}: \"{v} {say}\", not \"{v} {a} {n}\".",
                        if inst.is_some() { "de" } else { "à" },
                        if inst.is_some() {
                            "an instrument"
                        } else {
                            "a sport or game"
                        }
                    ),
                ));
            }
            continue;
        }
        // "téléphoner ma mère", "ressembler mon père", "répondre la question"
        if (v.starts_with("téléphon") || v.starts_with("ressembl") || v.starts_with("obéi"))
            && (is_in(
                a,
                &[
                    "ma", "mon", "mes", "ta", "ton", "tes", "sa", "son", "ses", "le", "la", "les",
                    "notre", "votre", "leur", "leurs",
                ],
            ))
            && (is_person(b) || noun_gender(b).is_some())
        {
            let say = match a {
                "le" => "au".to_string(),
                "les" => "aux".to_string(),
                _ => format!("à {}", src(line, toks, i + 1)),
            };
            out.push(found(
                line,
                toks,
                i + 1,
                i + 1,
                say.clone(),
                "fr-verb-preposition",
                format!("\"{v}\" takes \"à\" before the person: \"{v} {say} {b}\"."),
            ));
            continue;
        }
        // "profiter le beau temps" → "profiter du beau temps"
        if v.starts_with("profit")
            && is_in(
                a,
                &[
                    "le", "la", "les", "l'", "mon", "ma", "mes", "ce", "cette", "ces", "ton", "ta",
                    "tes", "son", "sa", "ses",
                ],
            )
        {
            let say = match a {
                "le" => "du".to_string(),
                "les" => "des".to_string(),
                _ => format!("de {}", src(line, toks, i + 1)),
            };
            let say = if a == "l'" { "de l'".to_string() } else { say };
            out.push(found(
                line,
                toks,
                i + 1,
                i + 1,
                say.clone(),
                "fr-verb-preposition",
                format!("\"Profiter\" takes \"de\": \"{v} {say}…\", not \"{v} {a}…\"."),
            ));
            continue;
        }
        // "se plaindre sur" → "de"; "fâché sur" → "contre"; "dépend sur" → "de"
        let complains =
            v.starts_with("plain") || v.starts_with("plaign") || v.starts_with("dépend");
        if complains && a == "sur" {
            let say = match b {
                "le" => "du",
                "les" => "des",
                _ => "de",
            };
            let to = if is_in(b, &["le", "les"]) {
                i + 2
            } else {
                i + 1
            };
            out.push(found(
                line,
                toks,
                i + 1,
                to,
                say,
                "fr-verb-preposition",
                format!("\"{v}\" takes \"de\", not \"sur\": \"{v} {say}…\"."),
            ));
            continue;
        }
        if is_in(v, &["fâché", "fâchée", "fâchés", "énervé", "énervée"]) && a == "sur" {
            out.push(found(
                line,
                toks,
                i + 1,
                i + 1,
                "contre",
                "fr-verb-preposition",
                format!("Angry with someone is \"{v} contre\", not \"{v} sur\"."),
            ));
            continue;
        }
        // "je cherche pour un travail" → "je cherche un travail"; "attendre pour le bus"
        if (v.starts_with("cherch") || v.starts_with("attend"))
            && a == "pour"
            && is_in(b, &["un", "une", "le", "la", "les", "l'", "des", "du"])
            && !is_in(tx(toks, i + 3), &["moment", "instant", "reste"])
        {
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                src(line, toks, i).to_string(),
                "fr-verb-preposition",
                format!("\"{v}\" takes its object directly: \"{v} {b}…\", without \"pour\"."),
            ));
        }
    }
    out
}

/// Words and the preposition they take before a noun: "intéressé dans" → "intéressé par",
/// "participer dans" → "participer à", "fier pour" → "fier de", "compter à" → "compter sur",
/// "s'occuper pour" → "s'occuper de", "se souvenir ce voyage" → "se souvenir de ce voyage".
pub(super) fn noun_prep(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let dets = [
        "le", "la", "l'", "les", "un", "une", "des", "mon", "ma", "mes", "ton", "ta", "tes", "son",
        "sa", "ses", "notre", "votre", "nos", "vos", "leur", "leurs", "ce", "cet", "cette", "ces",
    ];
    let advs = [
        "très", "vraiment", "toujours", "beaucoup", "souvent", "trop", "bien", "aussi", "pas",
        "plus", "jamais",
    ];
    for i in 0..toks.len() {
        let w = tx(toks, i);
        let mut j = i + 1;
        while is_in(tx(toks, j), &advs) {
            j += 1;
        }
        let (p, d) = (tx(toks, j), tx(toks, j + 1));
        let refl = is_in(
            before(toks, i),
            &["me", "m'", "te", "t'", "se", "s'", "nous", "vous"],
        );
        let rule: Option<(&[&str], &str, &str)> =
            if is_in(w, &["intéressé", "intéressée", "intéressés", "intéressées"]) {
                Some((
                    &["dans", "en", "sur"],
                    "par",
                    "interested in is \"intéressé par\"",
                ))
            } else if w.starts_with("particip")
                && !w.starts_with("participant")
                && !w.starts_with("participation")
            {
                Some((
                    &["dans", "en", "sur"],
                    "à",
                    "to take part in is \"participer à\"",
                ))
            } else if is_in(w, &["fier", "fière", "fiers", "fières"]) {
                Some((&["pour", "sur", "à"], "de", "proud of is \"fier de\""))
            } else if w.starts_with("compt")
                && !w.starts_with("compte")
                && subject_of(toks, i).is_some()
                || is_in(w, &["compte", "comptes", "comptent"])
                    && subject_of(toks, i).is_some()
                    && !refl
            {
                let person_next = is_person(tx(toks, j + 2))
                    || is_in(d, &["moi", "toi", "lui", "elle", "eux", "vous", "nous"]);
                if person_next {
                    Some((&["à"], "sur", "to count on someone is \"compter sur\""))
                } else {
                    None
                }
            } else if w.starts_with("occup") && refl {
                Some((
                    &["pour", "avec"],
                    "de",
                    "to take care of is \"s'occuper de\"",
                ))
            } else if (w.starts_with("inquièt")
                || w.starts_with("inquiet")
                || w.starts_with("inquiét"))
                && refl
            {
                Some((
                    &["sur"],
                    "pour",
                    "to worry about is \"s'inquiéter pour\" (or \"de\")",
                ))
            } else if (w.starts_with("parl") || w.starts_with("discut"))
                && !w.starts_with("parlement")
                && is_in(
                    tx(toks, j + 2),
                    &[
                        "sujet",
                        "problème",
                        "thème",
                        "question",
                        "film",
                        "livre",
                        "projet",
                        "situation",
                    ],
                )
            {
                Some((&["sur"], "de", "to talk about is \"parler de\""))
            } else if (w.starts_with("plaign") || w.starts_with("plain")) && refl {
                Some((&["sur"], "de", "to complain about is \"se plaindre de\""))
            } else {
                None
            };
        let Some((wrong, right, why)) = rule else {
            continue;
        };
        if !is_in(p, wrong) {
            continue;
        }
        // "s'occuper à lire": keeping busy
        let (to, say) = match (right, d) {
            ("de", "le") => (j + 1, "du".to_string()),
            ("de", "les") => (j + 1, "des".to_string()),
            ("à", "le") => (j + 1, "au".to_string()),
            ("à", "les") => (j + 1, "aux".to_string()),
            ("de", _) if vowel_start(d) && !no_elision(d) => {
                (j + 1, format!("d'{}", src(line, toks, j + 1)))
            }
            _ => (j, right.to_string()),
        };
        if !is_in(d, &dets)
            && !is_in(
                d,
                &["moi", "toi", "lui", "elle", "eux", "elles", "nous", "vous"],
            )
        {
            continue; // "participer en tant que", "intéressé en particulier"
        }
        let said = src_span(line, toks, j, to);
        out.push(found(
            line,
            toks,
            j,
            to,
            say.clone(),
            "fr-verb-preposition",
            format!("{}: \"{w} {say}\", not \"{w} {said}\".", cap(why)),
        ));
    }
    // "je me souviens ce voyage" → "de ce voyage"; "j'ai assisté une conférence" → "assisté à"
    let events = [
        "conférence",
        "cours",
        "réunion",
        "concert",
        "spectacle",
        "match",
        "mariage",
        "cérémonie",
        "festival",
        "séminaire",
        "colloque",
        "représentation",
        "messe",
        "atelier",
        "formation",
    ];
    for i in 1..toks.len() {
        let w = tx(toks, i);
        let souv = (w.starts_with("souvien")
            || w.starts_with("souvenon")
            || w.starts_with("souvenez")
            || w == "souvenu")
            && is_in(
                before(toks, i),
                &[
                    "me", "m'", "te", "t'", "se", "s'", "nous", "vous", "suis", "es", "est",
                    "sommes", "êtes", "sont",
                ],
            );
        let assist =
            w.starts_with("assist") && !w.starts_with("assistant") && subject_of(toks, i).is_some()
                || is_in(w, &["assisté"]) && is_in(before(toks, i), &AVOIR);
        if !souv && !assist {
            continue;
        }
        let mut j = i + 1;
        while is_in(
            tx(toks, j),
            &[
                "très", "bien", "pas", "plus", "jamais", "toujours", "encore", "souvent",
            ],
        ) {
            j += 1;
        }
        let d = tx(toks, j);
        if !is_in(d, &dets) || d == "des" {
            continue;
        }
        let mut n = tx(toks, j + 1);
        if souv && adj(n).is_some() && noun_gender(n).is_none() {
            n = tx(toks, j + 2); // "mon premier jour"
        }
        if assist && !is_in(n, &events) {
            continue;
        }
        if souv
            && noun_gender(n).is_none()
            && !is_person(n)
            && noun_gender(n.trim_end_matches('s')).is_none()
        {
            continue;
        }
        let (to, say) = match (souv, d) {
            (true, "le") => (j, "du".to_string()),
            (true, "les") => (j, "des".to_string()),
            (false, "le") => (j, "au".to_string()),
            (false, "les") => (j, "aux".to_string()),
            (true, _) if vowel_start(d) => (j, format!("d'{}", src(line, toks, j))),
            (true, _) => (j, format!("de {}", src(line, toks, j))),
            (false, _) => (j, format!("à {}", src(line, toks, j))),
        };
        let why = if souv {
            format!("\"Se souvenir\" takes \"de\": \"{w} {say} {n}\".")
        } else {
            format!("To attend an event is \"assister à\": \"{w} {say} {n}\".")
        };
        out.push(found(line, toks, j, to, say, "fr-verb-preposition", why));
    }
    out
}

/// Small prepositions: "sur samedi" → "samedi", "en pied" → "à pied", "en le jardin" → "dans
/// le jardin", "au lieu que partir" → "au lieu de partir", "jouer du tennis" → "au tennis".
pub(super) fn small_prep(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let days = [
        "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche", "week-end",
    ];
    let dets = [
        "le", "la", "les", "un", "une", "mon", "ma", "mes", "ton", "ta", "tes", "son", "sa", "ses",
        "notre", "votre", "nos", "vos", "leur", "leurs", "ce", "cet", "cette", "ces",
    ];
    for i in 0..toks.len() {
        let (w, b, c) = (tx(toks, i), tx(toks, i + 1), tx(toks, i + 2));
        if w == "sur" && is_in(b, &days) && !is_in(c, &["soir", "matin"]) && b != "week-end" {
            out.push(found(line, toks, i, i + 1, src(line, toks, i + 1).to_string(), "fr-preposition",
                format!("A day needs no preposition in French: \"{b}\" (or \"le {b}\" for every {b}), not \"sur {b}\".")));
            continue;
        }
        if w == "en" && is_in(b, &["pied", "cheval"]) {
            let say = format!("à {b}");
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                say.clone(),
                "fr-preposition",
                format!("On foot or on horseback is \"{say}\", not \"en {b}\"."),
            ));
            continue;
        }
        if w == "au" && b == "lieu" && is_in(c, &["que", "qu'"]) && is_infinitive(tx(toks, i + 3)) {
            out.push(found(line, toks, i + 2, i + 2, "de", "fr-preposition",
                format!("Before an infinitive, instead of is \"au lieu de\": \"au lieu de {}\", not \"au lieu que\".", tx(toks, i + 3))));
            continue;
        }
        // "en l'étranger" → "à l'étranger"
        if w == "en" && b == "l'" && c == "étranger" {
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                "à l'",
                "fr-preposition",
                "Abroad is \"à l'étranger\", not \"en l'étranger\".".to_string(),
            ));
            continue;
        }
        // "en le Canada" → "au Canada", "en la Corse" → "en Corse"
        if w == "en" && is_in(b, &["le", "la", "l'", "les"]) {
            if let Some(k) = country(c) {
                let shown = src(line, toks, i + 2);
                let say = match k {
                    'm' => format!("au {shown}"),
                    'p' => format!("aux {shown}"),
                    _ => format!("en {shown}"),
                };
                out.push(found(line, toks, i, i + 2, say.clone(), "fr-place",
                    format!("Countries and regions take no article after the preposition: \"{say}\", not \"{}\".", src_span(line, toks, i, i + 2))));
                continue;
            }
        }
        // "en le jardin", "en une banque" → "dans": "en" takes no article
        if w == "en" && is_in(b, &dets) && i > 0 {
            let n = tx(toks, i + 2);
            let sing = n.trim_end_matches(['s', 'x']);
            if noun_gender(n).is_none() && noun_gender(sing).is_none() || country(n).is_some() {
                continue;
            }
            // "en un mot", "transformer en une maison": "un/une" only after a verb of place
            let placed = verbs().iter().any(|v| {
                is_in(
                    &v.inf,
                    &[
                        "habiter",
                        "travailler",
                        "vivre",
                        "dormir",
                        "rester",
                        "jouer",
                        "étudier",
                        "manger",
                        "aller",
                        "loger",
                        "être",
                    ],
                ) && (v.pres.iter().any(|f| f == before(toks, i)) || v.inf == before(toks, i))
            });
            if is_in(b, &["ce", "cet", "cette", "ces"])
                || is_in(b, &["un", "une"]) && !placed
                || is_in(n, EN_DET_OK)
                || adj(n).is_some() && noun_gender(n).is_none()
            {
                continue;
            }
            let said = src_span(line, toks, i, i + 1);
            let say = format!("dans {}", src(line, toks, i + 1));
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                say.clone(),
                "fr-preposition",
                format!(
                    "\"En\" is not used before an article: say \"{say} {n}\", not \"{said} {n}\"."
                ),
            ));
            continue;
        }
    }
    out
}

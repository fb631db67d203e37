//! False friends and calques: "actuellement", "éventuellement", "excité", "librairie", "supporter"
//! and the like, judged in the context that shows the learner meant something else.

use super::past_tenses::first_word;
use super::tenses::{compound_at, full, join_elide, participle, subject_of};
use super::words::{
    before, clause_after_has, clause_has, det_kind, imperfect, is_in, is_infinitive, is_person,
    like, noun_gender, person, src, src_span, tx, verbs, AVOIR, ETRE,
};
use super::{found, Found, Tok};

/// False friends and calques: "actuellement" with a past ("en fait"), "éventuellement" with a
/// past ("finalement"), "je suis excité de" ("j'ai hâte de"), "assister quelqu'un" ("aider"),
/// "librairie" to study ("bibliothèque"), "supporter" for "soutenir", "une décision sensible"
/// ("sensée"), "compréhensible" for a person ("compréhensif"), "prendre place" ("avoir lieu"),
/// "application" for a job ("candidature"), "le film s'agit de" ("parle de"), "connaître
/// nager" ("savoir nager"), "dans mon opinion" ("à mon avis").
pub(super) fn false_friend(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let past_word = |t: &Tok| {
        let w = t.text.as_str();
        (is_in(w, &AVOIR) || is_in(w, &ETRE)) && toks.iter().any(|u| participle(&u.text).is_some())
            || verbs().iter().any(|v| (0..6).any(|p| imperfect(v, p) == w))
    };
    for i in 0..toks.len() {
        let w = tx(toks, i);
        let src_w = src(line, toks, i);
        // "actuellement" / "éventuellement" with a past verb in the clause
        if is_in(w, &["actuellement", "éventuellement"]) {
            let stops = [
                "mais", "et", "que", "qu'", "quand", "parce", "alors", "donc",
            ];
            let mut from = i;
            while from > 0 && !toks[from - 1].is_break() && !is_in(tx(toks, from - 1), &stops) {
                from -= 1;
            }
            let clause: Vec<&Tok> = toks[from..]
                .iter()
                .enumerate()
                .take_while(|(k, t)| !t.is_break() && (from + k <= i || !is_in(&t.text, &stops)))
                .map(|(_, t)| t)
                .collect();
            if (0..clause.len()).any(|k| {
                past_word(clause[k])
                    && (is_in(&clause[k].text, &AVOIR) || is_in(&clause[k].text, &ETRE))
                        == compound_at(toks, from + k).is_some()
            }) {
                let (right, means) = if w == "actuellement" {
                    ("en fait", "currently")
                } else {
                    ("finalement", "possibly")
                };
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    like(src_w, right),
                    "fr-word-choice",
                    format!(
                        "\"{src_w}\" means \"{means}\", not \"{}\": here say \"{right}\".",
                        if w == "actuellement" {
                            "actually"
                        } else {
                            "eventually"
                        }
                    ),
                ));
                continue;
            }
        }
        // "je suis (très) excité de partir" → "j'ai (très) hâte de partir"
        if w.starts_with("excité") && i >= 2 {
            let mut k = i - 1;
            while k > 0
                && is_in(
                    tx(toks, k),
                    &["très", "vraiment", "tellement", "trop", "super", "si"],
                )
            {
                k -= 1;
            }
            if let Some(p) = ETRE.iter().position(|e| *e == tx(toks, k)) {
                let s = k.saturating_sub(1);
                if person(tx(toks, s)) == Some(p) && is_in(tx(toks, i + 1), &["de", "d'", "pour"]) {
                    let mid: Vec<String> = toks[k + 1..i].iter().map(|t| t.text.clone()).collect();
                    let mut words = vec![full(tx(toks, s)), AVOIR[p].to_string()];
                    words.extend(mid);
                    words.push("hâte".into());
                    let say = join_elide(&words);
                    out.push(found(line, toks, s, i, like(src(line, toks, s), &say), "fr-word-choice",
                        format!("\"Excité\" suggests sexual excitement in French; to look forward to something say \"{say}\", not \"{}\".", src_span(line, toks, s, i))));
                    continue;
                }
            }
        }
        // "assister ma voisine" → "aider ma voisine"
        if w.starts_with("assist") && !w.starts_with("assistan") {
            let (d, n) = (tx(toks, i + 1), tx(toks, i + 2));
            if is_in(
                d,
                &[
                    "mon", "ma", "mes", "ton", "ta", "tes", "son", "sa", "ses", "notre", "votre",
                    "nos", "vos", "leur", "leurs",
                ],
            ) && (is_person(n)
                || is_in(
                    n,
                    &[
                        "voisin",
                        "voisine",
                        "voisins",
                        "collègue",
                        "collègues",
                        "chef",
                        "patron",
                        "amie",
                        "ami",
                    ],
                ))
            {
                let right = format!("aid{}", &w["assist".len()..]);
                out.push(found(line, toks, i, i, right.clone(), "fr-word-choice",
                    format!("\"Assister\" means to attend (\"assister à\"); to help someone is \"aider\": \"{right} {d} {n}\", not \"{w} {d} {n}\".")));
                continue;
            }
        }
        // "la librairie" to study or borrow books → "la bibliothèque"
        if w == "librairie" && clause_after_has(toks, i, &["réviser", "étudier", "emprunter"])
            || w == "librairie"
                && toks
                    .iter()
                    .any(|t| t.text.starts_with("emprunt") || t.text.starts_with("révis"))
        {
            out.push(found(line, toks, i, i, like(src_w, "bibliothèque"), "fr-word-choice",
                "A \"librairie\" is a bookshop; to study or borrow books you go to the \"bibliothèque\" (library).".to_string()));
            continue;
        }
        // "mes parents m'ont toujours supporté" → "soutenu"
        if w.starts_with("support") && w != "support" && w != "supports" {
            let obj = toks[first_word(toks, i)..i]
                .iter()
                .any(|t| is_in(&t.text, &["m'", "me", "t'", "te", "nous", "vous"]));
            if obj
                && (clause_has(toks, i, &["toujours"])
                    || is_in(tx(toks, i + 1), &["dans", "pendant"]))
            {
                let right = match &w["support".len()..] {
                    "é" | "és" | "ée" | "ées" => format!("soutenu{}", &w["supporté".len()..]),
                    "er" => "soutenir".to_string(),
                    "e" => "soutient".to_string(),
                    "ent" => "soutiennent".to_string(),
                    "ais" | "ait" => format!("soutenai{}", &w[w.len() - 1..]),
                    _ => continue,
                };
                out.push(found(line, toks, i, i, right.clone(), "fr-word-choice",
                    format!("\"Supporter\" means to put up with; to support someone is \"soutenir\": \"{right}\", not \"{w}\".")));
                continue;
            }
        }
        // "une décision sensible" → "sensée": "sensible" means sensitive
        if is_in(w, &["sensible", "sensibles"]) {
            let mut k = i;
            while k > 0
                && is_in(
                    before(toks, k),
                    &["très", "vraiment", "plus", "assez", "pas"],
                )
            {
                k -= 1;
            }
            let n = before(toks, k);
            if is_in(
                n,
                &[
                    "décision",
                    "décisions",
                    "choix",
                    "idée",
                    "idées",
                    "solution",
                    "conseil",
                    "conseils",
                    "option",
                    "personne",
                ],
            ) && n != "personne"
            {
                let right = if w.ends_with('s') {
                    "raisonnables"
                } else {
                    "raisonnable"
                };
                out.push(found(line, toks, i, i, right, "fr-word-choice",
                    format!("\"Sensible\" means sensitive; a sensible {n} is \"{right}\" (or \"sensé\"), not \"{w}\".")));
                continue;
            }
        }
        // "mon chef est très compréhensible" → "compréhensif"
        if w.starts_with("compréhensible") {
            let mut k = i;
            while k > 0
                && is_in(
                    before(toks, k),
                    &["très", "vraiment", "trop", "assez", "pas", "super"],
                )
            {
                k -= 1;
            }
            if k >= 2
                && is_in(
                    before(toks, k),
                    &["est", "sont", "était", "étaient", "es", "êtes"],
                )
            {
                let n = tx(toks, k - 2);
                let pers = is_person(n)
                    || is_person(n.trim_end_matches('s'))
                    || is_in(
                        n,
                        &[
                            "chef",
                            "patron",
                            "patronne",
                            "prof",
                            "professeur",
                            "directeur",
                            "directrice",
                            "collègue",
                            "collègues",
                            "voisin",
                            "voisine",
                            "médecin",
                            "tu",
                            "vous",
                        ],
                    );
                if pers {
                    let fem = is_in(
                        n,
                        &[
                            "mère",
                            "sœur",
                            "patronne",
                            "directrice",
                            "voisine",
                            "femme",
                            "copine",
                            "amie",
                            "fille",
                            "tante",
                            "grand-mère",
                        ],
                    );
                    let right = match (fem, w.ends_with('s')) {
                        (true, false) => "compréhensive",
                        (true, true) => "compréhensives",
                        (false, false) => "compréhensif",
                        (false, true) => "compréhensifs",
                    };
                    out.push(found(line, toks, i, i, right, "fr-word-choice",
                        format!("\"Compréhensible\" means easy to understand; an understanding person is \"{right}\", not \"{w}\".")));
                    continue;
                }
            }
        }
        // "le festival prend place" → "a lieu"
        if is_in(w, &["prend", "prennent", "pris", "prendra", "prendre"])
            && tx(toks, i + 1) == "place"
        {
            let events = [
                "festival",
                "concert",
                "réunion",
                "mariage",
                "fête",
                "match",
                "cérémonie",
                "conférence",
                "événement",
                "spectacle",
                "soirée",
                "compétition",
                "marché",
                "cours",
                "examen",
                "élections",
            ];
            if toks[first_word(toks, i)..i]
                .iter()
                .any(|t| is_in(&t.text, &events))
            {
                let (from, right) = match w {
                    "prend" => (i, "a lieu".to_string()),
                    "prennent" => (i, "ont lieu".to_string()),
                    "prendra" => (i, "aura lieu".to_string()),
                    "prendre" => (i, "avoir lieu".to_string()),
                    _ if i > 0 && is_in(before(toks, i), &["a", "ont"]) => {
                        (i - 1, format!("{} eu lieu", before(toks, i)))
                    }
                    _ => continue,
                };
                out.push(found(line, toks, from, i + 1, right.clone(), "fr-word-choice",
                    format!("An event \"a lieu\" (takes place); \"prendre place\" means to sit down: \"{right}\", not \"{}\".", src_span(line, toks, from, i + 1))));
                continue;
            }
        }
        // "mon application" for a job → "ma candidature"
        if is_in(w, &["application", "applications"]) {
            let job = toks.iter().any(|t| {
                is_in(
                    &t.text,
                    &[
                        "entreprise",
                        "entreprises",
                        "poste",
                        "emploi",
                        "stage",
                        "offre",
                        "recruteur",
                        "cv",
                        "travail",
                        "job",
                        "boulot",
                    ],
                )
            }) && toks.iter().any(|t| {
                is_in(
                    &t.text,
                    &[
                        "envoyé",
                        "envoyer",
                        "envoie",
                        "envoyée",
                        "déposé",
                        "soumis",
                        "postulé",
                        "refusé",
                        "refusée",
                        "acceptée",
                        "retenue",
                        "réponse",
                        "pour",
                    ],
                )
            });
            let d = before(toks, i);
            if job
                && is_in(
                    d,
                    &[
                        "mon", "ma", "ton", "ta", "son", "sa", "une", "mes", "ses", "tes", "des",
                        "notre", "votre", "leur", "l'", "cette", "ces",
                    ],
                )
            {
                let d2 = match d {
                    "mon" => "ma",
                    "ton" => "ta",
                    "son" => "sa",
                    "l'" => "la",
                    d => d,
                };
                let n = if w.ends_with('s') {
                    "candidatures"
                } else {
                    "candidature"
                };
                let say = format!("{d2} {n}");
                out.push(found(
                    line,
                    toks,
                    i - 1,
                    i,
                    say.clone(),
                    "fr-word-choice",
                    format!("For a job you send \"{say}\"; an \"application\" is an app."),
                ));
                continue;
            }
        }
        // "j'ai expérimenté des difficultés" → "rencontré"
        if w.starts_with("expériment")
            && (1..4).any(|k| {
                is_in(
                    tx(toks, i + k),
                    &[
                        "difficultés",
                        "difficulté",
                        "problèmes",
                        "problème",
                        "obstacles",
                    ],
                )
            })
        {
            let right = format!("rencontr{}", &w["expériment".len()..]);
            out.push(found(line, toks, i, i, right.clone(), "fr-word-choice",
                format!("\"Expérimenter\" means to experiment with; difficulties are \"rencontrées\": \"{right}\", not \"{w}\".")));
            continue;
        }
        // "le film s'agit de" → "parle de": "il s'agit de" takes no other subject
        if is_in(w, &["agit", "agissait", "agira"]) && before(toks, i) == "s'" && i >= 3 {
            let n = tx(toks, i - 2);
            if (noun_gender(n).is_some() || noun_gender(n.trim_end_matches('s')).is_some())
                && det_kind(tx(toks, i - 3)).is_some()
            {
                let plural = det_kind(tx(toks, i - 3)) == Some('p');
                let right = match (w, plural) {
                    ("agit", false) => "parle",
                    ("agit", true) => "parlent",
                    ("agissait", false) => "parlait",
                    ("agissait", true) => "parlaient",
                    (_, false) => "parlera",
                    (_, true) => "parleront",
                };
                out.push(found(line, toks, i - 1, i, right, "fr-word-choice",
                    format!("\"Il s'agit de\" only has \"il\" as subject; say \"{} {n} {right} de\", not \"{n} s'{w}\".", tx(toks, i - 3))));
                continue;
            }
        }
        // "la location de la conférence" → "le lieu": "location" is renting
        if w == "location"
            && before(toks, i) == "la"
            && is_in(tx(toks, i + 1), &["de", "du", "des"])
        {
            let n = if tx(toks, i + 1) == "de" {
                tx(toks, i + 3)
            } else {
                tx(toks, i + 2)
            };
            if is_in(
                n,
                &[
                    "conférence",
                    "réunion",
                    "fête",
                    "mariage",
                    "concert",
                    "festival",
                    "match",
                    "rendez-vous",
                    "cérémonie",
                    "événement",
                    "soirée",
                ],
            ) {
                out.push(found(
                    line,
                    toks,
                    i - 1,
                    i,
                    like(src(line, toks, i - 1), "le lieu"),
                    "fr-word-choice",
                    format!("\"Location\" means renting; the place of the {n} is \"le lieu\"."),
                ));
                continue;
            }
        }
        // "je ne contrôle pas bien la grammaire" → "maîtrise": a skill is mastered
        if let Some(ending) = w.strip_prefix("contrôl") {
            let mut j = i + 1;
            while is_in(
                tx(toks, j),
                &[
                    "pas", "encore", "bien", "très", "mal", "vraiment", "plus", "toujours",
                ],
            ) {
                j += 1;
            }
            let n = tx(toks, j + 1);
            if j > i + 1
                && is_in(tx(toks, j), &["la", "le", "l'", "les", "ma", "mon"])
                && is_in(
                    n,
                    &[
                        "grammaire",
                        "langue",
                        "français",
                        "anglais",
                        "espagnol",
                        "allemand",
                        "vocabulaire",
                        "prononciation",
                        "conjugaison",
                        "orthographe",
                        "sujet",
                        "technique",
                        "logiciel",
                    ],
                )
            {
                let right = format!("maîtris{ending}");
                out.push(found(line, toks, i, i, right.clone(), "fr-word-choice",
                    format!("To master a language or a skill is \"maîtriser\": \"{right}\", not \"{w}\" (\"contrôler\" is to check).")));
                continue;
            }
        }
        // "je ne connais pas nager" → "je ne sais pas nager"
        if let Some(p) = [
            "connais",
            "connais",
            "connaît",
            "connaissons",
            "connaissez",
            "connaissent",
        ]
        .iter()
        .position(|c| *c == w)
        {
            let mut j = i + 1;
            while is_in(
                tx(toks, j),
                &["pas", "plus", "bien", "très", "vraiment", "jamais"],
            ) {
                j += 1;
            }
            let nx = tx(toks, j);
            if is_infinitive(nx) && noun_gender(nx).is_none() && subject_of(toks, i).is_some() {
                let right = ["sais", "sais", "sait", "savons", "savez", "savent"][p];
                out.push(found(line, toks, i, i, right, "fr-word-choice",
                    format!("To know how to do something is \"savoir\" + infinitive: \"{right} … {nx}\", not \"{w}\".")));
                continue;
            }
        }
        // "je vais t'introduire à mes amis" → "te présenter": people are "présentés"
        if is_in(
            w,
            &[
                "introduire",
                "introduit",
                "introduite",
                "introduits",
                "introduites",
            ],
        ) && (is_in(
            before(toks, i),
            &["me", "m'", "te", "t'", "vous", "nous", "se", "s'"],
        ) || tx(toks, i + 1) == "à" && is_person(tx(toks, i + 3)))
        {
            let right = format!(
                "présent{}",
                match &w["introdui".len()..] {
                    "re" => "er",
                    "t" => "é",
                    "te" => "ée",
                    "ts" => "és",
                    _ => "ées",
                }
            );
            let pro = before(toks, i);
            let (from, say) = match pro {
                "m'" | "t'" | "s'" => (i - 1, format!("{}e {right}", &pro[..1])),
                _ => (i, right.clone()),
            };
            out.push(found(line, toks, from, i, say.clone(), "fr-word-choice",
                format!("To introduce a person is \"présenter\": \"{say}\", not \"{}\" (\"introduire\" is to insert or bring in).", src_span(line, toks, from, i))));
            continue;
        }
        // "je manque mes amis" → "mes amis me manquent": the thing missed is the subject
        if is_in(
            w,
            &[
                "manque",
                "manques",
                "manquons",
                "manquez",
                "manquent",
                "manquais",
                "manquait",
                "manquions",
                "manquiez",
                "manquaient",
            ],
        ) && i > 0
        {
            let s = before(toks, i);
            let p = match s {
                "je" => Some(0),
                "tu" => Some(1),
                "il" | "elle" | "on" => Some(2),
                "nous" => Some(3),
                "vous" => Some(4),
                "ils" | "elles" => Some(5),
                _ => None,
            };
            let mut j = i + 1;
            while is_in(
                tx(toks, j),
                &["beaucoup", "vraiment", "tellement", "énormément", "souvent"],
            ) {
                j += 1;
            }
            let (d, n) = (tx(toks, j), tx(toks, j + 1));
            let missed = is_person(n)
                || is_person(n.trim_end_matches('s'))
                || is_in(
                    n,
                    &[
                        "famille", "pays", "ville", "maison", "enfants", "chat", "chien",
                        "village", "cuisine",
                    ],
                );
            let poss = is_in(
                d,
                &[
                    "mon", "ma", "mes", "ton", "ta", "tes", "son", "sa", "ses", "notre", "votre",
                    "nos", "vos", "leur", "leurs",
                ],
            );
            if let (Some(p), true, true) = (p, missed, poss) {
                let pro = ["me", "te", "lui", "nous", "vous", "leur"][p];
                let plural = det_kind(d) == Some('p');
                let past = w.contains("ai") || w.contains("ions") || w.contains("iez");
                let verb = match (past, plural) {
                    (false, false) => "manque",
                    (false, true) => "manquent",
                    (true, false) => "manquait",
                    (true, true) => "manquaient",
                };
                let adv = if j > i + 1 {
                    format!(" {}", src_span(line, toks, i + 1, j - 1))
                } else {
                    String::new()
                };
                let say = format!("{d} {n} {pro} {verb}{adv}");
                out.push(found(
                    line,
                    toks,
                    i - 1,
                    j + 1,
                    say.clone(),
                    "fr-word-choice",
                    format!(
                        "With \"manquer\", what you miss is the subject: \"{say}\", not \"{}\".",
                        src_span(line, toks, i - 1, j + 1)
                    ),
                ));
                continue;
            }
        }
        // "dans mon opinion" → "à mon avis"
        if w == "dans"
            && is_in(
                tx(toks, i + 1),
                &["mon", "ton", "son", "notre", "votre", "leur"],
            )
            && tx(toks, i + 2) == "opinion"
        {
            let say = format!("à {} avis", tx(toks, i + 1));
            out.push(found(
                line,
                toks,
                i,
                i + 2,
                like(src_w, &say),
                "fr-word-choice",
                format!(
                    "\"In my opinion\" is \"{say}\", not \"{}\".",
                    src_span(line, toks, i, i + 2)
                ),
            ));
            continue;
        }
        // "je me sens comme je ne progresse pas" → "j'ai l'impression que"
        if w == "sens"
            && before(toks, i) == "me"
            && i >= 2
            && tx(toks, i - 2) == "je"
            && tx(toks, i + 1) == "comme"
            && (person(tx(toks, i + 2)).is_some()
                || tx(toks, i + 2) == "j'"
                || tx(toks, i + 2) == "si")
        {
            out.push(found(
                line,
                toks,
                i - 2,
                i + 1,
                like(src(line, toks, i - 2), "j'ai l'impression que"),
                "fr-word-choice",
                "\"I feel like + clause\" is \"j'ai l'impression que\", not \"je me sens comme\"."
                    .to_string(),
            ));
            continue;
        }
        // "on a eu un très bon temps" → "on a passé un très bon moment"
        if w == "eu" && is_in(before(toks, i), &AVOIR) && tx(toks, i + 1) == "un" {
            let mut j = i + 2;
            while is_in(tx(toks, j), &["très", "vraiment", "super", "si"]) {
                j += 1;
            }
            if is_in(tx(toks, j), &["bon", "excellent", "super"]) && tx(toks, j + 1) == "temps" {
                let mid = src_span(line, toks, i + 1, j);
                let say = format!("passé {mid} moment");
                out.push(found(
                    line,
                    toks,
                    i,
                    j + 1,
                    say.clone(),
                    "fr-word-choice",
                    format!(
                        "\"Have a good time\" is \"passer un bon moment\": \"{say}\", not \"{}\".",
                        src_span(line, toks, i, j + 1)
                    ),
                ));
                continue;
            }
        }
        // "grâce à" for a good result, not "à cause de"
        if w == "à"
            && tx(toks, i + 1) == "cause"
            && is_in(tx(toks, i + 2), &["de", "du", "des", "d'"])
        {
            let good = toks.iter().any(|t| {
                is_in(
                    &t.text,
                    &[
                        "réussi",
                        "réussir",
                        "gagné",
                        "progressé",
                        "amélioré",
                        "merci",
                    ],
                )
            });
            let bad = toks.iter().any(|t| {
                is_in(
                    &t.text,
                    &[
                        "pas",
                        "jamais",
                        "raté",
                        "rien",
                        "perdu",
                        "échoué",
                        "ne",
                        "n'",
                        "malheureusement",
                    ],
                )
            });
            if good && !bad {
                let (to, say) = match tx(toks, i + 2) {
                    "du" => (i + 2, "grâce au".to_string()),
                    "des" => (i + 2, "grâce aux".to_string()),
                    "d'" => (i + 3, format!("grâce à {}", src(line, toks, i + 3))),
                    _ => (i + 2, "grâce à".to_string()),
                };
                out.push(found(line, toks, i, to, like(src_w, &say), "fr-word-choice",
                    "For a good result say \"grâce à\" (thanks to); \"à cause de\" is for a bad one.".to_string()));
                continue;
            }
        }
        // "aujourd'hui il est très froid" → "il fait très froid": the weather takes "faire"
        if w == "il"
            && is_in(tx(toks, i + 1), &["est", "était", "sera"])
            && (i == 0 || !is_in(before(toks, i), &["qu'", "que", "si", "s'"]))
        {
            let mut j = i + 2;
            while is_in(
                tx(toks, j),
                &["très", "trop", "vraiment", "tellement", "super", "assez"],
            ) {
                j += 1;
            }
            let weather = toks.iter().any(|t| {
                is_in(
                    &t.text,
                    &[
                        "aujourd'hui",
                        "dehors",
                        "hiver",
                        "été",
                        "temps",
                        "demain",
                        "hier",
                        "matin",
                        "soir",
                        "météo",
                        "neige",
                        "pluie",
                        "soleil",
                    ],
                )
            });
            if is_in(
                tx(toks, j),
                &["froid", "chaud", "beau", "frais", "doux", "humide", "gris"],
            ) && weather
                && (toks.get(j + 1).is_none_or(Tok::is_break)
                    || is_in(
                        tx(toks, j + 1),
                        &[
                            "alors",
                            "donc",
                            "et",
                            "mais",
                            "aujourd'hui",
                            "dehors",
                            "ici",
                            "ce",
                            "cet",
                            "cette",
                            "en",
                            "à",
                            "depuis",
                            "ces",
                            "parce",
                        ],
                    ))
            {
                let v = match tx(toks, i + 1) {
                    "est" => "fait",
                    "était" => "faisait",
                    _ => "fera",
                };
                out.push(found(
                    line,
                    toks,
                    i + 1,
                    i + 1,
                    v,
                    "fr-word-choice",
                    format!(
                        "For the weather French uses \"il {v}\": \"il {v} {}\", not \"il {} {}\".",
                        tx(toks, j),
                        tx(toks, i + 1),
                        tx(toks, j)
                    ),
                ));
                continue;
            }
        }
        // "elle chante très bon" → "très bien": after an action verb the adverb is "bien"
        if w == "bon" {
            let mut k = i;
            while k > 0
                && is_in(
                    before(toks, k),
                    &["très", "vraiment", "super", "trop", "assez", "si"],
                )
            {
                k -= 1;
            }
            let v = before(toks, k);
            let actions = [
                "chanter",
                "danser",
                "parler",
                "cuisiner",
                "jouer",
                "écrire",
                "dessiner",
                "conduire",
                "nager",
                "travailler",
                "comprendre",
                "lire",
                "skier",
                "courir",
                "dormir",
            ];
            let is_action = verbs().iter().any(|vb| {
                is_in(&vb.inf, &actions) && (vb.pres.iter().any(|f| f == v) || vb.pp == v)
            });
            let nx = tx(toks, i + 1);
            if is_action
                && k > 0
                && (nx.is_empty()
                    || toks[i + 1].is_break()
                    || is_in(
                        nx,
                        &[
                            "et",
                            "mais",
                            "le",
                            "la",
                            "les",
                            "l'",
                            "en",
                            "quand",
                            "pour",
                            "parce",
                            "alors",
                            "donc",
                            "maintenant",
                        ],
                    ))
            {
                out.push(found(line, toks, i, i, "bien", "fr-word-choice",
                    format!("After a verb like \"{v}\", \"well\" is the adverb \"bien\", not the adjective \"bon\".")));
                continue;
            }
        }
        // "elle aime très la musique" → "aime beaucoup"
        if w == "très" && i > 0 {
            let v = before(toks, i);
            let loving = v.starts_with("aim") && !v.starts_with("aimer") && !v.starts_with("aimab")
                || v.starts_with("ador") && !v.starts_with("adora")
                || v.starts_with("apprécie");
            let nx = tx(toks, i + 1);
            if loving
                && (det_kind(nx).is_some()
                    || is_in(nx, &["ça", "cela", "ce", "cette", "la", "les", "le", "l'"])
                    || nx.is_empty())
                && subject_of(toks, i - 1).is_some()
            {
                out.push(found(line, toks, i, i, "beaucoup", "fr-word-choice",
                    format!("\"Très\" goes with adjectives and adverbs; with a verb say \"{v} beaucoup\", not \"{v} très\".")));
                continue;
            }
        }
    }
    out
}

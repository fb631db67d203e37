//! Fixed uses the other families leave: questions opening with "que", sports after "jouer",
//! "plus jeune que", "ça a du sens", "en 2020" and the like.

use super::adjective_tables::BAGS;
use super::durations::LASTING;
use super::past_tenses::first_word;
use super::tenses::{subject_of, ETAIS};
use super::words::{
    adj, before, cap, clause_has, det_kind, is_in, is_infinitive, is_number, like, noun_gender,
    person, src, src_span, tx, verb_by_pp, verbs, AVOIR, ETRE,
};
use super::{found, Found, Tok};

/// "que tu fais ce soir" → "qu'est-ce que tu fais"; "jouer du tennis" → "jouer au tennis";
/// "je les ai mis" → "je les ai mis" agreeing: "mes chaussures je les ai mises".
pub(super) fn misc(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    // a question opening with "que" and a subject: "que tu fais" → "qu'est-ce que tu fais"
    if tx(toks, 0) == "que" {
        if let Some(p) = person(tx(toks, 1)).filter(|_| tx(toks, 1) != "je") {
            let v = tx(toks, 2);
            if verbs().iter().any(|vb| vb.pres[p] == v && vb.subj[p] != v) {
                out.push(found(line, toks, 0, 0, like(src(line, toks, 0), "qu'est-ce que"), "fr-question",
                    format!("A question with \"que\" needs \"qu'est-ce que\" (or inversion): \"qu'est-ce que {} {v}\", not \"que {} {v}\".", tx(toks, 1), tx(toks, 1))));
            }
        }
    }
    let sports = [
        "foot",
        "football",
        "tennis",
        "basket",
        "volley",
        "rugby",
        "golf",
        "handball",
        "ping-pong",
        "badminton",
        "hockey",
        "baseball",
        "cricket",
    ];
    let instruments = [
        "piano",
        "violon",
        "saxophone",
        "violoncelle",
        "accordéon",
        "ukulélé",
        "banjo",
    ];
    for i in 1..toks.len() {
        let (w, b, c) = (tx(toks, i - 1), tx(toks, i), tx(toks, i + 1));
        let jouer = w.starts_with("jou")
            && !w.starts_with("jour")
            && !w.starts_with("joue-")
            && !w.starts_with("jouet");
        if jouer && b == "du" && is_in(c, &sports) {
            out.push(found(line, toks, i, i, "au", "fr-verb-preposition",
                format!("\"Jouer\" takes \"à\" for a sport or game: \"{w} au {c}\", not \"{w} du {c}\".")));
        }
        if jouer && b == "au" && is_in(c, &instruments) {
            out.push(found(
                line,
                toks,
                i,
                i,
                "du",
                "fr-verb-preposition",
                format!(
                    "\"Jouer\" takes \"de\" for an instrument: \"{w} du {c}\", not \"{w} au {c}\"."
                ),
            ));
        }
    }
    // "je les ai mis" → "mis" agrees with "les" (plural); "ma veste je l'ai mis" → "mise"
    for i in 1..toks.len() {
        let Some(pp_at) = (tx(toks, i) == "les" || tx(toks, i) == "l'")
            .then(|| i + 1)
            .filter(|&a| is_in(tx(toks, a), &AVOIR))
            .map(|a| a + 1)
        else {
            continue;
        };
        let subj = before(toks, i);
        if person(subj).is_none() && subj != "j'" && !is_in(subj, &["ne", "n'"]) {
            continue;
        }
        let mut j = pp_at;
        while is_in(
            tx(toks, j),
            &[
                "pas", "jamais", "déjà", "bien", "toujours", "tous", "toutes",
            ],
        ) {
            j += 1;
        }
        let pp = tx(toks, j);
        let Some(v) = verb_by_pp(pp).filter(|v| v.pp == pp) else {
            continue;
        };
        if v.etre
            || is_in(
                &v.inf,
                &[
                    "être",
                    "avoir",
                    "pouvoir",
                    "vouloir",
                    "devoir",
                    "falloir",
                    "faire",
                    "laisser",
                    "téléphoner",
                    "parler",
                    "répondre",
                    "demander",
                    "dire",
                    "écrire",
                    "donner",
                    "envoyer",
                    "expliquer",
                    "montrer",
                    "proposer",
                    "promettre",
                    "plaire",
                    "sourire",
                    "ressembler",
                    "obéir",
                    "mentir",
                ],
            )
        {
            continue;
        }
        let next = tx(toks, j + 1);
        if is_infinitive(next)
            || ["er", "ir", "re", "oir"].iter().any(|e| next.ends_with(e))
                && noun_gender(next).is_none()
        {
            continue; // "je les ai vus partir"
        }
        // the object named at the start: "mes chaussures, je les ai …", "ma veste, je l'ai …"
        let from = first_word(toks, i);
        let head = if from + 3 == i
            && det_kind(tx(toks, from)).is_some()
            && (person(tx(toks, from + 2)).is_some() || tx(toks, from + 2) == "j'")
        {
            let n = tx(toks, from + 1);
            let sing = n.trim_end_matches(['s', 'x']);
            noun_gender(n)
                .or(noun_gender(sing))
                .map(|g| (g, det_kind(tx(toks, from)) == Some('p')))
        } else {
            None
        };
        let (fem, plur) = match (tx(toks, i), head) {
            ("les", Some((g, true))) => (g == 'f', true),
            ("les", None) => (false, true),
            ("l'", Some(('f', false))) => (true, false),
            _ => continue,
        };
        let mut right = pp.to_string();
        if fem {
            right.push('e');
        }
        if plur && !right.ends_with('s') {
            right.push('s');
        }
        if right == pp {
            continue;
        }
        let obj = if plur && head.is_none() {
            "\"les\"; add -es if they are feminine".to_string()
        } else if plur {
            "\"les\"".to_string()
        } else {
            format!("\"l'\" ({})", tx(toks, from + 1))
        };
        out.push(found(line, toks, j, j, right.clone(), "fr-pp-agreement",
            format!("With \"avoir\", the participle agrees with an object pronoun before it ({obj}): \"{right}\", not \"{pp}\".")));
    }
    out
}

/// More fixed uses: "plus jeune de moi" → "que moi", "il chante meilleur" → "mieux", "j'étais né"
/// → "je suis né", "j'habite ici il y a deux ans" → "depuis deux ans", "je dois lever tôt" → "me
/// lever", "différent que" → "différent de", "ça fait du sens" → "ça a du sens", "entrer la
/// maison" → "entrer dans la maison", "répondre la question" → "répondre à la question", "dans
/// le matin" → "le matin", "dans 2020" → "en 2020".
pub(super) fn fixed_uses(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let stressed = ["moi", "toi", "lui", "elle", "nous", "vous", "eux", "elles"];
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
        "courir",
    ];
    for i in 0..toks.len() {
        let (w, b, c) = (tx(toks, i), tx(toks, i + 1), tx(toks, i + 2));
        // "plus jeune de moi" → "plus jeune que moi"
        if is_in(w, &["plus", "moins", "aussi"])
            && (adj(b).is_some() || is_in(b, BAGS))
            && !is_in(b, &["proche", "proches", "loin", "près"])
            && c == "de"
            && is_in(tx(toks, i + 3), &stressed)
        {
            out.push(found(
                line,
                toks,
                i + 2,
                i + 2,
                "que",
                "fr-comparative",
                format!(
                    "A comparison takes \"que\": \"{w} {b} que {}\", not \"{w} {b} de {}\".",
                    tx(toks, i + 3),
                    tx(toks, i + 3)
                ),
            ));
            continue;
        }
        // "il chante meilleur que moi" → "mieux": the adverb of "bien"
        if is_in(b, &["meilleur"])
            && verbs()
                .iter()
                .any(|v| is_in(&v.inf, &actions) && v.pres.iter().any(|f| f == w))
            && subject_of(toks, i).is_some()
        {
            out.push(found(line, toks, i + 1, i + 1, "mieux", "fr-comparative",
                format!("After a verb like \"{w}\", \"better\" is the adverb \"mieux\", not \"meilleur\".")));
            continue;
        }
        // "j'étais né en 1990" → "je suis né": a birth is a single past event
        if is_in(w, &ETAIS) && i > 0 {
            let s = before(toks, i);
            let p = if s == "j'" { 0 } else { person(s).unwrap_or(2) };
            let subj_ok = ETAIS[p] == w && p != 2 && p != 5 && (p != 0 || s == "j'");
            if subj_ok && is_in(b, &["né", "née", "nés", "nées"]) {
                let say = if p == 0 {
                    "je suis".to_string()
                } else {
                    format!("{s} {}", ETRE[p])
                };
                out.push(found(
                    line,
                    toks,
                    i - 1,
                    i,
                    say.clone(),
                    "fr-tense",
                    format!(
                        "Your birth is one finished event: \"{say} {b}\", not \"{} {b}\".",
                        src_span(line, toks, i - 1, i)
                    ),
                ));
                continue;
            }
        }
        // "j'habite ici il y a deux ans" → "depuis deux ans"
        if w == "il" && b == "y" && c == "a" && i > 0 {
            let n = tx(toks, i + 3);
            let unit = tx(toks, i + 4);
            let next = tx(toks, i + 5);
            if (is_number(n) || is_in(n, &["un", "une"]))
                && is_in(unit, &["ans", "an", "mois", "semaines", "années"])
                && person(next).is_none()
                && next != "j'"
                && !is_in(next, &["que", "qu'", "quand"])
            {
                let from = first_word(toks, i);
                let present = (from + 1..i).any(|k| {
                    let p = person(tx(toks, k - 1)).or(if tx(toks, k - 1) == "j'" {
                        Some(0)
                    } else {
                        None
                    });
                    p.is_some_and(|p| {
                        verbs()
                            .iter()
                            .any(|v| v.pres[p] == tx(toks, k) && is_in(&v.inf, LASTING))
                    })
                });
                if present && !clause_has(toks, i, &["ne", "n'"]) {
                    out.push(found(line, toks, i, i + 2, "depuis", "fr-duration",
                        format!("With the present, since when is \"depuis {n} {unit}\"; \"il y a {n} {unit}\" means \"{n} {unit} ago\".")));
                    continue;
                }
            }
        }
        // "je dois lever tôt" → "je dois me lever tôt"
        let modal = [
            "vais", "vas", "va", "allons", "allez", "vont", "dois", "doit", "devons", "devez",
            "doivent", "veux", "veut", "voulons", "voulez", "veulent", "peux", "peut", "pouvons",
            "pouvez", "peuvent", "faut",
        ];
        if is_in(w, &modal) {
            let timed = is_in(b, &["lever", "coucher", "réveiller"])
                && is_in(c, &["tôt", "tard", "à", "vers", "avant", "plus"]);
            let always = is_in(
                b,
                &[
                    "dépêcher",
                    "souvenir",
                    "méfier",
                    "moquer",
                    "évanouir",
                    "taire",
                ],
            );
            let subj = subject_of(toks, i).map(|(s, p)| (tx(toks, s), p));
            if let (true, Some((sw, p))) = (timed || always, subj) {
                let p = if w == "faut" && sw == "il" {
                    None
                } else {
                    Some(p)
                };
                if let Some(p) = p {
                    let pro = ["me", "te", "se", "nous", "vous", "se"][p];
                    let say = format!("{pro} {b}");
                    out.push(found(line, toks, i + 1, i + 1, say.clone(), "fr-reflexive",
                        format!("\"Se {b}\" is reflexive, also in the infinitive: \"{w} {say}\", not \"{w} {b}\".")));
                    continue;
                }
            }
        }
        // "différent que" → "différent de"
        if is_in(
            w,
            &[
                "différent",
                "différente",
                "différents",
                "différentes",
                "similaire",
                "similaires",
            ],
        ) && is_in(b, &["que", "qu'"])
        {
            let right = if w.starts_with("similaire") {
                "à"
            } else {
                "de"
            };
            out.push(found(
                line,
                toks,
                i + 1,
                i + 1,
                right,
                "fr-preposition",
                format!(
                    "\"{}\" takes \"{right}\": \"{w} {right} …\", not \"{w} {b} …\".",
                    cap(w)
                ),
            ));
            continue;
        }
        // "ça fait du sens" → "ça a du sens"
        if is_in(w, &["fait", "faisait", "fera"])
            && (b == "sens" || b == "du" && c == "sens")
            && is_in(
                before(toks, i),
                &["ça", "ce", "cela", "c'", "il", "qui", "pas", "ne"],
            )
        {
            let right = match w {
                "fait" => "a",
                "faisait" => "avait",
                _ => "aura",
            };
            let (to, say) = if b == "sens" {
                (i + 1, format!("{right} du sens"))
            } else {
                (i, right.to_string())
            };
            out.push(found(line, toks, i, to, say.clone(), "fr-word-choice",
                format!("\"Make sense\" is \"avoir du sens\" (or \"c'est logique\"): \"{say}\", not \"{}\".", src_span(line, toks, i, to))));
            continue;
        }
        // "entrer la maison" → "entrer dans la maison", "monter le bus" → "monter dans le bus"
        let places = [
            "maison",
            "salle",
            "chambre",
            "magasin",
            "restaurant",
            "bureau",
            "classe",
            "église",
            "bâtiment",
            "appartement",
            "cuisine",
            "musée",
            "boutique",
            "gare",
            "cinéma",
            "banque",
        ];
        let vehicles = [
            "bus", "train", "avion", "voiture", "métro", "taxi", "tram", "bateau",
        ];
        let entering = w.starts_with("entr")
            && !w.starts_with("entrée")
            && !w.starts_with("entreprise")
            && !w.starts_with("entre")
            || w.starts_with("entré");
        let boarding = w.starts_with("mont")
            && !w.starts_with("montr")
            && !w.starts_with("montagn")
            && !w.starts_with("montant");
        if (entering && is_in(c, &places) || boarding && is_in(c, &vehicles))
            && is_in(
                b,
                &[
                    "le", "la", "l'", "un", "une", "mon", "ma", "son", "sa", "ce", "cette",
                    "notre", "leur",
                ],
            )
            && (subject_of(toks, i).is_some() || is_in(before(toks, i), &ETRE) || w.ends_with("er"))
        {
            let say = format!("dans {}", src(line, toks, i + 1));
            out.push(found(line, toks, i + 1, i + 1, say.clone(), "fr-verb-preposition",
                format!("You go into a place or a vehicle with \"dans\": \"{w} {say} {c}\", not \"{w} {b} {c}\".")));
            continue;
        }
        // "répondre la question" → "répondre à la question"
        if w.starts_with("répond") {
            let mut j = i + 1;
            while is_in(
                tx(toks, j),
                &[
                    "pas", "jamais", "toujours", "souvent", "vite", "rarement", "plus",
                ],
            ) {
                j += 1;
            }
            let (d, n) = (tx(toks, j), tx(toks, j + 1));
            if is_in(
                d,
                &[
                    "la", "le", "les", "ce", "cette", "ces", "mon", "ma", "mes", "son", "sa",
                    "ses", "ton", "ta", "tes", "leur", "leurs", "un", "une",
                ],
            ) && is_in(
                n,
                &[
                    "question",
                    "questions",
                    "message",
                    "messages",
                    "mail",
                    "mails",
                    "email",
                    "e-mail",
                    "lettre",
                    "courriel",
                    "téléphone",
                    "texto",
                    "appel",
                    "annonce",
                    "sms",
                ],
            ) {
                let say = match d {
                    "le" => "au".to_string(),
                    "les" => "aux".to_string(),
                    _ => format!("à {}", src(line, toks, j)),
                };
                out.push(found(
                    line,
                    toks,
                    j,
                    j,
                    say.clone(),
                    "fr-verb-preposition",
                    format!("\"Répondre\" takes \"à\": \"{w} {say} {n}\", not \"{w} {d} {n}\"."),
                ));
                continue;
            }
        }
        // "dans le matin" → "le matin"; "dans 2020" → "en 2020"
        if w == "dans"
            && b == "le"
            && is_in(c, &["matin", "soir", "après-midi"])
            && !is_in(tx(toks, i + 3), &["de", "du", "d'"])
        {
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                "le",
                "fr-preposition",
                format!(
                    "In the {} is \"le {c}\", not \"dans le {c}\".",
                    if c == "matin" {
                        "morning"
                    } else if c == "soir" {
                        "evening"
                    } else {
                        "afternoon"
                    }
                ),
            ));
            continue;
        }
        if w == "dans"
            && b.len() == 4
            && b.chars().all(|ch| ch.is_ascii_digit())
            && b.starts_with(['1', '2'])
        {
            out.push(found(
                line,
                toks,
                i,
                i,
                "en",
                "fr-preposition",
                format!("A year takes \"en\": \"en {b}\", not \"dans {b}\"."),
            ));
        }
    }
    out
}

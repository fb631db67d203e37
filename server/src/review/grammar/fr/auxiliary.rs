//! The passé composé: the wrong auxiliary ("j'ai allé" → "je suis allé") and a participle after
//! "avoir" agreeing with an object placed before it ("la décision que j'ai prise").

use super::verb_tables::ETRE_PP;
use super::words::{
    before, cap, det_kind, is_in, is_infinitive, noun_gender, person, src_span, tx, verb_by_pp,
    AVOIR, ETRE,
};
use super::{found, Found, Tok};

/// Passé composé with the wrong auxiliary: "j'ai allé" → "je suis allé", "je m'ai levé" →
/// "je me suis levé", "je suis mangé" → "j'ai mangé".
pub(super) fn auxiliary(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let skip = [
        "pas", "jamais", "plus", "déjà", "encore", "bien", "toujours", "souvent", "vraiment",
        "rien", "tous", "tout", "aussi", "enfin",
    ];
    let place_words = [
        "à", "au", "aux", "en", "chez", "dans", "par", "pour", "avec", "vers", "hier", "tard",
        "tôt", "très", "seul", "seule", "ensemble", "là", "ici", "de", "du", "d'", "sur", "sans",
        "après", "avant", "quand", "et", "mais", "",
    ];
    for i in 0..toks.len() {
        let w = tx(toks, i);
        let Some(p) = AVOIR.iter().position(|a| *a == w) else {
            continue;
        };
        let prev = before(toks, i);
        // who is the subject, and which words before the auxiliary are replaced
        let (from, lead) = match prev {
            "j'" => (i - 1, "je ".to_string()),
            "n'" => (i - 1, "ne ".to_string()),
            "m'" | "me" if p == 0 => (i - 1, "me ".to_string()),
            "je" if p == 0 => (i - 1, "je ".to_string()),
            "t'" if p == 1 && before(toks, i - 1) == "tu" => (i - 1, "t'".to_string()),
            "s'" if p == 2 || p == 5 => (i - 1, if p == 2 { "s'" } else { "se " }.to_string()),
            _ => (i, String::new()),
        };
        if p == 2 && (prev == "y" || prev.is_empty()) {
            continue;
        }
        let reflexive = matches!(prev, "m'" | "t'" | "s'" | "me") && from == i - 1
            || (p == 3 && prev == "nous" && before(toks, i - 1) == "nous")
            || (p == 4 && prev == "vous" && before(toks, i - 1) == "vous");
        if p == 4 && prev == "t'" {
            continue;
        }
        let mut j = i + 1;
        while is_in(tx(toks, j), &skip) {
            j += 1;
        }
        let part = tx(toks, j);
        let base = part
            .strip_suffix("es")
            .or_else(|| part.strip_suffix('s'))
            .or_else(|| part.strip_suffix('e'))
            .unwrap_or(part);
        let etre_pp = ETRE_PP.iter().find(|(pp, _)| *pp == part || *pp == base);
        let verb_etre = match etre_pp {
            Some((_, true)) => is_in(tx(toks, j + 1), &place_words),
            Some((_, false)) => true,
            None => false,
        };
        if !reflexive && !verb_etre {
            continue;
        }
        if part.is_empty() || (!reflexive && j == i + 1 && p == 2 && person(prev).is_none()) {
            // "a allé" with no pronoun before: could be "à"; judge only after a pronoun or noun
            if prev.is_empty() || is_in(prev, &["y", "il y"]) {
                continue;
            }
        }
        let aux = if prev == "s'" && p == 2 {
            "est".to_string()
        } else {
            ETRE[p].to_string()
        };
        let mut say = format!("{lead}{aux}");
        if prev == "t'" {
            say = "t'es".into();
        }
        if prev == "s'" && p == 2 {
            say = "s'est".into();
        }
        let plural = p == 5 || (p == 3 && !reflexive);
        let fem = is_in(prev, &["elle", "elles"]);
        let mut to = i;
        if fem && etre_pp.is_some() && !part.ends_with('e') && !part.ends_with("es") {
            let mid = toks[i + 1..j]
                .iter()
                .map(|t| t.text.as_str())
                .collect::<Vec<_>>()
                .join(" ");
            let agreed = if prev == "elles" {
                format!("{part}es")
            } else {
                format!("{part}e")
            };
            say = if mid.is_empty() {
                format!("{say} {agreed}")
            } else {
                format!("{say} {mid} {agreed}")
            };
            to = j;
        } else if plural && etre_pp.is_some() && !part.ends_with('s') {
            // "ils ont né" → "ils sont nés"
            let mid = toks[i + 1..j]
                .iter()
                .map(|t| t.text.as_str())
                .collect::<Vec<_>>()
                .join(" ");
            say = if mid.is_empty() {
                format!("{say} {part}s")
            } else {
                format!("{say} {mid} {part}s")
            };
            to = j;
        }
        let inf = verb_by_pp(part).map_or(part.to_string(), |v| v.inf.clone());
        let why = if reflexive {
            format!(
                "Reflexive verbs take \"être\" in the passé composé: \"{say}\", not \"{}\".",
                src_span(line, toks, from, to)
            )
        } else {
            format!(
                "\"{}\" takes \"être\" in the passé composé: \"{say}\", not \"{}\".",
                cap(&inf),
                src_span(line, toks, from, to)
            )
        };
        out.push(found(line, toks, from, to, say, "fr-auxiliary", why));
    }
    // "je suis mangé" → "j'ai mangé": verbs that never take "être" and cannot be passive here
    let avoir_pp = [
        "mangé",
        "dormi",
        "marché",
        "voyagé",
        "travaillé",
        "dîné",
        "déjeuné",
        "nagé",
        "couru",
        "pleuré",
        "vécu",
        "habité",
        "téléphoné",
        "dansé",
        "eu",
        "été",
        "bu",
        "fait",
        "dit",
        "lu",
        "acheté",
        "regardé",
        "écouté",
        "commencé",
    ];
    for i in 1..toks.len() {
        let p = match ETRE.iter().position(|a| *a == tx(toks, i)) {
            Some(p) => p,
            None => continue,
        };
        let subj = before(toks, i);
        if person(subj) != Some(p) || p == 2 && subj != "on" && subj != "il" {
            continue;
        }
        let part = tx(toks, i + 1);
        // "je suis passé un bon week-end": "passer" + a length of time takes "avoir"
        let spent = is_in(part, &["passé", "passée", "passés"])
            && is_in(
                tx(toks, i + 2),
                &[
                    "un",
                    "une",
                    "mes",
                    "mon",
                    "ma",
                    "toute",
                    "tout",
                    "deux",
                    "trois",
                    "quelques",
                    "plusieurs",
                ],
            )
            && toks[i + 2..(i + 6).min(toks.len())].iter().any(|t| {
                is_in(
                    &t.text,
                    &[
                        "week-end",
                        "weekend",
                        "soirée",
                        "journée",
                        "semaine",
                        "semaines",
                        "vacances",
                        "moment",
                        "nuit",
                        "jours",
                        "mois",
                        "an",
                        "ans",
                        "année",
                        "après-midi",
                        "heures",
                        "temps",
                    ],
                )
            });
        if !is_in(part, &avoir_pp) && !spent {
            continue;
        }
        let say = if p == 0 {
            format!("j'ai {part}")
        } else {
            format!("{subj} {} {part}", AVOIR[p])
        };
        let said = src_span(line, toks, i - 1, i + 1);
        out.push(found(
            line,
            toks,
            i - 1,
            i + 1,
            say.clone(),
            "fr-auxiliary",
            format!("This verb takes \"avoir\" in the passé composé: \"{say}\", not \"{said}\"."),
        ));
    }
    out
}

/// Participle after "avoir" agreeing with a preceding object: "la décision que j'ai pris" →
/// "prise", "les lettres qu'elle m'a écrit" → "écrites".
pub(super) fn pp_agreement(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let times = [
        "fois",
        "semaine",
        "année",
        "journée",
        "heure",
        "nuit",
        "soirée",
        "matinée",
        "époque",
        "façon",
        "manière",
        "minute",
        "seconde",
        "période",
        "idée",
        "impression",
        "chance",
    ];
    for i in 1..toks.len() {
        if !is_in(tx(toks, i), &["que", "qu'"]) {
            continue;
        }
        // the noun: "la décision que", "la lettre de motivation que"
        let mut k = i - 1;
        if k >= 2 && tx(toks, k - 1) == "de" && noun_gender(tx(toks, k)).is_some() {
            k -= 2;
        }
        let n = tx(toks, k);
        let d = if k > 0 { before(toks, k) } else { "" };
        let Some(dk) = det_kind(d) else { continue };
        let sing_n = n.strip_suffix('s').unwrap_or(n);
        let (g, plur) = if dk == 'p' {
            (noun_gender(sing_n), true)
        } else {
            (noun_gender(n), false)
        };
        let Some(g) = g else { continue };
        if (g == 'm' && !plur) || is_in(sing_n, &times) {
            continue;
        }
        // subject
        let mut j = i + 1;
        if person(tx(toks, j)).is_some() {
            j += 1;
        } else if det_kind(tx(toks, j)).is_some() {
            j += 2;
        } else {
            continue;
        }
        while is_in(
            tx(toks, j),
            &[
                "m'", "t'", "nous", "vous", "lui", "leur", "ne", "n'", "me", "te",
            ],
        ) {
            j += 1;
        }
        if !is_in(tx(toks, j), &AVOIR) {
            continue;
        }
        j += 1;
        while is_in(tx(toks, j), &["pas", "jamais", "déjà", "bien", "toujours"]) {
            j += 1;
        }
        let pp = tx(toks, j);
        let Some(v) = verb_by_pp(pp) else { continue };
        if v.pp != pp || v.inf == "être" || v.inf == "avoir" || v.etre && v.inf != "descendre" {
            continue;
        }
        if is_in(
            &v.inf,
            &[
                "pouvoir",
                "vouloir",
                "devoir",
                "falloir",
                "pleuvoir",
                "plaire",
                "dormir",
                "voyager",
                "travailler",
                "marcher",
                "téléphoner",
                "parler",
                "participer",
                "rêver",
                "profiter",
                "assister",
            ],
        ) {
            continue;
        }
        let next = tx(toks, j + 1);
        let inf_like = ["er", "ir", "re", "oir"].iter().any(|e| next.ends_with(e));
        // "que le directeur a pris cette année": a time after the participle is not its object
        let time_after = is_in(next, &["ce", "cette", "cet", "la", "le", "l'"])
            && is_in(
                tx(toks, j + 2),
                &[
                    "année",
                    "semaine",
                    "mois",
                    "matin",
                    "soir",
                    "été",
                    "hiver",
                    "printemps",
                    "automne",
                    "week-end",
                    "jour",
                    "nuit",
                    "fois",
                    "veille",
                    "an",
                ],
            );
        if is_infinitive(next)
            || inf_like
            || det_kind(next).is_some() && next != "l'" && !time_after
        {
            continue; // "la maison que j'ai vu construire", "que j'ai donné à"
        }
        let mut right = pp.to_string();
        if g == 'f' {
            right.push('e');
        }
        if plur && !right.ends_with('s') {
            right.push('s');
        }
        if right == pp {
            continue;
        }
        out.push(found(
            line,
            toks,
            j,
            j,
            right.clone(),
            "fr-pp-agreement",
            format!(
                "With \"avoir\", the participle agrees with an object that comes before it (\"{} {n}\"): \"{right}\", not \"{pp}\".",
                d
            ),
        ));
    }
    out
}

//! Reflexive verbs without their pronoun, or with "avoir" instead of "être": "je lève" → "je me
//! lève", "on a rencontré" → "on s'est rencontrés".

use super::tenses::{full, subject_of};
use super::words::{
    before, clause_after_has, clause_has, det_kind, elide, is_in, is_person, like, noun_gender,
    person, src, src_span, tx, verbs, vowel_start, AVOIR, ETRE,
};
use super::{found, Found, Tok};

/// Reflexive verbs without their pronoun: "je lève à sept heures" → "je me lève", "je ne
/// souviens pas" → "je ne me souviens pas".
pub(super) fn reflexive(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let refl = ["me", "te", "se", "nous", "vous", "se"];
    let always = [
        ("souvien", "souvenir"),
        ("souvenons", "souvenir"),
        ("souvenez", "souvenir"),
        ("dépêch", "dépêcher"),
        ("moqu", "moquer"),
        ("méfi", "méfier"),
        ("évanou", "évanouir"),
    ];
    let timed = [
        ("lève", "lever"),
        ("lèves", "lever"),
        ("levons", "lever"),
        ("levez", "lever"),
        ("lèvent", "lever"),
        ("couche", "coucher"),
        ("couches", "coucher"),
        ("couchons", "coucher"),
        ("couchez", "coucher"),
        ("couchent", "coucher"),
        ("réveille", "réveiller"),
        ("réveilles", "réveiller"),
        ("réveillons", "réveiller"),
        ("réveillez", "réveiller"),
        ("réveillent", "réveiller"),
    ];
    let time_next = [
        "à", "tôt", "tard", "vers", "très", "toujours", "souvent", "avant", "après",
    ];
    for i in 1..toks.len() {
        let w = tx(toks, i);
        // subject, maybe "ne"
        let mut s = i - 1;
        if is_in(tx(toks, s), &["ne", "n'"]) && s > 0 {
            s -= 1;
        }
        // "nous nous souvenons": the second "nous" is the reflexive pronoun.
        if is_in(tx(toks, s), &["nous", "vous"]) && s > 0 && before(toks, s) == tx(toks, s) {
            continue;
        }
        let noun_subject = is_person(tx(toks, s))
            && s > 0
            && is_in(
                before(toks, s),
                &[
                    "ma", "mon", "ta", "ton", "sa", "son", "le", "la", "notre", "votre", "leur",
                ],
            );
        let Some(p) = person(tx(toks, s)).or(if noun_subject { Some(2) } else { None }) else {
            continue;
        };
        let inf = always
            .iter()
            .find(|(st, _)| w.starts_with(st))
            .map(|x| x.1)
            .or_else(|| {
                timed
                    .iter()
                    .find(|(f, _)| *f == w && is_in(tx(toks, i + 1), &time_next))
                    .map(|x| x.1)
            });
        let Some(inf) = inf else { continue };
        if w.ends_with('é') || w.ends_with("ée") || w.ends_with("és") || w.starts_with("souvenir")
        {
            continue;
        }
        let pro = refl[p];
        let pro = if vowel_start(w) {
            elide(pro)
        } else {
            format!("{pro} ")
        };
        let say = format!("{pro}{w}");
        out.push(found(
            line,
            toks,
            i,
            i,
            say.clone(),
            "fr-reflexive",
            format!(
                "\"Se {}\" is reflexive here: \"{say}\", not just \"{w}\".",
                inf
            )
            .replace("Se s", "Se s"),
        ));
    }
    // "hier je suis couché tard" → "je me suis couché"
    let past = [
        ("levé", "lever"),
        ("couché", "coucher"),
        ("réveillé", "réveiller"),
        ("souvenu", "souvenir"),
        ("dépêché", "dépêcher"),
        ("douché", "doucher"),
    ];
    for i in 1..toks.len() {
        let Some(p) = ETRE.iter().position(|a| *a == tx(toks, i)) else {
            continue;
        };
        let subj = before(toks, i);
        if person(subj) != Some(p) {
            continue;
        }
        let part = tx(toks, i + 1);
        let base = part.trim_end_matches('s').trim_end_matches('e');
        let Some((_, inf)) = past.iter().find(|(pp, _)| *pp == base || *pp == part) else {
            continue;
        };
        let always_refl = is_in(inf, &["souvenir", "dépêcher"]);
        let marker = clause_has(toks, i, &["hier", "matin", "dernier", "dernière", "soir"])
            || clause_after_has(toks, i, &["hier"]);
        if !always_refl
            && !(marker && is_in(tx(toks, i + 2), &["tard", "tôt", "très", "à", "vers"]))
        {
            continue;
        }
        let pro = refl[p];
        let say = if pro == "me" && subj == "je" {
            format!("je me {}", ETRE[p])
        } else {
            format!("{subj} {pro} {}", ETRE[p])
        };
        out.push(found(
            line,
            toks,
            i - 1,
            i,
            say.clone(),
            "fr-reflexive",
            format!(
                "\"Se {inf}\" is reflexive: \"{say} {part}\", not \"{} {part}\".",
                src_span(line, toks, i - 1, i)
            ),
        ));
    }
    out
}

/// More reflexive verbs: "mes enfants couchent à huit heures" → "se couchent", "tu ne rends pas
/// compte" → "tu ne te rends pas compte", "on a rencontré au travail" → "on s'est rencontrés",
/// "elle a cassé sa jambe" → "elle s'est cassé la jambe", "j'entends bien avec" → "je m'entends".
pub(super) fn reflexive2(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let refl = ["me", "te", "se", "nous", "vous", "se"];
    let timed = [
        "couchent",
        "lèvent",
        "réveillent",
        "couche",
        "lève",
        "réveille",
    ];
    for i in 1..toks.len() {
        let w = tx(toks, i);
        let Some((s, p)) = subject_of(toks, i) else {
            continue;
        };
        // no reflexive pronoun between subject and verb
        if toks[s + 1..i].iter().any(|t| {
            is_in(
                &t.text,
                &["me", "m'", "te", "t'", "se", "s'", "nous", "vous"],
            )
        }) {
            continue;
        }
        let s_word = tx(toks, s);
        let noun_subj = person(s_word).is_none() && s_word != "j'";
        let hit = if noun_subj
            && is_in(w, &timed)
            && (p == 5) == w.ends_with("ent")
            && is_in(
                tx(toks, i + 1),
                &[
                    "à", "tôt", "tard", "vers", "très", "toujours", "souvent", "avant", "après",
                ],
            ) {
            true
        } else if is_in(w, &["rends", "rend", "rendons", "rendez", "rendent"]) {
            let mut j = i + 1;
            while is_in(tx(toks, j), &["pas", "jamais", "bien", "vraiment", "plus"]) {
                j += 1;
            }
            // "tu ne rends pas compte", "je rends compte que"; not "il rend compte de son travail"
            tx(toks, j) == "compte"
                && !noun_subj
                && (j > i + 1 || is_in(tx(toks, j + 1), &["que", "qu'"]))
        } else if is_in(
            w,
            &["entends", "entend", "entendons", "entendez", "entendent"],
        ) && !noun_subj
        {
            let mut j = i + 1;
            while is_in(
                tx(toks, j),
                &[
                    "très", "bien", "mal", "super", "vraiment", "pas", "toujours",
                ],
            ) {
                j += 1;
            }
            j > i + 1
                && tx(toks, j) == "avec"
                && is_in(
                    tx(toks, i + 1),
                    &[
                        "bien", "mal", "très", "super", "vraiment", "pas", "toujours",
                    ],
                )
        } else {
            false
        };
        if !hit
            || toks[s + 1..i]
                .iter()
                .any(|t| is_in(&t.text, &["le", "la", "l'", "les", "lui", "leur"]))
        {
            continue;
        }
        let pro = if vowel_start(w) {
            elide(refl[p])
        } else {
            format!("{} ", refl[p])
        };
        let (from, say) = if before(toks, i) == "j'" {
            (i - 1, format!("je {pro}{w}"))
        } else {
            (i, format!("{pro}{w}"))
        };
        let inf = verbs()
            .iter()
            .find(|v| v.pres.iter().any(|f| f == w))
            .map_or(w.to_string(), |v| v.inf.clone());
        let se = if vowel_start(&inf) { "S'" } else { "Se " };
        out.push(found(
            line,
            toks,
            from,
            i,
            say.clone(),
            "fr-reflexive",
            format!(
                "\"{se}{inf}\" is reflexive here: \"{say}\", not \"{}\".",
                src_span(line, toks, from, i)
            ),
        ));
    }
    // "je suis rendu compte" → "je me suis rendu compte"
    for i in 1..toks.len() {
        let Some(p) = ETRE.iter().position(|e| *e == tx(toks, i)) else {
            continue;
        };
        let s = before(toks, i);
        if person(s) != Some(p) || !(tx(toks, i + 1) == "rendu" && tx(toks, i + 2) == "compte") {
            continue;
        }
        let say = format!("{s} {} {}", refl[p], ETRE[p]);
        out.push(found(line, toks, i - 1, i, say.clone(), "fr-reflexive",
            format!("\"Se rendre compte\" is reflexive: \"{say} rendu compte\", not \"{} rendu compte\".", src_span(line, toks, i - 1, i))));
    }
    // "on a rencontré au travail" → "on s'est rencontrés"; "elle a cassé sa jambe" → "s'est cassé la jambe"
    let body = [
        "jambe", "bras", "pied", "main", "doigt", "cheville", "poignet", "dos", "genou", "nez",
        "dent", "épaule", "cou", "tête", "hanche", "orteil",
    ];
    let se_etre = [
        "me suis",
        "t'es",
        "s'est",
        "nous sommes",
        "vous êtes",
        "se sont",
    ];
    for i in 1..toks.len() {
        let Some(p) = AVOIR.iter().position(|a| *a == tx(toks, i)) else {
            continue;
        };
        let Some((s, sp)) = subject_of(toks, i) else {
            continue;
        };
        let pronoun_subj = person(tx(toks, s)).is_some() || tx(toks, s) == "j'";
        if sp != p || !(s + 1 == i || !pronoun_subj && s + 2 == i) {
            continue;
        }
        let pp = tx(toks, i + 1);
        let (d, n) = (tx(toks, i + 2), tx(toks, i + 3));
        let s_word = tx(toks, s);
        let lead = if person(s_word).is_some() || s_word == "j'" {
            full(s_word)
        } else {
            String::new()
        };
        let from = if lead.is_empty() { i } else { s };
        let reciprocal = is_in(
            pp,
            &[
                "rencontré",
                "rencontrés",
                "rencontrées",
                "marié",
                "mariés",
                "mariées",
                "disputé",
                "disputés",
                "séparé",
                "séparés",
            ],
        ) && is_in(s_word, &["on", "nous", "ils", "elles"])
            && (d.is_empty()
                || toks[i + 2].is_break()
                || is_in(
                    d,
                    &[
                        "au", "à", "en", "dans", "il", "pendant", "chez", "l'", "hier", "quand",
                        "sur", "lors", "y",
                    ],
                ));
        // "on a rencontré des amis au café": an object later in the clause
        let preps = [
            "à", "au", "aux", "en", "dans", "de", "du", "d'", "pendant", "chez", "sur", "par",
            "pour", "avec", "après", "avant", "depuis", "lors", "vers",
        ];
        let object_later = toks[i + 2..]
            .iter()
            .take_while(|t| {
                !t.is_break() && !is_in(&t.text, &["et", "mais", "quand", "parce", "alors"])
            })
            .enumerate()
            .any(|(k, t)| {
                det_kind(&t.text).is_some()
                    && !is_in(&t.text, &["au", "aux", "du"])
                    && !is_in(tx(toks, i + 1 + k), &preps)
            });
        let reciprocal = reciprocal && !object_later;
        let broke = is_in(pp, &["cassé", "foulé", "brûlé", "coupé", "tordu"])
            && is_in(
                d,
                &[
                    "ma", "mon", "ta", "ton", "sa", "son", "leur", "mes", "ses", "tes",
                ],
            )
            && is_in(n, &body);
        if !reciprocal && !broke {
            continue;
        }
        let aux = se_etre[if p == 5 { 5 } else { p.min(4) }];
        let lead_words = if lead.is_empty() {
            String::new()
        } else {
            format!("{lead} ")
        };
        let (to, say) = if reciprocal {
            let pl = if pp.ends_with('s') {
                pp.to_string()
            } else if s_word == "elles" {
                format!("{pp}es")
            } else {
                format!("{pp}s")
            };
            (i + 1, format!("{lead_words}{aux} {pl}"))
        } else {
            let art = if vowel_start(n) {
                "l'".to_string()
            } else if noun_gender(n) == Some('f')
                || is_in(
                    n,
                    &[
                        "jambe", "main", "cheville", "dent", "épaule", "tête", "hanche",
                    ],
                )
            {
                "la ".to_string()
            } else if d.ends_with('s') {
                "les ".to_string()
            } else {
                "le ".to_string()
            };
            (i + 2, format!("{lead_words}{aux} {pp} {}", art.trim_end()))
        };
        let said = src_span(line, toks, from, to);
        let why = if reciprocal {
            format!("Meeting or marrying each other is reflexive: \"{say}\", not \"{said}\".")
        } else {
            format!("For your own body French says \"se casser la jambe\": \"{say} {n}\", not \"{said} {n}\".")
        };
        out.push(found(
            line,
            toks,
            from,
            to,
            like(src(line, toks, from), &say),
            "fr-reflexive",
            why,
        ));
    }
    out
}

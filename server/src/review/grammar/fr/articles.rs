//! Articles: "de" after a negation or a quantity, "c'est un" against "il est", no article before
//! a profession, a missing article, and the partitive with verbs of liking and eating.

use super::adjective_tables::BAGS;
use super::places::country;
use super::tenses::subject_of;
use super::words::{
    adj, before, clause_after_has, clause_has, det_kind, is_in, is_infinitive, is_number, like,
    no_elision, noun_gender, src, src_span, tx, verbs, vowel_start, AVOIR,
};
use super::{found, Found, Tok};

/// A partitive or indefinite article at `i` ("du", "de la", "de l'", "des"), its last word and
/// what it becomes after a negation or a quantity ("de" or "d'" joined to the next word).
fn partitive_at(line: &str, toks: &[Tok], i: usize) -> Option<(usize, String)> {
    let (a, b) = (tx(toks, i), tx(toks, i + 1));
    let (end, noun) = match (a, b) {
        ("du" | "des", _) => (i, i + 1),
        ("de", "la" | "l'") => (i + 1, i + 2),
        _ => return None,
    };
    let n = tx(toks, noun);
    if n.is_empty() || toks[noun].is_break() || n == "tout" || n == "coup" {
        return None;
    }
    if vowel_start(n) && !no_elision(n) {
        Some((noun, format!("d'{}", src(line, toks, noun))))
    } else {
        Some((end, "de".to_string()))
    }
}

/// "je n'ai pas du pain" → "pas de pain", "pas des amis" → "pas d'amis".
pub(super) fn negation_de(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let having = [
        "ai",
        "as",
        "a",
        "avons",
        "avez",
        "ont",
        "avais",
        "avait",
        "avaient",
        "aura",
        "aurai",
        "mange",
        "manges",
        "mangeons",
        "mangez",
        "mangent",
        "bois",
        "boit",
        "buvons",
        "boivent",
        "achète",
        "achètes",
        "achetons",
        "achetez",
        "achètent",
        "veux",
        "veut",
        "voulons",
        "voulez",
        "veulent",
        "fais",
        "fait",
        "faisons",
        "faites",
        "font",
        "prends",
        "prend",
        "prenons",
        "prennent",
        "trouve",
        "trouvé",
        "acheté",
        "mangé",
        "bu",
        "eu",
        "vois",
        "voit",
        "vu",
        "utilise",
        "utilisé",
        "cherche",
        "connais",
        "connaît",
        "bois",
    ];
    for i in 1..toks.len() {
        if !is_in(tx(toks, i), &["pas", "plus", "jamais"]) {
            continue;
        }
        if !clause_has(toks, i, &["ne", "n'"]) {
            continue;
        }
        let v = before(toks, i);
        if !is_in(v, &having) {
            continue;
        }
        if v == "a" && !clause_has(toks, i, &["il", "elle", "on", "y"]) {
            continue;
        }
        let mut j = i + 1;
        // "je n'ai pas trouvé une solution": the participle of a verb of having or finding
        if is_in(v, &AVOIR)
            && is_in(
                tx(toks, j),
                &[
                    "trouvé", "eu", "acheté", "reçu", "mangé", "bu", "pris", "fait", "vu",
                ],
            )
        {
            j += 1;
        }
        if tx(toks, j) == "beaucoup" {
            j += 1;
        }
        let art = tx(toks, j);
        if is_in(art, &["un", "une"])
            && is_in(
                v,
                &["ai", "as", "a", "avons", "avez", "ont", "avais", "avait"],
            )
            && (tx(toks, i + 1) == art || j == i + 2)
            && !is_in(
                tx(toks, j + 1),
                &[
                    "seul", "seule", "peu", "autre", "mot", "sou", "euro", "centime", "chat",
                    "instant", "moment",
                ],
            )
            && !clause_after_has(toks, j, &["seul", "seule"])
            // "pas un jardin mais un balcon" is a contrast; "mais il y a" starts a new clause
            && !toks[j..].iter().enumerate().any(|(k, t)| {
                t.text == "mais" && det_kind(tx(toks, j + k + 1)).is_some()
            })
            && !clause_has(toks, i, &["tu", "vous", "t'"])
            && !toks.iter().any(|t| t.text == "?")
        {
            let n = tx(toks, j + 1);
            if noun_gender(n).is_some() {
                let right = if vowel_start(n) {
                    format!("d'{}", src(line, toks, j + 1))
                } else {
                    "de".to_string()
                };
                let to = if vowel_start(n) { j + 1 } else { j };
                out.push(found(line, toks, j, to, right.clone(), "fr-negation-de",
                    format!("After \"ne … {}\", \"{art}\" becomes \"de\": \"pas {right}{}\", not \"pas {art} {n}\".", tx(toks, i), if to == j { format!(" {n}") } else { String::new() })));
                continue;
            }
        }
        if let Some((end, right)) = partitive_at(line, toks, j) {
            let said = src(line, toks, j).to_string();
            let shown = if right == "de" {
                format!("de {}", tx(toks, end + 1))
            } else {
                right.clone()
            };
            out.push(found(
                line,
                toks,
                j,
                end,
                right.clone(),
                "fr-negation-de",
                format!(
                    "After a negation (\"ne … {}\"), \"{}\" becomes \"de\": say \"{} {shown}\".",
                    tx(toks, i),
                    said,
                    tx(toks, i)
                ),
            ));
        }
    }
    out
}

/// "beaucoup des photos" → "beaucoup de photos", "un verre du vin" → "un verre de vin".
pub(super) fn quantity(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let many = [
        "beaucoup",
        "trop",
        "tant",
        "autant",
        "énormément",
        "combien",
        "verre",
        "tasse",
        "bouteille",
        "kilo",
        "litre",
        "paquet",
        "morceau",
        "tranche",
        "peu",
    ];
    let having = [
        "a", "ai", "as", "avons", "avez", "ont", "avait", "avais", "aura", "aurait", "avaient",
    ];
    for i in 0..toks.len() {
        let q = tx(toks, i);
        let strong = is_in(q, &many);
        let comp = is_in(q, &["plus", "moins"]) && is_in(before(toks, i), &having);
        if !strong && !comp {
            continue;
        }
        if q == "peu"
            && (before(toks, i) != "un" && before(toks, i) != "très" || tx(toks, i + 1) == "de")
        {
            continue;
        }
        let Some((end, right)) = partitive_at(line, toks, i + 1) else {
            continue;
        };
        // "beaucoup des amis de mon frère": "des" is "de + les" before a complement
        let after = if right.starts_with("d'") {
            tx(toks, end + 1)
        } else {
            tx(toks, end + 2)
        };
        if strong
            && is_in(
                after,
                &["de", "du", "des", "d'", "qui", "que", "qu'", "dont"],
            )
        {
            continue;
        }
        let said = src(line, toks, i + 1);
        let shown = if right == "de" {
            format!("de {}", tx(toks, end + 1))
        } else {
            right.clone()
        };
        out.push(found(
            line,
            toks,
            i + 1,
            end,
            right.clone(),
            "fr-quantity",
            format!(
                "After a quantity like \"{q}\", use plain \"de\": \"{q} {shown}\", not \"{q} {said}\"."
            ),
        ));
    }
    out
}

/// "il est une comédie" → "c'est une comédie": before "un/une" + noun, French says "c'est".
pub(super) fn c_est(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for i in 0..toks.len().saturating_sub(3) {
        let (s, v, d, n) = (
            tx(toks, i),
            tx(toks, i + 1),
            tx(toks, i + 2),
            tx(toks, i + 3),
        );
        let right = match (s, v) {
            ("il" | "elle", "est") => "c'est",
            ("il" | "elle", "était") => "c'était",
            ("ils" | "elles", "sont") => "ce sont",
            _ => continue,
        };
        let det_ok = if right == "ce sont" {
            d == "des"
        } else {
            is_in(d, &["un", "une"])
        };
        if !det_ok || is_in(n, &["peu", "heure", "fois", "de", "des", "du"]) || is_number(n) {
            continue;
        }
        if before(toks, i) == "y" {
            continue;
        }
        if noun_gender(n).is_none() && adj(n).is_none() && !is_in(n, BAGS) && !is_in(n, JOBS) {
            continue;
        }
        out.push(found(
            line,
            toks,
            i,
            i + 1,
            like(src(line, toks, i), right),
            "fr-c-est",
            format!("Before \"{d}\" and a noun, say \"{right} {d} {n}\", not \"{s} {v} {d} {n}\"."),
        ));
    }
    out
}

const JOBS: &[&str] = &[
    "médecin",
    "professeur",
    "prof",
    "infirmier",
    "infirmière",
    "ingénieur",
    "avocat",
    "avocate",
    "étudiant",
    "étudiante",
    "serveur",
    "serveuse",
    "cuisinier",
    "cuisinière",
    "vendeur",
    "vendeuse",
    "architecte",
    "dentiste",
    "journaliste",
    "informaticien",
    "informaticienne",
    "développeur",
    "développeuse",
    "comptable",
    "policier",
    "policière",
    "pompier",
    "boulanger",
    "boulangère",
    "chauffeur",
    "coiffeur",
    "coiffeuse",
    "secrétaire",
    "pharmacien",
    "pharmacienne",
    "vétérinaire",
    "musicien",
    "musicienne",
    "végétarien",
    "végétarienne",
    "retraité",
    "retraitée",
    "électricien",
    "plombier",
    "traducteur",
    "traductrice",
    "chômeur",
    "instituteur",
    "institutrice",
    "actrice",
    "acteur",
    "chanteur",
    "chanteuse",
];

/// "mon père est un médecin" → "mon père est médecin": no article before a bare profession.
pub(super) fn profession(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let jobs = JOBS;
    for i in 1..toks.len().saturating_sub(2) {
        let v = tx(toks, i);
        if !is_in(
            v,
            &[
                "suis", "es", "est", "sommes", "êtes", "sont", "étais", "était",
            ],
        ) {
            continue;
        }
        let s = before(toks, i);
        if is_in(s, &["c'", "ce", "ça", "qui"]) {
            continue;
        }
        let (d, n) = (tx(toks, i + 1), tx(toks, i + 2));
        if !is_in(d, &["un", "une"]) || !is_in(n, jobs) {
            continue;
        }
        let nx = tx(toks, i + 3);
        if adj(nx).is_some() || is_in(nx, &["très", "qui", "que", "qu'", "de", "d'", "du", "des"])
        {
            continue; // "un médecin très connu": then "c'est un médecin…"
        }
        out.push(found(
            line,
            toks,
            i + 1,
            i + 2,
            n,
            "fr-profession",
            format!(
                "With \"être\", a job or status takes no article: \"{v} {n}\", not \"{v} {d} {n}\"."
            ),
        ));
    }
    out
}

/// A missing article: "aller à plage" → "à la plage", "j'ai visité Italie" → "l'Italie".
pub(super) fn article_missing(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let places = [
        "plage",
        "piscine",
        "gare",
        "banque",
        "maison",
        "école",
        "cinéma",
        "parc",
        "bureau",
        "université",
        "bibliothèque",
        "boulangerie",
        "supermarché",
        "restaurant",
        "hôpital",
        "église",
        "mer",
        "montagne",
        "campagne",
        "pharmacie",
        "mairie",
        "musée",
        "marché",
        "théâtre",
        "aéroport",
        "stade",
        "concert",
        "fac",
    ];
    for i in 0..toks.len().saturating_sub(1) {
        let (a, n) = (tx(toks, i), tx(toks, i + 1));
        if a == "à" && is_in(n, &places) {
            if n == "maison" && tx(toks, i + 2) == "de" {
                continue;
            }
            let g = noun_gender(n).unwrap_or('f');
            let say = if vowel_start(n) {
                format!("à l'{n}")
            } else if g == 'm' {
                format!("au {n}")
            } else {
                format!("à la {n}")
            };
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                say.clone(),
                "fr-article",
                format!("A place like \"{n}\" needs its article: \"{say}\", not \"à {n}\"."),
            ));
        }
        // "visité italie" → "visité l'italie"
        let transitive = [
            "visité",
            "visiter",
            "visite",
            "aime",
            "adore",
            "adoré",
            "aimé",
            "connais",
            "connaît",
            "quitté",
            "quitter",
            "découvert",
            "préfère",
            "déteste",
        ];
        if is_in(a, &transitive) && country(n).is_some_and(|k| k != 'p') {
            let shown = src(line, toks, i + 1);
            let say = match country(n) {
                Some('f') if vowel_start(n) => format!("l'{shown}"),
                Some('f') => format!("la {shown}"),
                Some('v') => format!("l'{shown}"),
                _ => format!("le {shown}"),
            };
            out.push(found(
                line,
                toks,
                i + 1,
                i + 1,
                say.clone(),
                "fr-article",
                format!("Country names take an article: \"{a} {say}\", not \"{a} {n}\"."),
            ));
        }
    }
    out
}

/// Articles with verbs of liking and eating: "j'aime du chocolat" → "le chocolat" (a taste is
/// general), "je bois café" → "du café", "il y a de bruit" → "du bruit", "plus du temps" →
/// "plus de temps".
pub(super) fn partitive2(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let liking = [
        "aime",
        "aimes",
        "aimons",
        "aimez",
        "aiment",
        "adore",
        "adores",
        "adorons",
        "adorez",
        "adorent",
        "déteste",
        "détestes",
        "détestons",
        "détestez",
        "détestent",
        "préfère",
        "préfères",
        "préférons",
        "préférez",
        "préfèrent",
        "aimé",
        "adoré",
        "détesté",
        "aimais",
        "aimait",
        "adorais",
        "adorait",
        "détestais",
        "détestait",
    ];
    let drinking = [
        "bois", "boit", "buvons", "buvez", "boivent", "mange", "manges", "mangeons", "mangez",
        "mangent", "buvais", "buvait", "mangeais", "mangeait",
    ];
    let mass = [
        "café", "thé", "lait", "eau", "vin", "bière", "jus", "pain", "viande", "poisson",
        "fromage", "riz", "soupe", "chocolat", "alcool", "poulet", "salade", "sucre", "beurre",
    ];
    for i in 0..toks.len() {
        let w = tx(toks, i);
        let (b, c) = (tx(toks, i + 1), tx(toks, i + 2));
        if is_in(w, &liking)
            && (subject_of(toks, i).is_some()
                || is_in(before(toks, i), &AVOIR)
                || before(toks, i) == "pas")
        {
            let (to, art, n) = match (b, c) {
                ("du", _) => (i + 1, "le".to_string(), c),
                ("des", _) => (i + 1, "les".to_string(), c),
                ("de", "la") => (i + 2, "la".to_string(), tx(toks, i + 3)),
                ("de", "l'") => (i + 2, "l'".to_string(), tx(toks, i + 3)),
                _ => continue,
            };
            let sing = n.trim_end_matches(['s', 'x']);
            if noun_gender(n).is_none() && noun_gender(sing).is_none()
                || is_in(
                    tx(toks, to + 2),
                    &["de", "du", "des", "d'", "qui", "que", "qu'"],
                )
            {
                continue;
            }
            let said = src_span(line, toks, i + 1, to);
            let say = if art == "l'" {
                format!("l'{}", src(line, toks, to + 1))
            } else {
                art.clone()
            };
            let to2 = if art == "l'" { to + 1 } else { to };
            out.push(found(line, toks, i + 1, to2, say.clone(), "fr-partitive",
                format!("After verbs of liking (\"{w}\") a thing in general takes \"le/la/les\": \"{w} {art}{}{n}\", not \"{w} {said} {n}\".", if art == "l'" { "" } else { " " })));
            continue;
        }
        if is_in(w, &drinking) && is_in(b, &mass) && subject_of(toks, i).is_some() {
            let g = noun_gender(b).unwrap_or('m');
            let art = if vowel_start(b) {
                "de l'"
            } else if g == 'f' {
                "de la "
            } else {
                "du "
            };
            let say = format!("{art}{}", src(line, toks, i + 1));
            out.push(found(line, toks, i + 1, i + 1, say.clone(), "fr-partitive",
                format!("An amount of food or drink needs the partitive article: \"{w} {say}\", not \"{w} {b}\".")));
            continue;
        }
        // "il y a de bruit" → "du bruit"
        if w == "a" && before(toks, i) == "y" && b == "de" && i >= 2 && tx(toks, i - 2) != "n'" {
            let g = noun_gender(c);
            if let Some(g) = g {
                if is_in(tx(toks, i + 3), &["de", "du", "d'", "en"])
                    || adj(c).is_some()
                    || c == "temps"
                {
                    continue;
                }
                let say = if g == 'f' { "de la" } else { "du" };
                out.push(found(line, toks, i + 1, i + 1, say, "fr-partitive",
                    format!("\"Some\" before a noun is \"{say}\": \"il y a {say} {c}\", not \"il y a de {c}\".")));
            }
        }
        // "plus du temps" → "plus de temps"
        if is_in(w, &["plus", "moins"]) && is_in(b, &["du", "des"]) && i > 0 && c != "tout" {
            let v = before(toks, i);
            let verbal =
                is_infinitive(v) || verbs().iter().any(|vb| vb.pres.iter().any(|f| f == v));
            if verbal
                && (noun_gender(c).is_some() || noun_gender(c.trim_end_matches('s')).is_some())
                && !is_in(tx(toks, i + 3), &["de", "du", "des", "d'", "que", "qu'"])
            {
                let (to, say) = if vowel_start(c) {
                    (i + 2, format!("d'{}", src(line, toks, i + 2)))
                } else {
                    (i + 1, "de".to_string())
                };
                let shown = if to == i + 1 {
                    format!("de {c}")
                } else {
                    say.clone()
                };
                out.push(found(line, toks, i + 1, to, say, "fr-partitive",
                    format!("After \"{w}\" (more/less), use plain \"de\": \"{w} {shown}\", not \"{w} {b} {c}\".")));
            }
        }
    }
    out
}

//! The word between a verb and an infinitive: "je vais visiter", "décidé d'arrêter", "commencé à
//! jouer", "avant de partir".

use super::tenses::{cond, subject_of, FUT_END};
use super::verb_tables::REGIMES;
use super::words::{
    before, cap, clause_has, det_kind, imperfect, is_in, is_infinitive, noun_gender, src, src_span,
    tx, verb_by_inf, vowel_start, Verb, AVOIR, ETRE,
};
use super::{found, Found, Tok};
use std::collections::HashMap;
use std::sync::OnceLock;

/// Verbs and their infinitive link: "je vais à visiter" → "je vais visiter", "décidé à
/// arrêter" → "décidé d'arrêter", "avant partir" → "avant de partir".
pub(super) fn infinitive_prep(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let de_verbs = [
        "décid", "arrêt", "oubli", "essay", "essai", "refus", "accept", "évit", "regrett", "fini",
        "choisi", "rêv",
    ];
    let de_verb = |w: &str| {
        de_verbs.iter().any(|s| w.starts_with(s))
            && (w.len() <= 12)
            && !w.ends_with("ion")
            && !w.ends_with("ions")
            && !is_in(
                w,
                &[
                    "arrêt",
                    "décision",
                    "essai",
                    "oubli",
                    "rêve",
                    "rêves",
                    "finale",
                ],
            )
    };
    let aller = [
        "vais", "vas", "va", "allons", "allez", "vont", "aller", "allais", "allait",
    ];
    for i in 0..toks.len().saturating_sub(1) {
        let (v, a, inf) = (tx(toks, i), tx(toks, i + 1), tx(toks, i + 2));
        if is_in(v, &aller) && a == "à" && is_infinitive(inf) && noun_gender(inf).is_none() {
            out.push(found(
                line,
                toks,
                i,
                i + 1,
                src(line, toks, i).to_string(),
                "fr-infinitive",
                format!("\"Aller\" takes a bare infinitive: \"{v} {inf}\", not \"{v} à {inf}\"."),
            ));
            continue;
        }
        if de_verb(v)
            && a == "à"
            && is_infinitive(inf)
            && !(v.starts_with("décid")
                && (is_in(
                    before(toks, i),
                    &["me", "m'", "te", "t'", "se", "s'", "nous", "vous"],
                ) || i >= 2
                    && is_in(
                        tx(toks, i - 2),
                        &["me", "m'", "te", "t'", "se", "s'", "nous", "vous"],
                    )))
        {
            let say = if vowel_start(inf) {
                format!("d'{}", src(line, toks, i + 2))
            } else {
                "de".into()
            };
            let to = if say == "de" { i + 1 } else { i + 2 };
            out.push(found(
                line,
                toks,
                i + 1,
                to,
                say.clone(),
                "fr-infinitive",
                format!("\"{v}\" is followed by \"de\" before an infinitive: \"{v} {say}…\", not \"à\"."),
            ));
            continue;
        }
        // bare infinitive where "de" is needed
        let needs_de = (de_verb(v) && (v.ends_with('é') || v.ends_with('e') || v.ends_with("es")))
            || v == "avant"
            || (is_in(v, &["besoin", "envie", "peur"])
                && is_in(
                    before(toks, i),
                    &[
                        "ai", "as", "a", "avons", "avez", "ont", "avais", "avait", "j'ai",
                    ],
                ));
        if needs_de && (is_infinitive(a) && a != "se") {
            if v == "avant" && !is_infinitive(a) {
                continue;
            }
            let say = if vowel_start(a) {
                format!("d'{}", src(line, toks, i + 1))
            } else {
                format!("de {}", src(line, toks, i + 1))
            };
            out.push(found(
                line,
                toks,
                i + 1,
                i + 1,
                say.clone(),
                "fr-infinitive",
                format!("\"{v}\" needs \"de\" before an infinitive: \"{v} {say}\"."),
            ));
        }
        // "besoin plus d'argent" → "besoin de plus"
        if is_in(v, &["besoin", "envie"])
            && is_in(
                before(toks, i),
                &["ai", "as", "a", "avons", "avez", "ont", "avais", "avait"],
            )
            && is_in(
                a,
                &[
                    "plus",
                    "un",
                    "une",
                    "mon",
                    "ma",
                    "mes",
                    "ton",
                    "ta",
                    "tes",
                    "son",
                    "sa",
                    "ses",
                    "ce",
                    "cette",
                    "ces",
                    "quelqu'un",
                ],
            )
        {
            let say = format!("de {}", src(line, toks, i + 1));
            out.push(found(
                line,
                toks,
                i + 1,
                i + 1,
                say.clone(),
                "fr-infinitive",
                format!("\"Avoir {v}\" is followed by \"de\": \"{v} {say}\"."),
            ));
        }
    }
    out
}

/// The conjugated forms, infinitive and participles of the verbs in `REGIMES`: form → (verb,
/// participle or not).
fn regime_forms() -> &'static HashMap<String, (&'static Verb, bool)> {
    static MAP: OnceLock<HashMap<String, (&'static Verb, bool)>> = OnceLock::new();
    MAP.get_or_init(|| {
        let mut m = HashMap::new();
        for (inf, _) in REGIMES {
            let Some(v) = verb_by_inf(inf) else { continue };
            for (p, end) in FUT_END.iter().enumerate() {
                for f in [
                    v.pres[p].clone(),
                    imperfect(v, p),
                    format!("{}{end}", v.fut),
                    cond(v, p),
                ] {
                    m.entry(f).or_insert((v, false));
                }
            }
            m.entry(v.inf.clone()).or_insert((v, false));
            for e in ["", "e", "s", "es"] {
                m.insert(format!("{}{e}", v.pp), (v, true));
            }
        }
        m
    })
}

/// Verbs and the word before an infinitive: "j'ai commencé jouer" → "commencé à jouer", "je
/// rêve à visiter" → "rêve de visiter", "je n'arrive pas de dormir" → "à dormir", "j'espère de
/// venir" → "j'espère venir".
pub(super) fn regime(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let advs = [
        "pas",
        "plus",
        "jamais",
        "bien",
        "vraiment",
        "toujours",
        "souvent",
        "déjà",
        "enfin",
        "finalement",
        "aussi",
        "encore",
        "même",
        "tout",
        "rien",
    ];
    let pronouns = [
        "me", "te", "se", "m'", "t'", "s'", "le", "la", "l'", "les", "lui", "leur", "y", "en",
        "nous", "vous",
    ];
    for i in 1..toks.len() {
        let w = tx(toks, i);
        let Some(&(v, is_pp)) = regime_forms().get(w) else {
            continue;
        };
        let Some(&(_, kind)) = REGIMES.iter().find(|(inf, _)| *inf == v.inf) else {
            continue;
        };
        // clearly a verb here: a participle after "avoir", an infinitive, or a subject
        let mut b = i - 1;
        while b > 0 && is_in(tx(toks, b), &advs) {
            b -= 1;
        }
        let verbal = if is_pp {
            is_in(tx(toks, b), &AVOIR)
                || is_in(
                    tx(toks, b),
                    &["avait", "avais", "avoir", "aurais", "aurait"],
                )
                || (is_in(tx(toks, b), &ETRE) && matches!(kind, 'à' | 'a'))
        } else if w == v.inf {
            false
        } else {
            subject_of(toks, i).is_some()
        };
        if !verbal {
            continue;
        }
        let refl = is_in(before(toks, i), &["me", "m'", "te", "t'", "se", "s'"])
            || is_in(tx(toks, b), &ETRE) && is_pp;
        // "il m'arrive de", "il arrive de": impersonal
        if v.inf == "arriver"
            && (subject_of(toks, i).is_some_and(|(s, _)| is_in(tx(toks, s), &["il", "ça"]))
                || is_pp && is_in(tx(toks, b), &ETRE) && !clause_has(toks, i, &["ne", "n'"]))
        {
            continue;
        }
        if v.inf == "décider" && refl || v.inf == "souvenir" && !refl {
            continue;
        }
        let mut j = i + 1;
        while is_in(tx(toks, j), &advs) {
            j += 1;
        }
        let prep = tx(toks, j);
        let has_prep = is_in(prep, &["à", "de", "d'"]);
        let k0 = if has_prep { j + 1 } else { j };
        let mut k = k0;
        while is_in(tx(toks, k), &pronouns) {
            k += 1;
        }
        let inf = tx(toks, k);
        // a reflexive pronoun shows the infinitive: "de me concentrer"
        let refl_inf = k > k0
            && is_in(tx(toks, k - 1), &["me", "te", "se", "m'", "t'", "s'"])
            && ["er", "ir", "re"].iter().any(|e| inf.ends_with(e))
            && noun_gender(inf).is_none();
        if !(is_infinitive(inf) || refl_inf)
            || inf == "se"
            || noun_gender(inf).is_some() && (k == k0 || det_kind(tx(toks, k - 1)).is_some())
        {
            continue;
        }
        if !has_prep && k0 > j {
            // "je veux le faire": no preposition and pronouns: still the bare case
        }
        let right = match kind {
            'à' | 'a' => "à",
            'd' | 'e' => "de",
            _ => "",
        };
        let said_prep = if prep == "d'" { "de" } else { prep };
        if has_prep && said_prep == right {
            continue;
        }
        if !has_prep && (right.is_empty() || matches!(kind, 'a' | 'e')) {
            continue;
        }
        let next_src = src(line, toks, k0);
        let (from, to, say) = if right.is_empty() {
            // drop the preposition
            let to = if prep == "d'" { k0 } else { j };
            let say = if prep == "d'" {
                format!("{} {next_src}", src_span(line, toks, i, j - 1))
            } else {
                src_span(line, toks, i, j - 1).to_string()
            };
            (i, to, say)
        } else if has_prep {
            if right == "de" && vowel_start(tx(toks, k0)) {
                (j, k0, format!("d'{next_src}"))
            } else if prep == "d'" {
                (j, k0, format!("{right} {next_src}"))
            } else {
                (j, j, right.to_string())
            }
        } else if right == "de" && vowel_start(tx(toks, k0)) {
            (k0, k0, format!("d'{next_src}"))
        } else {
            (k0, k0, format!("{right} {next_src}"))
        };
        let why = if right.is_empty() {
            format!(
                "\"{}\" takes a bare infinitive: \"{w} {inf}\", not \"{w} {said_prep} {inf}\".",
                cap(&v.inf)
            )
        } else if has_prep {
            format!("\"{}\" is followed by \"{right}\" before an infinitive: \"{w} {right} …\", not \"{w} {said_prep} …\".", cap(&v.inf))
        } else {
            format!(
                "\"{}\" needs \"{right}\" before an infinitive: \"{w} {say}\".",
                cap(&v.inf)
            )
        };
        out.push(found(line, toks, from, to, say, "fr-verb-preposition", why));
    }
    out
}

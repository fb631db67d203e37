//! The preposition a verb takes (its regime): "pensar en", "soñar con", "depender de".

use super::conjugation::T;
use super::lexicon::{
    adj, hits, in_words, infinitive_with_clitic, is_det, is_form, is_inf, noun, vidx, Hit,
};
use super::tables::PERSON_NOUNS;
use super::words::{
    before, cap, clause_end, clause_start, is_break_at, is_clitic, is_number, is_prep, w,
    PERSON_CLITIC,
};
use super::{found, Found, Tok};

/// Verbs and their prepositions: (verb, needs its pronoun, wrong word, right word). "pienso de
/// mi familia" → "pienso en", "se casó a" → "se casó con", "me enamoré con" → "me enamoré de".
const REGIMES: &[(&str, bool, &str, &str)] = &[
    ("pensar", false, "de", "en"),
    ("soñar", false, "de", "con"),
    ("casar", true, "a", "con"),
    ("enamorar", true, "con", "de"),
    ("encargar", true, "en", "de"),
    ("despedir", true, "a", "de"),
    ("burlar", true, "a", "de"),
    ("quejar", true, "sobre", "de"),
    ("depender", false, "en", "de"),
    ("depender", false, "a", "de"),
    ("consistir", false, "de", "en"),
    ("confiar", false, "de", "en"),
    ("participar", false, "a", "en"),
    ("parecer", true, "con", "a"),
    ("llevar", true, "a", "con"),
    ("insistir", false, "que", "en que"),
    ("alegrar", true, "que", "de que"),
    ("olvidar", true, "", "de"),
    ("acordar", true, "", "de"),
    ("tratar", false, "", "de"),
    ("acabar", false, "", "de"),
    ("terminar", false, "", "de"),
    ("volver", false, "", "a"),
    ("venir", false, "", "a"),
    ("salir", false, "", "a"),
    ("ayudar", false, "", "a"),
    ("invitar", false, "", "a"),
    ("obligar", false, "", "a"),
    ("aprender", false, "", "a"),
    ("enseñar", false, "", "a"),
    ("empezar", false, "", "a"),
    ("comenzar", false, "", "a"),
    ("decidir", false, "de", ""),
    ("intentar", false, "de", ""),
    ("prometer", false, "de", ""),
    ("conseguir", false, "de", ""),
    ("lograr", false, "de", ""),
    ("evitar", false, "de", ""),
    ("poder", false, "de", ""),
    ("querer", false, "de", ""),
];

/// Whether word `i` may be a person's or place's name: a word none of the tables know.
pub(super) fn maybe_name(toks: &[Tok], i: usize) -> bool {
    const NOT_NAMES: &str = "pesar menudo veces través partir escondidas ciegas solas medias gusto mano pie principios finales mediados causa fuerza ver cambio medida raíz base qué quién quiénes dónde cuál cuáles cómo cuánto cuándo algo nada todo eso esto aquello aquí allí allá ahí ahora luego después antes mañana hoy ayer siempre nunca también tampoco muy más menos bien mal casa";
    let z = w(toks, i);
    hits(z).is_empty()
        && noun(z).is_none()
        && adj(z).is_none()
        && !is_number(z)
        && !is_det(z)
        && !is_prep(z)
        && !is_break_at(toks, i)
        && !in_words(NOT_NAMES, z)
        && z.chars().count() > 2
}

/// A verb's preposition from `REGIMES`: a wrong one, a missing one before an infinitive
/// (wrong word ""), or an extra one before an infinitive (right word "").
pub(super) fn regime(line: &str, toks: &[Tok]) -> Vec<Found> {
    const ALL: [T; 10] = [
        T::Pres,
        T::Pret,
        T::Imp,
        T::Fut,
        T::Cond,
        T::Subj,
        T::ImpSubj,
        T::Inf,
        T::Part,
        T::Ger,
    ];
    let mut out = Vec::new();
    for i in 0..toks.len() {
        let x = w(toks, i);
        if i > 0 && is_det(before(toks, i, 1)) || matches!(x, "vino" | "sueño" | "sueños") {
            continue;
        }
        let base = infinitive_with_clitic(x);
        for &(inf, refl, bad, good) in REGIMES {
            let h = match base {
                Some(b) if b == inf => vidx(inf).map(|v| Hit { v, t: T::Inf, p: 0 }),
                _ => is_form(x, inf, &ALL),
            };
            let Some(h) = h else { continue };
            let c = if matches!(
                before(toks, i, 1),
                "he" | "has" | "ha" | "hemos" | "habéis" | "han"
            ) {
                before(toks, i, 2)
            } else {
                before(toks, i, 1)
            };
            let own = match h.t {
                T::Inf | T::Ger | T::Part => {
                    base.is_some() || is_clitic(c) && !matches!(c, "lo" | "la" | "los" | "las")
                }
                _ => c == PERSON_CLITIC[h.p],
            };
            if refl && !own {
                continue;
            }
            let mut k = i + 1;
            if inf == "llevar" {
                if !matches!(w(toks, k), "bien" | "mal" | "fatal" | "genial") {
                    continue;
                }
                k += 1;
            }
            while matches!(w(toks, k), "mucho" | "siempre" | "nunca" | "ya" | "mucha") {
                k += 1;
            }
            let y = w(toks, k);
            let z = w(toks, k + 1);
            if bad.is_empty() {
                // A missing preposition before an infinitive.
                if !is_inf(y)
                    || !hits(y).iter().all(|g| g.t == T::Inf) && infinitive_with_clitic(y).is_none()
                {
                    continue;
                }
                if inf == "venir" && matches!(x, "viene" | "vienen") && before(toks, i, 1) == "que"
                {
                    continue;
                }
                out.push(found(line, toks, i, k, format!("{} {good} {}", &line[toks[i].start..toks[i].end], y), "es-prep-regime",
                    format!("\"{}\" + infinitive needs \"{good}\": \"{x} {good} {y}\", not \"{x} {y}\".", cap(inf))));
            } else if y == bad {
                if good.is_empty() {
                    if !is_inf(z) || matches!(h.t, T::Inf | T::Ger) {
                        continue;
                    }
                    out.push(found(line, toks, i, k + 1, format!("{} {z}", &line[toks[i].start..toks[i].end]), "es-prep-regime",
                        format!("\"{}\" takes the infinitive straight after it: \"{x} {z}\", not \"{x} de {z}\".", cap(inf))));
                    continue;
                }
                if bad == "que" && (k > i + 1 || is_break_at(toks, k + 1)) {
                    continue;
                }
                if inf == "pensar" {
                    // "¿qué piensas de...?" asks an opinion: that is right.
                    let s = clause_start(toks, i);
                    if (s..i)
                        .any(|m| matches!(w(toks, m), "qué" | "que" | "lo" | "cómo" | "opinas"))
                        || line.contains('?')
                        || matches!(
                            z,
                            "verdad"
                                | "veras"
                                | "nuevo"
                                | "momento"
                                | "vez"
                                | "repente"
                                | "pronto"
                                | "otra"
                                | "otro"
                                | "esta"
                                | "esa"
                                | "alguna"
                                | "ninguna"
                                | "cualquier"
                        )
                        || (k + 1..clause_end(toks, k))
                            .any(|m| matches!(w(toks, m), "manera" | "forma" | "modo" | "que"))
                        || !(is_det(z)
                            || noun(z).is_some()
                            || matches!(
                                z,
                                "ti" | "mí"
                                    | "él"
                                    | "ella"
                                    | "ellos"
                                    | "nosotros"
                                    | "eso"
                                    | "esto"
                                    | "todo"
                            ))
                    {
                        continue;
                    }
                }
                let person = matches!(
                    z,
                    "un" | "una"
                        | "mi"
                        | "mis"
                        | "tu"
                        | "tus"
                        | "su"
                        | "sus"
                        | "nuestro"
                        | "nuestra"
                        | "nuestros"
                        | "nuestras"
                        | "este"
                        | "esta"
                        | "ese"
                        | "esa"
                        | "estos"
                        | "esos"
                ) || in_words(PERSON_NOUNS, z)
                    || maybe_name(toks, k + 1);
                if bad == "a"
                    && matches!(inf, "casar" | "llevar" | "despedir" | "burlar")
                    && !person
                {
                    continue;
                }
                let name = if refl {
                    format!("{inf}se")
                } else {
                    inf.to_owned()
                };
                out.push(found(
                    line,
                    toks,
                    k,
                    k,
                    good,
                    "es-prep-regime",
                    format!(
                        "\"{}\" goes with \"{good}\": \"{x} {good}\", not \"{x} {y}\".",
                        cap(&name)
                    ),
                ));
            }
            break;
        }
    }
    out
}

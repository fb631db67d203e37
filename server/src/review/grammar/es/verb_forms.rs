//! Regularised irregular verb forms: "podo" → "puedo", "morió" → "murió".

use std::collections::HashMap;
use std::sync::OnceLock;

use super::conjugation::{accent_last, six, ENDS, T};
use super::lexicon::{adj, hits, is_inf, lex, noun, tense_hit, verb};
use super::preterite_markers::past_marker;
use super::words::{before, cap, clause_start, w};
use super::{found, Found, Tok};

/// Regularised irregular forms: "podo" → "puedo", "morió" → "murió".
pub(super) fn verb_form(line: &str, toks: &[Tok]) -> Vec<Found> {
    const WRONG: &[(&str, &str, &str)] = &[
        ("podo", "puedo", "poder"),
        ("pode", "puede", "poder"),
        ("poden", "pueden", "poder"),
        ("puedemos", "podemos", "poder"),
        ("quere", "quiere", "querer"),
        ("queren", "quieren", "querer"),
        ("quero", "quiero", "querer"),
        ("quieremos", "queremos", "querer"),
        ("juga", "juega", "jugar"),
        ("jugan", "juegan", "jugar"),
        ("juegamos", "jugamos", "jugar"),
        ("morió", "murió", "morir"),
        ("morieron", "murieron", "morir"),
        ("dormió", "durmió", "dormir"),
        ("pedió", "pidió", "pedir"),
        ("sentió", "sintió", "sentir"),
        ("prefero", "prefiero", "preferir"),
        ("prefere", "prefiere", "preferir"),
        ("penso", "pienso", "pensar"),
        ("piensamos", "pensamos", "pensar"),
        ("volvo", "vuelvo", "volver"),
        ("vuelvemos", "volvemos", "volver"),
        ("dormo", "duermo", "dormir"),
        ("dorme", "duerme", "dormir"),
        ("duermimos", "dormimos", "dormir"),
        ("entendo", "entiendo", "entender"),
        ("entende", "entiende", "entender"),
        ("empiezamos", "empezamos", "empezar"),
        ("cierramos", "cerramos", "cerrar"),
        ("encuentramos", "encontramos", "encontrar"),
        ("tieno", "tengo", "tener"),
        ("teno", "tengo", "tener"),
        ("sabo", "sé", "saber"),
        ("conoco", "conozco", "conocer"),
        ("conozo", "conozco", "conocer"),
        ("hació", "hizo", "hacer"),
        ("hacieron", "hicieron", "hacer"),
        ("hací", "hice", "hacer"),
        ("tenió", "tuvo", "tener"),
        ("tenieron", "tuvieron", "tener"),
        ("andé", "anduve", "andar"),
        ("andó", "anduvo", "andar"),
        ("dició", "dijo", "decir"),
        ("dijieron", "dijeron", "decir"),
        ("trajieron", "trajeron", "traer"),
        ("condució", "condujo", "conducir"),
        ("ponió", "puso", "poner"),
        ("podió", "pudo", "poder"),
        ("querió", "quiso", "querer"),
        ("sabió", "supo", "saber"),
        ("venió", "vino", "venir"),
        ("vinió", "vino", "venir"),
        ("leió", "leyó", "leer"),
        ("creió", "creyó", "creer"),
        ("hacido", "hecho", "hacer"),
        ("escribido", "escrito", "escribir"),
        ("abrido", "abierto", "abrir"),
        ("rompido", "roto", "romper"),
        ("ponido", "puesto", "poner"),
        ("volvido", "vuelto", "volver"),
        ("morido", "muerto", "morir"),
        ("decido", "dicho", "decir"),
        ("veído", "visto", "ver"),
        ("habemos", "hemos", "haber"),
        ("haiga", "haya", "haber"),
    ];
    let mut out = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        if t.text == "hubieron" && tense_hit(w(toks, i + 1), &[T::Part]).is_none() {
            out.push(found(line, toks, i, i, "hubo", "es-verb-form",
                "\"Haber\" for \"there was/were\" has one form for singular and plural: \"hubo\", not \"hubieron\".".to_owned()));
            continue;
        }
        if let Some((good, v, needs_past)) = overregular().get(t.text.as_str()) {
            let s = clause_start(toks, i);
            let past = (0..i).any(|k| past_marker(toks, k).is_some())
                || (s..i).any(|k| w(toks, k) == "antes");
            if !needs_past || past {
                let vb = verb(*v);
                let what = if *good == vb.part {
                    "past participle"
                } else {
                    "preterite"
                };
                out.push(found(
                    line,
                    toks,
                    i,
                    i,
                    good.clone(),
                    "es-verb-form",
                    format!(
                        "\"{}\" has an irregular {what}: \"{good}\", not \"{}\".",
                        cap(&vb.inf),
                        t.text
                    ),
                ));
            }
            continue;
        }
        let Some(&(bad, good, inf)) = WRONG.iter().find(|(b, _, _)| *b == t.text) else {
            continue;
        };
        // "podo" is also "I prune" and "decido" "I decide": judged only before an infinitive
        // or after "he/ha" respectively.
        if bad == "podo" && !(is_inf(w(toks, i + 1)) || before(toks, i, 1) == "no") {
            continue;
        }
        if bad == "decido" && !matches!(before(toks, i, 1), "he" | "has" | "ha" | "hemos" | "han") {
            continue;
        }
        out.push(found(
            line,
            toks,
            i,
            i,
            good,
            "es-verb-form",
            format!(
                "\"{}\" is irregular: say \"{good}\", not \"{bad}\".",
                cap(inf)
            ),
        ));
    }
    out
}

/// Preterites and participles a learner builds with the regular endings: "tení" → "tuve",
/// "podió" → "pudo", "comé" → "comí", "trayó" → "trajo", "volvido" → "vuelto". Each wrong
/// form maps to the right one, its verb, and whether it needs a past marker to be judged
/// ("comé", "decí" are also Argentine commands).
fn overregular() -> &'static HashMap<String, (String, usize, bool)> {
    static MAP: OnceLock<HashMap<String, (String, usize, bool)>> = OnceLock::new();
    MAP.get_or_init(|| {
        let mut map = HashMap::new();
        for (v, vb) in lex().verbs.iter().enumerate() {
            let inf = vb.inf.as_str();
            if matches!(inf, "ser" | "ir" | "ver" | "dar") {
                continue;
            }
            let class = if inf.ends_with("ar") {
                0
            } else if inf.ends_with("er") {
                1
            } else {
                2
            };
            let stem = &inf[..inf.len() - 2];
            let st: [String; 6] = std::array::from_fn(|_| stem.to_owned());
            let own = if class == 0 {
                &ENDS[3]
            } else if stem.ends_with(['a', 'e', 'o']) {
                &ENDS[11]
            } else {
                &ENDS[4]
            };
            let mut cands: Vec<(String, usize)> = six(&st, own)
                .into_iter()
                .enumerate()
                .map(|(p, f)| (f, p))
                .collect();
            if class != 0 {
                cands.push((format!("{stem}é"), 0));
                cands.push((format!("{stem}ó"), 2));
            }
            let voseo = accent_last(&inf[..inf.len() - 1]);
            for (f, p) in cands {
                let good = vb.form(T::Pret, p);
                if f == good
                    || !hits(&f).is_empty()
                    || noun(&f).is_some()
                    || adj(&f).is_some()
                    || matches!(f.as_str(), "bebé" | "vendé" | "vendó")
                    || (p == 0 || p == 2)
                        && class != 0
                        && f.ends_with(['é', 'ó'])
                        && stem.ends_with(['a', 'e', 'o'])
                {
                    continue;
                }
                map.entry(f.clone())
                    .or_insert((good.to_owned(), v, f == voseo));
            }
            let reg_part = match class {
                0 => format!("{stem}ado"),
                _ => format!("{stem}ido"),
            };
            if reg_part != vb.part && hits(&reg_part).is_empty() && noun(&reg_part).is_none() {
                map.entry(reg_part).or_insert((vb.part.clone(), v, false));
            }
        }
        map
    })
}

//! Verb-final: in a subordinate clause, an indirect question or a relative clause the finite
//! verb goes to the end ("weil ich keine zeit habe", "wann der zug ankommt").

use super::comparison::is_comparative;
use super::declension::{
    det_fits, det_of, is_adj, is_noun, noun_readings, np_fits, np_readings, parse_np, words_of,
};
use super::lexicon::lex;
use super::verb_second::agrees;
use super::words::{
    finite_persons, haben_to_sein, is_break, is_finite, is_form_of, is_infinitive, is_modal,
    is_participle, is_prep, lemmas, pronoun_person, sein_to_haben, Acc, Dat, Gn, Nom, COORD, F, M,
    MODAL_LEMMAS, N, P, P1S, P2S, P3P, P3S, PARTICLES,
};
use super::{found, Found, Tok};

pub(super) const VERB_FINAL_SUBS: &[&str] = &[
    "weil", "dass", "ob", "obwohl", "wenn", "als", "bevor", "nachdem", "sodass", "solange",
    "sobald", "seitdem", "falls", "damit", "während", "seit",
];

/// "weil ich habe keine zeit" → "weil ich keine zeit habe".
pub(super) fn verb_final(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let n = toks.len();
    for i in 0..n {
        let sub = toks[i].text.as_str();
        if !VERB_FINAL_SUBS.contains(&sub) {
            continue;
        }
        if sub == "als"
            && i > 0
            && (is_comparative(&toks[i - 1].text)
                || matches!(toks[i - 1].text.as_str(), "anders" | "so" | "eher"))
        {
            continue;
        }
        // The subject: a pronoun or a noun phrase.
        let subj_end = if toks
            .get(i + 1)
            .is_some_and(|t| pronoun_person(&t.text) != 0)
        {
            i + 1
        } else if let Some(np) = parse_np(toks, i + 1).filter(|np| {
            np.det.is_some()
                && np_readings(toks, np)
                    .iter()
                    .any(|&(nn, g)| np_fits(toks, np, nn, g, Nom))
        }) {
            np.noun
        } else {
            continue;
        };
        let k = subj_end + 1;
        let Some(vt) = toks.get(k) else { continue };
        let v = vt.text.as_str();
        let subj = toks[i + 1].text.as_str();
        let persons = finite_persons(v);
        let agree = if subj_end == i + 1 {
            agrees(subj, v)
        } else {
            persons & (P3S | P3P) != 0
        };
        if !agree || (subj_end != i + 1 && is_infinitive(v) && !is_finite(v)) {
            continue;
        }
        // The clause's end.
        let mut e = k + 1;
        let mut unsure = false;
        while e < n {
            let w = toks[e].text.as_str();
            if is_break(w)
                || (VERB_FINAL_SUBS.contains(&w) && !is_prep(w))
                || matches!(w, "aber" | "denn" | "sondern")
            {
                break;
            }
            if matches!(w, "und" | "oder") {
                let nx = toks.get(e + 1).map_or("", |t| t.text.as_str());
                if pronoun_person(nx) != 0
                    || PARTICLES.contains(&toks[e - 1].text.as_str())
                    || is_participle(&toks[e - 1].text)
                {
                    break;
                }
                unsure = true;
            }
            let nx = toks.get(e + 1).map_or("", |t| t.text.as_str());
            if (e > k + 1 && pronoun_person(w) != 0 && agrees(w, nx))
                || (is_finite(w) && agrees(nx, w))
            {
                break;
            }
            if e > k + 1 && is_finite(w) && !is_infinitive(w) && !is_participle(w) && !is_noun(w) {
                unsure = true;
            }
            e += 1;
        }
        if unsure || e <= k + 1 {
            continue;
        }
        // "während ich koche hört er radio": the clause ended and the main verb follows.
        let next = toks[k + 1].text.as_str();
        let imperative =
            det_of(next).is_none() && lex().infinitives.contains_key(&format!("{next}en"));
        if imperative
            || is_finite(next) && !is_infinitive(next) && !is_participle(next) && !is_noun(next)
        {
            continue;
        }
        let rest: Vec<String> = words_of(toks, k + 1, e - 1);
        let last = rest.last().map_or("", String::as_str);
        // "weil wir sparen müssen": an infinitive before its modal is already last.
        if (is_infinitive(v) || is_participle(v)) && rest.len() == 1 && is_finite(last) {
            continue;
        }
        if is_form_of(v, "haben") && rest.len() >= 2 && MODAL_LEMMAS.contains(&last) {
            continue;
        }
        let moved = if PARTICLES.contains(&last) && lex().joined.contains_key(&format!("{last}{v}"))
        {
            let mut r = rest[..rest.len() - 1].to_vec();
            r.push(format!("{last}{v}"));
            r
        } else {
            let mut r = rest.clone();
            r.push(v.to_owned());
            r
        };
        let say = moved.join(" ");
        let head = words_of(toks, i, subj_end).join(" ");
        out.push(found(
            line,
            toks,
            k,
            e - 1,
            say.clone(),
            "de-verb-final",
            format!("After \"{sub}\" the verb goes to the end: \"{head} {say}\"."),
        ));
    }
    out
}

/// Question words that open an indirect question.
pub(super) const WH_WORDS: &[&str] = &[
    "wann", "wo", "wohin", "woher", "wie", "warum", "wieso", "weshalb", "was", "wer", "wen", "wem",
    "wovon", "worüber", "womit", "wofür", "woran", "worauf", "ob",
];
/// Verbs and nouns after which a question word opens an indirect question.
const ASK_LEMMAS: &[&str] = &[
    "wissen",
    "sagen",
    "erklären",
    "zeigen",
    "fragen",
    "verstehen",
    "erzählen",
    "überlegen",
    "entscheiden",
    "vergessen",
    "erinnern",
    "ahnung",
    "keine",
];

/// The words from `k + 1` to `e - 1` and then the finite verb `toks[k]`, joined with a
/// separable particle that ends the words ("kommt der zug an" → "der zug ankommt").
fn verb_to_end(toks: &[Tok], k: usize, e: usize) -> String {
    let v = toks[k].text.as_str();
    let mut rest = words_of(toks, k + 1, e - 1);
    let last = rest.last().map_or("", String::as_str).to_owned();
    if PARTICLES.contains(&last.as_str()) && lex().joined.contains_key(&format!("{last}{v}")) {
        rest.pop();
        rest.push(format!("{last}{v}"));
    } else {
        rest.push(v.to_owned());
    }
    rest.join(" ")
}

/// The end (exclusive) of a verb-final clause that starts at `from`.
pub(super) fn sub_clause_end(toks: &[Tok], from: usize) -> usize {
    let mut e = from;
    while e < toks.len() {
        let w = toks[e].text.as_str();
        if is_break(w) || COORD.contains(&w) || (VERB_FINAL_SUBS.contains(&w) && !is_prep(w)) {
            break;
        }
        e += 1;
    }
    e
}

/// The word that asks the indirect question that the question word at `q` opens ("weißt",
/// "sagen", "ahnung"), if there is one just before it.
pub(super) fn asker_of(toks: &[Tok], q: usize) -> Option<&str> {
    let wh = toks[q].text.as_str();
    // The asking word just before: "weißt du (nicht)", "sag mir", "keine ahnung".
    let mut a = q;
    while a > 0
        && matches!(
            toks[a - 1].text.as_str(),
            "du" | "ihr"
                | "sie"
                | "ich"
                | "mir"
                | "uns"
                | "dir"
                | "ihm"
                | "nicht"
                | "bitte"
                | "noch"
                | "schon"
                | "genau"
                | "zufällig"
                | "auch"
                | "mal"
                | "mich"
                | "dich"
                | "sich"
        )
        && q - a < 4
    {
        a -= 1;
    }
    if a == 0 {
        return None;
    }
    let asker = toks[a - 1].text.as_str();
    let asking = lemmas(asker).iter().any(|l| ASK_LEMMAS.contains(l))
        || asker == "ahnung"
        || wh == "ob" && !is_break(asker);
    asking.then_some(asker)
}

/// "weißt du wann kommt der zug an" → "wann der zug ankommt"; "kannst du mir sagen wo ist
/// der bahnhof" → "wo der bahnhof ist"; "weißt du ob hat der laden offen" → "ob der laden
/// offen hat": in an indirect question the verb goes to the end.
pub(super) fn indirect_question(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for q in 1..toks.len().saturating_sub(2) {
        let wh = toks[q].text.as_str();
        if !WH_WORDS.contains(&wh) {
            continue;
        }
        let Some(asker) = asker_of(toks, q) else {
            continue;
        };
        if wh == "wie" && toks[q + 1].text == "viele" {
            continue;
        }
        // The finite verb right after the question word ("wie spät ist es": one word later).
        let mut k = q + 1;
        if matches!(wh, "wie" | "was")
            && matches!(
                toks[k].text.as_str(),
                "spät" | "lange" | "oft" | "alt" | "viel" | "weit" | "für"
            )
        {
            k += 1;
        }
        let Some(vt) = toks.get(k) else { continue };
        let v = vt.text.as_str();
        let persons = finite_persons(v);
        if persons == 0 || is_noun(v) || det_of(v).is_some() {
            continue;
        }
        let e = sub_clause_end(toks, k + 1);
        if e <= k + 1 {
            continue;
        }
        // A subject after the verb (or the question word is the subject) and no second verb.
        let after = &toks[k + 1..e];
        let subj_after = after.iter().enumerate().any(|(x, t)| {
            let next = after.get(x + 1).map_or("", |n| n.text.as_str());
            pronoun_person(&t.text) & persons != 0
                || t.text == "das" && persons & P3S != 0 && !is_noun(next) && !is_adj(next)
                || x == 0
                    && parse_np(toks, k + 1).is_some_and(|np| np.det.is_some())
                    && persons & (P3S | P3P) != 0
        });
        let wh_subj = matches!(wh, "wer" | "was") && persons & P3S != 0;
        if !(subj_after || wh_subj)
            || after.iter().any(|t| {
                is_finite(&t.text)
                    && !is_infinitive(&t.text)
                    && !is_participle(&t.text)
                    && !is_noun(&t.text)
                    && pronoun_person(&t.text) == 0
            })
        {
            continue;
        }
        let say = verb_to_end(toks, k, e);
        let head = words_of(toks, q, k - 1).join(" ");
        out.push(found(
            line,
            toks,
            k,
            e - 1,
            say.clone(),
            "de-verb-final",
            format!("In an indirect question (after \"{asker}\") the verb goes to the end: \"{head} {say}\", not \"{head} {}\".", words_of(toks, k, e - 1).join(" ")),
        ));
    }
    out
}

/// "die frau die hat mir geholfen" → "die frau die mir geholfen hat": in a relative clause
/// the verb goes to the end.
pub(super) fn relative_verb_final(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for r in 1..toks.len().saturating_sub(2) {
        let rel = toks[r].text.as_str();
        let gn = match rel {
            "der" => M,
            "die" => F,
            "das" => N,
            _ => continue,
        };
        let prev = toks[r - 1].text.as_str();
        // Only the readings the article before allows ("der lehrer": one teacher).
        let readings: Vec<(usize, Gn)> = noun_readings(prev)
            .into_iter()
            .filter(|&(_, g)| {
                r < 2
                    || det_of(&toks[r - 2].text).is_none_or(|(kd, st)| {
                        [Nom, Acc, Dat]
                            .iter()
                            .any(|&c| det_fits(&toks[r - 2].text, kd, st, g, c))
                    })
            })
            .collect();
        let antecedent = matches!(prev, "jemanden" | "jemand" | "jemandem" | "niemand") && gn == M
            || !readings.is_empty() && readings.iter().all(|&(_, g)| g == gn || gn == F && g == P);
        if !antecedent
            || r < 2
            || det_of(&toks[r - 2].text).is_none()
                && !prev.starts_with("jemand")
                && prev != "niemand"
        {
            continue;
        }
        let plural = readings.iter().all(|&(_, g)| g == P) && !readings.is_empty();
        let k = r + 1;
        let v = toks[k].text.as_str();
        let persons = finite_persons(v);
        let want = if plural { P3P } else { P3S };
        if persons & want == 0 || is_noun(v) || is_infinitive(v) && !plural {
            continue;
        }
        let e = sub_clause_end(toks, k + 1);
        if e <= k + 1 || e - k > 9 {
            continue;
        }
        let after = &toks[k + 1..e];
        // The clause must end in a participle, an infinitive or a particle, or hold an object:
        // "die frau die hat mir geholfen", "jemanden der vermietet eine wohnung".
        let last = toks[e - 1].text.as_str();
        let ends_verbal = is_participle(last)
            || is_infinitive(last) && !is_noun(last)
            || PARTICLES.contains(&last)
            || parse_np(toks, k + 1).is_some_and(|np| np.det.is_some());
        // "ein problem das hat mein chef gesagt": a subject after the verb makes it a new
        // sentence with "das", not a relative clause.
        let subject_after = parse_np(toks, k + 1).is_some_and(|np| {
            np.det.is_some()
                && np_readings(toks, &np).iter().all(|&(nn, g)| {
                    np_fits(toks, &np, nn, g, Nom) && !np_fits(toks, &np, nn, g, Acc)
                })
        });
        if subject_after {
            continue;
        }
        if !ends_verbal
            || after.iter().any(|t| {
                is_finite(&t.text)
                    && !is_infinitive(&t.text)
                    && !is_participle(&t.text)
                    && !is_noun(&t.text)
                    || pronoun_person(&t.text) != 0 && t.text != "es"
            })
        {
            continue;
        }
        let say = verb_to_end(toks, k, e);
        out.push(found(
            line,
            toks,
            k,
            e - 1,
            say.clone(),
            "de-verb-final",
            format!("In a relative clause (\"{prev} {rel} ...\") the verb goes to the end: \"{rel} {say}\"."),
        ));
    }
    out
}

/// "dass die mieten steigen sollen" not "sollen steigen"; "dass die läden geschlossen sind"
/// not "sind geschlossen": a subordinate clause ends in its finite verb.
pub(super) fn sub_final_pair(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    for s in 0..toks.len() {
        let sub = toks[s].text.as_str();
        let opener = matches!(
            sub,
            "weil"
                | "dass"
                | "ob"
                | "obwohl"
                | "wenn"
                | "bevor"
                | "nachdem"
                | "damit"
                | "falls"
                | "sobald"
                | "seitdem"
        ) || WH_WORDS.contains(&sub) && s > 0 && asker_of(toks, s).is_some();
        if !opener {
            continue;
        }
        let e = sub_clause_end(toks, s + 1);
        if e < s + 4 {
            continue;
        }
        let (f, last) = (e - 2, e - 1);
        let fw = toks[f].text.as_str();
        let lw = toks[last].text.as_str();
        let before = &toks[s + 1..f];
        let one_verb = !before.iter().any(|t| {
            is_finite(&t.text)
                && !is_infinitive(&t.text)
                && !is_noun(&t.text)
                && !is_participle(&t.text)
                && pronoun_person(&t.text) == 0
        }) && before
            .iter()
            .any(|t| pronoun_person(&t.text) != 0 || det_of(&t.text).is_some());
        // "wann der film anfängt", not "fängt an"; "dass er nicht kommt", not "kommt nicht".
        let joined = format!("{lw}{fw}");
        let fin = is_finite(fw) && !is_noun(fw) && !is_infinitive(fw) && !is_participle(fw);
        if fin && one_verb {
            let say = if PARTICLES.contains(&lw) && lex().joined.contains_key(&joined) {
                Some((joined.clone(), format!("In a clause with \"{sub}\" the separable verb stays in one piece at the end: \"{joined}\", not \"{fw} {lw}\".")))
            } else if lw == "nicht" {
                Some((format!("nicht {fw}"), format!("After \"{sub}\" the verb comes last, after \"nicht\": \"nicht {fw}\", not \"{fw} nicht\".")))
            } else {
                None
            };
            if let Some((say, expl)) = say {
                out.push(found(line, toks, f, last, say, "de-verb-final", expl));
                continue;
            }
        }
        let aux = is_modal(fw)
            || haben_to_sein(fw).is_some()
            || sein_to_haben(fw).is_some()
            || is_form_of(fw, "werden") && is_finite(fw);
        let verbal = if is_modal(fw) || is_form_of(fw, "werden") {
            is_infinitive(lw) && !is_noun(lw)
        } else {
            is_participle(lw)
        };
        // "dass wir gehen müssen" has its finite verb last already.
        let plural_inf = is_infinitive(fw)
            && !before.iter().any(|t| {
                pronoun_person(&t.text) & (P3S | P1S | P2S) != 0 || det_of(&t.text).is_some()
            });
        if !aux || !verbal || plural_inf || !one_verb {
            continue;
        }
        out.push(found(
            line,
            toks,
            f,
            last,
            format!("{lw} {fw}"),
            "de-verb-final",
            format!(
                "After \"{sub}\" the finite verb comes last: \"{lw} {fw}\", not \"{fw} {lw}\"."
            ),
        ));
    }
    out
}

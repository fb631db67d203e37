//! Verb-second: in a main clause the finite verb is the second part, after whatever is fronted
//! ("heute gehe ich").

use super::conjunctions::WEEKDAYS;
use super::declension::{det_of, is_adj, is_noun, noun_readings, np_fits, parse_np, words_of};
use super::words::{
    finite_persons, is_break, is_finite, is_infinitive, is_participle, is_prep, pronoun_person,
    to_break, Nom, CONTRACTED, COORD, FILLERS, NUMBER_WORDS, P, P3P, P3S,
};
use super::{found, Found, Tok};

pub(super) const FRONT_ADVERBS: &[&str] = &[
    "heute",
    "gestern",
    "morgen",
    "dann",
    "danach",
    "deshalb",
    "deswegen",
    "darum",
    "daher",
    "trotzdem",
    "später",
    "jetzt",
    "manchmal",
    "oft",
    "normalerweise",
    "leider",
    "hier",
    "dort",
    "zuerst",
    "außerdem",
    "morgens",
    "abends",
    "mittags",
    "nachmittags",
    "montags",
    "sonntags",
    "samstags",
    "bald",
    "früher",
    "endlich",
    "plötzlich",
    "schließlich",
    "hoffentlich",
    "vielleicht",
    "inzwischen",
    "mittlerweile",
    "sonst",
    "anschließend",
    "übermorgen",
    "vorgestern",
    "damals",
    "neulich",
    "wahrscheinlich",
    "meistens",
    "letztendlich",
    "nachher",
    "vorher",
    "zuletzt",
    "zum",
    "dieses",
    "wenigstens",
    "zumindest",
    "mindestens",
    "eigentlich",
    "übrigens",
    "momentan",
    "zurzeit",
    "bisher",
    "zunächst",
    "immer",
    "nie",
    "selten",
];
pub(super) const TIME_NOUNS: &[&str] = &[
    "tag",
    "woche",
    "jahr",
    "monat",
    "wochenende",
    "sommer",
    "winter",
    "herbst",
    "frühling",
    "morgen",
    "abend",
    "nachmittag",
    "mittag",
    "nacht",
    "semester",
    "mal",
    "montag",
    "dienstag",
    "mittwoch",
    "donnerstag",
    "freitag",
    "samstag",
    "sonntag",
];

/// How many words the fronted part at `s` takes ("heute", "am wochenende", "in meiner
/// freizeit", "letztes jahr"), if it is one.
fn fronted_len(toks: &[Tok], s: usize) -> Option<usize> {
    let w = toks.get(s)?.text.as_str();
    let next = toks.get(s + 1).map_or("", |t| t.text.as_str());
    if matches!(w, "heute" | "gestern" | "morgen")
        && matches!(
            next,
            "morgen" | "abend" | "nachmittag" | "früh" | "mittag" | "nacht" | "vormittag"
        )
    {
        return Some(2);
    }
    if w == "zum" {
        return (next == "glück" || next == "schluss").then_some(2);
    }
    if w == "am" && matches!(next, "liebsten" | "besten" | "meisten" | "ende" | "anfang") {
        return Some(2);
    }
    if w == "dieses" {
        return TIME_NOUNS.contains(&next).then_some(2);
    }
    if FRONT_ADVERBS.contains(&w) {
        return Some(1);
    }
    if matches!(w, "meiner" | "meine")
        && next == "meinung"
        && toks.get(s + 2).is_some_and(|t| t.text == "nach")
    {
        return Some(3);
    }
    let stem_time = ["jed", "letzt", "nächst", "dies", "vorig"]
        .iter()
        .any(|p| w.starts_with(p));
    if stem_time && TIME_NOUNS.contains(&next) {
        return Some(2);
    }
    if is_prep(w) && !matches!(w, "zu" | "bis") {
        if NUMBER_WORDS.contains(&next) || next == "ein" || next == "einem" {
            let n2 = toks.get(s + 2).map_or("", |t| t.text.as_str());
            if is_noun(n2) || n2 == "uhr" {
                return Some(3);
            }
            if w == "um" {
                return Some(2);
            }
        }
        if let Some(np) = parse_np(toks, s + 1) {
            if np.det.is_some() || CONTRACTED.contains(&w) || !np.adjs.is_empty() {
                return Some(np.noun + 1 - s);
            }
        }
        if CONTRACTED.contains(&w) && (is_noun(next) || WEEKDAYS.contains(&next)) {
            return Some(2);
        }
    }
    None
}

/// Whether the finite verb `v` agrees with the subject pronoun `p`.
pub(super) fn agrees(p: &str, v: &str) -> bool {
    pronoun_person(p) & finite_persons(v) != 0
}

/// "heute ich gehe" → "heute gehe ich"; "wenn ich zeit habe ich gehe" → "gehe ich".
pub(super) fn verb_second(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let n = toks.len();
    let mut s = 0;
    while s < n {
        // Clause starts: the line's start, after a mark or a conjunction.
        // A linking adverb after a noun or an adjective opens a new clause even without a
        // mark: "ich habe kopfschmerzen deshalb ich bleibe zu hause".
        let linking = s > 0
            && matches!(
                toks[s].text.as_str(),
                "deshalb"
                    | "deswegen"
                    | "darum"
                    | "trotzdem"
                    | "daher"
                    | "vielleicht"
                    | "dann"
                    | "danach"
                    | "außerdem"
            )
            && (is_noun(&toks[s - 1].text)
                || is_adj(&toks[s - 1].text)
                || is_participle(&toks[s - 1].text)
                || toks[s - 1].text == "nicht")
            && !is_finite(&toks[s - 1].text);
        let at_start = s == 0
            || linking
            || is_break(&toks[s - 1].text)
            || matches!(
                toks[s - 1].text.as_str(),
                "und" | "aber" | "oder" | "denn" | "sondern"
            );
        if !at_start {
            s += 1;
            continue;
        }
        let mut t = s;
        while t < n && FILLERS.contains(&toks[t].text.as_str()) {
            t += 1;
        }
        if let Some(len) = fronted_len(toks, t) {
            let j = t + len;
            if j + 1 < n {
                let p = toks[j].text.as_str();
                let v = toks[j + 1].text.as_str();
                if pronoun_person(p) != 0 && agrees(p, v) {
                    let front = words_of(toks, t, j - 1).join(" ");
                    out.push(found(
                        line,
                        toks,
                        j,
                        j + 1,
                        format!("{v} {p}"),
                        "de-verb-second",
                        format!("In a main clause the verb comes second: \"{front} {v} {p}\", not \"{front} {p} {v}\"."),
                    ));
                } else if let Some(np) = parse_np(toks, j).filter(|np| np.det.is_some()) {
                    let v = toks.get(np.noun + 1).map_or("", |t| t.text.as_str());
                    let vp = finite_persons(v);
                    // Some reading is a nominative that agrees with the verb.
                    let nomable = noun_readings(&toks[np.noun].text).iter().any(|&(nn, g)| {
                        np_fits(toks, &np, nn, g, Nom) && vp & (if g == P { P3P } else { P3S }) != 0
                    });
                    // A plural verb looks like its infinitive: judged when only a plural
                    // subject fits and no other verb follows ("die kinder spielen im park").
                    let plural_only = noun_readings(&toks[np.noun].text).iter().all(|r| r.1 == P)
                        && vp & P3P != 0
                        && !toks[np.noun + 2..to_break(toks, np.noun + 1).max(np.noun + 2)]
                            .iter()
                            .any(|x| {
                                (is_finite(&x.text)
                                    || is_infinitive(&x.text)
                                    || is_participle(&x.text))
                                    && !is_noun(&x.text)
                            });
                    if nomable
                        && (!is_infinitive(v) || plural_only)
                        && (matches!(
                            v,
                            "ist" | "war" | "hat" | "hatte" | "kann" | "muss" | "will" | "wird"
                        ) || is_finite(v))
                    {
                        let subj = words_of(toks, j, np.noun).join(" ");
                        let front = words_of(toks, t, j - 1).join(" ");
                        out.push(found(
                            line,
                            toks,
                            j,
                            np.noun + 1,
                            format!("{v} {subj}"),
                            "de-verb-second",
                            format!("In a main clause the verb comes second: \"{front} {v} {subj}\", not \"{front} {subj} {v}\"."),
                        ));
                    }
                }
            }
        } else if t < n
            && matches!(
                toks[t].text.as_str(),
                "wenn"
                    | "als"
                    | "obwohl"
                    | "weil"
                    | "nachdem"
                    | "bevor"
                    | "seit"
                    | "seitdem"
                    | "sobald"
                    | "falls"
                    | "während"
                    | "solange"
            )
        {
            let subj_ok = toks
                .get(t + 1)
                .is_some_and(|x| pronoun_person(&x.text) != 0 || det_of(&x.text).is_some());
            let end = to_break(toks, t);
            if subj_ok {
                for k in t + 3..end.saturating_sub(1) {
                    let p = toks[k].text.as_str();
                    let v = toks[k + 1].text.as_str();
                    let prev = toks[k - 1].text.as_str();
                    if pronoun_person(p) != 0
                        && agrees(p, v)
                        && !COORD.contains(&prev)
                        && !matches!(
                            prev,
                            "dass" | "ob" | "wie" | "was" | "wo" | "der" | "die" | "das"
                        )
                    {
                        let has_verb = toks[t + 2..k].iter().any(|x| is_finite(&x.text));
                        if has_verb {
                            out.push(found(
                                line,
                                toks,
                                k,
                                k + 1,
                                format!("{v} {p}"),
                                "de-verb-second",
                                format!("After a \"{}\" clause the main clause starts with its verb: \"{v} {p}\", not \"{p} {v}\".", toks[t].text),
                            ));
                        }
                        break;
                    }
                    if is_finite(p)
                        && pronoun_person(v) != 0
                        && toks[t + 2..k].iter().any(|x| is_finite(&x.text))
                    {
                        break;
                    }
                }
            }
        }
        s += 1;
    }
    out
}

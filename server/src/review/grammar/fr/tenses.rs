//! Tenses: the imperfect for a state in the past, the future after "quand", the conditional in
//! reported speech, and the helpers that find a verb's subject and its compound forms.

use super::subjunctive::subject_after;
use super::words::{
    before, clause_after_has, clause_has, det_kind, elide, imperfect, is_in, is_person, no_elision,
    noun_gender, person, src_span, tx, verb_by_inf, verb_by_pp, verbs, vowel_start, Verb, AVOIR,
    CLITICS, ETRE,
};
use super::{found, Found, Tok};

pub(super) const FUT_END: [&str; 6] = ["ai", "as", "a", "ons", "ez", "ont"];

pub(super) const COND_END: [&str; 6] = ["ais", "ais", "ait", "ions", "iez", "aient"];

pub(super) const AVAIS: [&str; 6] = ["avais", "avais", "avait", "avions", "aviez", "avaient"];

pub(super) const ETAIS: [&str; 6] = ["étais", "étais", "était", "étions", "étiez", "étaient"];

/// The conditional of a verb for a person.
pub(super) fn cond(v: &Verb, p: usize) -> String {
    format!("{}{}", v.fut, COND_END[p])
}

/// The verb whose future `w` is, for person `p`.
pub(super) fn future_of(w: &str, p: usize) -> Option<&'static Verb> {
    let stem = w.strip_suffix(FUT_END[p])?;
    if !stem.ends_with('r') || stem.len() < 2 {
        return None;
    }
    verbs().iter().find(|v| v.fut == stem)
}

/// The full form of an elided word: "j'" → "je", "n'" → "ne".
pub(super) fn full(w: &str) -> String {
    match w {
        "j'" => "je",
        "m'" => "me",
        "t'" => "te",
        "s'" => "se",
        "n'" => "ne",
        "l'" => "le",
        "qu'" => "que",
        "d'" => "de",
        w => w,
    }
    .to_string()
}

/// Words joined with French elision: ["je", "aime"] → "j'aime".
pub(super) fn join_elide(words: &[String]) -> String {
    let mut out = String::new();
    for (k, w) in words.iter().enumerate() {
        let next = words.get(k + 1).map_or("", String::as_str);
        let short = is_in(w, &["je", "me", "te", "se", "ne", "le", "la", "de", "que"])
            && vowel_start(next)
            && !no_elision(next);
        if short {
            out.push_str(&elide(w));
        } else {
            out.push_str(w);
            if k + 1 < words.len() {
                out.push(' ');
            }
        }
    }
    out
}

/// The subject of the verb at `v`, over object pronouns and "ne": (first word, person).
pub(super) fn subject_of(toks: &[Tok], v: usize) -> Option<(usize, usize)> {
    let mut s = v;
    loop {
        if s == 0 {
            return None;
        }
        let w = tx(toks, s - 1);
        if w == "j'" {
            return Some((s - 1, 0));
        }
        if let Some(p) = person(w) {
            // "il nous a dit": the pronoun before is the subject
            if is_in(w, &["nous", "vous"])
                && s >= 2
                && (person(tx(toks, s - 2)).is_some() || is_in(tx(toks, s - 2), &["ne", "n'"]))
            {
                s -= 1;
                continue;
            }
            return Some((s - 1, p));
        }
        if is_in(w, CLITICS) && !is_in(w, &["le", "la", "les"]) || is_in(w, &["l'", "les"]) {
            s -= 1;
            continue;
        }
        break;
    }
    if s < 2 {
        return None;
    }
    let n = tx(toks, s - 1);
    let k = det_kind(tx(toks, s - 2))?;
    let sing = n.trim_end_matches(['s', 'x']);
    if noun_gender(n).is_some() || is_person(n) || noun_gender(sing).is_some() || is_person(sing) {
        Some((s - 2, if k == 'p' { 5 } else { 2 }))
    } else {
        None
    }
}

/// A past participle (maybe agreed) and its verb.
pub(super) fn participle(w: &str) -> Option<&'static Verb> {
    if w == "plus" {
        return None; // "plu" + s, but always the adverb
    }
    verb_by_pp(w).filter(|v| {
        v.pp == w
            || [
                format!("{}e", v.pp),
                format!("{}s", v.pp),
                format!("{}es", v.pp),
            ]
            .iter()
            .any(|f| f == w)
    })
}

/// A passé composé at auxiliary `a`: (index of the participle, its verb, auxiliary is "être",
/// person of the auxiliary).
pub(super) fn compound_at(toks: &[Tok], a: usize) -> Option<(usize, &'static Verb, bool, usize)> {
    let w = tx(toks, a);
    let (p, etre) = if let Some(p) = AVOIR.iter().position(|x| *x == w) {
        (p, false)
    } else {
        (ETRE.iter().position(|x| *x == w)?, true)
    };
    let mut j = a + 1;
    while is_in(
        tx(toks, j),
        &[
            "pas", "jamais", "plus", "déjà", "souvent", "toujours", "bien", "beaucoup", "vraiment",
        ],
    ) {
        j += 1;
    }
    let v = participle(tx(toks, j))?;
    if v.inf == "être" && etre || v.inf == "avoir" && etre {
        return None;
    }
    Some((j, v, etre, p))
}

/// Whether the sentence sets a scene in the past: "quand j'étais petit", "avant … maintenant",
/// "à l'époque", "autrefois".
pub(super) fn past_frame(toks: &[Tok]) -> bool {
    let imp = [
        "étais", "était", "étions", "étiez", "étaient", "avais", "avait", "avions", "aviez",
        "avaient", "habitais", "habitait", "vivais", "vivait",
    ];
    let quand = (0..toks.len()).any(|i| {
        is_in(tx(toks, i), &["quand", "lorsque", "lorsqu'"])
            && (is_in(tx(toks, i + 2), &imp) || is_in(tx(toks, i + 3), &imp))
    });
    let avant = (0..toks.len()).any(|i| {
        tx(toks, i) == "avant"
            && (i == 0 || toks[i - 1].is_break())
            && (person(tx(toks, i + 1)).is_some() || tx(toks, i + 1) == "j'")
    }) && toks.iter().any(|t| t.text == "maintenant");
    quand
        || avant
        || toks.iter().any(|t| t.text == "autrefois")
        || (0..toks.len()).any(|i| tx(toks, i) == "l'" && tx(toks, i + 1) == "époque")
}

/// Tenses: "quand j'ai été petit" → "quand j'étais petit", "pendant que j'ai attendu" →
/// "pendant que j'attendais".
pub(super) fn tense(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let states = [
        "petit",
        "petite",
        "petits",
        "petites",
        "enfant",
        "enfants",
        "jeune",
        "jeunes",
        "étudiant",
        "étudiante",
        "étudiants",
        "ado",
        "ados",
        "adolescent",
        "adolescente",
        "bébé",
        "plus",
    ];
    for i in 0..toks.len() {
        let w = tx(toks, i);
        let is_pendant = w == "que" && before(toks, i) == "pendant";
        if w != "quand" && !is_pendant {
            continue;
        }
        let s = i + 1;
        let (p, subj_from) = match tx(toks, s) {
            "j'" => (0, s),
            x => match person(x) {
                Some(p) => (p, s),
                None => continue,
            },
        };
        let av = s + 1;
        if tx(toks, av) != AVOIR[p] {
            continue;
        }
        let pp = tx(toks, av + 1);
        let v = if pp == "été" && w == "quand" && is_in(tx(toks, av + 2), &states) {
            verb_by_inf("être")
        } else if is_pendant {
            verb_by_pp(pp).filter(|v| v.pp == pp && v.inf != "être")
        } else {
            None
        };
        let Some(v) = v else { continue };
        let imp = imperfect(v, p);
        let subj = if p == 0 {
            if vowel_start(&imp) {
                "j'".to_string()
            } else {
                "je ".to_string()
            }
        } else {
            format!("{} ", tx(toks, s))
        };
        let say = format!("{subj}{imp}");
        let said = src_span(line, toks, subj_from, av + 1);
        out.push(found(
            line,
            toks,
            subj_from,
            av + 1,
            say.clone(),
            "fr-tense",
            if is_pendant {
                format!("\"Pendant que\" describes something in progress, so use the imperfect: \"{say}\", not \"{said}\".")
            } else {
                format!("A past state (\"when I was …\") is in the imperfect: \"{say}\", not \"{said}\".")
            },
        ));
    }
    out
}

/// "je devrais avoir réservé" → "j'aurais dû réserver"; "quand je finis …, je voyagerai" →
/// "quand je finirai".
pub(super) fn tense2(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let cond = ["devrais", "devrait", "devrions", "devriez", "devraient"];
    for i in 0..toks.len().saturating_sub(2) {
        let w = tx(toks, i);
        let Some(c) = cond.iter().position(|x| *x == w) else {
            continue;
        };
        let p = [0usize, 2, 3, 4, 5][c];
        if tx(toks, i + 1) != "avoir" {
            continue;
        }
        let pp = tx(toks, i + 2);
        let inf = match verb_by_pp(pp).filter(|v| v.pp == pp) {
            Some(v) => v.inf.clone(),
            None if pp.ends_with('é') && pp.len() > 3 => format!("{}er", &pp[..pp.len() - 2]),
            None => continue,
        };
        let aur = [
            "aurais", "aurais", "aurait", "aurions", "auriez", "auraient",
        ][p];
        let (from, say) = if before(toks, i) == "je" && i > 0 {
            (i - 1, format!("j'{aur} dû {inf}"))
        } else {
            (i, format!("{aur} dû {inf}"))
        };
        out.push(found(
            line,
            toks,
            from,
            i + 2,
            say.clone(),
            "fr-tense",
            format!(
                "\"Should have done\" is \"avoir dû\" in the conditional + infinitive: \"{say}\"."
            ),
        ));
    }
    // future in the main clause, present after "quand"
    let future_word = |w: &str| {
        ["ai", "as", "a", "ons", "ez", "ont"].iter().any(|e| {
            w.strip_suffix(e).is_some_and(|stem| {
                stem.ends_with('r') && stem.len() > 2 && verbs().iter().any(|v| v.fut == stem)
            })
        })
    };
    for i in 0..toks.len() {
        let w = tx(toks, i);
        if !is_in(w, &["quand", "lorsque", "dès"]) {
            continue;
        }
        let mut s = i + 1;
        if w == "dès" {
            if tx(toks, s) != "que" && tx(toks, s) != "qu'" {
                continue;
            }
            s += 1;
        }
        let Some(p) = person(tx(toks, s)) else {
            continue;
        };
        let mut j = s + 1;
        while is_in(tx(toks, j), CLITICS) {
            j += 1;
        }
        let v = tx(toks, j);
        let Some(verb) = verbs()
            .iter()
            .find(|vb| vb.pres.get(p).is_some_and(|f| f == v))
        else {
            continue;
        };
        if verb.inf == "avoir"
            && is_in(
                tx(toks, j + 1),
                &["faim", "soif", "peur", "froid", "chaud", "sommeil", "le"],
            )
        {
            continue;
        }
        // the clause after this one has a future
        let rest: Vec<&str> = toks[j + 1..].iter().map(|t| t.text.as_str()).collect();
        let before_has = toks[..i].iter().any(|t| future_word(&t.text));
        // "quand j'ai mon diplôme l'année prochaine, je vais …": a future time in the clause,
        // and a main clause after it
        let marker = rest
            .iter()
            .take(6)
            .any(|w| is_in(w, &["prochain", "prochaine", "demain", "bientôt"]))
            && rest
                .iter()
                .skip(2)
                .any(|w| is_in(w, &["je", "j'", "on", "nous", "tu", "vous"]))
            && !rest
                .iter()
                .take(6)
                .any(|w| is_in(w, &["dernier", "dernière", "hier"]));
        if !(before_has || marker || rest.iter().skip(1).any(|w| future_word(w)))
            || rest.iter().take(3).any(|w| future_word(w))
        {
            continue;
        }
        if toks[..i].iter().any(|t| t.text == "?")
            || clause_has(toks, i, &["demande", "sais", "sait"])
        {
            continue;
        }
        let fut = format!("{}{}", verb.fut, ["ai", "as", "a", "ons", "ez", "ont"][p]);
        out.push(found(line, toks, j, j, fut.clone(), "fr-tense",
            format!("When \"{w}\" is about the future, its verb is in the future too: \"{fut}\", not \"{v}\".")));
    }
    out
}

/// The future in reported speech after a past verb becomes the conditional: "il m'a dit qu'il
/// viendra" → "qu'il viendrait".
pub(super) fn reported_future(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let said_pp = [
        "dit",
        "promis",
        "juré",
        "expliqué",
        "annoncé",
        "répondu",
        "écrit",
        "assuré",
        "raconté",
        "confirmé",
        "prévenu",
    ];
    let thought = [
        "pensais",
        "pensait",
        "croyais",
        "croyait",
        "savais",
        "savait",
        "espérais",
        "espérait",
        "disait",
        "disais",
    ];
    for i in 1..toks.len() {
        if !is_in(tx(toks, i), &["que", "qu'"]) {
            continue;
        }
        let b = before(toks, i);
        let past = is_in(b, &thought)
            || (is_in(b, &said_pp)
                && i >= 2
                && (is_in(tx(toks, i - 2), &AVOIR) || is_in(tx(toks, i - 2), &["avait", "avais"])));
        if !past {
            continue;
        }
        let Some((p, j)) = subject_after(toks, i + 1) else {
            continue;
        };
        let v = tx(toks, j);
        let Some(vb) = future_of(v, p) else { continue };
        // "il m'a dit qu'il viendra demain": still to come, the future is fine
        if clause_after_has(
            toks,
            j,
            &["demain", "prochain", "prochaine", "bientôt", "après-demain"],
        ) {
            continue;
        }
        let right = cond(vb, p);
        out.push(found(
            line,
            toks,
            j,
            j,
            right.clone(),
            "fr-tense",
            format!("After a past verb (\"{b} que\"), the future becomes the conditional: \"{right}\", not \"{v}\"."),
        ));
    }
    out
}

//! Which past: the imperfect for habits, a past tense after a past time marker, and the
//! pluperfect for an earlier past.

use super::tenses::{compound_at, full, join_elide, past_frame, subject_of, AVAIS, ETAIS};
use super::words::{
    before, clause_after_has, imperfect, is_in, is_number, like, noun_gender, person, src,
    src_span, tx, verbs, AVOIR, ETRE,
};
use super::{found, Found, Tok};

/// The first word of the clause holding `i`.
pub(super) fn first_word(toks: &[Tok], i: usize) -> usize {
    let mut k = i;
    while k > 0 && !toks[k - 1].is_break() {
        k -= 1;
    }
    k
}

/// Habits in the past are in the imperfect: "quand j'étais petit je suis allé à la plage tous
/// les étés" → "j'allais", "avant j'ai fumé un paquet par jour" → "je fumais".
pub(super) fn habit(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    if !past_frame(toks) {
        return out;
    }
    let periods = [
        "jours",
        "soirs",
        "matins",
        "étés",
        "hivers",
        "ans",
        "week-ends",
        "dimanches",
        "samedis",
        "semaines",
        "nuits",
        "mois",
        "vacances",
        "lundis",
        "mercredis",
        "vendredis",
        "midis",
        "années",
        "printemps",
        "noëls",
    ];
    let habitual_at = |i: usize| {
        let (a, b) = (tx(toks, i), tx(toks, i + 1));
        (is_in(a, &["tous", "toutes"]) && b == "les" && is_in(tx(toks, i + 2), &periods))
            || (a == "chaque" && noun_gender(b).is_some())
            || (a == "par" && is_in(b, &["jour", "semaine", "mois", "an"]))
            || is_in(a, &["souvent", "d'habitude", "régulièrement"])
    };
    let states = [
        "aimer",
        "adorer",
        "détester",
        "préférer",
        "vouloir",
        "pouvoir",
        "savoir",
    ];
    // "avant j'ai habité à Lyon mais maintenant …": a past situation set against now
    let then_now = (0..toks.len()).any(|i| {
        tx(toks, i) == "avant"
            && (i == 0 || toks[i - 1].is_break())
            && (person(tx(toks, i + 1)).is_some() || tx(toks, i + 1) == "j'")
    }) && toks.iter().any(|t| t.text == "maintenant");
    for a in 1..toks.len() {
        let Some((j, v, etre, p)) = compound_at(toks, a) else {
            continue;
        };
        let Some((s, sp)) = subject_of(toks, a) else {
            continue;
        };
        if sp != p
            || etre && !v.etre && !is_in(tx(toks, a - 1), &["me", "m'", "te", "t'", "se", "s'"])
        {
            continue;
        }
        let negated = toks[s..a].iter().any(|t| t.text == "n'" || t.text == "ne");
        // the habit is said in the same clause: "je suis allé à la plage tous les étés"
        let mut end = j + 1;
        while end < toks.len()
            && !toks[end].is_break()
            && !is_in(
                tx(toks, end),
                &[
                    "et",
                    "mais",
                    "parce",
                    "alors",
                    "donc",
                    "quand",
                    "maintenant",
                ],
            )
        {
            end += 1;
        }
        let habitual = (s..end).any(habitual_at);
        let lasting = then_now
            && is_in(&v.inf, &["habiter", "vivre", "travailler"])
            && !toks
                .iter()
                .any(|t| is_in(&t.text, &["pendant", "ans", "mois", "an", "années"]));
        let state = is_in(&v.inf, &states) || v.inf == "avoir" && negated || lasting;
        if !(habitual || state)
            || v.inf == "être"
            || toks[a..j].iter().any(|t| t.text == "toujours")
        {
            continue; // "j'ai toujours aimé lire": a perfect that reaches now
        }
        // a one-off event: "une fois", "un jour", "soudain"; the "quand" clause itself
        let clause: Vec<&str> = toks[a..]
            .iter()
            .take_while(|t| !t.is_break() && t.text != "et" && t.text != "mais")
            .map(|t| t.text.as_str())
            .collect();
        if clause
            .iter()
            .any(|w| is_in(w, &["fois", "soudain", "premier", "première"]))
            || clause
                .windows(2)
                .any(|p| is_in(p[0], &["un", "ce", "le"]) && p[1] == "jour")
            || is_in(
                before(toks, s),
                &["quand", "lorsque", "que", "qu'", "si", "depuis"],
            )
        {
            continue;
        }
        // who says it: the pronoun subject, the object pronouns and "ne", the imperfect
        let from = if person(tx(toks, s)).is_some() || tx(toks, s) == "j'" {
            s
        } else {
            s + 2
        };
        let mut words: Vec<String> = toks[from..a].iter().map(|t| full(&t.text)).collect();
        words.push(imperfect(v, p));
        for t in &toks[a + 1..j] {
            if is_in(&t.text, &["pas", "jamais", "plus"]) {
                words.push(t.text.clone());
            }
        }
        let say = join_elide(&words);
        let said = src_span(line, toks, from, j);
        out.push(found(
            line,
            toks,
            from,
            j,
            say.clone(),
            "fr-tense",
            format!(
                "A habit or a state in the past is in the imperfect: \"{say}\", not \"{said}\"."
            ),
        ));
    }
    out
}

/// After a past time marker the verb is in the past: "hier je vais au cinéma" → "je suis
/// allé", "l'année dernière je travaille à Lyon" → "j'ai travaillé".
pub(super) fn past_marker(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    let periods = [
        "année",
        "semaine",
        "mois",
        "été",
        "hiver",
        "week-end",
        "printemps",
        "automne",
        "lundi",
        "mardi",
        "mercredi",
        "jeudi",
        "vendredi",
        "samedi",
        "dimanche",
        "soir",
        "fois",
    ];
    let units = ["ans", "an", "mois", "semaines", "jours", "années"];
    let states = [
        "être",
        "avoir",
        "falloir",
        "pouvoir",
        "vouloir",
        "devoir",
        "savoir",
        "connaître",
        "aimer",
        "adorer",
        "penser",
        "croire",
        "sembler",
        "paraître",
        "préférer",
        "détester",
    ];
    for s in 1..toks.len() {
        let Some(p) = person(tx(toks, s)).or(if tx(toks, s) == "j'" { Some(0) } else { None })
        else {
            continue;
        };
        let b = |k: usize| if s >= k { tx(toks, s - k) } else { "" };
        let marked = (b(1) == "hier" || b(1) == "avant-hier")
            && !is_in(b(2), &["depuis", "d'", "de", "qu'"])
            || (is_in(b(1), &["matin", "soir", "après-midi"]) && b(2) == "hier")
            || (is_in(b(1), &["dernier", "dernière"]) && is_in(b(2), &periods))
            || (is_in(b(1), &units)
                && (is_number(b(2)) || is_in(b(2), &["un", "une"]))
                && b(3) == "a"
                && b(4) == "y"
                && b(5) == "il"
                && !is_in(b(6), &["qu'", "que"]));
        let opens = |k: usize| {
            k == 0
                || toks[k - 1].is_break()
                || is_in(
                    tx(toks, k - 1),
                    &[
                        "et", "mais", "alors", "donc", "puis", "oui", "non", "bon", "euh",
                    ],
                )
        };
        let len = match b(1) {
            "hier" | "avant-hier" => 1,
            "matin" | "soir" | "après-midi" => 2,
            "dernier" | "dernière" if is_in(b(3), &["l'", "la", "le"]) => 3,
            "dernier" | "dernière" => 2,
            _ => 5,
        };
        if !marked || s < len || !opens(s - len) {
            continue;
        }
        let w = tx(toks, s + 1);
        let Some(v) = verbs()
            .iter()
            .find(|v| v.pres.get(p).is_some_and(|f| f == w))
        else {
            continue;
        };
        if is_in(&v.inf, &states)
            || v.inf == "aller"
                && is_in(
                    tx(toks, s + 2),
                    &["te", "t'", "vous", "lui", "leur", "me", "m'", "nous"],
                )
        {
            continue; // "hier, je vais te raconter": telling now
        }
        if clause_after_has(toks, s + 1, &["quand", "lorsque", "lorsqu'"]) {
            // "hier soir je regarde un film quand il a appelé": in progress, so the imperfect
            let say = join_elide(&[full(tx(toks, s)), imperfect(v, p)]);
            out.push(found(
                line,
                toks,
                s,
                s + 1,
                like(src(line, toks, s), &say),
                "fr-tense",
                format!(
                    "An action in progress in the past is in the imperfect: \"{say}\", not \"{}\".",
                    src_span(line, toks, s, s + 1)
                ),
            ));
            continue;
        }
        let aux = if v.etre { ETRE[p] } else { AVOIR[p] };
        let mut pp = v.pp.clone();
        if v.etre {
            match tx(toks, s) {
                "elle" => pp.push('e'),
                "elles" => pp.push_str("es"),
                "ils" | "nous" | "vous" => pp.push('s'),
                _ => {}
            }
        }
        let say = join_elide(&[full(tx(toks, s)), aux.to_string(), pp]);
        let said = src_span(line, toks, s, s + 1);
        out.push(found(
            line,
            toks,
            s,
            s + 1,
            like(src(line, toks, s), &say),
            "fr-tense",
            format!(
                "\"{}\" is in the past, so the verb is too (passé composé): \"{say}\", not \"{said}\".",
                src_span(line, toks, s.saturating_sub(2).max(first_word(toks, s)), s - 1)
            ),
        ));
    }
    out
}

/// An earlier past in a past story: "quand je suis arrivé le film a déjà commencé" → "avait
/// déjà commencé"; "les clés qu'elle m'a données la veille" → "m'avait données".
pub(super) fn pluperfect(line: &str, toks: &[Tok]) -> Vec<Found> {
    let mut out = Vec::new();
    // a passé composé after "quand" sets the moment
    let quand_pc = (0..toks.len()).find(|&i| {
        is_in(tx(toks, i), &["quand", "lorsque", "lorsqu'"])
            && (1..4).any(|k| compound_at(toks, i + k).is_some() && i + k > i + 1)
    });
    let any_pc_before = |a: usize| (0..a).any(|k| compound_at(toks, k).is_some_and(|c| c.0 < a));
    for a in 1..toks.len() {
        let Some((j, _, etre, p)) = compound_at(toks, a) else {
            continue;
        };
        let deja = tx(toks, a + 1) == "déjà" && quand_pc.is_some_and(|q| q + 1 < a);
        let veille =
            is_in(tx(toks, j + 1), &["la"]) && tx(toks, j + 2) == "veille" && any_pc_before(a);
        if !(deja || veille) {
            continue;
        }
        // the auxiliary of the "quand" clause itself
        if quand_pc.is_some_and(|q| a <= q + 3) && !veille {
            continue;
        }
        let new = if etre { ETAIS[p] } else { AVAIS[p] };
        let (from, say) = if before(toks, a) == "je" {
            (a - 1, join_elide(&["je".to_string(), new.to_string()]))
        } else {
            (a, new.to_string())
        };
        let why = if veille {
            "it happened before the other past event (\"la veille\")"
        } else {
            "with \"déjà\" it happened before the moment of the \"quand\" clause"
        };
        out.push(found(
            line,
            toks,
            from,
            a,
            say.clone(),
            "fr-tense",
            format!(
                "Use the plus-que-parfait, as {why}: \"{say} {}\", not \"{} {}\".",
                tx(toks, a + 1),
                src_span(line, toks, from, a),
                tx(toks, a + 1)
            ),
        ));
    }
    out
}

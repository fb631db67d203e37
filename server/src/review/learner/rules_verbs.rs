//! Verb-form rules: overregularized pasts ("buyed"), "i am agree", and wrong forms after
//! auxiliaries ("didn't went", "can plays", "have went", "can to swim").

use super::clause::{skip_forward, Person};
use super::verbs::{
    base_of_participle, base_of_past, base_of_third, is_base, overregularized, participle,
    past_is_base,
};
use super::words::{after, at, before, is, starts_sentence, Token, MODALS, PREPOSITIONS};
use super::{Hit, Rule};

pub(super) const IRREGULAR_PAST: Rule = Rule {
    name: "irregular-past",
    on: true,
    explanation:
        "The past of this verb is irregular: \"{say}\", not \"{said}\" (it is not made with -ed).",
    find: irregular_past,
};

fn irregular_past(ws: &[Token]) -> Vec<Hit> {
    (0..ws.len())
        .filter_map(|i| {
            let (_, p, pp) = overregularized(at(ws, i))?;
            let after_have = is(before(ws, i), HAVE_FORMS);
            Some(Hit::new(i, i, if after_have { pp } else { p }))
        })
        .collect()
}

#[rustfmt::skip]
const HAVE_FORMS: &[&str] = &[
    "have", "has", "had", "haven't", "hasn't", "hadn't", "i've", "you've", "we've", "they've",
    "could've", "should've", "would've", "must've", "might've",
];

pub(super) const AM_AGREE: Rule = Rule {
    name: "be-agree",
    on: true,
    explanation:
        "Agree is a verb, so we don't put am/is/are before it: say \"i agree\", not \"i am agree\".",
    find: be_agree,
};

fn be_agree(ws: &[Token]) -> Vec<Hit> {
    #[rustfmt::skip]
    const ADVERBS: &[&str] = &[
        "totally", "completely", "fully", "absolutely", "really", "so", "also", "strongly",
        "quite", "all", "both", "not", "partly",
    ];
    let mut out = Vec::new();
    for (i, t) in ws.iter().enumerate() {
        let Some((subject, be)) = split_be(&t.text) else {
            continue;
        };
        // "are you agree": the subject comes after the verb.
        let (question, first_adverb) = match subject {
            None if is(after(ws, i), &["you", "they", "we", "he", "she", "i"]) => (true, i + 1),
            _ => (false, i),
        };
        let Some(v) = skip_forward(ws, first_adverb, ADVERBS, 3) else {
            continue;
        };
        let verb = at(ws, v);
        if verb != "agree" && verb != "disagree" {
            continue;
        }
        let negative = be.ends_with("n't") || (first_adverb + 1..v).any(|k| at(ws, k) == "not");
        let person = match be.trim_end_matches("n't") {
            "am" | "'m" => Person::First,
            "is" | "'s" => Person::ThirdSingular,
            "was" => Person::First,
            _ => Person::Plural,
        };
        let past = be.starts_with("was") || be.starts_with("were");
        let mut said: Vec<String> = subject.map(str::to_string).into_iter().collect();
        let aux = match (past, person) {
            (true, _) => "did",
            (false, Person::ThirdSingular) => "does",
            _ => "do",
        };
        if question {
            said.push(aux.to_string());
            said.push(at(ws, i + 1).to_string());
        } else if negative {
            said.push(format!("{aux}n't"));
        }
        said.extend(
            (first_adverb + 1..v)
                .map(|k| at(ws, k).to_string())
                .filter(|w| w != "not"),
        );
        said.push(match (question || negative, past, person) {
            (true, _, _) => verb.to_string(),
            (false, true, _) => format!("{verb}d"),
            (false, false, Person::ThirdSingular) => format!("{verb}s"),
            _ => verb.to_string(),
        });
        out.push(Hit::new(i, v, said.join(" ")));
    }
    out
}

/// A form of "be" on its own ("am", "isn't") or contracted onto a pronoun ("i'm", "she's"):
/// the pronoun (if any) and the form.
fn split_be(w: &str) -> Option<(Option<&str>, &str)> {
    const FORMS: &[&str] = &[
        "am", "is", "are", "was", "were", "isn't", "aren't", "wasn't", "weren't",
    ];
    if FORMS.contains(&w) {
        return Some((None, w));
    }
    let (pronoun, be) = w.split_at(w.find('\'')?);
    let ok = matches!(
        (pronoun, be),
        ("i", "'m") | ("he" | "she", "'s") | ("we" | "you" | "they", "'re")
    );
    ok.then_some((Some(pronoun), be))
}

pub(super) const AUX_WITH_WRONG_FORM: Rule = Rule {
    name: "aux-with-wrong-form",
    on: true,
    explanation: "After did/does/don't and after can, will, must… use the base form of the verb: \"didn't go\", \"can play\".",
    find: aux_with_wrong_form,
};

fn aux_with_wrong_form(ws: &[Token]) -> Vec<Hit> {
    const BETWEEN: &[&str] = &[
        "not", "even", "really", "ever", "also", "just", "never", "still",
    ];
    const AMBIGUOUS: &[&str] = &[
        "saw", "found", "felt", "left", "lay", "fell", "ground", "wound", "bound", "rose", "lit",
        "used", "set", "meant",
    ];
    let mut out = Vec::new();
    for (i, t) in ws.iter().enumerate() {
        let w = t.text.as_str();
        let first = if is(w, NEGATED_DO) || (is(w, &["did", "does", "do"]) && after(ws, i) == "not")
        {
            i
        } else if is(w, &["did", "does", "do"]) && opens_question(ws, i) {
            match after(ws, i) {
                "i" | "you" | "we" | "they" | "he" | "she" | "it" => i + 1,
                _ => continue,
            }
        } else if is(w, MODALS) && !noun_before_modal(before(ws, i)) {
            i
        } else {
            continue;
        };
        let Some(v) = skip_forward(ws, first, BETWEEN, 2) else {
            continue;
        };
        let verb = at(ws, v);
        if AMBIGUOUS.contains(&verb) {
            continue;
        }
        // After a modal a participle means a dropped "have" ("should been"): not judged.
        let participle_ok = !is(w, MODALS);
        let base = base_of_third(verb)
            .or_else(|| base_of_past(verb).map(str::to_string))
            .or_else(|| {
                base_of_participle(verb)
                    .filter(|_| participle_ok)
                    .map(str::to_string)
            });
        if let Some(base) = base.filter(|b| !past_is_base(b) && b != verb) {
            out.push(Hit::new(v, v, base));
        }
    }
    out
}

/// "the will", "for might", "a must": the word is a noun, not a modal.
fn noun_before_modal(prev: &str) -> bool {
    is(
        prev,
        &[
            "the", "a", "this", "that", "my", "your", "his", "her", "our", "their",
        ],
    ) || is(prev, PREPOSITIONS)
}

const NEGATED_DO: &[&str] = &["didn't", "doesn't", "don't", "didnt", "doesnt", "dont"];

/// Whether "do/does/did" at `i` opens a question ("did you go", "why did she leave").
fn opens_question(ws: &[Token], i: usize) -> bool {
    starts_sentence(ws, i)
        || is(
            before(ws, i),
            &[
                "why", "where", "when", "what", "how", "who", "so", "and", "but", "then", "also",
            ],
        )
}

pub(super) const HAVE_WITH_PAST: Rule = Rule {
    name: "have-with-past",
    on: true,
    explanation: "After have/has/had use the past participle: \"i have gone\", \"she has seen\", not \"have went\".",
    find: have_with_past,
};

fn have_with_past(ws: &[Token]) -> Vec<Hit> {
    const PASTS: &[&str] = &[
        "went", "came", "saw", "took", "gave", "wrote", "ate", "did", "spoke", "knew", "chose",
        "flew", "grew", "threw", "drew", "rode", "stole", "fell", "drove", "ran", "became",
        "began", "forgave", "hid", "woke", "wore", "tore", "shook", "froze",
    ];
    const BETWEEN: &[&str] = &[
        "never", "already", "just", "ever", "not", "also", "always", "all",
    ];
    let contracted = |w: &str| is(w, HAVE_FORMS) || is(w, &["he's", "she's", "it's"]);
    let mut out = Vec::new();
    for i in 0..ws.len() {
        if !contracted(at(ws, i)) {
            continue;
        }
        // "the ideas i ever had came to me": "had" ends a relative clause there.
        if at(ws, i) == "had" && !subject_opens_clause(ws, i) {
            continue;
        }
        let Some(v) = skip_forward(ws, i, BETWEEN, 2) else {
            continue;
        };
        let w = at(ws, v);
        if let (true, Some(base)) = (PASTS.contains(&w), base_of_past(w)) {
            out.push(Hit::new(v, v, participle(base)));
        }
    }
    out
}

/// Whether a pronoun right before `i` opens its clause ("i had went", "and she had came").
fn subject_opens_clause(ws: &[Token], i: usize) -> bool {
    const OPENERS: &[&str] = &["", "and", "but", "so", "because", "then", "when", "if"];
    i >= 1
        && is(before(ws, i), &["i", "you", "we", "they", "he", "she"])
        && is(before(ws, i - 1), OPENERS)
}

pub(super) const MODAL_WITH_TO: Rule = Rule {
    name: "modal-with-to",
    on: true,
    explanation:
        "After can, must, should, will… the verb comes straight, without \"to\": \"i can swim\".",
    find: modal_with_to,
};

fn modal_with_to(ws: &[Token]) -> Vec<Hit> {
    (0..ws.len())
        .filter(|&i| {
            is(at(ws, i), MODALS)
                && at(ws, i) != "shall"
                && after(ws, i) == "to"
                && is_base(after(ws, i + 1))
                && !is(
                    before(ws, i),
                    &["the", "a", "this", "that", "my", "your", "his", "her"],
                )
        })
        .map(|i| Hit::new(i, i + 1, at(ws, i)))
        .collect()
}

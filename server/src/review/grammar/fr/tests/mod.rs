//! The French rules on example lines: each test states what a learner says, what the rules
//! should suggest, and lines they must leave alone. `first_rules` covers the rules on single
//! words and phrases, `in_context` those that look at tenses in context, verb regimes, false
//! friends, pronouns and agreement with a distant subject.

mod first_rules;
mod in_context;

use super::check;

fn fix(line: &str) -> Vec<(String, String, &'static str)> {
    check(line)
        .into_iter()
        .map(|f| (f.original, f.suggestion, f.rule))
        .collect()
}

/// The line gets exactly this correction (among others).
fn has(line: &str, orig: &str, say: &str, rule: &str) {
    let got = fix(line);
    assert!(
        got.iter()
            .any(|(o, s, r)| o == orig && s == say && *r == rule),
        "{line}: {got:?}"
    );
}

/// The line gets no correction at all.
fn clean(line: &str) {
    assert!(fix(line).is_empty(), "{line}: {:?}", fix(line));
}

//! `cargo bench -p server --bench corrections`: how well the review's corrections find learner
//! mistakes, and how often they flag correct English, for Harper alone (the review before the
//! learner rules) and for the review's checker now (learner rules + Harper with its guards),
//! side by side, on the evaluation set in `benches/corrections/` (see its README).
//!
//! Printed, per error kind and overall: recall (an erroneous sentence counts when a correction
//! covers its planted error words) and false alarms (a correct twin with any correction), then
//! false alarms on natural native sentences, the Harper rules that fired on correct sentences,
//! and the time per line. Then the same checkers on the held-out set (`corrections/heldout/`,
//! written blind), per half: sentences flagged, corrections that bring a sentence closer to
//! the human correction, false alarms on the corrected sentences and on native lines.

use std::collections::BTreeMap;
use std::time::Instant;

use harper_core::linting::LintGroup;
use harper_core::parsers::PlainEnglish;
use harper_core::spell::FstDictionary;
use harper_core::{Dialect, Document};
use server::review::corrections::{Checker, HARPER_OFF};

struct Row {
    kind: String,
    wrong: String,
    right: String,
    error_words: String,
}

fn data(name: &str) -> String {
    let path = format!("{}/benches/corrections/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn rows() -> Vec<Row> {
    data("learner_sentences.tsv")
        .lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            assert_eq!(f.len(), 4, "a row has 4 fields: {l}");
            Row {
                kind: f[0].into(),
                wrong: f[1].into(),
                right: f[2].into(),
                error_words: f[3].into(),
            }
        })
        .collect()
}

/// Whether a correction of `original` in `line` covers any of `error_words` (byte ranges of
/// their first occurrences overlap).
fn covers(line: &str, original: &str, error_words: &str) -> bool {
    let (Some(a), Some(b)) = (line.find(original.trim()), line.find(error_words)) else {
        return false;
    };
    let (a_end, b_end) = (a + original.trim().len(), b + error_words.len());
    a < b_end && b < a_end
}

#[derive(Default, Clone, Copy)]
struct Tally {
    rows: u32,
    found: u32,
    false_alarms: u32,
}

fn pct(n: u32, of: u32) -> String {
    if of == 0 {
        return "-".into();
    }
    format!("{:5.1}%", f64::from(n) * 100.0 / f64::from(of))
}

fn main() {
    let rows = rows();
    let native: Vec<String> = data("native_sentences.txt")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(String::from)
        .collect();
    let mut checkers = [
        ("Harper alone", Checker::harper_alone()),
        ("Harper + learner rules", Checker::english()),
    ];
    let mut by_kind: BTreeMap<String, [Tally; 2]> = BTreeMap::new();
    let mut total = [Tally::default(); 2];
    let mut native_alarms = [0u32; 2];
    let mut lines = 0u32;
    let started = Instant::now();
    for (i, (_, checker)) in checkers.iter_mut().enumerate() {
        for r in &rows {
            let t = &mut by_kind.entry(r.kind.clone()).or_default()[i];
            let found = checker
                .check(&r.wrong, 0)
                .iter()
                .any(|c| covers(&r.wrong, &c.original, &r.error_words));
            let alarm = !checker.check(&r.right, 0).is_empty();
            for t in [t, &mut total[i]] {
                t.rows += 1;
                t.found += u32::from(found);
                t.false_alarms += u32::from(alarm);
            }
        }
        for n in &native {
            native_alarms[i] += u32::from(!checker.check(n, 0).is_empty());
        }
        lines += 2 * rows.len() as u32 + native.len() as u32;
    }
    let per_line = started.elapsed() / lines.max(1);

    println!(
        "corrections: {} learner sentences with a correct twin each, {} native sentences",
        rows.len(),
        native.len()
    );
    println!();
    println!(
        "{:<24} {:>5}   {:>22}   {:>22}",
        "", "", checkers[0].0, checkers[1].0
    );
    println!(
        "{:<24} {:>5}   {:>10} {:>11}   {:>10} {:>11}",
        "kind", "rows", "recall", "false alarm", "recall", "false alarm"
    );
    let line = |name: &str, t: [Tally; 2]| {
        println!(
            "{:<24} {:>5}   {:>10} {:>11}   {:>10} {:>11}",
            name,
            t[0].rows,
            pct(t[0].found, t[0].rows),
            pct(t[0].false_alarms, t[0].rows),
            pct(t[1].found, t[1].rows),
            pct(t[1].false_alarms, t[1].rows)
        )
    };
    for (kind, t) in &by_kind {
        line(kind, *t);
    }
    line("all", total);
    println!(
        "{:<24} {:>5}   {:>10} {:>11}   {:>10} {:>11}",
        "native sentences",
        native.len(),
        "",
        pct(native_alarms[0], native.len() as u32),
        "",
        pct(native_alarms[1], native.len() as u32)
    );
    println!();

    // Which of Harper's rules fire on correct English (twins and native sentences): candidates
    // for HARPER_OFF.
    let mut harper = LintGroup::new_curated(FstDictionary::curated(), Dialect::American);
    harper.config.set_rule_enabled("LookingForwardTo", false); // prints to stdout
    let mut fired: BTreeMap<String, (u32, String)> = BTreeMap::new();
    for s in rows
        .iter()
        .map(|r| r.right.as_str())
        .chain(native.iter().map(String::as_str))
    {
        let doc = Document::new_curated(s, &PlainEnglish);
        for (rule, lints) in harper.organized_lints(&doc) {
            let kept: Vec<_> = lints
                .iter()
                .filter(|l| server::review::corrections::kept_kind(l.lint_kind))
                .collect();
            if !kept.is_empty() {
                let e = fired.entry(rule).or_insert((0, s.to_owned()));
                e.0 += 1;
            }
        }
    }
    println!("Harper rules that fired on correct sentences (marked * when off in reviews):");
    if fired.is_empty() {
        println!("  none");
    }
    for (rule, (n, example)) in &fired {
        let off = if HARPER_OFF.contains(&rule.as_str()) {
            "*"
        } else {
            " "
        };
        println!("  {off}{rule:<36} {n:>3}  e.g. \"{example}\"");
    }
    println!();
    println!("time per line (both checkers, {lines} lines): {per_line:?}");
    println!();
    held_out(&mut checkers);
}

/// A row of the held-out set (`heldout/README.md`): a learner utterance with one to three
/// errors and its minimal correction.
struct Fixed {
    wrong: String,
    right: String,
}

/// The held-out set's learner rows and native lines, each split into the tuning half (odd
/// data lines) and the held-out half (even data lines).
fn held_out_halves() -> ([Vec<Fixed>; 2], [Vec<String>; 2]) {
    let mut learner: [Vec<Fixed>; 2] = Default::default();
    for (i, l) in data("heldout/learner.tsv")
        .lines()
        .skip(1)
        .filter(|l| !l.trim().is_empty())
        .enumerate()
    {
        let f: Vec<&str> = l.split('\t').collect();
        assert_eq!(f.len(), 4, "a held-out row has 4 fields: {l}");
        learner[i % 2].push(Fixed {
            wrong: f[1].into(),
            right: f[2].into(),
        });
    }
    let mut native: [Vec<String>; 2] = Default::default();
    for (i, l) in data("heldout/native.txt")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .enumerate()
    {
        native[i % 2].push(l.to_owned());
    }
    (learner, native)
}

/// Word-level edit distance.
fn distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<&str>, Vec<&str>) = (
        a.split_whitespace().collect(),
        b.split_whitespace().collect(),
    );
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, x) in a.iter().enumerate() {
        let mut diag = row[0];
        row[0] = i + 1;
        for (j, y) in b.iter().enumerate() {
            let next = (diag + usize::from(x != y))
                .min(row[j] + 1)
                .min(row[j + 1] + 1);
            diag = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

/// `line` with each correction's suggestion in place of its words (first match, in order).
fn corrected(line: &str, fixes: &[app::review::Correction]) -> String {
    let mut out = line.to_owned();
    let mut from = 0;
    for c in fixes {
        if let Some(at) = out[from..].find(c.original.trim()).map(|k| k + from) {
            out.replace_range(at..at + c.original.trim().len(), c.suggestion.trim());
            from = at + c.suggestion.trim().len();
        }
    }
    out.to_lowercase()
}

/// The held-out set, per half and checker: how many sentences that need a fix get any
/// correction ("flagged"), for how many the corrections bring the sentence closer to the
/// human correction (word edit distance), and false alarms on the corrected sentences and on
/// the native lines.
fn held_out(checkers: &mut [(&str, Checker); 2]) {
    let (learner, native) = held_out_halves();
    assert!(
        learner.iter().all(|h| h.len() >= 150) && native.iter().all(|h| h.len() >= 150),
        "the held-out set is missing (heldout/): its figures would mean nothing"
    );
    println!("held-out set (written blind, heldout/README.md): learner sentences with 1-3 errors, native lines");
    println!(
        "{:<30} {:<10} {:>7} {:>9} {:>9} {:>13} {:>9}",
        "checker", "half", "rows", "flagged", "closer", "alarm (fixed)", "native"
    );
    for (name, checker) in checkers.iter_mut() {
        for (half, label) in ["tuning", "held out"].iter().enumerate() {
            let rows = &learner[half];
            let (mut flagged, mut closer, mut alarms) = (0u32, 0u32, 0u32);
            for r in rows {
                let fixes = checker.check(&r.wrong, 0);
                flagged += u32::from(!fixes.is_empty());
                closer += u32::from(
                    distance(&corrected(&r.wrong, &fixes), &r.right) < distance(&r.wrong, &r.right),
                );
                alarms += u32::from(!checker.check(&r.right, 0).is_empty());
            }
            let native_alarms = native[half]
                .iter()
                .filter(|n| !checker.check(n, 0).is_empty())
                .count() as u32;
            let n = rows.len() as u32;
            println!(
                "{:<30} {:<10} {:>7} {:>9} {:>9} {:>13} {:>9}",
                name,
                label,
                n,
                pct(flagged, n),
                pct(closer, n),
                pct(alarms, n),
                pct(native_alarms, native[half].len() as u32)
            );
        }
    }
}

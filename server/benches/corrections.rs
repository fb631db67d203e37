//! `cargo bench -p server --bench corrections`: how well the review's corrections find learner
//! mistakes, and how often they flag correct English, for Harper alone (the review before the
//! learner rules), the learner rules + Harper with its guards, and the review's checker now
//! (the same with the language model layer), side by side, on the evaluation set in
//! `benches/corrections/` (see its README). It stops with an error when the model layer's
//! model is not installed: its column would silently repeat the one before.
//!
//! Printed, per error kind and overall: recall (an erroneous sentence counts when a correction
//! covers its planted error words) and false alarms (a correct twin with any correction), then
//! false alarms on natural native sentences, the Harper rules that fired on correct sentences,
//! and the time per line. Then the same checkers on the held-out set (`corrections/heldout/`,
//! written blind), per half: sentences flagged, corrections that bring a sentence closer to
//! the human correction, false alarms on the corrected sentences and on native lines, and the
//! time per line, for those checkers and the review's second pass (the transformer model
//! judging the model layer's edits; `PARLEY_BENCH_JUDGING=FLOOR,GAIN,PREPOSITION_GAIN` tries other
//! settings);
//! and the model layer's corrections there by kind of edit. `PARLEY_BENCH_LM_SWEEP=tuning`
//! instead sweeps the second pass's settings on the tuning half alone. Last, the Spanish, French
//! and German learner rules on their own held-out sets (`heldout/{es,fr,de}/`), per half;
//! `PARLEY_BENCH_LANGUAGES=es,fr,de` runs only that part (no English model needed).

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
    if let Ok(sweep) = std::env::var("PARLEY_BENCH_LM_SWEEP") {
        assert_eq!(
            sweep, "tuning",
            "PARLEY_BENCH_LM_SWEEP=tuning sweeps the tuning half only"
        );
        return lm_sweep();
    }
    if let Ok(list) = std::env::var("PARLEY_BENCH_LANGUAGES") {
        return languages(&list);
    }
    let rows = rows();
    let native: Vec<String> = data("native_sentences.txt")
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(String::from)
        .collect();
    let with_model = Checker::english();
    assert!(
        with_model.has_model(),
        "the model layer's model is not installed ({}): run scripts/grammar-model",
        server::review::model_layer::model_path().display()
    );
    let mut checkers = [
        ("Harper alone", Checker::harper_alone()),
        ("rules + Harper", Checker::english().without_model()),
        ("rules + Harper + model", with_model),
    ];
    let mut by_kind: BTreeMap<String, [Tally; 3]> = BTreeMap::new();
    let mut total = [Tally::default(); 3];
    let mut native_alarms = [0u32; 3];
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
    print!("{:<24} {:>5}", "", "");
    for (name, _) in &checkers {
        print!("   {name:>22}");
    }
    println!();
    print!("{:<24} {:>5}", "kind", "rows");
    for _ in &checkers {
        print!("   {:>10} {:>11}", "recall", "false alarm");
    }
    println!();
    let line = |name: &str, t: [Tally; 3]| {
        print!("{:<24} {:>5}", name, t[0].rows);
        for t in t {
            print!(
                "   {:>10} {:>11}",
                pct(t.found, t.rows),
                pct(t.false_alarms, t.rows)
            );
        }
        println!();
    };
    for (kind, t) in &by_kind {
        line(kind, *t);
    }
    line("all", total);
    print!("{:<24} {:>5}", "native sentences", native.len());
    for alarms in native_alarms {
        print!("   {:>10} {:>11}", "", pct(alarms, native.len() as u32));
    }
    println!();
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
    println!("time per line (all three checkers, {lines} lines): {per_line:?}");
    let model_layer_cost = per_sentence(&mut checkers[2].1, &native)
        .saturating_sub(per_sentence(&mut checkers[1].1, &native));
    println!("the model layer's cost per sentence: {model_layer_cost:?}");
    println!();
    let transformer = Checker::english().with_transformer().judging(judging());
    assert!(
        transformer.has_transformer(),
        "the transformer model is not installed ({}): run scripts/grammar-model",
        server::review::lm::path().display()
    );
    let [a, b, c] = checkers;
    held_out(&mut [a, b, c, ("... + transformer (pass 2)", transformer)]);
    println!();
    model_layer_kinds();
    println!();
    languages("es,fr,de");
}

/// `PARLEY_BENCH_LANGUAGES=es,fr,de`: the Spanish, French and German learner rules on their
/// held-out sets (`heldout/{es,fr,de}/`, written blind), per half (the rules were written
/// against the tuning half): before (no corrections for these languages) and after, then the
/// held-out half's flagged share per kind of error and the rules that fired.
fn languages(list: &str) {
    use app::domain::Language;
    use server::review::grammar;
    println!("learner rules per language (held-out sets written blind, heldout/README.md; tuned on the tuning half)");
    println!(
        "{:<9} {:<10} {:>7} {:>9} {:>9} {:>13} {:>9} {:>10}",
        "language", "half", "rows", "flagged", "closer", "alarm (fixed)", "native", "time/line"
    );
    /// Per language: the held-out half's rows and rows flagged by kind, and each rule's
    /// findings on learner and on correct lines.
    type Tallies = (
        Language,
        BTreeMap<String, (u32, u32)>,
        BTreeMap<&'static str, (u32, u32)>,
    );
    let mut kinds: Vec<Tallies> = Vec::new();
    for code in list.split(',').map(str::trim).filter(|c| !c.is_empty()) {
        let language = Language::parse(code).unwrap_or_else(|e| panic!("{e}"));
        let sets = language_sets(code);
        let mut by_kind: BTreeMap<String, (u32, u32)> = BTreeMap::new();
        let mut by_rule: BTreeMap<&str, (u32, u32)> = BTreeMap::new();
        for (set, (label, rows, native)) in sets.iter().enumerate() {
            // The held-out half is the last set; the breakdowns are of it alone.
            let held_out = set + 1 == sets.len();
            let check =
                |line: &str| grammar::check(language, line).expect("rules for this language");
            let t = Instant::now();
            let (mut flagged, mut closer, mut alarms, mut native_alarms) = (0u32, 0u32, 0u32, 0u32);
            for r in rows {
                let found = check(&r.wrong);
                let fixes = grammar::corrections(language, &r.wrong, 0).unwrap_or_default();
                flagged += u32::from(!found.is_empty());
                closer += u32::from(
                    distance(&corrected(&r.wrong, &fixes), &r.right) < distance(&r.wrong, &r.right),
                );
                let twin = check(&r.right);
                alarms += u32::from(!twin.is_empty());
                if held_out {
                    let k = by_kind.entry(r.kind.clone()).or_default();
                    k.0 += 1;
                    k.1 += u32::from(!found.is_empty());
                    for f in &found {
                        by_rule.entry(f.rule).or_default().0 += 1;
                    }
                    for f in &twin {
                        by_rule.entry(f.rule).or_default().1 += 1;
                    }
                }
            }
            for n in native {
                let found = check(n);
                native_alarms += u32::from(!found.is_empty());
                if held_out {
                    for f in &found {
                        by_rule.entry(f.rule).or_default().1 += 1;
                    }
                }
            }
            let per_line = t.elapsed() / (2 * rows.len() + native.len()) as u32;
            let rows_n = rows.len() as u32;
            assert!(
                !held_out || flagged > 0,
                "the {code} rules flagged nothing on the held-out half: they are not running"
            );
            println!(
                "{:<9} {:<10} {:>7} {:>9} {:>9} {:>13} {:>9} {:>10.1?}",
                language.label(),
                label,
                rows_n,
                pct(flagged, rows_n),
                pct(closer, rows_n),
                pct(alarms, rows_n),
                pct(native_alarms, native.len() as u32),
                per_line
            );
        }
        kinds.push((language, by_kind, by_rule));
    }
    println!("(before: no corrections at all for these languages, 0% flagged)");
    for (language, by_kind, by_rule) in kinds {
        println!();
        println!(
            "{} held-out half, flagged by the error's kind (the set's first label):",
            language.label()
        );
        let mut sorted: Vec<_> = by_kind.into_iter().collect();
        sorted.sort_by_key(|(_, (n, _))| std::cmp::Reverse(*n));
        for (kind, (n, found)) in sorted {
            println!("  {kind:<40} {n:>4} {:>7}", pct(found, n));
        }
        println!(
            "{} held-out half, rules that fired (on learner lines, on correct lines):",
            language.label()
        );
        for (rule, (on_learner, on_correct)) in by_rule {
            println!("  {rule:<40} {on_learner:>4} {on_correct:>4}");
        }
    }
}

/// A row of a language's held-out set: its first kind label, the learner line, its correction.
struct Labelled {
    kind: String,
    wrong: String,
    right: String,
}

/// A language's sets, each (label, learner rows, native lines): the held-out set's tuning half
/// (odd data lines), the second tuning set (`tuning/`, written blind too, all of it for
/// tuning), and last the held-out half (even data lines). Stops when a set is short.
fn language_sets(code: &str) -> Vec<(&'static str, Vec<Labelled>, Vec<String>)> {
    let rows = |name: &str| -> Vec<Labelled> {
        data(name)
            .lines()
            .skip(1)
            .filter(|l| !l.trim().is_empty())
            .map(|l| {
                let f: Vec<&str> = l.split('\t').collect();
                assert_eq!(f.len(), 5, "a row of {name} has 5 fields: {l}");
                Labelled {
                    kind: f[1].split('+').next().unwrap_or_default().to_owned(),
                    wrong: f[2].into(),
                    right: f[3].into(),
                }
            })
            .collect()
    };
    let lines = |name: &str| -> Vec<String> {
        data(name)
            .lines()
            .map(str::trim)
            .filter(|l| !l.is_empty())
            .map(str::to_owned)
            .collect()
    };
    let (tuning, held) = halves(rows(&format!("heldout/{code}/learner.tsv")));
    let (tuning_native, held_native) = halves(lines(&format!("heldout/{code}/native.txt")));
    let sets = vec![
        ("tuning", tuning, tuning_native),
        (
            "tuning 2",
            rows(&format!("tuning/{code}/learner.tsv")),
            lines(&format!("tuning/{code}/native.txt")),
        ),
        ("held out", held, held_native),
    ];
    for (label, rows, native) in &sets {
        assert!(
            rows.len() >= 150 && native.len() >= 150,
            "the {code} {label} set is short ({} learner rows, {} native lines): its figures would mean nothing",
            rows.len(),
            native.len()
        );
    }
    sets
}

/// The odd items (the tuning half) and the even ones (the held-out half), counting from one.
fn halves<T>(all: Vec<T>) -> (Vec<T>, Vec<T>) {
    let (odd, even): (Vec<_>, Vec<_>) = all.into_iter().enumerate().partition(|(i, _)| i % 2 == 0);
    let items = |v: Vec<(usize, T)>| v.into_iter().map(|(_, t)| t).collect();
    (items(odd), items(even))
}

/// The model layer's corrections on the held-out set by kind of edit, per half: on learner
/// lines, and on correct lines (the corrected sentences and the native lines), where each is
/// a false alarm. The layer alone after the learner rules (Harper's corrections are not taken
/// out first), so the figures are a little above its share in the checker.
fn model_layer_kinds() {
    use server::review::{learner, model_layer};
    let model = model_layer::model().expect("the model layer's model");
    let (learner_rows, native) = held_out_halves();
    let mut kinds: BTreeMap<String, [u32; 4]> = BTreeMap::new();
    let mut count = |line: &str, column: usize| {
        let taken: Vec<(usize, usize)> = learner::check(line)
            .iter()
            .map(|f| (f.start, f.end))
            .collect();
        for f in model_layer::check(model, line, &taken) {
            kinds.entry(f.kind).or_default()[column] += 1;
        }
    };
    for half in 0..2 {
        for r in &learner_rows[half] {
            count(&r.wrong, half * 2);
            count(&r.right, half * 2 + 1);
        }
        for n in &native[half] {
            count(n, half * 2 + 1);
        }
    }
    println!("the model layer's corrections by kind of edit (held-out set; on learner lines, and on correct lines: false alarms)");
    println!(
        "{:<24} {:>15} {:>15} {:>15} {:>15}",
        "edit", "tuning learner", "tuning correct", "held-out lrnr", "held-out corr"
    );
    for (kind, n) in &kinds {
        println!(
            "{kind:<24} {:>15} {:>15} {:>15} {:>15}",
            n[0], n[1], n[2], n[3]
        );
    }
}

/// Mean time `checker` takes per line of `lines` (the best of three runs).
fn per_sentence(checker: &mut Checker, lines: &[String]) -> std::time::Duration {
    (0..3)
        .map(|_| {
            let t = Instant::now();
            for l in lines {
                std::hint::black_box(checker.check(l, 0));
            }
            t.elapsed() / lines.len().max(1) as u32
        })
        .min()
        .unwrap_or_default()
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
fn held_out(checkers: &mut [(&str, Checker)]) {
    let (learner, native) = held_out_halves();
    assert!(
        learner.iter().all(|h| h.len() >= 150) && native.iter().all(|h| h.len() >= 150),
        "the held-out set is missing (heldout/): its figures would mean nothing"
    );
    println!("held-out set (written blind, heldout/README.md): learner sentences with 1-3 errors, native lines");
    println!(
        "(the transformer on {} thread(s): CANDLE_NUM_THREADS; the server uses 1)",
        std::env::var("CANDLE_NUM_THREADS").unwrap_or_else(|_| "all".into())
    );
    println!(
        "{:<30} {:<10} {:>7} {:>9} {:>9} {:>13} {:>9} {:>10}",
        "checker", "half", "rows", "flagged", "closer", "alarm (fixed)", "native", "time/line"
    );
    for (name, checker) in checkers.iter_mut() {
        for (half, label) in ["tuning", "held out"].iter().enumerate() {
            let t = Instant::now();
            let f = figures(checker, &learner[half], &native[half]);
            let lines = 2 * learner[half].len() + native[half].len();
            let per_line = t.elapsed() / lines as u32;
            println!("{name:<30} {label:<10} {f} {per_line:>10.1?}");
        }
    }
}

/// A checker's figures on one half of the held-out set.
struct Figures {
    rows: u32,
    flagged: u32,
    closer: u32,
    alarms: u32,
    native: u32,
    native_alarms: u32,
}

impl std::fmt::Display for Figures {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(
            f,
            "{:>7} {:>9} {:>9} {:>13} {:>9}",
            self.rows,
            pct(self.flagged, self.rows),
            pct(self.closer, self.rows),
            pct(self.alarms, self.rows),
            pct(self.native_alarms, self.native)
        )
    }
}

fn figures(checker: &mut Checker, rows: &[Fixed], native: &[String]) -> Figures {
    let (mut flagged, mut closer, mut alarms) = (0u32, 0u32, 0u32);
    for r in rows {
        let fixes = checker.check(&r.wrong, 0);
        flagged += u32::from(!fixes.is_empty());
        closer += u32::from(
            distance(&corrected(&r.wrong, &fixes), &r.right) < distance(&r.wrong, &r.right),
        );
        alarms += u32::from(!checker.check(&r.right, 0).is_empty());
    }
    let native_alarms = native
        .iter()
        .filter(|n| !checker.check(n, 0).is_empty())
        .count() as u32;
    Figures {
        rows: rows.len() as u32,
        flagged,
        closer,
        alarms,
        native: native.len() as u32,
        native_alarms,
    }
}

/// How the transformer judges: as served, or `PARLEY_BENCH_JUDGING=FLOOR,GAIN,PREPOSITION_GAIN`
/// (tries as served).
fn judging() -> server::review::model_layer::Judging {
    use server::review::model_layer::Judging;
    let Ok(set) = std::env::var("PARLEY_BENCH_JUDGING") else {
        return Judging::SERVED;
    };
    let usage = "PARLEY_BENCH_JUDGING=FLOOR,GAIN,PREPOSITION_GAIN";
    let parsed: Vec<f32> = set
        .split(',')
        .map(|v| v.trim().parse().expect(usage))
        .collect();
    assert_eq!(parsed.len(), 3, "{usage}");
    let j = Judging {
        floor: parsed[0],
        min_gain: parsed[1],
        preposition_gain: parsed[2],
        ..Judging::SERVED
    };
    println!("(the transformer judging as PARLEY_BENCH_JUDGING says: {j:?})");
    j
}

/// `PARLEY_BENCH_LM_SWEEP=tuning`: how the transformer model's judging settles on the tuning
/// half of the held-out set, for each setting tried; the held-out half is not read.
fn lm_sweep() {
    use server::review::model_layer::Judging;
    let (learner, native) = held_out_halves();
    let (learner, native) = (&learner[0], &native[0]);
    println!(
        "the transformer's judging, tuning half only ({} learner rows, {} native lines)",
        learner.len(),
        native.len()
    );
    println!(
        "{:<32} {:>7} {:>9} {:>9} {:>13} {:>9}",
        "setting", "rows", "flagged", "closer", "alarm (fixed)", "native"
    );
    let rules = figures(&mut Checker::english(), learner, native);
    println!("{:<32} {rules}", "3-gram alone (pass 1)");
    for floor in [0.5f32, 1.0] {
        for min_gain in [2.5f32, 3.0, 3.5] {
            for preposition_gain in [min_gain, 5.0, 6.0, 7.0, 8.0] {
                let judging = Judging {
                    floor,
                    min_gain,
                    preposition_gain,
                    ..Judging::SERVED
                };
                let mut c = Checker::english().with_transformer().judging(judging);
                assert!(
                    c.has_transformer(),
                    "the transformer model is not installed"
                );
                let f = figures(&mut c, learner, native);
                let name = format!("floor {floor} gain {min_gain} prep {preposition_gain}");
                println!("{name:<32} {f}");
            }
        }
    }
}

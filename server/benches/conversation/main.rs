//! `cargo bench -p server --bench conversation`: how well the offline AI partner
//! (`server/src/partner/engine/`) keeps up a conversation, judged by word rules.
//!
//! Each call of `script.tsv` (191 learner turns in 17 calls) is played to a fresh
//! `Conversation` with an English persona (the catalogue's English personas in turn, seeded with
//! the call number) at the call's level: the greeting, then one reply per learner turn. Each
//! reply is judged with `judge.rs`. It prints the share of questions to the partner that the
//! reply answers (overall and per kind), the share of replies on the learner's thread, the
//! replies that repeat an earlier line of the same call (the greeting included), and the
//! replies that correct the learner (must be 0). No timing: the engine is deterministic.
//!
//! Three columns, judged by the same rules in the same run: **before**, the replies the engine
//! gave to `script.tsv` before it answered questions and followed the thread (recorded in
//! `before.tsv` from commit 167e8c1, so they are judged afresh whenever the rules change);
//! **after**, the engine now; **held out**, the engine now on `heldout.tsv`, a script written
//! without looking at the engine's tables, which shows how far the figures carry beyond the
//! turns the engine was written against.
//!
//! Then the Spanish, French and German partners on held-out scripts in their languages
//! (`languages/{es,fr,de}.tsv`, written blind), judged by `judge_lang.rs` (written without
//! reading the engine or its tables), with the same figures.
//!
//! Environment: `PARLEY_BENCH_SHOW=1` also prints every turn of `script.tsv`, the reply and its
//! verdicts; `PARLEY_BENCH_SHOW=heldout` the same for `heldout.tsv`, and `es`, `fr`, `de` for
//! those languages' scripts.

#[path = "../common/mod.rs"]
mod common;
// Its tests are `server/tests/conversation_judge.rs`.
mod judge;
// The same for Spanish, French and German, written without reading the engine or its tables.
// Its tests run in `server/tests/conversation_judge.rs`; a test build of the bench has them
// but no harness to call them.
#[cfg_attr(test, allow(dead_code, unused_imports))]
mod judge_lang;

use app::domain::{Language, Level};
use server::partner::engine::Conversation;
use server::partner::persona::{self, Persona};

use judge::Kind;

const SCRIPT: &str = include_str!("script.tsv");
const HELD_OUT: &str = include_str!("heldout.tsv");
/// The replies of the engine at commit 167e8c1 to `script.tsv`: call, turn (0 is the
/// greeting), reply.
const BEFORE: &str = include_str!("before.tsv");
/// Scripts in other languages, each written by someone who had not read the engine's tables
/// (`languages/`), judged by `judge_lang.rs`: per language the held-out script, the engine's
/// replies to it before these languages had persona lives and full phrasebooks (commit
/// c073648, as `before.tsv` is for English), and a second script by another such writer that
/// the engine may be tuned on (`tuning-*.tsv`), as `script.tsv` is for English.
const IN_LANGUAGES: [(Language, &str, &str, &str); 3] = [
    (
        Language::Spanish,
        include_str!("languages/es.tsv"),
        include_str!("languages/before-es.tsv"),
        include_str!("languages/tuning-es.tsv"),
    ),
    (
        Language::French,
        include_str!("languages/fr.tsv"),
        include_str!("languages/before-fr.tsv"),
        include_str!("languages/tuning-fr.tsv"),
    ),
    (
        Language::German,
        include_str!("languages/de.tsv"),
        include_str!("languages/before-de.tsv"),
        include_str!("languages/tuning-de.tsv"),
    ),
];

const KINDS: [Kind; 10] = [
    Kind::WhLife,
    Kind::WhRoutine,
    Kind::WhLike,
    Kind::Opinion,
    Kind::Ever,
    Kind::YesNo,
    Kind::Prefer,
    Kind::Help,
    Kind::Slower,
    Kind::Meaning,
];

/// One learner turn of a script.
struct Turn {
    call: u64,
    level: Level,
    kind: Kind,
    text: &'static str,
}

fn rows(tsv: &'static str, header: &str) -> impl Iterator<Item = Vec<&'static str>> {
    let mut lines = tsv.lines();
    assert_eq!(lines.next(), Some(header), "header");
    lines
        .filter(|l| !l.trim().is_empty())
        .map(|line| line.split('\t').collect())
}

fn script(tsv: &'static str) -> Vec<Turn> {
    rows(tsv, "call\tlevel\tkind\tturn")
        .map(|f| {
            assert_eq!(f.len(), 4, "script row: {f:?}");
            Turn {
                call: f[0].parse().expect("call number"),
                level: Level::parse(f[1]).expect("level"),
                kind: Kind::from_label(f[2]).expect("kind"),
                text: f[3],
            }
        })
        .collect()
}

/// The calls of a script, in order.
fn calls(turns: &[Turn]) -> Vec<&[Turn]> {
    let mut out = Vec::new();
    let mut rest = turns;
    while let Some(first) = rest.first() {
        let n = rest.iter().take_while(|t| t.call == first.call).count();
        let (call, next) = rest.split_at(n);
        out.push(call);
        rest = next;
    }
    out
}

/// Every line of each call: the greeting, then one reply per turn.
fn engine_lines(turns: &[Turn], english: &[Persona]) -> Vec<Vec<String>> {
    calls(turns)
        .into_iter()
        .map(|call| {
            let first = &call[0];
            let persona = english[(first.call as usize) % english.len()];
            let mut partner = Conversation::new(persona, first.level, first.call);
            let mut said = vec![partner.greeting()];
            said.extend(call.iter().map(|t| partner.reply(t.text)));
            said
        })
        .collect()
}

fn recorded_lines(turns: &[Turn]) -> Vec<Vec<String>> {
    recorded(turns, BEFORE)
}

/// The replies recorded in `tsv` (call, turn, reply; turn 0 is the greeting) for `turns`.
fn recorded(turns: &[Turn], tsv: &'static str) -> Vec<Vec<String>> {
    let mut lines: Vec<Vec<String>> = calls(turns).iter().map(|_| Vec::new()).collect();
    for f in rows(tsv, "call\tturn\treply") {
        let call: usize = f[0].parse().expect("call");
        let turn: usize = f[1].parse().expect("turn");
        assert_eq!(lines[call - 1].len(), turn, "before.tsv in order");
        lines[call - 1].push(f[2].to_owned());
    }
    for (call, said) in calls(turns).iter().zip(&lines) {
        assert_eq!(
            said.len(),
            call.len() + 1,
            "before.tsv: call {}",
            call[0].call
        );
    }
    lines
}

/// What the rules make of one script's replies.
#[derive(Default)]
struct Figures {
    turns: usize,
    questions: usize,
    answered: usize,
    per_kind: [(usize, usize); KINDS.len()],
    on_thread: usize,
    repeats: usize,
    corrections: usize,
    /// Turns whose script label the rules read differently: the figures would not mean what
    /// they say.
    misread: Vec<&'static str>,
}

/// The judge's three verdicts on one reply (answers, on the thread, corrects) in `language`.
fn verdicts(language: Language, turn: &Turn, reply: &str) -> (bool, bool, bool) {
    let is_question = turn.kind != Kind::Statement;
    match language {
        Language::English => (
            is_question && judge::answers(turn.text, reply),
            judge::on_thread(turn.text, reply),
            judge::corrects(turn.text, reply),
        ),
        other => {
            let code = other.as_str();
            (
                is_question && judge_lang::answers(code, turn.kind, turn.text, reply),
                judge_lang::on_thread(code, turn.text, reply),
                judge_lang::corrects(code, turn.text, reply),
            )
        }
    }
}

fn judged(turns: &[Turn], lines: &[Vec<String>], show: bool, personas: &[Persona]) -> Figures {
    judged_in(Language::English, turns, lines, show, personas)
}

fn judged_in(
    language: Language,
    turns: &[Turn],
    lines: &[Vec<String>],
    show: bool,
    personas: &[Persona],
) -> Figures {
    let mut f = Figures::default();
    for (call, said) in calls(turns).into_iter().zip(lines) {
        if show {
            let p = personas[(call[0].call as usize) % personas.len()];
            let level = call[0].level.as_str();
            println!(
                "\n== call {} ({level}, {}) ==\n  partner: {}",
                call[0].call, p.id, said[0]
            );
        }
        for (i, turn) in call.iter().enumerate() {
            let reply = &said[i + 1];
            let is_question = turn.kind != Kind::Statement;
            // The English judge also reads the kind of each turn; the others take the label.
            if language == Language::English
                && (judge::is_question_to_partner(turn.text) != is_question
                    || judge::question_kind(turn.text) != turn.kind)
            {
                f.misread.push(turn.text);
            }
            let (answer, thread, correction) = verdicts(language, turn, reply);
            let repeat = judge::repeated(&said[..i + 2]) > judge::repeated(&said[..i + 1]);
            f.turns += 1;
            if is_question {
                f.questions += 1;
                f.answered += answer as usize;
                let k = KINDS.iter().position(|k| *k == turn.kind).unwrap();
                f.per_kind[k].0 += 1;
                f.per_kind[k].1 += answer as usize;
            }
            f.on_thread += thread as usize;
            f.repeats += repeat as usize;
            f.corrections += correction as usize;
            if show {
                let shared: Vec<String> = judge::content_words(turn.text)
                    .into_iter()
                    .filter(|w| judge::content_words(reply).contains(w))
                    .collect();
                let mut verdicts = vec![];
                if is_question {
                    verdicts.push(if answer { "answered" } else { "NOT ANSWERED" });
                }
                verdicts.push(if thread { "on thread" } else { "OFF THREAD" });
                if repeat {
                    verdicts.push("REPEAT");
                }
                if correction {
                    verdicts.push("CORRECTS");
                }
                let shared = if shared.is_empty() {
                    "-".into()
                } else {
                    shared.join(" ")
                };
                println!(
                    "  learner [{}]: {}\n  partner: {reply}\n    -> {} (shared: {shared})",
                    turn.kind.label(),
                    turn.text,
                    verdicts.join(", "),
                );
            }
        }
    }
    f
}

fn percent(part: usize, whole: usize) -> String {
    match whole {
        0 => "-".into(),
        _ => format!("{:.1}%", 100.0 * part as f64 / whole as f64),
    }
}

fn main() {
    if common::listing() {
        return;
    }
    let show = std::env::var("PARLEY_BENCH_SHOW").unwrap_or_default();
    let english: Vec<Persona> = persona::all()
        .iter()
        .filter(|p| p.language == Language::English)
        .copied()
        .collect();
    assert!(!english.is_empty(), "an English persona");

    let turns = script(SCRIPT);
    let held_out = script(HELD_OUT);
    let before = judged(&turns, &recorded_lines(&turns), false, &english);
    let after = judged(
        &turns,
        &engine_lines(&turns, &english),
        show == "1",
        &english,
    );
    let unseen = judged(
        &held_out,
        &engine_lines(&held_out, &english),
        show == "heldout",
        &english,
    );
    let columns = [&before, &after, &unseen];

    if !show.is_empty() {
        println!();
    }
    println!(
        "Parley conversation benchmark: {} learner turns in {} calls, and {} held out in {} \
         (offline engine, English)",
        turns.len(),
        calls(&turns).len(),
        held_out.len(),
        calls(&held_out).len(),
    );
    println!("{:26}{:>16}{:>16}{:>16}", "", "before", "after", "held out");
    let row = |label: &str, cells: [String; 3], note: &str| {
        println!(
            "{label:26}{:>16}{:>16}{:>16}{note}",
            cells[0], cells[1], cells[2]
        );
    };
    let share = |part: &dyn Fn(&Figures) -> (usize, usize)| {
        columns.map(|f| {
            let (p, w) = part(f);
            format!("{} of {w:<4}", percent(p, w))
        })
    };
    row(
        "questions answered",
        share(&|f| (f.answered, f.questions)),
        "   (target >= 90%)",
    );
    for (k, kind) in KINDS.iter().enumerate() {
        row(
            &format!("  {}", kind.label()),
            share(&|f| (f.per_kind[k].1, f.per_kind[k].0)),
            "",
        );
    }
    row(
        "replies on the thread",
        share(&|f| (f.on_thread, f.turns)),
        "   (target >= 70%)",
    );
    row(
        "repeated replies",
        columns.map(|f| f.repeats.to_string()),
        "",
    );
    row(
        "replies that correct",
        columns.map(|f| f.corrections.to_string()),
        "   (must be 0)",
    );
    in_languages(&show);
    for (name, f) in [("script.tsv", &after), ("heldout.tsv", &unseen)] {
        if !f.misread.is_empty() {
            println!(
                "\nwarning: the judge reads {} turns otherwise than {name} labels them:",
                f.misread.len()
            );
            for t in &f.misread {
                println!("  {t}");
            }
        }
    }
}

/// The scripts in Spanish, French and German, each played to that language's personas and
/// judged by `judge_lang.rs`: the held-out script before (replies recorded at c073648) and
/// after, and the tuning script after. `PARLEY_BENCH_SHOW=es` (or fr, de) prints every turn
/// of the held-out script now, `PARLEY_BENCH_SHOW=tuning-es` those of the tuning script.
fn in_languages(show: &str) {
    println!();
    println!(
        "In other languages (scripts languages/*.tsv, written blind; judge_lang.rs, \
         written without reading the engine; the engine may be tuned on tuning-*.tsv only):"
    );
    print!("{:26}", "");
    for (language, ..) in IN_LANGUAGES {
        let code = language.as_str();
        for column in ["before", "tuning", "held out"] {
            print!("{:>16}", format!("{code} {column}"));
        }
    }
    println!();
    let figures: Vec<Figures> = IN_LANGUAGES
        .iter()
        .flat_map(|&(language, tsv, before, tuning)| {
            let personas: Vec<Persona> = persona::all()
                .iter()
                .filter(|p| p.language == language)
                .copied()
                .collect();
            assert!(!personas.is_empty(), "a {} persona", language.label());
            let code = language.as_str();
            let now = |script_text: &'static str, shown: bool| {
                let turns = script(script_text);
                let f = judged_in(
                    language,
                    &turns,
                    &engine_lines(&turns, &personas),
                    shown,
                    &personas,
                );
                assert!(
                    f.questions >= 40,
                    "a {} script has {} questions: too few to measure",
                    language.label(),
                    f.questions
                );
                f
            };
            let turns = script(tsv);
            let then = judged_in(
                language,
                &turns,
                &recorded(&turns, before),
                false,
                &personas,
            );
            let tuned = now(tuning, show == format!("tuning-{code}"));
            let held = now(tsv, show == code);
            [then, tuned, held]
        })
        .collect();
    let row = |label: &str, cell: &dyn Fn(&Figures) -> String, note: &str| {
        print!("{label:26}");
        for f in &figures {
            print!("{:>16}", cell(f));
        }
        println!("{note}");
    };
    let share = |p: usize, w: usize| format!("{} of {w:<3}", percent(p, w));
    row(
        "questions answered",
        &|f| share(f.answered, f.questions),
        "   (target >= 90%)",
    );
    for (k, kind) in KINDS.iter().enumerate() {
        row(
            &format!("  {}", kind.label()),
            &|f| share(f.per_kind[k].1, f.per_kind[k].0),
            "",
        );
    }
    row(
        "replies on the thread",
        &|f| share(f.on_thread, f.turns),
        "   (target >= 70%)",
    );
    row("repeated replies", &|f| f.repeats.to_string(), "");
    row(
        "replies that correct",
        &|f| f.corrections.to_string(),
        "   (must be 0)",
    );
}

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
//! Environment: `PARLEY_BENCH_SHOW=1` also prints every turn, the reply and its verdicts.

#[path = "../common/mod.rs"]
mod common;
// Its tests are `server/tests/conversation_judge.rs`.
mod judge;

use app::domain::{Language, Level};
use server::partner::engine::Conversation;
use server::partner::persona::{self, Persona};

use judge::Kind;

const SCRIPT: &str = include_str!("script.tsv");

/// One learner turn of the script.
struct Turn {
    call: u64,
    level: Level,
    kind: Kind,
    text: &'static str,
}

fn script() -> Vec<Turn> {
    let mut lines = SCRIPT.lines();
    assert_eq!(
        lines.next(),
        Some("call\tlevel\tkind\tturn"),
        "script header"
    );
    lines
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let f: Vec<&str> = line.split('\t').collect();
            assert_eq!(f.len(), 4, "script row: {line}");
            Turn {
                call: f[0].parse().expect("call number"),
                level: Level::parse(f[1]).expect("level"),
                kind: Kind::from_label(f[2]).expect("kind"),
                text: f[3],
            }
        })
        .collect()
}

/// Counts of one kind of turn.
#[derive(Default, Clone, Copy)]
struct Tally {
    turns: usize,
    answered: usize,
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
    let show = std::env::var("PARLEY_BENCH_SHOW").is_ok_and(|v| v == "1");
    let turns = script();
    let english: Vec<Persona> = persona::all()
        .iter()
        .filter(|p| p.language == Language::English)
        .copied()
        .collect();
    assert!(!english.is_empty(), "an English persona");

    let kinds = [
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
    let mut per_kind = vec![Tally::default(); kinds.len()];
    let (mut questions, mut answered, mut on_thread, mut repeats, mut corrections) =
        (0, 0, 0, 0, 0);
    // Turns whose script label the judge's rules read differently: the figures would not mean
    // what they say.
    let mut misread = Vec::new();
    let mut calls = 0;

    let mut rest = &turns[..];
    while let Some(first) = rest.first() {
        let n = rest.iter().take_while(|t| t.call == first.call).count();
        let (call, next) = rest.split_at(n);
        rest = next;
        calls += 1;

        let persona = english[(first.call as usize) % english.len()];
        let mut partner = Conversation::new(persona, first.level, first.call);
        let mut said = vec![partner.greeting()];
        if show {
            println!(
                "\n== call {} ({}, {}) ==\n  partner: {}",
                first.call,
                first.level.as_str(),
                persona.id,
                said[0]
            );
        }
        for turn in call {
            let reply = partner.reply(turn.text);
            let is_question = turn.kind != Kind::Statement;
            if judge::is_question_to_partner(turn.text) != is_question
                || judge::question_kind(turn.text) != turn.kind
            {
                misread.push(turn.text);
            }
            let answer = is_question && judge::answers(turn.text, &reply);
            let thread = judge::on_thread(turn.text, &reply);
            let correction = judge::corrects(turn.text, &reply);
            let before = judge::repeated(&said);
            said.push(reply);
            let repeat = judge::repeated(&said) > before;

            if is_question {
                questions += 1;
                answered += answer as usize;
                let i = kinds.iter().position(|k| *k == turn.kind).unwrap();
                per_kind[i].turns += 1;
                per_kind[i].answered += answer as usize;
            }
            on_thread += thread as usize;
            repeats += repeat as usize;
            corrections += correction as usize;

            if show {
                let reply = said.last().unwrap();
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
                println!(
                    "  learner [{}]: {}\n  partner: {}\n    -> {} (shared: {})",
                    turn.kind.label(),
                    turn.text,
                    reply,
                    verdicts.join(", "),
                    if shared.is_empty() {
                        "-".into()
                    } else {
                        shared.join(" ")
                    }
                );
            }
        }
    }

    if show {
        println!();
    }
    println!(
        "Parley conversation benchmark: {} learner turns in {} calls (offline engine, English)",
        turns.len(),
        calls
    );
    println!("{:37}engine", "");
    println!(
        "questions answered     {:>5}   {:>6}   (target >= 90%)",
        questions,
        percent(answered, questions)
    );
    for (kind, t) in kinds.iter().zip(&per_kind) {
        println!(
            "  {:20} {:>5}   {:>6}",
            kind.label(),
            t.turns,
            percent(t.answered, t.turns)
        );
    }
    println!(
        "replies on the thread  {:>5}   {:>6}   (target >= 70%)",
        turns.len(),
        percent(on_thread, turns.len())
    );
    println!("repeated replies               {repeats:>6}");
    println!("replies that correct           {corrections:>6}    (must be 0)");
    if !misread.is_empty() {
        println!(
            "\nwarning: the judge reads {} turns otherwise than script.tsv labels them:",
            misread.len()
        );
        for t in misread {
            println!("  {t}");
        }
    }
}

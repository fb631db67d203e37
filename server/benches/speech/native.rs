//! Real recorded native speech through the recogniser and the review's corrections: Asterisk's
//! English prompts (Debian `asterisk-core-sounds-en-wav`, recorded by Allison Smith, CC-BY-SA
//! 3.0, 8 kHz; their texts in `asterisk-core-sounds-en`'s `core-sounds-en.txt.gz`), every
//! prompt of four words or more. Each prompt is one utterance, transcribed as the observer's
//! recogniser does (the same model and prompt, the clip as one cut; not played through the
//! room), then checked as a review checks a line: the corrections it would show, after the
//! gate on words the recogniser was unsure of. Correct native speech should get none: the
//! target is at most one corrected utterance in 50. Also printed: the word error rate against
//! the texts, and the corrections of the texts themselves (the checker alone, no recogniser).
//! Figures come per half (even and odd prompts), with and without the model layer. The model
//! layer's limits on auxiliaries, swaps, prepositions and a noun's number were drawn from its
//! corrections of these prompts' texts (all of them) and of the corrections set's tuning half:
//! this set is no longer held out for them; the corrections bench's held-out half is.
//!
//! Stops with an error when the recordings are not installed (`apt-get install
//! asterisk-core-sounds-en-wav`) or fewer than 200 prompts are found: the figure would not mean
//! what it says.

use std::path::Path;
use std::process::Command;

use server::review::corrections::{heard_clearly, Checker};
use server::speech::whisper::WhisperModel;
use server::store::reviews::UnsureWords;

const SOUNDS: &str = "/usr/share/asterisk/sounds/en_US_f_Allison";
const TEXTS: &str = "/usr/share/doc/asterisk-core-sounds-en/core-sounds-en.txt.gz";

/// The prompts of four words or more with their recordings: (text, 16 kHz PCM).
fn prompts(quick: bool) -> Vec<(String, Vec<i16>)> {
    let listing = Command::new("zcat")
        .arg(TEXTS)
        .output()
        .unwrap_or_else(|e| panic!("zcat {TEXTS}: {e}"));
    assert!(
        listing.status.success(),
        "{TEXTS} is missing: apt-get install asterisk-core-sounds-en asterisk-core-sounds-en-wav"
    );
    let mut out = Vec::new();
    for line in String::from_utf8_lossy(&listing.stdout).lines() {
        let Some((key, text)) = line.split_once(':') else {
            continue;
        };
        let text = text.trim();
        if line.starts_with(';') || text.starts_with('[') || super::words(text).len() < 4 {
            continue;
        }
        let wav = Path::new(SOUNDS).join(format!("{}.wav", key.trim()));
        let Ok(bytes) = std::fs::read(&wav) else {
            continue;
        };
        let (rate, pcm) = read_wav(&bytes);
        out.push((
            text.to_owned(),
            server::media::voice::resample(&pcm, rate, 16_000),
        ));
    }
    assert!(
        out.len() >= 200,
        "only {} Asterisk prompts with recordings in {SOUNDS}: apt-get install \
         asterisk-core-sounds-en-wav",
        out.len()
    );
    if quick {
        out = out.into_iter().step_by(4).collect();
    }
    out
}

/// A 16-bit mono PCM WAV file's rate and samples (Asterisk's files are canonical).
pub(super) fn read_wav(bytes: &[u8]) -> (u32, Vec<i16>) {
    assert!(
        bytes.starts_with(b"RIFF") && bytes.len() > 44,
        "not a WAV file"
    );
    let rate = u32::from_le_bytes(bytes[24..28].try_into().unwrap());
    let at = bytes
        .windows(4)
        .position(|w| w == b"data")
        .expect("data chunk")
        + 8;
    let pcm = bytes[at..]
        .chunks_exact(2)
        .map(|b| i16::from_le_bytes([b[0], b[1]]))
        .collect();
    (rate, pcm)
}

pub fn run(model: &WhisperModel, quick: bool) {
    let prompts = prompts(quick);
    let mut worker = model.worker().unwrap();
    let mut checkers = [
        ("rules + Harper", Checker::english().without_model()),
        ("+ model layer", Checker::english()),
        ("+ transformer", Checker::english().with_transformer()),
    ];
    assert!(
        checkers[1].1.has_model() && checkers[2].1.has_transformer(),
        "the corrections' language models are not installed: run scripts/grammar-model"
    );
    let (mut errors, mut total) = (0, 0);
    // Per checker and half (even and odd prompts), the corrected utterances.
    let mut corrected: [[Vec<String>; 2]; 3] = Default::default();
    let mut corrected_texts: [Vec<String>; 2] = Default::default();
    for (i, (text, pcm)) in prompts.iter().enumerate() {
        let heard = worker.transcribe(pcm, "en").unwrap();
        errors += super::word_errors(&super::words(text), &super::words(&heard.text));
        total += super::words(text).len();
        let unsure = UnsureWords(heard.unsure.clone());
        for (c, (_, checker)) in checkers.iter_mut().enumerate() {
            let fixes: Vec<String> = checker
                .check(&heard.text, 0)
                .into_iter()
                .filter(|c| heard_clearly(c, &unsure))
                .map(|c| format!("{:?} -> {:?}", c.original, c.suggestion))
                .collect();
            if !fixes.is_empty() {
                corrected[c][i % 2].push(format!("{:?}: {}", heard.text, fixes.join(", ")));
            }
            if c != 1 {
                continue;
            }
            let on_text = checker.check(text, 0);
            if !on_text.is_empty() {
                let fixes: Vec<String> = on_text
                    .iter()
                    .map(|c| format!("{:?} -> {:?}", c.original, c.suggestion))
                    .collect();
                corrected_texts[i % 2].push(format!("{text:?}: {}", fixes.join(", ")));
            }
        }
    }
    let n = prompts.len();
    let halves = [n.div_ceil(2), n / 2];
    println!(
        "\nreal native speech (Asterisk's English prompts, one speaker, 8 kHz; {n} prompts of 4+ words):"
    );
    println!(
        "  word error rate {:.3}; utterances the review would correct, per 50 (target <= 1):",
        errors as f64 / total.max(1) as f64
    );
    println!("  {:<16} {:>22} {:>22}", "checker", "even half", "odd half");
    let per_50 = |k: usize, of: usize| format!("{k} ({:.1})", k as f64 * 50.0 / of.max(1) as f64);
    for (c, (name, _)) in checkers.iter().enumerate() {
        println!(
            "  {name:<16} {:>22} {:>22}",
            per_50(corrected[c][0].len(), halves[0]),
            per_50(corrected[c][1].len(), halves[1])
        );
    }
    for (c, (name, _)) in checkers.iter().enumerate().skip(1) {
        println!("  corrected with the {name}:");
        for line in corrected[c].iter().flatten() {
            println!("    {line}");
        }
    }
    println!(
        "  the prompts' own texts corrected (the checker alone, no recogniser): {} of {n}",
        corrected_texts[0].len() + corrected_texts[1].len()
    );
    for c in corrected_texts.iter().flatten() {
        println!("    {c}");
    }
}

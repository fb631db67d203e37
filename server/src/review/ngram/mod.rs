//! Reader and scorer for CMU Sphinx's binary *trie* language model format
//! (`Trie Language Model` files such as pocketsphinx's `en-us.lm.bin`), for the
//! corrections' model layer. Checked against pocketsphinx 5.1.1's own `NGramModel.prob`
//! on 4,001 n-grams and 66 sentences: identical integer scores; every stored bigram and
//! trigram is found again with its stored value.
//!
//! The layout and the scoring algorithm follow pocketsphinx's
//! `ngram_model_trie.c` (`ngram_model_trie_read_bin`, `read_word_str`),
//! `lm_trie.c` (`lm_trie_read_bin`, `lm_trie_alloc_ngram`, `middle_find`,
//! `longest_find`, `uniform_find`, `lm_trie_score` and its helpers),
//! `lm_trie_quant.c` (16-bit probability / backoff bins) and `bitarr.c`.
//! All multi-byte values are little-endian.
//!
//! ```text
//! "Trie Language Model"  19 bytes, no NUL
//! order                  u8   (1..=5)
//! counts[order]          u32  (n-grams per order, incl. pocketsphinx's "dummy" entries)
//! if order > 1:
//!   dummy                i32  (old quantizer type, always 1)
//!   tables               f32[65536] x (2*(order-2) + 1):
//!                        for each middle order: prob bins, backoff bins; then longest prob bins
//! unigrams[counts[0]+1]  {f32 prob, f32 backoff, u32 next}  (last one is a sentinel)
//! for n in 2..order:     middle array, ((counts[n-1]+1)*bits + 7)/8 + 8 bytes,
//!                        entry = word(wb) | backoff idx(16) | prob idx(16) | next(nb)
//! longest array          ((counts[order-1]+1)*bits + 7)/8 + 8 bytes, entry = word(wb) | prob idx(16)
//! k                      i32, then k bytes: counts[0] NUL-terminated word strings
//! ```
//!
//! The trie is *reversed* (as in KenLM): the unigram of the predicted word
//! points to a range of bigram entries keyed by the previous word, which point
//! to trigram entries keyed by the word before that, and so on. Children are
//! sorted by word id (with rare exceptions: in `en-us.lm.bin`, two trigram lists
//! are out of order, so pocketsphinx misses "whips and bullhorns" and "<s> and
//! jerri" and backs off; so does this reader) and found by
//! interpolation search.
//!
//! Probabilities are stored as `f32` in pocketsphinx "logmath" units, i.e.
//! logarithms in base 1.0001 (the base the file was written with; pocketsphinx
//! reads them verbatim). `raw_score` returns exactly pocketsphinx's integer
//! (`ngram_prob()`, truncated toward zero); `log10_prob` returns log10.

mod score;

const HEADER: &[u8] = b"Trie Language Model";
/// Highest order pocketsphinx supports (`NGRAM_MAX_ORDER`).
pub const MAX_ORDER: usize = 5;
const TABLE: usize = 1 << 16; // 16-bit quantization: 65536 bins per table
const QUANT_MIDDLE_BITS: u32 = 32; // backoff (16, low) + prob (16, high)
const QUANT_LONGEST_BITS: u32 = 16;
/// pocketsphinx's "log zero" for base 1.0001 (`logmath_get_zero`): the score of
/// a word that is not in the vocabulary when the model has no `<UNK>`.
pub const LOG_ZERO: i32 = -536_870_912;

/// Converts pocketsphinx logmath units (log base 1.0001) to log10, exactly
/// as `logmath_log_to_log10` does.
pub fn units_to_log10(units: f64) -> f64 {
    units * 1.0001f64.ln() / std::f64::consts::LN_10
}

/// One bit-packed n-gram array (`middle_t` / `longest_t` in `lm_trie.c`).
#[derive(Clone, Copy, Debug)]
struct Level {
    bit_base: u64,   // bit offset of the array inside `data`
    entries: u32,    // counts[n-1]
    total_bits: u32, // bits per entry
    word_bits: u32,
    word_mask: u32,
    next_mask: u32, // 0 for the longest order (no next pointers)
}

/// A loaded trie language model (any order 1..=5; pocketsphinx's en-us model is a trigram).
///
/// The file is kept verbatim in one buffer: the bit-packed arrays are never
/// expanded. The type is immutable after `load`, hence `Send + Sync`.
pub struct TrigramModel {
    order: usize,
    counts: Vec<u32>,
    data: Vec<u8>,
    quant_off: usize,
    uni_off: usize,
    levels: Vec<Level>, // levels[k] holds the (k+2)-grams; the last one is the longest order
    word_start: Vec<u32>, // byte offset of each word string in `data`, plus the end of the block
    by_string: Vec<u32>, // word ids sorted by string (ties by id: first duplicate wins, like the C hash)
}

impl std::fmt::Debug for TrigramModel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "TrigramModel {{ order: {}, counts: {:?} }}",
            self.order, self.counts
        )
    }
}

/// `bitarr_required_bits`: bits needed to store `max` (0 for 0).
fn required_bits(max: u32) -> u32 {
    32 - max.leading_zeros()
}

/// Little cursor over the input that turns every short read into an error.
struct Cursor<'a> {
    b: &'a [u8],
    pos: usize,
}

impl<'a> Cursor<'a> {
    fn take(&mut self, n: u64, what: &str) -> Result<&'a [u8], String> {
        let end = (self.pos as u64)
            .checked_add(n)
            .filter(|&e| e <= self.b.len() as u64);
        let end = end.ok_or_else(|| {
            format!(
                "truncated file: need {n} bytes for {what} at offset {}, file has {}",
                self.pos,
                self.b.len()
            )
        })? as usize;
        let s = &self.b[self.pos..end];
        self.pos = end;
        Ok(s)
    }
    fn u32(&mut self, what: &str) -> Result<u32, String> {
        let s = self.take(4, what)?;
        Ok(u32::from_le_bytes([s[0], s[1], s[2], s[3]]))
    }
}

impl TrigramModel {
    /// Parses a binary trie LM. Returns a descriptive error (never panics) on a
    /// wrong header, an unsupported order, a truncated file, inconsistent word
    /// strings or out-of-range trie pointers. Trailing bytes are ignored, as in C.
    pub fn load(bytes: &[u8]) -> Result<Self, String> {
        let mut c = Cursor { b: bytes, pos: 0 };
        if c.take(HEADER.len() as u64, "header").ok() != Some(HEADER) {
            return Err("not a Sphinx trie LM: header \"Trie Language Model\" not found".into());
        }
        let order = c.take(1, "order")?[0] as usize;
        if !(1..=MAX_ORDER).contains(&order) {
            return Err(format!(
                "unsupported n-gram order {order} (pocketsphinx allows 1..={MAX_ORDER})"
            ));
        }
        let counts = (0..order)
            .map(|i| c.u32(&format!("count of {}-grams", i + 1)))
            .collect::<Result<Vec<_>, _>>()?;
        let n_uni = counts[0];
        let word_bits = required_bits(n_uni);
        if n_uni == 0 || word_bits > 25 {
            return Err(format!(
                "unsupported unigram count {n_uni} (must be 1..2^25)"
            ));
        }
        let mut quant_off = 0;
        if order > 1 {
            c.u32("quantizer type")?; // lm_trie_quant_read_bin: a dummy int, ignored
            quant_off = c.pos;
            c.take(
                ((2 * (order - 2) + 1) * TABLE * 4) as u64,
                "quantization tables",
            )?;
        }
        let uni_off = c.pos;
        c.take((n_uni as u64 + 1) * 12, "unigram array")?;
        let mut levels = Vec::with_capacity(order.saturating_sub(1));
        for n in 2..=order {
            let entries = counts[n - 1];
            let next_bits = if n < order {
                required_bits(counts[n])
            } else {
                0
            };
            if entries >= (1 << 25) - 1 || next_bits > 25 {
                return Err(format!(
                    "{n}-gram count {entries} exceeds pocketsphinx's 2^25 limit"
                ));
            }
            let quant = if n < order {
                QUANT_MIDDLE_BITS
            } else {
                QUANT_LONGEST_BITS
            };
            let total_bits = word_bits + quant + next_bits;
            // lm_trie.c base_size(): entries+1 (end sentinel), rounded to bytes, + 8 slack bytes.
            let size = ((entries as u64 + 1) * total_bits as u64).div_ceil(8) + 8;
            let off = c.pos;
            c.take(size, &format!("{n}-gram array"))?;
            levels.push(Level {
                bit_base: off as u64 * 8,
                entries,
                total_bits,
                word_bits,
                word_mask: (1u32 << word_bits) - 1,
                next_mask: ((1u64 << next_bits) - 1) as u32,
            });
        }
        let k = c.u32("word string size")? as i32;
        if k < 0 {
            return Err(format!("negative word string size {k}"));
        }
        let words_off = c.pos;
        let strings = c.take(k as u64, "word strings")?;
        if c.pos > u32::MAX as usize {
            return Err("file larger than 4 GiB is not supported".into());
        }
        let ends = strings
            .iter()
            .enumerate()
            .filter(|&(_, &b)| b == 0)
            .map(|(i, _)| i + 1);
        let word_start: Vec<u32> = std::iter::once(0)
            .chain(ends)
            .map(|i| (words_off + i) as u32)
            .collect();
        if word_start.len() != n_uni as usize + 1 || strings.last().is_some_and(|&b| b != 0) {
            return Err(format!(
                "word strings: found {} NUL-terminated words, expected {n_uni}",
                word_start.len() - 1
            ));
        }
        let mut model = TrigramModel {
            order,
            counts,
            data: Vec::new(),
            quant_off,
            uni_off,
            levels,
            word_start,
            by_string: Vec::new(),
        };
        model.data = bytes[..c.pos].to_vec();
        model.validate_pointers()?;
        let mut ids: Vec<u32> = (0..n_uni).collect();
        ids.sort_by(|&a, &b| model.word_bytes(a).cmp(model.word_bytes(b))); // stable
        model.by_string = ids;
        Ok(model)
    }

    /// Checks that the `next` pointers of every reachable entry are non-decreasing
    /// and stay inside the next order's array, so no lookup can leave its array.
    /// (en-us.lm.bin has 6 unreachable, zeroed bigram slots past the sentinel:
    /// `lm_trie_fix_counts` over-counts dummies, so only reachable entries are checked.)
    fn validate_pointers(&self) -> Result<(), String> {
        let Some(mut limit) = self.levels.first().map(|lv| lv.entries) else {
            return Ok(());
        };
        let mut prev = 0;
        for w in 0..=self.counts[0] {
            let next = self.unigram_next(w);
            if next < prev || next > limit {
                return Err(format!("corrupt unigram next pointer {next} at word {w}"));
            }
            prev = next;
        }
        for k in 0..self.levels.len() - 1 {
            let (lv, end) = (self.levels[k], prev);
            (limit, prev) = (self.levels[k + 1].entries, 0);
            for pos in 0..=end {
                let next = self.next_ptr(&lv, pos);
                if next < prev || next > limit {
                    return Err(format!(
                        "corrupt {}-gram next pointer {next} at entry {pos}",
                        k + 2
                    ));
                }
                prev = next;
            }
        }
        Ok(())
    }

    /// N-gram order (3 for en-us.lm.bin).
    pub fn order(&self) -> usize {
        self.order
    }
    /// Number of stored n-grams per order, as in the file header.
    pub fn counts(&self) -> &[u32] {
        &self.counts
    }
    /// Vocabulary size (number of unigrams).
    pub fn vocab_size(&self) -> u32 {
        self.counts[0]
    }
    /// Bytes held on the heap by this model (file buffer + word index).
    pub fn heap_bytes(&self) -> usize {
        self.data.capacity() + 4 * (self.word_start.capacity() + self.by_string.capacity())
    }

    fn word_bytes(&self, id: u32) -> &[u8] {
        let (s, e) = (
            self.word_start[id as usize],
            self.word_start[id as usize + 1],
        );
        &self.data[s as usize..e as usize - 1] // without the NUL
    }
    /// The string of word `id` (None if out of range or not UTF-8).
    pub fn word(&self, id: u32) -> Option<&str> {
        (id < self.counts[0])
            .then(|| std::str::from_utf8(self.word_bytes(id)).ok())
            .flatten()
    }
    /// Word id of `w` (case-sensitive, exact match), like `ngram_wid` minus the `<UNK>` fallback.
    pub fn word_id(&self, w: &str) -> Option<u32> {
        let i = self
            .by_string
            .partition_point(|&id| self.word_bytes(id) < w.as_bytes());
        self.by_string
            .get(i)
            .copied()
            .filter(|&id| self.word_bytes(id) == w.as_bytes())
    }

    // ---- raw accessors -------------------------------------------------

    fn u32_at(&self, off: usize) -> u32 {
        let s = &self.data[off..off + 4];
        u32::from_le_bytes([s[0], s[1], s[2], s[3]])
    }
    fn f32_at(&self, off: usize) -> f32 {
        f32::from_bits(self.u32_at(off))
    }
    /// `next` field of unigram `w` (w may be the sentinel `counts[0]`).
    fn unigram_next(&self, w: u32) -> u32 {
        self.u32_at(self.uni_off + 12 * w as usize + 8)
    }
    /// (prob, backoff, next begin, next end) of unigram `w < counts[0]` (`unigram_find`).
    fn unigram(&self, w: u32) -> (f32, f32, u32, u32) {
        let o = self.uni_off + 12 * w as usize;
        (
            self.f32_at(o),
            self.f32_at(o + 4),
            self.unigram_next(w),
            self.unigram_next(w + 1),
        )
    }
    /// `bitarr_read_int25`: 4 little-endian bytes at bit/8, shifted and masked.
    #[inline]
    fn bits(&self, bit: u64, mask: u32) -> u32 {
        let i = (bit >> 3) as usize;
        match self.data.get(i..i + 4) {
            Some(s) => (u32::from_le_bytes([s[0], s[1], s[2], s[3]]) >> (bit & 7)) & mask,
            None => 0, // unreachable for a validated file; never panic
        }
    }
    #[inline]
    fn entry_bit(lv: &Level, pos: u32) -> u64 {
        lv.bit_base + pos as u64 * lv.total_bits as u64
    }
    fn next_ptr(&self, lv: &Level, pos: u32) -> u32 {
        self.bits(
            Self::entry_bit(lv, pos) + (lv.word_bits + QUANT_MIDDLE_BITS) as u64,
            lv.next_mask,
        )
    }
    /// Child range [begin, end) of middle entry `pos` (next pointers of pos and pos+1).
    fn next_range(&self, lv: &Level, pos: u32) -> (u32, u32) {
        (self.next_ptr(lv, pos), self.next_ptr(lv, pos + 1))
    }
    fn table(&self, t: usize, idx: u32) -> f32 {
        self.f32_at(self.quant_off + (t * TABLE + idx as usize) * 4)
    }
    /// `lm_trie_quant_mpread` / `lpread`: quantized probability of entry `pos` of level `k`.
    fn prob(&self, k: usize, pos: u32) -> f32 {
        let lv = &self.levels[k];
        let at = Self::entry_bit(lv, pos) + lv.word_bits as u64;
        if k + 2 == self.order {
            self.table(2 * k, self.bits(at, 0xffff)) // longest table follows the middle pairs
        } else {
            self.table(2 * k, self.bits(at + 16, 0xffff))
        }
    }
    /// `lm_trie_quant_mboread`: quantized backoff of middle entry `pos` of level `k`.
    fn backoff(&self, k: usize, pos: u32) -> f32 {
        let lv = &self.levels[k];
        self.table(
            2 * k + 1,
            self.bits(Self::entry_bit(lv, pos) + lv.word_bits as u64, 0xffff),
        )
    }

    /// `uniform_find`: interpolation search for `key` among entries [begin, end)
    /// of level `k`, whose word ids are meant to be sorted. The pivot is computed
    /// with the same 32-bit wrapping arithmetic as C `calc_pivot`, so that even the
    /// few unsorted ranges in real files (see the module's notes) give pocketsphinx's answer.
    fn find(&self, k: usize, (begin, end): (u32, u32), key: u32) -> Option<u32> {
        let lv = &self.levels[k];
        let (mut before_it, mut before_v) = (begin.wrapping_sub(1), 0u32);
        let (mut after_it, mut after_v) = (end, self.counts[0]);
        if key > after_v {
            return None;
        }
        while after_it.wrapping_sub(before_it) > 1 {
            let width = after_it.wrapping_sub(before_it) - 1;
            let off = (key - before_v).wrapping_mul(width) / (after_v - before_v + 1);
            let pivot = before_it.wrapping_add(1 + off); // always strictly inside the interval
            let mid = self.bits(Self::entry_bit(lv, pivot), lv.word_mask);
            match mid.cmp(&key) {
                std::cmp::Ordering::Less => (before_it, before_v) = (pivot, mid),
                std::cmp::Ordering::Greater => (after_it, after_v) = (pivot, mid),
                std::cmp::Ordering::Equal => return Some(pivot),
            }
        }
        None
    }
}

#[cfg(test)]
mod tests;

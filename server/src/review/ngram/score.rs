//! Scoring with a loaded model: pocketsphinx's `lm_trie_score` and its helpers (a word's
//! probability after its history, backing off where the history was not seen), and whole
//! sentences and n-gram walks on top of it.

use super::{units_to_log10, TrigramModel, LOG_ZERO, MAX_ORDER};

/// Callback of `for_each_ngram`: (words oldest-first, prob, backoff).
type NgramFn<'a> = dyn FnMut(&[u32], f32, Option<f32>) + 'a;

impl TrigramModel {
    /// Unrounded score in logmath units (log base 1.0001), or `None` when `word`
    /// is not a valid id. `context` is in natural order (oldest first), e.g.
    /// `[w1, w2]` for P(w3 | w1 w2). Like `ngram_model_trie_raw_score`, only the
    /// last `order-1` context words are used, and the history is cut at the
    /// first invalid id counted from the most recent word.
    pub fn score_units(&self, context: &[u32], word: u32) -> Option<f32> {
        if word >= self.counts[0] {
            return None;
        }
        let mut hist = [0u32; MAX_ORDER - 1]; // most recent first, as in C
        let mut n = 0;
        for &w in context.iter().rev().take(self.order - 1) {
            if w >= self.counts[0] {
                break;
            }
            hist[n] = w;
            n += 1;
        }
        let hist = &hist[..n];
        Some(if n < self.order - 1 {
            self.nobo_score(word, hist)
        } else {
            self.hist_score(word, hist)
        })
    }

    /// `lm_trie_nobo_score` = `get_available_prob` + `get_available_backoff`
    /// (used when the history is shorter than order-1).
    fn nobo_score(&self, word: u32, hist: &[u32]) -> f32 {
        let (mut prob, _, b, e) = self.unigram(word);
        let mut range = (b, e);
        let mut n_used = 1;
        // n_hist < order-1, so only middle arrays are visited here.
        for (k, &h) in hist.iter().enumerate() {
            if range.0 == range.1 {
                break; // "independent_left": no longer n-grams end in this suffix
            }
            let Some(pos) = self.find(k, range, h) else {
                break;
            };
            prob = self.prob(k, pos);
            n_used = k + 2;
            range = self.next_range(&self.levels[k], pos);
        }
        if hist.len() < n_used {
            return prob;
        }
        // get_available_backoff(start = n_used)
        let (_, bo0, b, e) = self.unigram(hist[0]);
        let (mut range, mut backoff, mut start) = ((b, e), 0.0f32, n_used);
        if start <= 1 {
            backoff += bo0;
            start = 2;
        }
        // NB: like the C code, the search starts from hist[0]'s unigram range even
        // when start > 2 (only reachable for 5-gram models).
        for k in start - 2..hist.len() - 1 {
            let Some(pos) = self.find(k, range, hist[k + 1]) else {
                break;
            };
            backoff += self.backoff(k, pos);
            range = self.next_range(&self.levels[k], pos);
        }
        prob + backoff
    }

    /// `update_backoff`: backoff weights of hist[0], (hist[1] hist[0]), ...
    fn backoff_cache(&self, hist: &[u32]) -> [f32; MAX_ORDER] {
        let mut cache = [0.0f32; MAX_ORDER];
        let (_, bo, b, e) = self.unigram(hist[0]);
        cache[0] = bo;
        let mut range = (b, e);
        for i in 1..hist.len() {
            let Some(pos) = self.find(i - 1, range, hist[i]) else {
                break;
            };
            cache[i] = self.backoff(i - 1, pos);
            range = self.next_range(&self.levels[i - 1], pos);
        }
        cache
    }

    /// `lm_trie_hist_score` (full order-1 history). The C version memoizes the
    /// backoff cache per history; here it is computed only when backing off.
    fn hist_score(&self, word: u32, hist: &[u32]) -> f32 {
        let (mut prob, _, b, e) = self.unigram(word);
        if hist.is_empty() {
            return prob;
        }
        let mut range = (b, e);
        let last = hist.len() - 1;
        for i in 0..last {
            match self.find(i, range, hist[i]) {
                // same f32 summation order as C: ((prob + bo[i]) + bo[i+1]) ...
                None => {
                    return self.backoff_cache(hist)[i..hist.len()]
                        .iter()
                        .fold(prob, |p, c| p + c)
                }
                Some(pos) => {
                    prob = self.prob(i, pos);
                    range = self.next_range(&self.levels[i], pos);
                }
            }
        }
        match self.find(last, range, hist[last]) {
            Some(pos) => self.prob(last, pos),
            None => prob + self.backoff_cache(hist)[last],
        }
    }

    /// pocketsphinx's integer score (`ngram_prob` / `ngram_ng_prob`, no language
    /// weight or insertion penalty): the f32 score truncated toward zero, in
    /// log base 1.0001. `LOG_ZERO` for an invalid word id.
    pub fn raw_score(&self, context: &[u32], word: u32) -> i32 {
        self.score_units(context, word)
            .map_or(LOG_ZERO, |s| s as i32)
    }

    /// log10 P(word | context) with standard backoff: the longest stored n-gram
    /// ending in `word`, plus the backoff weights of the longer contexts that
    /// were not found. `context` is oldest-first. Not truncated to an integer
    /// (differs from `raw_score` by < 1 unit = 4.343e-5). An invalid word id
    /// gives `units_to_log10(LOG_ZERO)` (about -23314.84), as in pocketsphinx.
    pub fn log10_prob(&self, context: &[u32], word: u32) -> f32 {
        units_to_log10(
            self.score_units(context, word)
                .map_or(LOG_ZERO as f32, |s| s) as f64,
        ) as f32
    }

    /// Word ids of `<s> words... </s>`; unknown words map to `<UNK>` when the
    /// model has it, else `None` (pocketsphinx's `NGRAM_INVALID_WID`).
    fn sentence_ids(&self, words: &[&str]) -> Vec<Option<u32>> {
        let unk = self.word_id("<UNK>");
        let all = std::iter::once("<s>")
            .chain(words.iter().copied())
            .chain(std::iter::once("</s>"));
        all.map(|w| self.word_id(w).or(unk)).collect()
    }

    /// Sum of pocketsphinx integer scores of `words` and `</s>` given `<s>`,
    /// each scored with its order-1 predecessors, exactly as summing
    /// `NGramModel.prob` (or the decoder's `ngram_tg_score` with lw=1, wip=1).
    /// An unknown word (no `<UNK>` in the model, as in en-us.lm.bin) scores
    /// `LOG_ZERO` and cuts the history of the words after it, as in pocketsphinx.
    pub fn sentence_raw_score(&self, words: &[&str]) -> i64 {
        let ids = self.sentence_ids(words);
        let mut total = 0i64;
        for i in 1..ids.len() {
            let first = i.saturating_sub(self.order - 1);
            let start = ids[first..i]
                .iter()
                .rposition(|w| w.is_none())
                .map_or(first, |p| first + p + 1);
            let ctx: Vec<u32> = ids[start..i]
                .iter()
                .map(|w| w.unwrap_or(u32::MAX))
                .collect();
            total += match ids[i] {
                Some(w) => self.raw_score(&ctx, w) as i64,
                None => LOG_ZERO as i64,
            };
        }
        total
    }

    /// log10 probability of the sentence `<s> words... </s>` (the `<s>` itself
    /// is not scored): `sentence_raw_score` converted to log10. Unknown words
    /// get pocketsphinx's floor `LOG_ZERO` (about -23314.84 in log10) each.
    pub fn sentence_log10(&self, words: &[&str]) -> f32 {
        units_to_log10(self.sentence_raw_score(words) as f64) as f32
    }

    /// Calls `f(words, prob, backoff)` for every stored `n`-gram (2 <= n <= order),
    /// in trie order, like `lm_trie_fill_raw_ngram`. `words` is oldest-first;
    /// values are in logmath units; `backoff` is `None` for the highest order.
    /// Includes the "dummy" entries pocketsphinx inserts to reach pruned n-grams.
    pub fn for_each_ngram(&self, n: usize, mut f: impl FnMut(&[u32], f32, Option<f32>)) {
        if n < 2 || n > self.order {
            return;
        }
        let mut path = [0u32; MAX_ORDER];
        for w in 0..self.counts[0] {
            let (_, _, b, e) = self.unigram(w);
            path[0] = w;
            self.walk(n, 1, (b, e), &mut path, &mut f);
        }
    }

    fn walk(
        &self,
        n: usize,
        depth: usize,
        range: (u32, u32),
        path: &mut [u32; MAX_ORDER],
        f: &mut NgramFn,
    ) {
        let (k, lv) = (depth - 1, self.levels[depth - 1]);
        for pos in range.0..range.1 {
            path[depth] = self.bits(Self::entry_bit(&lv, pos), lv.word_mask);
            if depth + 1 == n {
                let mut words = [0u32; MAX_ORDER];
                for i in 0..n {
                    words[i] = path[n - 1 - i];
                }
                let bo = (k + 2 < self.order).then(|| self.backoff(k, pos));
                f(&words[..n], self.prob(k, pos), bo);
            } else {
                self.walk(n, depth + 1, self.next_range(&lv, pos), path, f);
            }
        }
    }
}

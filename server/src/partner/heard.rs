//! What the partner heard, cleaned for matching.
//!
//! Speech-to-text output arrives lowercase or capitalised, punctuated or not, with or without
//! accents, and sometimes with noise markers ("[BLANK_AUDIO]", "(music)", "♪"). [`Heard`]
//! folds all of that away (lowercase, no accents, no punctuation, markers dropped), and phrase
//! patterns are folded the same way, so a table entry matches however the words were written.
//! Nothing here ever goes back into a reply: it is only read by the matching rules.

use std::ops::Range;

/// The learner's turn as a list of folded words (or, in a language written without spaces, of
/// characters, which lets the same matching serve both).
#[derive(Debug, Clone)]
pub struct Heard {
    words: Vec<String>,
    /// Each word as heard, lowercased but with its accents ("köln", "bogotá"): what a reply
    /// says back of it (`text_of`), since folding is for matching only.
    said: Vec<String>,
    spaced: bool,
}

impl Heard {
    pub fn new(raw: &str, spaced: bool) -> Heard {
        let stripped = strip_markers(raw);
        let words = split(&fold(&stripped), spaced);
        let said = match spaced {
            true => said_words(&stripped),
            false => words.clone(),
        };
        // The two split at the same places; should they ever not, the folded words serve.
        let said = match said.len() == words.len() {
            true => said,
            false => words.clone(),
        };
        Heard {
            words,
            said,
            spaced,
        }
    }

    /// No letters at all: silence, noise markers, punctuation or digits only.
    pub fn is_empty(&self) -> bool {
        !self
            .words
            .iter()
            .any(|w| w.chars().any(char::is_alphabetic))
    }

    /// A lone scrap: one word of at most two letters ("a", "so"); in a language written
    /// without spaces, one character, or two Latin letters (noise such as "uh" in a Japanese
    /// transcript).
    pub fn is_scrap(&self) -> bool {
        match self.spaced {
            true => self.words.len() == 1 && self.words[0].chars().count() <= 2,
            false => {
                self.words.len() <= 1
                    || (self.words.len() == 2 && self.words.iter().all(|w| w.is_ascii()))
            }
        }
    }

    /// Whether `line` repeats a run of this turn: three words in a row (six characters in a
    /// language written without spaces). A reply that did would read as the learner's sentence
    /// said back, perhaps "fixed", which the partner must never do.
    pub fn echoed_in(&self, line: &str) -> bool {
        let run = if self.spaced { 3 } else { 6 };
        let said = split(&fold(line), self.spaced);
        if !self.spaced {
            return self
                .words
                .windows(run)
                .any(|w| said.windows(run).any(|s| s == w));
        }
        // A run with one word changed for another form of it ("hablar más despacio" → "hablo
        // más despacio") would sound like the learner's words fixed: it counts too.
        let related = |a: &String, b: &String| {
            let stem = |w: &String| w.chars().take(4).collect::<String>();
            a.chars().count() >= 4 && b.chars().count() >= 4 && stem(a) == stem(b)
        };
        self.words.windows(run).any(|w| {
            said.windows(run).any(|s| {
                let pairs = || w.iter().zip(s);
                let same = pairs().filter(|(a, b)| a == b).count();
                same == run || (same == run - 1 && pairs().all(|(a, b)| a == b || related(a, b)))
            })
        })
    }

    /// Whether `line` says a run of three of this turn's words back with forms changed, the
    /// way a teacher recasts ("mis padres viven" → "tus padres. Vivo"): each word the same, a
    /// form of it (same first three letters), or one of `swaps` (learner's word, partner's),
    /// with at least one longer word said as heard. Stricter than [`Heard::echoed_in`], for
    /// lines that may be left out at no cost (a fact shared after a reaction).
    pub fn recast_in(&self, line: &str, swaps: &[(String, &str)]) -> bool {
        if !self.spaced {
            return self.echoed_in(line);
        }
        let said = split(&fold(line), true);
        let letters = |w: &String| w.chars().count();
        let related = |a: &String, b: &String| {
            let stem = |w: &String| w.chars().take(3).collect::<String>();
            a == b
                || (letters(a) >= 3 && letters(b) >= 3 && stem(a) == stem(b))
                || swaps
                    .iter()
                    .any(|(mine, yours)| mine == a && fold(yours).trim() == b)
        };
        self.words.windows(3).any(|w| {
            said.windows(3).any(|s| {
                let pairs = || w.iter().zip(s);
                pairs().any(|(a, b)| a == b && letters(a) >= 4)
                    && pairs().all(|(a, b)| related(a, b))
            })
        })
    }

    /// Short enough to be a plain answer such as "yes, I do" or "not really".
    pub fn is_short(&self) -> bool {
        match self.spaced {
            true => self.words.len() <= 4,
            false => self.words.len() <= 8,
        }
    }

    /// Where `pattern` first matches, in words.
    pub fn find(&self, pattern: &str) -> Option<Range<usize>> {
        let p = Pattern::parse(pattern, self.spaced);
        if p.words.is_empty() || p.words.len() > self.words.len() {
            return None;
        }
        let last_start = self.words.len() - p.words.len();
        (0..=last_start)
            .filter(|&s| !p.at_start || s == 0)
            .filter(|&s| !p.at_end || s == last_start)
            .find(|&s| {
                p.words
                    .iter()
                    .zip(&self.words[s..])
                    .all(|(pw, w)| pw.matches(w))
            })
            .map(|s| s..s + p.words.len())
    }

    /// The words that fill `{x}` in `pattern` ("my name is {x}", "what does {x} mean"): after
    /// a match of the words before `{x}`, up to `max` words, ending where the words after `{x}`
    /// match (when the pattern goes on) or at the first of `stops`. The first match that
    /// captures a word wins. Languages written without spaces capture nothing.
    pub fn capture(&self, pattern: &str, stops: &[&str], max: usize) -> Option<Vec<String>> {
        let (before, after) = pattern.split_once("{x}")?;
        if !self.spaced {
            return None;
        }
        let before = Pattern::parse(before, true);
        let after = Pattern::parse(after, true);
        let stops: Vec<String> = stops.iter().map(|s| fold(s).trim().to_owned()).collect();
        let n = self.words.len();
        for s in 0..=n.saturating_sub(before.words.len()) {
            if before.at_start && s > 0 {
                break;
            }
            let matched = before
                .words
                .iter()
                .zip(&self.words[s..])
                .all(|(pw, w)| pw.matches(w));
            if !matched || s + before.words.len() > n {
                continue;
            }
            let start = s + before.words.len();
            let got: Option<Vec<String>> = match after.words.is_empty() {
                true => {
                    let taken: Vec<String> = self.words[start..]
                        .iter()
                        .take_while(|w| !stops.contains(w))
                        .take(max)
                        .cloned()
                        .collect();
                    let fits = !after.at_end || start + taken.len() == n;
                    (fits && !taken.is_empty()).then_some(taken)
                }
                false => (start + 1..=(start + max).min(n)).find_map(|end| {
                    let rest = &self.words[end..];
                    let ok = after.words.len() <= rest.len()
                        && after.words.iter().zip(rest).all(|(pw, w)| pw.matches(w))
                        && (!after.at_end || end + after.words.len() == n);
                    ok.then(|| self.words[start..end].to_vec())
                }),
            };
            if got.is_some() {
                return got;
            }
        }
        None
    }

    /// The words of `range` as heard, joined by spaces (lowercase, no punctuation, accents
    /// kept: "Köln", not "Koln").
    pub fn text_of(&self, range: Range<usize>) -> String {
        self.said[range].join(if self.spaced { " " } else { "" })
    }

    /// Every word, folded.
    pub fn words(&self) -> &[String] {
        &self.words
    }

    pub fn has(&self, pattern: &str) -> bool {
        self.find(pattern).is_some()
    }

    pub fn has_any(&self, patterns: &[&str]) -> bool {
        patterns.iter().any(|p| self.has(p))
    }

    /// How many of `patterns` match (each counted once).
    pub fn hits(&self, patterns: &[&str]) -> usize {
        patterns.iter().filter(|p| self.has(p)).count()
    }

    /// The same turn with the polite address read as the familiar one (see the phrasebook's
    /// `formal`): at each word, the first row whose words match there is replaced by its
    /// reading, an ending (`-ez`) by the reading's ending (`-es`). When one of `markers` is
    /// heard, a word whose form with an `s` is one of `familiar` is read as that form.
    pub fn familiar(&self, rows: &[(String, &str)], markers: &[&str], familiar: &[&str]) -> Heard {
        let parsed: Vec<(Vec<String>, Vec<String>)> = rows
            .iter()
            .map(|(from, to)| (fold_words(from), fold_words(to)))
            .filter(|(from, _)| !from.is_empty())
            .collect();
        let matches = |pattern: &str, word: &str| match pattern.strip_prefix('-') {
            Some(ending) => word.len() > ending.len() + 1 && word.ends_with(ending),
            None => pattern == word,
        };
        let mut out: Vec<String> = Vec::with_capacity(self.words.len());
        let mut said: Vec<String> = Vec::with_capacity(self.words.len());
        let mut i = 0;
        while i < self.words.len() {
            let rest = &self.words[i..];
            let row = parsed.iter().find(|(from, _)| {
                from.len() <= rest.len() && from.iter().zip(rest).all(|(p, w)| matches(p, w))
            });
            let Some((from, to)) = row else {
                out.push(self.words[i].clone());
                said.push(self.said[i].clone());
                i += 1;
                continue;
            };
            // Each ending of the reading takes the stem of the heard word with the same place
            // among the row's endings.
            let mut stems = from.iter().zip(rest).filter_map(|(p, w)| {
                p.strip_prefix('-')
                    .map(|ending| w[..w.len() - ending.len()].to_owned())
            });
            for t in to {
                match t.strip_prefix('-') {
                    Some(ending) => {
                        let stem = stems.next().unwrap_or_default();
                        out.push(format!("{stem}{ending}"));
                    }
                    None => out.push(t.clone()),
                }
            }
            said.extend(out[said.len()..].iter().cloned());
            i += from.len();
        }
        let marked = (self.words.iter()).any(|w| markers.iter().any(|m| fold(m).trim() == w));
        if marked {
            let familiar: Vec<String> =
                familiar.iter().map(|f| fold(f).trim().to_owned()).collect();
            for w in out.iter_mut() {
                let with_s = format!("{w}s");
                if !familiar.contains(w) && familiar.contains(&with_s) {
                    *w = with_s;
                }
            }
        }
        Heard {
            words: out,
            said,
            spaced: self.spaced,
        }
    }

    /// The same turn with every occurrence of `patterns` cut out.
    pub fn without(&self, patterns: &[&str]) -> Heard {
        let mut rest = self.clone();
        for p in patterns {
            while let Some(r) = rest.find(p) {
                rest.words.drain(r.clone());
                rest.said.drain(r);
            }
        }
        rest
    }
}

/// Lowercase, accents folded to their base letter, anything that is not a letter or digit
/// turned into a single space. Apostrophes split words ("what's" -> "what s", "l'anglais" ->
/// "l anglais"), the same way for the learner's words and for the patterns.
pub fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars().flat_map(char::to_lowercase) {
        match c {
            'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' => out.push('a'),
            'ç' => out.push('c'),
            'è' | 'é' | 'ê' | 'ë' => out.push('e'),
            'ì' | 'í' | 'î' | 'ï' => out.push('i'),
            'ñ' => out.push('n'),
            'ò' | 'ó' | 'ô' | 'õ' | 'ö' => out.push('o'),
            'ù' | 'ú' | 'û' | 'ü' => out.push('u'),
            'ý' | 'ÿ' => out.push('y'),
            'ß' => out.push_str("ss"),
            'œ' => out.push_str("oe"),
            'æ' => out.push_str("ae"),
            c if c.is_alphanumeric() => out.push(c),
            _ => out.push(' '),
        }
    }
    out
}

/// The words of `text` lowercased, split where `fold` splits them, accents kept.
fn said_words(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut word = String::new();
    for c in text.chars().flat_map(char::to_lowercase) {
        let mut buf = [0u8; 4];
        match fold(c.encode_utf8(&mut buf)).trim().is_empty() {
            true if !word.is_empty() => words.push(std::mem::take(&mut word)),
            true => {}
            false => word.push(c),
        }
    }
    if !word.is_empty() {
        words.push(word);
    }
    words
}

/// A row of the phrasebook's `formal` as folded words, keeping a leading `-` (an ending).
fn fold_words(text: &str) -> Vec<String> {
    text.split_whitespace()
        .flat_map(|w| {
            let ending = w.starts_with('-');
            let words = split(&fold(w.trim_start_matches('-')), true);
            words
                .into_iter()
                .enumerate()
                .map(move |(i, f)| match ending && i == 0 {
                    true => format!("-{f}"),
                    false => f,
                })
        })
        .collect()
}

fn split(folded: &str, spaced: bool) -> Vec<String> {
    match spaced {
        true => folded.split_whitespace().map(str::to_owned).collect(),
        false => folded
            .chars()
            .filter(|c| !c.is_whitespace())
            .map(String::from)
            .collect(),
    }
}

/// Drops what speech-to-text writes for non-speech: `[BLANK_AUDIO]`, `(music)`, `*laughs*`,
/// music notes. An unclosed bracket drops the rest of the text (it is a marker cut short).
fn strip_markers(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    let mut closing: Option<char> = None;
    for c in raw.chars() {
        match (closing, c) {
            (Some(end), c) if c == end => closing = None,
            (Some(_), _) => {}
            (None, '[') => closing = Some(']'),
            (None, '(') => closing = Some(')'),
            (None, '*') => closing = Some('*'),
            (None, '♪' | '♫' | '♬') => out.push(' '),
            (None, c) => out.push(c),
        }
    }
    out
}

/// A parsed pattern (see `phrasebook/mod.rs` for the syntax).
struct Pattern {
    words: Vec<PatternWord>,
    at_start: bool,
    at_end: bool,
}

enum PatternWord {
    Exact(String),
    Prefix(String),
}

impl PatternWord {
    fn matches(&self, word: &str) -> bool {
        match self {
            PatternWord::Exact(w) => w == word,
            PatternWord::Prefix(p) => word.starts_with(p.as_str()),
        }
    }
}

impl Pattern {
    fn parse(pattern: &str, spaced: bool) -> Pattern {
        let mut text = pattern.trim();
        let at_start = text.starts_with('^');
        let at_end = text.ends_with('$');
        text = text.trim_start_matches('^').trim_end_matches('$');
        let mut words = Vec::new();
        for raw in text.split_whitespace() {
            let prefix = spaced && raw.ends_with('*');
            let mut folded = split(&fold(raw.trim_end_matches('*')), spaced);
            let last = folded.pop();
            words.extend(folded.into_iter().map(PatternWord::Exact));
            if let Some(last) = last {
                words.push(match prefix {
                    true => PatternWord::Prefix(last),
                    false => PatternWord::Exact(last),
                });
            }
        }
        Pattern {
            words,
            at_start,
            at_end,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folding_ignores_case_accents_and_punctuation() {
        let h = Heard::new("¿De DÓNDE eres, Lucía?", true);
        assert!(h.has("de donde eres"));
        assert!(h.has("¿De dónde eres?"));
        assert!(Heard::new("What's your name", true).has("what's your name"));
        assert!(Heard::new("whats your name", true).has("your name"));
        assert!(Heard::new("Wie heißt du?", true).has("wie heisst du"));
        assert!(Heard::new("tu as des sœurs", true).has("soeurs"));
    }

    #[test]
    fn words_said_back_keep_their_accents() {
        let h = Heard::new("Ich wohne in KÖLN, und du?", true);
        let span = h.find("koln").unwrap();
        assert_eq!(h.text_of(span), "köln");
        let h = Heard::new("j'adore Bogotá", true).without(&["j adore"]);
        assert_eq!(h.text_of(0..1), "bogotá");
        let h = Heard::new("vous habitez à Québec", true).familiar(
            &[("vous -ez".to_owned(), "tu -es")],
            &[],
            &[],
        );
        assert!(h.has("tu habites a quebec"));
        assert_eq!(h.text_of(3..4), "québec");
    }

    #[test]
    fn the_polite_address_is_read_as_the_familiar_one() {
        let rows = [
            ("haben sie".to_owned(), "hast du"),
            ("-en sie".to_owned(), "-st du"),
        ];
        let h =
            Heard::new("Wohnen Sie in Hamburg? Haben Sie Kinder?", true).familiar(&rows, &[], &[]);
        assert!(h.has("wohnst du in hamburg hast du kinder"));
        let h = Heard::new("y usted dónde vive", true).familiar(&[], &["usted"], &["vives"]);
        assert!(h.has("donde vives"));
        let h = Heard::new("mi hermana vive en Lima", true).familiar(&[], &["usted"], &["vives"]);
        assert!(h.has("vive en lima"));
    }

    #[test]
    fn recasts_across_a_reaction_and_a_fact_count() {
        let swaps = [("mis".to_owned(), "tus")];
        let h = Heard::new("mis padres viven en manchester", true);
        assert!(h.recast_in(
            "Me gusta saber cosas de tus padres. Vivo con mi novia.",
            &swaps
        ));
        assert!(!h.recast_in("Me gusta saber cosas de tus padres. Tengo un gato.", &swaps));
        let h = Heard::new("perdón puede hablar más despacio", true);
        assert!(h.echoed_in("¡Claro! Hablo más despacio."));
        assert!(!h.echoed_in("¡Claro! Voy más lento."));
    }

    #[test]
    fn prefixes_and_anchors() {
        let h = Heard::new("I love cooking pasta", true);
        assert!(h.has("cook*"));
        assert!(!h.has("cook"));
        assert!(Heard::new("what do you do", true).has("what do you do$"));
        assert!(!Heard::new("what do you do at the weekend", true).has("what do you do$"));
        assert!(Heard::new("you", true).has("^you$"));
        assert!(!Heard::new("thank you", true).has("^you$"));
    }

    #[test]
    fn captures_fill_the_slot() {
        let stops = ["and", "with"];
        let h = Heard::new(
            "Hello, my name is Yuki and I live in Osaka with my mum.",
            true,
        );
        let got = |p: &str, max| h.capture(p, &stops, max).map(|w| w.join(" "));
        assert_eq!(got("my name is {x}", 3).as_deref(), Some("yuki"));
        assert_eq!(got("i live in {x}", 3).as_deref(), Some("osaka"));
        assert_eq!(got("i work as {x}", 3), None);
        let h = Heard::new("so what does binge watching mean exactly", true);
        assert_eq!(
            h.capture("what does {x} mean", &[], 4)
                .map(|w| w.join(" "))
                .as_deref(),
            Some("binge watching")
        );
        assert_eq!(h.capture("what does {x} mean", &[], 1), None);
        assert_eq!(Heard::new("猫", false).capture("{x}", &[], 2), None);
    }

    #[test]
    fn noise_markers_leave_nothing() {
        for noise in [
            "",
            "[BLANK_AUDIO]",
            "(music)",
            "♪ ♪",
            "...",
            "*coughs*",
            "[Música",
            "42",
        ] {
            assert!(Heard::new(noise, true).is_empty(), "{noise:?}");
        }
        assert!(!Heard::new("[BLANK_AUDIO] hello", true).is_empty());
    }

    #[test]
    fn unspaced_text_matches_inside() {
        let h = Heard::new("お名前は何ですか？", false);
        assert!(h.has("お名前"));
        assert!(h.has("何ですか$"));
        assert!(!h.is_scrap());
        assert!(Heard::new("あ", false).is_scrap());
    }

    #[test]
    fn echoes_are_runs_of_three_words() {
        let h = Heard::new("what you do in free time", true);
        assert!(h.echoed_in("What do you do in your free time?"));
        assert!(!h.echoed_in("What do you do at the weekend?"));
        let h = Heard::new("趣味は何ですか", false);
        assert!(h.echoed_in("趣味は何ですか？"));
        assert!(!h.echoed_in("好きな食べ物は何ですか？"));
    }

    #[test]
    fn without_cuts_every_occurrence() {
        let h = Heard::new("thank you, thank you, i like pizza", true);
        let rest = h.without(&["thank you"]);
        assert!(!rest.has("you"));
        assert!(rest.has("i like pizza"));
    }
}

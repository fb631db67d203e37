//! Words of a transcript line: tokens with byte offsets, numbers, and the small closed word
//! classes (pronouns, determiners, prepositions…) that the rules match on.

/// What stands between a word and the one before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Gap {
    /// Only spaces (or nothing): the words run on.
    Space,
    /// A comma, colon, dash or bracket: a pause inside a sentence.
    Comma,
    /// A full stop, question or exclamation mark, semicolon, or the start of the line.
    Stop,
}

/// One word of a line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Token {
    /// Byte range of the word in the line.
    pub start: usize,
    pub end: usize,
    /// The word in lowercase, curly apostrophes made straight.
    pub text: String,
    /// What separates it from the previous word.
    pub gap: Gap,
    /// The word was written in capitals, two letters or more ("MBA", "FBI"): likely said
    /// letter by letter.
    pub capitals: bool,
    /// The word starts with a capital letter.
    pub upper: bool,
}

/// Hesitations that the rules look through ("i um go", "since uh three years").
const HESITATIONS: &[&str] = &[
    "um", "umm", "uh", "uhh", "uhm", "er", "erm", "hmm", "mm", "ah",
];

/// Splits a line into words. Letters and digits make words; an apostrophe (' or ’) inside or
/// at the end of a word, a hyphen between letters and a point or comma between digits stay in
/// the word. Hesitations are dropped (their pause is kept on the next word).
pub(super) fn tokenize(line: &str) -> Vec<Token> {
    let chars: Vec<(usize, char)> = line.char_indices().collect();
    let mut out: Vec<Token> = Vec::new();
    let mut gap = Gap::Stop;
    let mut i = 0;
    while i < chars.len() {
        let (at, c) = chars[i];
        if !c.is_alphanumeric() {
            gap = worse(gap, pause_of(c));
            i += 1;
            continue;
        }
        let mut j = i + 1;
        while j < chars.len() && stays_in_word(&chars, j) {
            j += 1;
        }
        let end = chars.get(j).map_or(line.len(), |&(b, _)| b);
        let text = normalize(&line[at..end]);
        if HESITATIONS.contains(&text.as_str()) {
            i = j;
            continue;
        }
        let word = &line[at..end];
        let capitals = word.chars().filter(|c| c.is_alphabetic()).count() >= 2
            && !word.chars().any(char::is_lowercase);
        out.push(Token {
            start: at,
            end,
            text,
            gap,
            capitals,
            upper: c.is_uppercase(),
        });
        gap = Gap::Space;
        i = j;
    }
    out
}

fn worse(a: Gap, b: Gap) -> Gap {
    match (a, b) {
        (Gap::Stop, _) | (_, Gap::Stop) => Gap::Stop,
        (Gap::Comma, _) | (_, Gap::Comma) => Gap::Comma,
        _ => Gap::Space,
    }
}

fn pause_of(c: char) -> Gap {
    match c {
        '.' | '!' | '?' | ';' | '…' => Gap::Stop,
        ',' | ':' | '-' | '–' | '—' | '(' | ')' | '"' | '“' | '”' => Gap::Comma,
        _ => Gap::Space,
    }
}

/// Whether the character at `j` continues the word that runs up to `j - 1`.
fn stays_in_word(chars: &[(usize, char)], j: usize) -> bool {
    let c = chars[j].1;
    if c.is_alphanumeric() {
        return true;
    }
    let before = chars[j - 1].1;
    let after = chars.get(j + 1).map(|&(_, c)| c);
    match c {
        '\'' | '’' => {
            before.is_alphanumeric()
                && (after.is_some_and(char::is_alphanumeric)
                    || (before.is_alphabetic() && !after.is_some_and(|a| a == '\'' || a == '’')))
        }
        '-' => before.is_alphabetic() && after.is_some_and(char::is_alphabetic),
        '.' | ',' => before.is_ascii_digit() && after.is_some_and(|a| a.is_ascii_digit()),
        _ => false,
    }
}

fn normalize(word: &str) -> String {
    word.chars()
        .flat_map(char::to_lowercase)
        .map(|c| if c == '’' { '\'' } else { c })
        .collect()
}

/// The word at `i`, or "" past either end.
pub(super) fn at(ws: &[Token], i: usize) -> &str {
    ws.get(i).map_or("", |t| t.text.as_str())
}

/// The word before `i`, or "" at the start of the line or after a full stop.
pub(super) fn before(ws: &[Token], i: usize) -> &str {
    match i.checked_sub(1) {
        Some(p) if !starts_sentence(ws, i) => at(ws, p),
        _ => "",
    }
}

/// The word after `i`, or "" at the end of the line or before any pause.
pub(super) fn after(ws: &[Token], i: usize) -> &str {
    match ws.get(i + 1) {
        Some(t) if t.gap == Gap::Space => t.text.as_str(),
        _ => "",
    }
}

/// Whether word `i` begins a sentence (start of line or after . ? ! ;).
pub(super) fn starts_sentence(ws: &[Token], i: usize) -> bool {
    ws.get(i).is_none_or(|t| t.gap == Gap::Stop)
}

/// Whether words `from..=to` run on with no pause between them.
pub(super) fn runs_on(ws: &[Token], from: usize, to: usize) -> bool {
    (from + 1..=to).all(|k| ws.get(k).is_some_and(|t| t.gap == Gap::Space))
}

/// The sentence around word `i`: the range of word indices between full stops.
pub(super) fn sentence_of(ws: &[Token], i: usize) -> std::ops::Range<usize> {
    let mut s = i.min(ws.len());
    while s > 0 && !starts_sentence(ws, s) {
        s -= 1;
    }
    let mut e = i + 1;
    while e < ws.len() && !starts_sentence(ws, e) {
        e += 1;
    }
    s..e.min(ws.len())
}

/// Whether `w` is one of `list`.
pub(super) fn is(w: &str, list: &[&str]) -> bool {
    list.contains(&w)
}

pub(super) const SUBJECT_PRONOUNS: &[&str] = &["i", "you", "we", "they", "he", "she", "it"];
pub(super) const POSSESSIVES: &[&str] = &["my", "your", "his", "her", "our", "their", "its"];
pub(super) const DETERMINERS: &[&str] = &[
    "the", "a", "an", "my", "your", "his", "her", "our", "their", "its", "this", "that", "these",
    "those",
];
#[rustfmt::skip]
pub(super) const MODALS: &[&str] = &[
    "can", "can't", "cannot", "could", "couldn't", "will", "won't", "would", "wouldn't", "should",
    "shouldn't", "must", "mustn't", "may", "might", "shall",
];
pub(super) const AUXILIARIES: &[&str] = &[
    "do", "does", "did", "don't", "doesn't", "didn't", "am", "is", "are", "was", "were", "isn't",
    "aren't", "wasn't", "weren't", "have", "has", "had", "haven't", "hasn't", "hadn't", "be",
    "been", "being",
];
pub(super) const PREPOSITIONS: &[&str] = &[
    "at", "in", "on", "of", "for", "from", "with", "to", "about", "by", "into", "onto", "over",
    "under", "after", "before", "during", "without", "near", "around", "between", "than", "like",
    "as", "since", "until", "till", "through", "across", "behind", "towards", "toward",
];
/// Words that tie a clause to another: a verb after them has its own subject and tense.
pub(super) const CLAUSE_WORDS: &[&str] = &[
    "that", "who", "which", "whose", "whom", "because", "but", "if", "unless", "although",
    "though", "while", "whether", "where", "so", "or", "cause", "'cause", "coz", "cuz",
];
/// Small adverbs that can stand between a subject and its verb ("i also go").
#[rustfmt::skip]
pub(super) const MID_ADVERBS: &[&str] = &[
    "also", "just", "really", "finally", "then", "only", "first", "even", "actually", "suddenly",
    "both", "all", "quickly", "immediately", "already", "never",
];

/// People nouns that can be a subject and are seldom the first half of a compound noun.
#[rustfmt::skip]
const PERSON_NOUNS: &[&str] = &[
    "brother", "sister", "mother", "father", "mom", "mum", "dad", "mum", "parent", "friend",
    "boyfriend", "girlfriend", "husband", "wife", "son", "daughter", "cousin", "uncle", "aunt",
    "grandma", "grandpa", "grandmother", "grandfather", "boss", "teacher", "neighbor", "neighbour",
    "colleague", "classmate", "roommate", "kid", "child", "baby", "boy", "girl", "guy", "man",
    "woman", "grandparent",
];
const PERSON_PLURALS: &[&str] = &["people", "children", "men", "women", "kids", "guys"];

/// Whether `w` is a person noun in the singular ("brother").
pub(super) fn is_person_singular(w: &str) -> bool {
    is(w, PERSON_NOUNS)
}

/// Whether `w` is a person noun in the plural ("brothers", "children").
pub(super) fn is_person_plural(w: &str) -> bool {
    is(w, PERSON_PLURALS) || w.strip_suffix('s').is_some_and(|s| is(s, PERSON_NOUNS))
}

#[rustfmt::skip]
const UNITS: [(&str, u64); 28] = [
    ("one", 1), ("two", 2), ("three", 3), ("four", 4), ("five", 5), ("six", 6), ("seven", 7),
    ("eight", 8), ("nine", 9), ("ten", 10), ("eleven", 11), ("twelve", 12), ("thirteen", 13),
    ("fourteen", 14), ("fifteen", 15), ("sixteen", 16), ("seventeen", 17), ("eighteen", 18),
    ("nineteen", 19), ("twenty", 20), ("thirty", 30), ("forty", 40), ("fifty", 50), ("sixty", 60),
    ("seventy", 70), ("eighty", 80), ("ninety", 90), ("dozen", 12),
];

/// The value of a number word: "two" → 2, "twenty-one" → 21.
pub(super) fn number_word(w: &str) -> Option<u64> {
    if let Some((tens, ones)) = w.split_once('-') {
        return Some(number_word(tens)? + number_word(ones)?);
    }
    UNITS.iter().find(|(n, _)| *n == w).map(|&(_, v)| v)
}

/// A number written in digits ("20", "1,000"); None for decimals and anything else.
pub(super) fn digits_value(w: &str) -> Option<u64> {
    if w.is_empty() || !w.chars().all(|c| c.is_ascii_digit() || c == ',') {
        return None;
    }
    w.chars()
        .filter(char::is_ascii_digit)
        .try_fold(0u64, |n, c| {
            n.checked_mul(10)?.checked_add(u64::from(c as u8 - b'0'))
        })
}

/// The number that starts at word `i`: its value and how many words it takes. Reads digits,
/// number words ("twenty one", "two hundred", "a hundred"), "a dozen" and "a couple of".
pub(super) fn number_at(ws: &[Token], i: usize) -> Option<(u64, usize)> {
    let w = at(ws, i);
    if let Some(v) = digits_value(w) {
        return Some((v, 1));
    }
    if w == "a" || w == "an" {
        return match after(ws, i) {
            "couple" if after(ws, i + 1) == "of" => Some((2, 3)),
            "dozen" | "hundred" | "thousand" | "million" => {
                number_at(ws, i + 1).map(|(v, n)| (v, n + 1))
            }
            _ => None,
        };
    }
    let mut value = number_word(w).or(match w {
        "hundred" => Some(100),
        "thousand" => Some(1000),
        "million" => Some(1_000_000),
        _ => None,
    })?;
    let mut len = 1;
    loop {
        let next = if runs_on(ws, i, i + len) {
            at(ws, i + len)
        } else {
            ""
        };
        match next {
            "hundred" => value = value.saturating_mul(100),
            "thousand" => value = value.saturating_mul(1000),
            "million" => value = value.saturating_mul(1_000_000),
            "and" if value >= 100 && number_word(after(ws, i + len)).is_some() => {}
            n => match number_word(n) {
                Some(v) if (value % 10 == 0 && v < 10) || (value % 100 == 0 && v < 100) => {
                    value = value.saturating_add(v);
                }
                _ => return Some((value, len)),
            },
        }
        len += 1;
    }
}

//! Rules that judge one reply of the AI practice partner against the learner's turn.
//!
//! Std only, no IO: the conversation benchmark feeds each learner turn of `script.tsv` to the
//! partner and passes the turn and the reply here. The turn is what speech-to-text heard
//! (mostly lowercase, little punctuation, sometimes misheard). The reply is the partner's text
//! (phrasebook lines with ordinary punctuation).
//!
//! The rules are deliberately simple word rules, not understanding. Each public function says
//! what it checks; the tests at the end show the near misses it is meant to tell apart.

/// What the learner's turn asks of the partner, as `script.tsv` labels it (`kind` column).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Not a question: the learner talks about themselves.
    Statement,
    /// Any other wh-question about the partner and their life: where they live, what they do,
    /// how they are, their plans.
    WhLife,
    /// A question about times and habits: "what time do you get up", "how often".
    WhRoutine,
    /// A question about tastes: "what kind of music do you like", "your favourite".
    WhLike,
    /// A question asking for an opinion: "what do you think about", "do you reckon".
    Opinion,
    /// A question about experience: "have you ever been to", "have you seen".
    Ever,
    /// Any other question that expects yes or no: "do you like cooking".
    YesNo,
    /// A choice between options: "which do you prefer, tea or coffee".
    Prefer,
    /// A request for help or information: "can you tell me where the station is".
    Help,
    /// A request to slow down or repeat: "can you speak more slowly", "sorry, too fast".
    Slower,
    /// A question about a word: "what does commute mean".
    Meaning,
}

impl Kind {
    /// The kind written in the `kind` column of `script.tsv`, if `label` is one.
    pub fn from_label(label: &str) -> Option<Kind> {
        Some(match label {
            "statement" => Kind::Statement,
            "wh-life" => Kind::WhLife,
            "wh-routine" => Kind::WhRoutine,
            "wh-like" => Kind::WhLike,
            "opinion" => Kind::Opinion,
            "ever" => Kind::Ever,
            "yes-no" => Kind::YesNo,
            "prefer" => Kind::Prefer,
            "help" => Kind::Help,
            "slower" => Kind::Slower,
            "meaning" => Kind::Meaning,
            _ => return None,
        })
    }

    /// The label of this kind in `script.tsv`.
    pub fn label(self) -> &'static str {
        match self {
            Kind::Statement => "statement",
            Kind::WhLife => "wh-life",
            Kind::WhRoutine => "wh-routine",
            Kind::WhLike => "wh-like",
            Kind::Opinion => "opinion",
            Kind::Ever => "ever",
            Kind::YesNo => "yes-no",
            Kind::Prefer => "prefer",
            Kind::Help => "help",
            Kind::Slower => "slower",
            Kind::Meaning => "meaning",
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Word lists.

/// Function words, pronouns, auxiliaries, frequency adverbs, fillers and politeness words:
/// never content words.
#[rustfmt::skip]
const STOP: &[&str] = &[
    // determiners and quantities
    "a", "an", "the", "this", "that", "these", "those", "some", "any", "no", "every", "each",
    "all", "both", "either", "neither", "another", "other", "such", "much", "many", "more",
    "most", "few", "lot", "lots", "bit",
    // pronouns
    "i", "me", "my", "mine", "myself", "you", "your", "yours", "yourself", "yourselves", "he",
    "him", "his", "himself", "she", "her", "hers", "herself", "it", "its", "itself", "we", "us",
    "our", "ours", "ourselves", "they", "them", "their", "theirs", "themselves", "one",
    "someone", "somebody", "something", "anyone", "anybody", "anything", "everyone",
    "everybody", "everything", "nobody", "nothing", "u", "ur", "im",
    // contractions
    "i'm", "i've", "i'll", "i'd", "you're", "you've", "you'll", "you'd", "he's", "she's",
    "it's", "we're", "we've", "we'll", "we'd", "they're", "they've", "they'll", "they'd",
    "that's", "there's", "here's", "what's", "where's", "when's", "who's", "how's", "why's",
    "let's",
    // auxiliaries and negation
    "am", "is", "are", "was", "were", "be", "been", "being", "do", "does", "did", "doing",
    "done", "have", "has", "had", "having", "can", "could", "will", "would", "shall", "should",
    "may", "might", "must", "not", "nor", "don't", "doesn't", "didn't", "isn't", "aren't",
    "wasn't", "weren't", "can't", "cannot", "couldn't", "won't", "wouldn't", "shouldn't",
    "haven't", "hasn't", "hadn't", "mustn't", "ain't",
    // prepositions
    "in", "on", "at", "to", "of", "for", "from", "with", "by", "about", "into", "onto", "over",
    "under", "after", "before", "up", "down", "out", "off", "than", "as", "like", "through",
    "during", "without", "within", "between", "around", "near", "since", "until", "till",
    "per", "against", "upon",
    // conjunctions, question words, adverbs
    "and", "or", "but", "so", "because", "if", "then", "when", "while", "where", "why", "how",
    "what", "which", "who", "whom", "whose", "though", "although", "however", "also", "too",
    "very", "really", "just", "quite", "rather", "only", "even", "still", "already", "yet",
    "again", "ever", "never", "always", "usually", "normally", "often", "sometimes", "maybe",
    "perhaps", "actually", "basically", "probably", "definitely", "here", "there", "now",
    // fillers and politeness
    "um", "uh", "umm", "uhm", "er", "erm", "hmm", "hm", "mm", "mmm", "ah", "oh", "eh", "well",
    "okay", "ok", "yeah", "yes", "yep", "yup", "nope", "right", "alright", "hey", "hi",
    "hello", "wow", "haha", "ha", "please", "thanks", "thank", "sorry", "anyway",
    // frame words of questions and requests ("what time…", "can you tell me…", "do you
    // know…", "how do you say…"): sharing them says nothing about the topic
    "time", "times", "tell", "say", "know",
];

/// Words a learner or the recogniser puts before a clause without changing it.
#[rustfmt::skip]
const FILLERS: &[&str] = &[
    "um", "uh", "umm", "uhm", "er", "erm", "hmm", "hm", "mm", "ah", "oh", "eh", "well", "so",
    "and", "but", "or", "ok", "okay", "yeah", "yes", "yep", "no", "hi", "hello", "hey", "sorry",
    "please", "right", "alright", "then", "also", "anyway", "actually", "now", "thanks", "great",
    "cool", "nice",
];

/// Sounds a reply may open with before its real first words.
#[rustfmt::skip]
const INTERJECTIONS: &[&str] = &[
    "oh", "ah", "well", "hmm", "hm", "um", "uh", "haha", "ha", "wow", "hey", "aw", "ooh", "mm",
    "mmm",
];

#[rustfmt::skip]
const WH: &[&str] = &["what", "where", "when", "who", "whom", "whose", "why", "which", "how"];
#[rustfmt::skip]
const WH_CONTRACTED: &[&str] = &["what's", "where's", "when's", "who's", "how's", "why's"];

/// Auxiliaries and modals that can open a question.
#[rustfmt::skip]
const AUX: &[&str] = &[
    "do", "does", "did", "are", "is", "am", "was", "were", "can", "could", "will", "would",
    "should", "shall", "have", "has", "may", "don't", "doesn't", "didn't", "aren't", "isn't",
    "wasn't", "weren't", "can't", "couldn't", "won't", "wouldn't", "haven't", "hasn't",
];

/// Words after a wh-word that make it a question even without an auxiliary ("where you live",
/// "what time", "how long", "what means").
#[rustfmt::skip]
const WH_FOLLOW: &[&str] = &[
    "you", "your", "time", "kind", "sort", "type", "about", "else", "long", "often", "many",
    "much", "old", "far", "means", "mean",
];

/// Words that can follow an auxiliary at the start of a yes/no question ("is it", "does your").
#[rustfmt::skip]
const SUBJECTS: &[&str] = &[
    "i", "you", "your", "he", "she", "it", "we", "they", "there", "that", "this", "the", "a",
    "an", "my", "his", "her", "our", "their", "any", "anyone", "anybody", "someone",
    "something", "these", "those",
];

/// Personal pronouns and possessives: a swap between them is not a correction.
#[rustfmt::skip]
const PRONOUNS: &[&str] = &[
    "i", "me", "my", "mine", "myself", "you", "your", "yours", "yourself", "he", "him", "his",
    "she", "her", "hers", "we", "us", "our", "ours", "they", "them", "their", "theirs", "it",
    "its", "i'm", "you're", "we're", "they're", "he's", "she's", "it's",
];

/// Openings that answer a yes/no question.
#[rustfmt::skip]
const YES_NO: &[&str] = &[
    "yes", "yeah", "yep", "yup", "no", "nope", "sure", "of course", "not really", "not at all",
    "not yet", "not much", "i do", "i don't", "i did", "i didn't", "i have", "i haven't",
    "i've", "i can", "i can't", "i will", "i won't", "i would", "i wouldn't", "i'm not",
    "i am not", "i was", "i wasn't", "absolutely", "definitely", "certainly", "never",
    "a little", "a bit", "sometimes", "it is", "it isn't", "it's not", "it was", "it wasn't",
    "there is", "there are", "i love", "i like", "i hate", "i enjoy",
];

#[rustfmt::skip]
const EVER_EXTRA: &[&str] = &[
    "once", "twice", "many times", "a few times", "i went", "i was there", "i've been",
    "i have been", "i visited", "i've seen", "i saw", "i tried", "i've tried", "i watched",
];

#[rustfmt::skip]
const HELP_EXTRA: &[&str] = &[
    "sorry", "you can", "you could", "you need", "you should", "try", "let me", "i'm not sure",
    "i don't know", "i'd", "i would", "i recommend", "first", "go", "take", "it's", "it takes",
    "just",
];

#[rustfmt::skip]
const SLOWER_OK: &[&str] = &[
    "sure", "of course", "sorry", "ok", "okay", "alright", "all right", "no problem", "slow",
    "slowly", "slower", "again", "yes", "let me",
];

#[rustfmt::skip]
const MEANING_OK: &[&str] = &[
    "means", "mean", "meaning", "it's when", "it is when", "is when", "same as",
    "another word for",
];

#[rustfmt::skip]
const OPINION_OK: &[&str] = &[
    "i think", "i believe", "i feel", "i'd say", "i would say", "in my opinion", "for me",
    "personally", "i agree", "i disagree", "i'm not sure", "i guess", "i reckon",
];

#[rustfmt::skip]
const LIKE_OK: &[&str] = &[
    "i like", "i love", "i enjoy", "i'm into", "i am into", "my favourite", "my favorite",
    "i prefer", "i listen", "i watch", "i read", "i play", "i'm a fan", "i'm a big fan",
    "i don't like", "mostly",
];

#[rustfmt::skip]
const LIFE_OK: &[&str] = &[
    "i'm", "i am", "my", "i work", "i live", "i come", "i study", "i was born", "i have",
    "i've", "i grew up", "i teach", "we", "i'm from",
];

/// Questions about the partner's job or studies.
#[rustfmt::skip]
const JOB_ASKS: &[&str] = &[
    "what do you do", "your job", "for a living", "for work", "do you work", "do you study",
];

#[rustfmt::skip]
const JOB_OK: &[&str] = &[
    "i'm a", "i'm an", "i am a", "i am an", "i work", "i study", "i teach", "i'm retired",
    "i'm studying", "i'm working", "my job",
];

/// Openings that describe something ("what's the weather like…").
#[rustfmt::skip]
const DESCRIBE_OK: &[&str] = &[
    "it's", "it is", "it was", "it can be", "it gets", "usually", "very", "pretty", "quite",
    "really", "there's", "there is", "there are", "it depends", "they're", "they are",
];

#[rustfmt::skip]
const MOOD_OK: &[&str] = &[
    "fine", "good", "great", "not bad", "pretty good", "very well", "okay", "ok", "tired",
    "busy", "lovely", "it was", "it's been", "so so",
];

#[rustfmt::skip]
const PREFER_OK: &[&str] = &[
    "both", "neither", "either", "it depends", "depends", "the first", "the second",
    "the former", "the latter",
];

#[rustfmt::skip]
const TIME_PREPS: &[&str] = &[
    "at", "around", "about", "by", "before", "after", "until", "till", "from", "past",
    "between",
];
#[rustfmt::skip]
const TIME_AFTER: &[&str] = &[
    "o'clock", "oclock", "am", "pm", "thirty", "fifteen", "forty-five", "fortyfive",
];
#[rustfmt::skip]
const NUMBER_WORDS: &[&str] = &[
    "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
    "twelve",
];
#[rustfmt::skip]
const TIME_WORDS: &[&str] = &[
    "noon", "midday", "midnight", "o'clock", "oclock", "early", "late", "monday", "tuesday",
    "wednesday", "thursday", "friday", "saturday", "sunday", "mondays", "tuesdays",
    "wednesdays", "thursdays", "fridays", "saturdays", "sundays",
];
#[rustfmt::skip]
const TIME_PHRASES: &[&str] = &[
    "half past", "quarter past", "quarter to", "in the morning", "in the evening",
    "in the afternoon", "at night", "after work", "before work", "after school",
    "after dinner", "after lunch", "before breakfast", "at the weekend", "on weekends",
];
#[rustfmt::skip]
const FREQUENCY: &[&str] = &[
    "every", "once", "twice", "times", "never", "always", "usually", "normally", "often",
    "sometimes", "rarely", "seldom", "hardly", "daily", "weekly", "monthly",
];

/// Past participles that are not spelt with -ed.
#[rustfmt::skip]
const PARTICIPLES: &[&str] = &[
    "been", "seen", "eaten", "done", "gone", "met", "heard", "had", "made", "taken", "driven",
    "flown", "swum", "ridden", "written", "spoken", "won", "lost", "drunk", "sung", "read",
    "tried", "visited", "watched", "played", "worked", "lived", "travelled", "traveled", "run",
    "climbed", "cooked", "learned", "learnt", "studied",
];

/// Forms of one verb: a learner's form and the partner's may differ only by these.
#[rustfmt::skip]
const IRREGULAR: &[&[&str]] = &[
    &["be", "am", "is", "are", "was", "were", "been", "being"],
    &["go", "goes", "went", "gone", "going"],
    &["have", "has", "had", "having"],
    &["do", "does", "did", "done", "doing", "don't", "doesn't", "didn't"],
    &["say", "says", "said"],
    &["tell", "tells", "told"],
    &["make", "makes", "made"],
    &["take", "takes", "took", "taken"],
    &["come", "comes", "came"],
    &["get", "gets", "got", "gotten"],
    &["see", "sees", "saw", "seen"],
    &["eat", "eats", "ate", "eaten"],
    &["buy", "buys", "bought"],
    &["bring", "brings", "brought"],
    &["think", "thinks", "thought"],
    &["teach", "teaches", "taught"],
    &["meet", "meets", "met"],
    &["leave", "leaves", "left"],
    &["feel", "feels", "felt"],
    &["find", "finds", "found"],
    &["give", "gives", "gave", "given"],
    &["know", "knows", "knew", "known"],
    &["write", "writes", "wrote", "written"],
    &["speak", "speaks", "spoke", "spoken"],
    &["drink", "drinks", "drank", "drunk"],
    &["swim", "swims", "swam", "swum"],
    &["run", "runs", "ran"],
    &["win", "wins", "won"],
    &["lose", "loses", "lost"],
    &["sleep", "sleeps", "slept"],
    &["spend", "spends", "spent"],
    &["begin", "begins", "began", "begun"],
    &["fly", "flies", "flew", "flown"],
    &["drive", "drives", "drove", "driven"],
    &["sing", "sings", "sang", "sung"],
    &["sit", "sits", "sat"],
    &["understand", "understands", "understood"],
    &["wake", "wakes", "woke", "woken"],
    &["choose", "chooses", "chose", "chosen"],
    &["forget", "forgets", "forgot", "forgotten"],
    &["hear", "hears", "heard"],
    &["pay", "pays", "paid"],
];

/// Small words learners confuse with each other: articles, the auxiliaries, prepositions,
/// quantities, and a few content words taught as pairs.
#[rustfmt::skip]
const CONFUSABLE: &[&[&str]] = &[
    &["a", "an", "the"],
    &["do", "does", "did", "don't", "doesn't", "didn't"],
    &["is", "are", "am", "was", "were", "isn't", "aren't", "wasn't", "weren't"],
    &["have", "has", "had", "haven't", "hasn't"],
    &["in", "on", "at"],
    &["since", "for"],
    &["much", "many", "more", "most", "few", "little", "less", "fewer"],
    &["make", "do", "cook"],
    &["say", "tell", "said", "told"],
    &["learn", "teach"],
    &["borrow", "lend"],
    &["quick", "quickly", "fast"],
    &["slow", "slowly"],
    &["bored", "boring"],
    &["interested", "interesting"],
    &["fun", "funny"],
    &["good", "well"],
];

/// Words a correction may add or drop: "I am agree" / "I agree", "more better" / "better".
#[rustfmt::skip]
const SMALL_EDIT: &[&str] = &[
    "a", "an", "the", "am", "is", "are", "was", "were", "be", "been", "do", "does", "did",
    "have", "has", "had", "will", "to", "at", "in", "on", "for", "of", "with", "from", "more",
    "most",
];

/// What a teacher says when they correct.
#[rustfmt::skip]
const TEACHER: &[&str] = &[
    "you should say", "you can't say", "you cannot say", "the correct", "correct form",
    "correct way", "better to say", "we say", "we don't say", "the right word",
];

// ---------------------------------------------------------------------------------------------
// Text helpers.

fn is_in(list: &[&str], word: &str) -> bool {
    list.contains(&word)
}

/// A `.` or `:` between two digits belongs to a number or a time ("7.30", "6:45").
fn inside_number(chars: &[char], i: usize) -> bool {
    i > 0 && i + 1 < chars.len() && chars[i - 1].is_ascii_digit() && chars[i + 1].is_ascii_digit()
}

/// Lowercased words of a piece of text. Apostrophes stay inside words ("don't"); curly ones
/// become straight; quotes around a word are dropped.
fn words(text: &str) -> Vec<String> {
    let chars: Vec<char> = text
        .chars()
        .map(|c| {
            if c == '\u{2019}' || c == '\u{2018}' || c == '`' {
                '\''
            } else {
                c
            }
        })
        .collect();
    let mut out = Vec::new();
    let mut cur = String::new();
    for (i, &c) in chars.iter().enumerate() {
        if c.is_alphanumeric()
            || c == '\''
            || c == '-'
            || ((c == '.' || c == ':') && inside_number(&chars, i))
        {
            cur.extend(c.to_lowercase());
        } else if !cur.is_empty() {
            out.push(std::mem::take(&mut cur));
        }
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out.into_iter()
        .map(|w| w.trim_matches(|c| c == '\'' || c == '-').to_string())
        .filter(|w| !w.is_empty())
        .collect()
}

/// Pieces of text split at `.`, `!`, `?` (and, when `commas`, also at `,`, `;`, `:`), each
/// with the mark that ended it.
fn pieces(text: &str, commas: bool) -> Vec<(String, Option<char>)> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut cur = String::new();
    for (i, &c) in chars.iter().enumerate() {
        let strong = matches!(c, '.' | '!' | '?');
        let weak = commas && matches!(c, ',' | ';' | ':');
        if (strong || weak) && !inside_number(&chars, i) {
            if !cur.trim().is_empty() {
                out.push((std::mem::take(&mut cur), Some(c)));
            } else if c == '?' {
                // "Really?!" or "? ": the mark belongs to the previous piece.
                if let Some(last) = out.last_mut() {
                    last.1 = Some('?');
                }
            }
            cur.clear();
        } else {
            cur.push(c);
        }
    }
    if !cur.trim().is_empty() {
        out.push((cur, None));
    }
    out
}

/// Clauses of a learner turn: split at any punctuation, each a list of words.
fn clauses(text: &str) -> Vec<Vec<String>> {
    pieces(text, true)
        .into_iter()
        .map(|(p, _)| words(&p))
        .filter(|w| !w.is_empty())
        .collect()
}

/// A sentence of a reply: its words and whether it ends with a question mark.
struct Sentence {
    words: Vec<String>,
    question: bool,
}

fn sentences(text: &str) -> Vec<Sentence> {
    pieces(text, false)
        .into_iter()
        .map(|(p, end)| Sentence {
            words: words(&p),
            question: end == Some('?'),
        })
        .filter(|s| !s.words.is_empty())
        .collect()
}

/// Index of the first word after fillers ("so um where…", "by the way what…", "excuse me").
fn skip_fillers(w: &[String], mut i: usize) -> usize {
    loop {
        if i < w.len() && is_in(FILLERS, &w[i]) {
            i += 1;
        } else if w.len() >= i + 3 && w[i] == "by" && w[i + 1] == "the" && w[i + 2] == "way" {
            i += 3;
        } else if w.len() >= i + 2 && w[i] == "excuse" && w[i + 1] == "me" {
            i += 2;
        } else {
            return i;
        }
    }
}

/// `phrase` (words separated by single spaces) occurs in `w` as whole words.
fn has_phrase(w: &[String], phrase: &str) -> bool {
    let p: Vec<&str> = phrase.split(' ').collect();
    w.windows(p.len())
        .any(|win| win.iter().zip(&p).all(|(a, b)| a == b))
}

fn has_any(w: &[String], phrases: &[&str]) -> bool {
    phrases.iter().any(|p| has_phrase(w, p))
}

/// `w` begins with `phrase`, after any interjections ("Oh, yes I do").
fn starts_with_phrase(w: &[String], phrase: &str) -> bool {
    let mut i = 0;
    while i < w.len() && is_in(INTERJECTIONS, &w[i]) {
        i += 1;
    }
    let p: Vec<&str> = phrase.split(' ').collect();
    w.len() >= i + p.len() && w[i..i + p.len()].iter().zip(&p).all(|(a, b)| a == b)
}

fn starts_with_any(w: &[String], phrases: &[&str]) -> bool {
    phrases.iter().any(|p| starts_with_phrase(w, p))
}

// ---------------------------------------------------------------------------------------------
// Content words.

/// Drops a doubled final consonant left by -ing/-ed ("runn" → "run", "stopp" → "stop"), but
/// not l, s or z ("call", "dress", "buzz").
fn undouble(base: &str) -> String {
    let b: Vec<char> = base.chars().collect();
    let n = b.len();
    if n >= 3 && b[n - 1] == b[n - 2] && !"aeiouylsz".contains(b[n - 1]) {
        b[..n - 1].iter().collect()
    } else {
        base.to_string()
    }
}

fn has_vowel(s: &str) -> bool {
    s.chars().any(|c| "aeiouy".contains(c))
}

/// A light stemmer, just enough for a learner's word and the partner's to meet.
///
/// Rules, in order: drop a possessive `'s`; plurals and third persons (`-ies` → `i`, `-sses`,
/// `-shes`, `-ches`, `-xes`, `-zes` and short `-oes` lose `es`, other `-s` goes unless the word
/// ends in `ss`, `us` or `is`); then `-ing` and `-ed` (with the base at least three letters and
/// a vowel, a doubled consonant undoubled, `-ied` → `i`); finally a final `e` goes and a final
/// consonant + `y` becomes `i`. Words shorter than four letters and numbers are kept. The
/// results are stems, not words: "cooking" and "cook" give "cook", "movies" and "movie" give
/// "movi", "lived" and "live" give "liv", "studies" and "studying" give "studi".
pub fn stem(word: &str) -> String {
    let mut w = word.to_lowercase();
    if w.chars().any(|c| c.is_ascii_digit()) {
        return w;
    }
    if let Some(base) = w.strip_suffix("'s").or_else(|| w.strip_suffix("s'")) {
        w = base.to_string();
    }
    if w.len() < 4 {
        return w;
    }
    // Plurals and third persons.
    if w.len() >= 5 && w.ends_with("ies") {
        w = format!("{}i", &w[..w.len() - 3]);
    } else if (w.len() >= 5
        && ["sses", "shes", "ches", "xes", "zes"]
            .iter()
            .any(|s| w.ends_with(s)))
        || (w.len() <= 5 && w.ends_with("oes"))
    {
        w.truncate(w.len() - 2);
    } else if w.ends_with('s') && !w.ends_with("ss") && !w.ends_with("us") && !w.ends_with("is") {
        w.truncate(w.len() - 1);
    }
    // -ing and -ed.
    if w.len() >= 6 && w.ends_with("ing") {
        let base = &w[..w.len() - 3];
        if base.len() >= 3 && has_vowel(base) {
            w = undouble(base);
        }
    } else if w.len() >= 5 && w.ends_with("ied") {
        w = format!("{}i", &w[..w.len() - 3]);
    } else if w.len() >= 5 && w.ends_with("eed") {
        // "agreed" → "agree"; "speed", "need" stay.
        if w.len() > 5 {
            w.truncate(w.len() - 1);
        }
    } else if w.len() >= 5 && w.ends_with("ed") {
        let base = &w[..w.len() - 2];
        if base.len() >= 3 && has_vowel(base) {
            w = undouble(base);
        }
    }
    // Final e and y.
    if w.len() >= 4 && w.ends_with('e') {
        w.truncate(w.len() - 1);
    } else if w.len() >= 4 && w.ends_with('y') {
        let before = w.as_bytes()[w.len() - 2] as char;
        if !"aeiou".contains(before) {
            w.truncate(w.len() - 1);
            w.push('i');
        }
    }
    w
}

/// The content words of a text, stemmed (see [`stem`]), in order, repeats kept.
///
/// Words are lowercased and split at anything but letters, digits, apostrophes and hyphens.
/// Function words, pronouns, auxiliaries, frequency adverbs, fillers (um, uh, well, so, okay,
/// yeah, like) and politeness words (please, thanks, sorry) are left out (the `STOP` list).
pub fn content_words(text: &str) -> Vec<String> {
    words(text)
        .into_iter()
        .filter(|w| !is_in(STOP, w))
        .map(|w| stem(&w))
        .collect()
}

fn shares_content(a: &[String], b: &[String]) -> bool {
    a.iter().any(|w| b.contains(w))
}

// ---------------------------------------------------------------------------------------------
// Questions.

/// A request to slow down or say it again ("more slowly", "too fast", "say that again").
fn asks_slower(w: &[String]) -> bool {
    if has_any(
        w,
        &[
            "slowly",
            "slower",
            "slow down",
            "more slow",
            "speak slow",
            "talk slow",
        ],
    ) {
        return true;
    }
    if has_any(
        w,
        &[
            "say that again",
            "say it again",
            "pardon",
            "please repeat",
            "repeat please",
            "lost me",
        ],
    ) {
        return true;
    }
    // "too fast" / "two fast" (misheard); "so fast" / "very fast" only about speaking.
    let about_speech = has_any(w, &["you", "speak", "talk", "talking", "speaking"]);
    w.iter().enumerate().any(|(i, x)| {
        x == "fast"
            && i > 0
            && w.get(i + 1).map(String::as_str) != Some("food")
            && (matches!(w[i - 1].as_str(), "too" | "two")
                || (about_speech
                    && matches!(w[i - 1].as_str(), "so" | "very" | "really" | "quite")))
    })
}

/// An auxiliary opens the clause and a subject follows: "is it", "does your", "can i".
fn aux_opens(c: &[String], s: usize) -> bool {
    let (Some(w0), Some(w1)) = (c.get(s), c.get(s + 1)) else {
        return false;
    };
    if w0 == "have" || w0 == "has" {
        return matches!(
            w1.as_str(),
            "you" | "your" | "they" | "we" | "he" | "she" | "it"
        );
    }
    is_in(AUX, w0) && is_in(SUBJECTS, w1)
}

/// A wh-word opens the clause as a question (strict form, used to decide if it is a question
/// at all): "what's…", "where do…", "where you live", "what time", "what food do you…". Not
/// "when i was a child" or "when the weather is nice".
fn wh_opens_strict(c: &[String], s: usize) -> bool {
    let Some(w0) = c.get(s) else { return false };
    if is_in(WH_CONTRACTED, w0) {
        return true;
    }
    if !is_in(WH, w0) {
        return false;
    }
    let Some(w1) = c.get(s + 1) else { return false };
    if is_in(AUX, w1) || is_in(WH_FOLLOW, w1) {
        return true;
    }
    if matches!(
        w1.as_str(),
        "i" | "we" | "he" | "she" | "they" | "it" | "there"
    ) {
        return false;
    }
    // "what food do you…", "which city is the…": an auxiliary two or three words on, with a
    // subject after it.
    (s + 2..=s + 3).any(|k| {
        c.get(k).is_some_and(|a| is_in(AUX, a)) && c.get(k + 1).is_some_and(|b| is_in(SUBJECTS, b))
    })
}

/// Whisper dropped the wh-word: one to three words, then an auxiliary and "you" ("time do
/// you usually get up", "music do you like").
fn dropped_wh(c: &[String], s: usize) -> bool {
    (s + 1..=s + 3).any(|k| {
        k + 1 < c.len()
            && is_in(AUX, &c[k])
            && (c[k + 1] == "you" || c[k + 1] == "your")
            && c[s..k].iter().all(|x| {
                !is_in(PRONOUNS, x) && !is_in(AUX, x) && !is_in(WH, x) && !is_in(FILLERS, x)
            })
    })
}

/// An auxiliary directly before "you"/"your": "do you", "can you", "is your"; not after a
/// subject ("if I were you", "it is your turn").
fn aux_you(w: &[String]) -> bool {
    (0..w.len().saturating_sub(1)).any(|i| {
        is_in(AUX, &w[i])
            && matches!(w[i + 1].as_str(), "you" | "your" | "yourself")
            && (i == 0
                || !matches!(
                    w[i - 1].as_str(),
                    "i" | "we" | "he" | "she" | "they" | "it" | "that" | "this" | "there"
                ))
    })
}

/// Ends with a tag that hands the question back: "and you", "what about you".
fn tag_question(w: &[String]) -> bool {
    let n = w.len();
    n >= 2
        && matches!(w[n - 2].as_str(), "and" | "about")
        && matches!(w[n - 1].as_str(), "you" | "yourself" | "yours")
}

/// Whether the learner asked the partner something (or asked them to do something).
///
/// A turn is a question when any of these holds:
/// - it has a question mark anywhere;
/// - a clause opens (after fillers such as "so", "um", "hello", "by the way") with a wh-word
///   followed by an auxiliary, "you", or a question noun ("what time", "how long", "what
///   means"), or with a contracted wh-word ("what's", "how's");
/// - an auxiliary comes right before "you"/"your" anywhere ("do you", "can you", "is your"),
///   which also catches questions whose first word Whisper dropped ("time do you get up"),
///   unless a subject comes before it ("if I were you");
/// - a clause opens with an auxiliary and a subject ("is it", "does your", "can i");
/// - a clause opens with "tell me", or the turn opens with "ever" and a participle ("ever
///   been to Italy", but not "ever since");
/// - it ends with "and you", "what about you", "how about you", "and yourself";
/// - it asks to slow down or repeat ("more slowly", "too fast", "say that again").
///
/// Case and punctuation do not matter otherwise. Statements that open with a wh-word
/// ("when I was a child…") are not questions, since no auxiliary or "you" follows.
pub fn is_question_to_partner(turn: &str) -> bool {
    if turn.contains('?') {
        return true;
    }
    let all = words(turn);
    if all.is_empty() {
        return false;
    }
    for c in clauses(turn) {
        let s = skip_fillers(&c, 0);
        if wh_opens_strict(&c, s) || aux_opens(&c, s) {
            return true;
        }
        if c.get(s).map(String::as_str) == Some("tell")
            && c.get(s + 1).map(String::as_str) == Some("me")
        {
            return true;
        }
    }
    let s = skip_fillers(&all, 0);
    if all.get(s).map(String::as_str) == Some("ever")
        && all
            .get(s + 1)
            .is_some_and(|p| is_in(PARTICIPLES, p) || p.ends_with("ed"))
    {
        return true;
    }
    aux_you(&all) || tag_question(&all) || asks_slower(&all)
}

/// The question is led by a wh-word (or one Whisper dropped), rather than an auxiliary.
fn wh_led(turn: &str) -> bool {
    clauses(turn).iter().any(|c| {
        let s = skip_fillers(c, 0);
        let Some(w0) = c.get(s) else { return false };
        if is_in(WH_CONTRACTED, w0) {
            return true;
        }
        if is_in(WH, w0)
            && (s + 1..=s + 5).any(|k| {
                c.get(k)
                    .is_some_and(|a| is_in(AUX, a) || is_in(WH_FOLLOW, a))
            })
        {
            return true;
        }
        // A wh-word, auxiliary and "you" anywhere ("… where do you live").
        let mid = c.windows(3).any(|t| {
            is_in(WH, &t[0]) && is_in(AUX, &t[1]) && matches!(t[2].as_str(), "you" | "your")
        });
        mid || dropped_wh(c, s)
    })
}

/// Experience question: "ever", or "have you / has your X" + past participle; "have you been"
/// only with a place after it ("been to", "been in", "been there"). Not "how long have you
/// been…" and not "have you got".
fn asks_experience(w: &[String]) -> bool {
    if has_phrase(w, "how long") {
        return false;
    }
    if w.iter().any(|x| x == "ever") {
        return true;
    }
    if w.first().map(String::as_str) == Some("been") {
        return true;
    }
    (0..w.len()).any(|i| {
        if !matches!(w[i].as_str(), "have" | "has") {
            return false;
        }
        let subject_end = match w.get(i + 1).map(String::as_str) {
            Some("you") => i + 2,
            Some("your") => i + 3,
            _ => return false,
        };
        let Some(p) = w.get(subject_end) else {
            return false;
        };
        if p == "been" {
            return matches!(
                w.get(subject_end + 1).map(String::as_str),
                Some("to" | "in" | "there" | "abroad" | "outside" | "on")
            );
        }
        is_in(PARTICIPLES, p) || (p.len() > 4 && p.ends_with("ed"))
    })
}

/// What kind of question the turn is; [`Kind::Statement`] when
/// [`is_question_to_partner`] is false.
///
/// The first rule that matches decides, in this order:
/// 1. `Meaning`: "mean", "means" or "meaning" (but not "what do you mean", "I mean",
///    "been meaning to").
/// 2. `Slower`: slow down or repeat ("more slowly", "too fast", "repeat", "pardon",
///    "didn't catch", "don't understand").
/// 3. `Help`: "help me", "can/could/would you tell/show/explain/give/recommend…" (not "tell
///    me about", which asks about the partner), "do you (happen to) know where/how/if/any…",
///    "tell me where…", a wh-word with "do/can/should i", "best way".
/// 4. `Prefer`: "prefer", "rather", "choose", or "or" between options in a "which" or
///    "like/want/drink" question (not "or not").
/// 5. `Ever`: see `asks_experience`: "ever", "have you" + participle.
/// 6. `WhRoutine`: "what time", "how often", "when do/does", "how long does it take", or a
///    wh-question with "usually", "normally", "every", "in the morning", "on sundays"…
/// 7. `Opinion`: "think", "reckon", "opinion", "your take", "feel about", "would you say",
///    "believe".
/// 8. `WhLike`: "favourite", "kind of", "sort of", "type of", "for fun", "are you into", or
///    a wh-led question with "like", "love" or "enjoy" ("what's the weather like" describes
///    and "like that" compares, so they are not taste questions).
/// 9. `WhLife` for a question handed back with "and you", "tell me about…", or any other
///    wh-led question.
/// 10. `YesNo` for the rest (auxiliary first, or a statement with a question mark).
pub fn question_kind(turn: &str) -> Kind {
    if !is_question_to_partner(turn) {
        return Kind::Statement;
    }
    let w = words(turn);
    let has = |p: &str| has_phrase(&w, p);
    let wh = wh_led(turn);

    // 1. Meaning.
    let mut plain = format!(" {} ", w.join(" "));
    for p in [
        " what do you mean ",
        " do you mean ",
        " you mean ",
        " i mean ",
        " been meaning ",
        " meaning to ",
    ] {
        plain = plain.replace(p, " ");
    }
    if [" mean ", " means ", " meaning "]
        .iter()
        .any(|m| plain.contains(m))
    {
        return Kind::Meaning;
    }
    // 2. Slower.
    if asks_slower(&w)
        || has_any(
            &w,
            &[
                "repeat",
                "pardon",
                "didn't catch",
                "don't understand",
                "didn't understand",
                "didn't get that",
            ],
        )
    {
        return Kind::Slower;
    }
    // 3. Help.
    let modal_request = (0..w.len()).any(|i| {
        matches!(w[i].as_str(), "can" | "could" | "would")
            && w.get(i + 1).map(String::as_str) == Some("you")
            && w.get(i + 2).is_some_and(|v| {
                matches!(
                    v.as_str(),
                    "tell" | "show" | "explain" | "give" | "recommend" | "suggest"
                )
            })
            && !(w.get(i + 3).map(String::as_str) == Some("me")
                && w.get(i + 4).map(String::as_str) == Some("about"))
    });
    let know_where = (0..w.len()).any(|i| {
        w[i] == "know"
            && i >= 1
            && (has("do you know") || has("happen to know"))
            && w.get(i + 1).is_some_and(|n| {
                matches!(
                    n.as_str(),
                    "where"
                        | "how"
                        | "when"
                        | "what"
                        | "which"
                        | "who"
                        | "if"
                        | "whether"
                        | "any"
                        | "a"
                        | "an"
                        | "some"
                )
            })
    });
    let tell_me_wh = (0..w.len()).any(|i| {
        w[i] == "tell"
            && w.get(i + 1).map(String::as_str) == Some("me")
            && w.get(i + 2).is_some_and(|n| is_in(WH, n) || n == "if")
    });
    let how_do_i = wh && has_any(&w, &["do i", "can i", "should i", "could i"]);
    if has("help me")
        || has("you help")
        || modal_request
        || know_where
        || tell_me_wh
        || how_do_i
        || has("best way")
    {
        return Kind::Help;
    }
    // 4. Prefer.
    let options = has("or") && !has("or not");
    if has_any(&w, &["prefer", "rather", "choose"])
        || (options && has_any(&w, &["which", "like", "want", "drink"]))
    {
        return Kind::Prefer;
    }
    // 5. Ever.
    if asks_experience(&w) {
        return Kind::Ever;
    }
    // 6. Routine.
    let habit = [
        "usually",
        "normally",
        "typically",
        "every",
        "in the morning",
        "in the evening",
        "in the afternoon",
        "at night",
        "mornings",
        "evenings",
        "on weekends",
        "at the weekend",
        "on sundays",
        "on saturdays",
        "daily",
    ];
    if has_any(
        &w,
        &[
            "what time",
            "how often",
            "when do",
            "when does",
            "how long does it take",
        ],
    ) || (wh && has_any(&w, &habit))
    {
        return Kind::WhRoutine;
    }
    // 7. Opinion.
    if has_any(
        &w,
        &[
            "think",
            "reckon",
            "opinion",
            "your take",
            "feel about",
            "would you say",
            "believe",
        ],
    ) {
        return Kind::Opinion;
    }
    // 8. Taste.
    // "what's the weather like" describes; "cook like that" compares.
    let describes = (has_any(&w, &["what's", "what is", "what was"]) && has("like"))
        || has_any(&w, &["like that", "like this"]);
    if has_any(
        &w,
        &[
            "favourite",
            "favorite",
            "kind of",
            "sort of",
            "type of",
            "for fun",
            "are you into",
            "you're into",
        ],
    ) || (wh && !describes && has_any(&w, &["like", "love", "enjoy"]))
    {
        return Kind::WhLike;
    }
    // 9-10.
    let aux_question = aux_you(&w)
        || clauses(turn)
            .iter()
            .any(|c| aux_opens(c, skip_fillers(c, 0)));
    if wh || has("tell me") || (tag_question(&w) && !aux_question) {
        Kind::WhLife
    } else {
        Kind::YesNo
    }
}

// ---------------------------------------------------------------------------------------------
// Answers.

/// A time of day or a day: "at seven", "7 o'clock", "7:30", "half past six", "around eight",
/// "noon", "early", "in the evening", "on Sundays".
fn has_time(w: &[String]) -> bool {
    if has_any(w, TIME_PHRASES) {
        return true;
    }
    w.iter().enumerate().any(|(i, x)| {
        if is_in(TIME_WORDS, x) {
            return true;
        }
        let prev_prep = i > 0 && is_in(TIME_PREPS, &w[i - 1]);
        let next_time = w.get(i + 1).is_some_and(|n| is_in(TIME_AFTER, n));
        if x.starts_with(|c: char| c.is_ascii_digit()) {
            if x.contains(':') || x.contains('.') || x.ends_with("am") || x.ends_with("pm") {
                return true;
            }
            let small = x.parse::<u32>().map(|n| n <= 24).unwrap_or(false);
            return small && (prev_prep || next_time);
        }
        is_in(NUMBER_WORDS, x) && (prev_prep || next_time)
    })
}

/// A number or an amount: "two", "25", "a few", "a lot", "none", "since 2019".
fn has_number(w: &[String]) -> bool {
    const MORE_NUMBERS: &[&str] = &[
        "zero",
        "none",
        "thirteen",
        "fourteen",
        "fifteen",
        "sixteen",
        "seventeen",
        "eighteen",
        "nineteen",
        "twenty",
        "thirty",
        "forty",
        "fifty",
        "sixty",
        "seventy",
        "eighty",
        "ninety",
        "hundred",
        "dozen",
        "half",
        "couple",
        "few",
        "lot",
        "lots",
        "several",
        "since",
    ];
    w.iter().any(|x| {
        x.starts_with(|c: char| c.is_ascii_digit())
            || is_in(NUMBER_WORDS, x)
            || is_in(MORE_NUMBERS, x)
            || x.starts_with("twenty")
            || x.starts_with("thirty")
    })
}

/// Options of an "A or B" question: the last content word before each "or" and the first
/// after it, stemmed.
fn options(w: &[String]) -> Vec<String> {
    let mut out = Vec::new();
    for (i, x) in w.iter().enumerate() {
        if x != "or" || w.get(i + 1).map(String::as_str) == Some("not") {
            continue;
        }
        if let Some(a) = w[..i].iter().rev().find(|v| !is_in(STOP, v)) {
            out.push(stem(a));
        }
        if let Some(b) = w[i + 1..].iter().find(|v| !is_in(STOP, v)) {
            out.push(stem(b));
        }
    }
    out
}

/// The word asked about in a meaning question: "what does X mean", "what is the meaning of
/// X", "what means X", "what X means". Empty when none is found.
pub fn meaning_target(turn: &str) -> Vec<String> {
    let w = words(turn);
    let skip = ["the", "word", "expression", "phrase", "a", "an"];
    let keep = |span: &[String]| -> Vec<String> {
        span.iter()
            .filter(|x| !skip.contains(&x.as_str()))
            .cloned()
            .collect()
    };
    for (m, x) in w.iter().enumerate() {
        let target = match x.as_str() {
            "meaning" if w.get(m + 1).map(String::as_str) == Some("of") => keep(&w[m + 2..]),
            "means" if m >= 1 && (w[m - 1] == "what" || w[m - 1] == "what's") => keep(&w[m + 1..]),
            "means" => match w[..m].iter().rposition(|v| v == "what") {
                Some(q) => keep(&w[q + 1..m]),
                None => Vec::new(),
            },
            "mean" => match w[..m]
                .iter()
                .rposition(|v| matches!(v.as_str(), "does" | "do" | "did"))
            {
                Some(d) if !(w.get(d + 1).map(String::as_str) == Some("you") && d + 2 == m) => {
                    keep(&w[d + 1..m])
                }
                _ => Vec::new(),
            },
            _ => Vec::new(),
        };
        if !target.is_empty() {
            return target;
        }
    }
    Vec::new()
}

/// Whether the reply answers the learner's question before asking anything itself.
///
/// False when the turn is not a question ([`is_question_to_partner`]). The reply is split
/// into sentences at `.`, `!` and `?`; a sentence is a question when it ends with `?`. The
/// first sentence must not be a question. The answering part is every sentence before the
/// first question (the question sentence itself does not count, so "Nice! Do you like
/// cooking too?" does not answer "do you like cooking"). It answers when it shares a content
/// word with the turn (after stemming), or when its form answers the kind of question
/// ([`question_kind`]):
/// - "what time" / "when": a time ("at seven", "7 o'clock", "half past six", "around eight");
///   "how often" and other routine questions: a frequency ("every day", "twice a week") or
///   a time;
/// - yes/no: a sentence opens with yes, no, sure, of course, not really, I do, I don't,
///   I have, I haven't, I can, never… (after "oh", "well", "haha");
/// - ever: the same, or once, twice, not yet, I went, I've been, I visited…;
/// - prefer: one of the options around "or", or both, neither, it depends;
/// - slower: an agreement (of course, sure, sorry, okay, no problem) or "slow", "again";
/// - meaning: the word asked about, or "means", "it's when";
/// - help: a yes/no opening, or sorry, you can, try, let me, I don't know, it's…;
/// - opinion: I think, I believe, in my opinion, for me, I'm not sure…;
/// - taste: I like, I love, my favourite, I listen, I watch…;
/// - life: to "how are you": fine, good, great, not bad, busy, I'm…; to "what's X like": a
///   description (it's, it is, there are, very…); to "how many / how old / how long": a
///   number or amount; to "where": a sentence about itself (I'm, my, I live, we…) with in,
///   from, near or at; to "what do you do / your job": I'm a, I work, I study…; to any
///   other: a sentence about itself.
pub fn answers(turn: &str, reply: &str) -> bool {
    let kind = question_kind(turn);
    if kind == Kind::Statement {
        return false;
    }
    let sents = sentences(reply);
    match sents.first() {
        None => return false,
        Some(s) if s.question => return false,
        Some(_) => {}
    }
    let part: Vec<&Sentence> = sents.iter().take_while(|s| !s.question).collect();
    let part_words: Vec<String> = part.iter().flat_map(|s| s.words.iter().cloned()).collect();
    let part_content: Vec<String> = part_words
        .iter()
        .filter(|w| !is_in(STOP, w))
        .map(|w| stem(w))
        .collect();
    if shares_content(&content_words(turn), &part_content) {
        return true;
    }
    let tw = words(turn);
    let opens = |list: &[&str]| part.iter().any(|s| starts_with_any(&s.words, list));
    let contains = |list: &[&str]| part.iter().any(|s| has_any(&s.words, list));
    match kind {
        Kind::Statement => false,
        Kind::WhRoutine => {
            let times = has_time(&part_words);
            let often = has_any(&part_words, FREQUENCY);
            if has_any(&tw, &["what time", "when"]) {
                times
            } else {
                times || often
            }
        }
        Kind::YesNo => opens(YES_NO),
        Kind::Ever => opens(YES_NO) || opens(EVER_EXTRA),
        Kind::Prefer => {
            let opts = options(&tw);
            part_content.iter().any(|c| opts.contains(c)) || contains(PREFER_OK)
        }
        Kind::Slower => contains(SLOWER_OK),
        Kind::Meaning => {
            let target: Vec<String> = meaning_target(turn).iter().map(|x| stem(x)).collect();
            part_content.iter().any(|c| target.contains(c)) || contains(MEANING_OK)
        }
        Kind::Help => opens(YES_NO) || opens(HELP_EXTRA),
        Kind::Opinion => contains(OPINION_OK),
        Kind::WhLike => contains(LIKE_OK),
        Kind::WhLife => {
            let mood = has_any(
                &tw,
                &[
                    "how are you",
                    "how is it going",
                    "how's it going",
                    "how's your day",
                    "how was your",
                    "how are things",
                    "how's your",
                ],
            );
            if mood {
                opens(MOOD_OK) || opens(LIFE_OK)
            } else if has_any(&tw, &["what's", "what is", "what was"]) && has_phrase(&tw, "like") {
                opens(DESCRIBE_OK)
            } else if has_any(&tw, &["how many", "how old", "how long", "how much"]) {
                has_number(&part_words)
            } else if has_phrase(&tw, "where") {
                opens(LIFE_OK) && contains(&["in", "from", "near", "at", "live", "born"])
            } else if has_any(&tw, JOB_ASKS) {
                opens(JOB_OK)
            } else {
                opens(LIFE_OK)
            }
        }
    }
}

/// Whether the reply stays on what the learner said.
///
/// True when the reply shares at least one content word with the turn (after stemming:
/// "watch" meets "watching"), or when the turn is a question and the reply [`answers`] it.
pub fn on_thread(turn: &str, reply: &str) -> bool {
    shares_content(&content_words(turn), &content_words(reply))
        || (is_question_to_partner(turn) && answers(turn, reply))
}

// ---------------------------------------------------------------------------------------------
// Corrections.

fn in_group(groups: &[&[&str]], a: &str, b: &str) -> bool {
    groups.iter().any(|g| g.contains(&a) && g.contains(&b))
}

/// Two forms of one word: the same stem ("movie"/"movies") or forms of one verb
/// ("go"/"went", "don't"/"doesn't"). Never pronouns ("I"/"you" is not a correction).
fn same_word(a: &str, b: &str) -> bool {
    a != b
        && !is_in(PRONOUNS, a)
        && !is_in(PRONOUNS, b)
        && (stem(a) == stem(b) || in_group(IRREGULAR, a, b))
}

/// Two different words a correction could swap: forms of one word (`same_word`) or a pair
/// learners confuse ("a"/"the", "in"/"on"/"at", "since"/"for", "say"/"tell", "make"/"do").
fn related(a: &str, b: &str) -> bool {
    same_word(a, b)
        || (a != b && !is_in(PRONOUNS, a) && !is_in(PRONOUNS, b) && in_group(CONFUSABLE, a, b))
}

/// Words without fillers, for comparing runs of words.
fn plain_words(text: &str) -> Vec<String> {
    words(text)
        .into_iter()
        .filter(|w| {
            !matches!(
                w.as_str(),
                "um" | "uh" | "umm" | "uhm" | "er" | "erm" | "hmm"
            )
        })
        .collect()
}

/// The reply repeats a run of the turn with one small edit:
/// - three words with the middle one swapped for a related word ("she don't like" → "she
///   doesn't like"), or an outer one swapped for another form of the same word or
///   "since"/"for" ("since three years" → "for three years"); an outer swap of two different
///   small words ("you do for" / "you do in", "a lot in" / "a lot of") is ordinary talk;
/// - four words with a small word dropped inside ("I am agree with" → "I agree with");
/// - three words with a small word added inside ("I am teacher" → "I am a teacher").
fn recast(t: &[String], r: &[String]) -> bool {
    // One word swapped.
    for tw in t.windows(3) {
        for rw in r.windows(3) {
            let diffs: Vec<usize> = (0..3).filter(|&k| tw[k] != rw[k]).collect();
            let [k] = diffs[..] else { continue };
            let (a, b) = (tw[k].as_str(), rw[k].as_str());
            let swap = if k == 1 {
                related(a, b)
            } else {
                same_word(a, b) || in_group(&[&["since", "for"]], a, b)
            };
            if swap {
                return true;
            }
        }
    }
    // One small word dropped from inside a run of four.
    for tw in t.windows(4) {
        for k in 1..=2 {
            if !is_in(SMALL_EDIT, &tw[k]) {
                continue;
            }
            let cut: Vec<&String> = tw
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != k)
                .map(|(_, x)| x)
                .collect();
            if r.windows(3)
                .any(|rw| rw.iter().zip(&cut).all(|(a, b)| a == *b))
            {
                return true;
            }
        }
    }
    // One small word added inside a run of three.
    for rw in r.windows(4) {
        for k in 1..=2 {
            if !is_in(SMALL_EDIT, &rw[k]) {
                continue;
            }
            let cut: Vec<&String> = rw
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != k)
                .map(|(_, x)| x)
                .collect();
            if t.windows(3)
                .any(|tw| tw.iter().zip(&cut).all(|(a, b)| a == *b))
            {
                return true;
            }
        }
    }
    false
}

/// Whether the reply corrects the learner.
///
/// True when the reply:
/// - uses a teacher phrase: "you should say", "the correct", "better to say", "we say",
///   "we don't say", "the right word";
/// - says "you mean" or "did you mean" (but not "what do you mean" or "I know what you
///   mean", which are not corrections);
/// - says "not X but Y" where X is a word of the turn and Y a related word ("not since but
///   for");
/// - or repeats three or more consecutive words of the turn with one word changed for a
///   related one ("she don't like" → "she doesn't like", "yesterday I go" → "yesterday I
///   went", "since three years" → "for three years"), or with one small word dropped or added
///   inside the run ("I am agree with" → "I agree with"). A swap of pronouns ("I go to" →
///   "you go to") or of unrelated words ("watch movies" → "watch series") is not a
///   correction; an exact repeat is not either. Asking the learner's own question back in
///   its correct form ("what you do in the evening" → "What do you do in your free time?")
///   does count: it reads as a fixed version of their sentence.
pub fn corrects(turn: &str, reply: &str) -> bool {
    let t = plain_words(turn);
    let r = plain_words(reply);
    if has_any(&r, TEACHER) {
        return true;
    }
    for i in 0..r.len().saturating_sub(1) {
        if r[i] == "you" && r[i + 1] == "mean" {
            let mut j = i;
            if j > 0 && matches!(r[j - 1].as_str(), "do" | "did") {
                j -= 1;
            }
            if j == 0 || r[j - 1] != "what" {
                return true;
            }
        }
    }
    for i in 0..r.len() {
        if r[i] != "not" {
            continue;
        }
        for j in i + 2..=(i + 4).min(r.len().saturating_sub(2)) {
            if r[j] == "but" {
                let x = &r[i + 1..j];
                let y = &r[j + 1];
                if x.iter().all(|v| t.contains(v)) && !t.contains(y) && related(&x[x.len() - 1], y)
                {
                    return true;
                }
            }
        }
    }
    recast(&t, &r)
}

// ---------------------------------------------------------------------------------------------
// Repeats.

/// How many replies are the same as an earlier reply of the call.
///
/// Replies are compared lowercased, with everything but letters, digits and spaces removed
/// and runs of spaces collapsed ("Nice!" = "nice", "I'm fine." = "Im fine"). Each reply that
/// equals any earlier one counts once; empty replies are not counted.
pub fn repeated(replies: &[String]) -> usize {
    let mut seen = std::collections::HashSet::new();
    let mut count = 0;
    for reply in replies {
        let norm: String = reply
            .to_lowercase()
            .chars()
            .filter(|c| c.is_alphanumeric() || c.is_whitespace())
            .collect::<String>()
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        if norm.is_empty() {
            continue;
        }
        if !seen.insert(norm) {
            count += 1;
        }
    }
    count
}

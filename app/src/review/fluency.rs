//! One speaker's figures from a call's transcript: speaking time, pace, turns, pauses, fillers
//! and vocabulary. The lines are the observer's utterances: each is a stretch of voice with its
//! start and end on the call clock, so a line's length is voiced time and the gap between two
//! lines is silence.

use std::collections::{BTreeMap, BTreeSet};

use super::hesitation::{spoken, words_of, Spoken, Unit};
use super::Side;
use crate::domain::Language;

/// What each figure means, in one line, as the review shows it on hover and focus:
/// (key, label, explanation).
pub const FIGURES: &[(&str, &str, &str)] = &[
    ("speaking", "Speaking", "How long your voice was heard, and your part of all the speaking in the call."),
    ("pace", "Words / min", "Words you said per minute of your own speaking; silences between your sentences are not counted."),
    ("turns", "Turns", "How many times you took the floor: a turn lasts until your partner speaks."),
    ("mean-turn", "Average turn", "How long you spoke, on average, each time before your partner spoke."),
    ("longest-turn", "Longest turn", "Your longest stretch of speaking without your partner speaking."),
    ("pauses", "Pauses over 1 s", "Silences longer than a second in the middle of one of your turns."),
    ("pace-chars", "Characters / min", "Characters (kana and kanji) you said per minute of your own speaking: Japanese is written without spaces, so it is counted in characters, not words."),
    ("fillers", "Fillers / min", "Hesitations (um, uh; eh, este; euh, ben; äh, ähm; えっと, あの) per minute of your speaking."),
    ("distinct", "Distinct words", "How many different words you used."),
    ("distinct-chars", "Distinct characters", "How many different characters (kana and kanji) you used."),
    ("new-words", "New words", "Words you used for the first time in your calls on Parley."),
    ("corrections", "Corrections / 100 words", "Corrections found per hundred words you said: lower is better."),
];

/// A silence inside a turn longer than this is a pause.
const PAUSE_MS: u64 = 1_000;

/// The words of a line, lower-cased, without punctuation; a curly apostrophe reads as `'`.
pub fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !(c.is_alphanumeric() || c == '\'' || c == '\u{2019}'))
        .map(|w| {
            w.trim_matches(['\'', '\u{2019}'])
                .replace('\u{2019}', "'")
                .to_lowercase()
        })
        .filter(|w| !w.is_empty())
}

/// Figures for `speaker`'s lines among `lines` (all speakers, in call order; each is `(whose,
/// start_ms, end_ms, text)`) in a call in `language`: a turn is a run of one speaker's lines
/// with nobody else speaking in between, and a pause is a gap of more than a second between two
/// lines of one turn. Words are characters in Japanese ([`Unit`]); hesitations are not words.
pub fn side(lines: &[(bool, u64, u64, &str)], speaker: bool, language: Language) -> Side {
    let mut s = Side::default();
    let mut distinct = BTreeSet::new();
    let mut turn: Option<(u64, u64)> = None;
    let mut turns_ms = 0;
    let close = |turn: &mut Option<(u64, u64)>, s: &mut Side, total: &mut u64| {
        if let Some((a, b)) = turn.take() {
            s.turns += 1;
            s.longest_turn_ms = s.longest_turn_ms.max(b - a);
            *total += b - a;
        }
    };
    for &(who, start, end, text) in lines {
        if who != speaker {
            close(&mut turn, &mut s, &mut turns_ms);
            continue;
        }
        s.speaking_ms += end.saturating_sub(start);
        for piece in spoken(language, text) {
            match piece {
                Spoken::Filler => s.fillers += 1,
                Spoken::Word(w) => {
                    s.words += 1;
                    distinct.insert(w);
                }
            }
        }
        turn = Some(match turn {
            Some((a, b)) => {
                if start.saturating_sub(b) > PAUSE_MS {
                    s.pauses_over_1s += 1;
                }
                (a, b.max(end))
            }
            None => (start, end.max(start)),
        });
    }
    close(&mut turn, &mut s, &mut turns_ms);
    s.distinct_words = distinct.len() as u32;
    if s.turns > 0 {
        s.mean_turn_ms = turns_ms / u64::from(s.turns);
    }
    if s.speaking_ms > 0 {
        let minutes = s.speaking_ms as f64 / 60_000.0;
        s.words_per_minute = f64::from(s.words) / minutes;
        s.fillers_per_minute = f64::from(s.fillers) / minutes;
    }
    s
}

/// How many distinct words of `texts` (the learner's lines in this call, in `language`) are
/// not among `earlier` (every word of the learner's earlier calls); `None` when there were no
/// earlier calls, and in Japanese (whose lines are not split into words). Hesitations and
/// numbers are not words to learn.
pub fn new_words<'a>(
    texts: impl Iterator<Item = &'a str>,
    earlier: Option<&BTreeSet<String>>,
    language: Language,
) -> Option<u32> {
    let earlier = earlier?;
    if Unit::of(language) == Unit::Characters {
        return None;
    }
    let now: BTreeSet<String> = texts
        .flat_map(|t| words_of(language, t))
        .filter(|w| w.chars().any(char::is_alphabetic))
        .collect();
    Some(now.difference(earlier).count() as u32)
}

/// Longer, less common words the learner used, longest first (none in Japanese, whose lines
/// are not split into words).
pub fn keep_words<'a>(
    texts: impl Iterator<Item = &'a str>,
    max: usize,
    language: Language,
) -> Vec<String> {
    if Unit::of(language) == Unit::Characters {
        return Vec::new();
    }
    let mut seen = BTreeSet::new();
    // Words written with a capital in the middle of a sentence (German nouns, names), shown so.
    let mut capitals: BTreeMap<String, String> = BTreeMap::new();
    for t in texts {
        let mut starts_sentence = true;
        for w in t.split_whitespace() {
            let bare = w.trim_matches(|c: char| !c.is_alphanumeric());
            if !starts_sentence && bare.chars().next().is_some_and(char::is_uppercase) {
                capitals.insert(bare.to_lowercase(), bare.to_owned());
            }
            starts_sentence = w.ends_with(['.', '?', '!']);
        }
        for w in words(t) {
            if w.chars().count() >= 6
                && w.chars().all(char::is_alphabetic)
                && !common(language).contains(&w.as_str())
            {
                seen.insert(w);
            }
        }
    }
    let mut v: Vec<String> = seen.into_iter().collect();
    v.sort_by(|a, b| b.chars().count().cmp(&a.chars().count()).then(a.cmp(b)));
    v.truncate(max);
    v.into_iter()
        .map(|w| capitals.remove(&w).unwrap_or(w))
        .collect()
}

/// Long words too common to be worth keeping: function words and everyday adverbs of each
/// language ("because", "porque", "quelque", "meiner").
fn common(language: Language) -> &'static [&'static str] {
    match language {
        Language::Spanish => &[
            "porque",
            "también",
            "siempre",
            "entonces",
            "nuestra",
            "nuestro",
            "nuestras",
            "nuestros",
            "cuando",
            "después",
            "mientras",
            "algunos",
            "algunas",
            "muchas",
            "muchos",
            "todavía",
            "normalmente",
            "bastante",
            "ninguna",
            "ninguno",
            "nosotros",
            "nosotras",
            "ustedes",
            "aunque",
            "quiero",
            "tienes",
            "estaba",
            "estamos",
            "porqué",
            "cuánto",
            "cuántos",
            "cuántas",
            "además",
            "realmente",
            "demasiado",
            "tampoco",
            "alguien",
            "ningún",
        ],
        Language::French => &[
            "quelle",
            "quelles",
            "quelque",
            "quelques",
            "dernier",
            "dernière",
            "derniers",
            "toujours",
            "beaucoup",
            "maintenant",
            "pendant",
            "depuis",
            "aujourd'hui",
            "comment",
            "pourquoi",
            "encore",
            "vraiment",
            "autres",
            "souvent",
            "jamais",
            "plusieurs",
            "quelqu'un",
            "quelquechose",
            "choses",
            "sommes",
            "peut-être",
            "toutes",
            "c'était",
            "j'étais",
            "j'avais",
            "premier",
            "première",
        ],
        Language::German => &[
            "meiner",
            "meinem",
            "meinen",
            "meines",
            "deiner",
            "deinem",
            "deinen",
            "deines",
            "seiner",
            "seinem",
            "seinen",
            "seines",
            "unsere",
            "unserer",
            "unserem",
            "unseren",
            "welche",
            "welcher",
            "welches",
            "welchem",
            "welchen",
            "dieser",
            "dieses",
            "diesem",
            "diesen",
            "manchmal",
            "wirklich",
            "eigentlich",
            "vielleicht",
            "natürlich",
            "deshalb",
            "trotzdem",
            "nämlich",
            "zusammen",
            "wieder",
            "sondern",
            "obwohl",
            "während",
            "zwischen",
            "gestern",
            "morgen",
            "morgens",
            "abends",
            "nachher",
            "vorher",
            "einmal",
            "jemand",
            "nichts",
            "keinen",
            "keinem",
            "keiner",
            "hatten",
            "wurden",
            "werden",
            "können",
            "konnte",
            "müssen",
            "musste",
            "möchte",
            "sollte",
            "dürfen",
            "normalerweise",
            "ungefähr",
        ],
        _ => &[
            "because",
            "people",
            "really",
            "something",
            "things",
            "there's",
            "that's",
            "should",
            "little",
            "before",
            "around",
            "another",
            "actually",
            "always",
            "anything",
            "everything",
            "nothing",
            "someone",
            "without",
            "through",
            "between",
        ],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn side_counts_speaking_time_words_turns_and_pace() {
        // me, partner, me, me (one turn of two lines), partner
        let lines = [
            (true, 0, 2_000, "Hello, my name is Ana."),
            (false, 2_500, 4_000, "Hi Ana!"),
            (true, 4_500, 6_000, "I like coffee."),
            (true, 6_500, 9_000, "And I like tea, coffee's fine."),
            (false, 9_500, 10_000, "Nice."),
        ];
        let me = side(&lines, true, Language::English);
        assert_eq!(me.speaking_ms, 2_000 + 1_500 + 2_500);
        assert_eq!(me.words, 5 + 3 + 6);
        assert_eq!(me.turns, 2);
        assert_eq!(me.longest_turn_ms, 4_500);
        assert_eq!(me.mean_turn_ms, (2_000 + 4_500) / 2);
        // hello my name is ana i like coffee and tea coffee's fine
        assert_eq!(me.distinct_words, 12);
        assert!((me.words_per_minute - 14.0 * 60.0 / 6.0).abs() < 1e-9);
        // The gap inside the second turn is half a second: no pause.
        assert_eq!(me.pauses_over_1s, 0);
        let partner = side(&lines, false, Language::English);
        assert_eq!(
            (partner.words, partner.turns, partner.longest_turn_ms),
            (3, 2, 1_500)
        );
    }

    #[test]
    fn pauses_are_long_silences_inside_a_turn_only() {
        let lines = [
            (true, 0, 1_000, "so"),
            (true, 2_500, 4_000, "i think"),  // 1.5 s after: a pause
            (true, 4_800, 6_000, "we could"), // 0.8 s: none
            (true, 7_001, 8_000, "go"),       // 1.001 s: a pause
            (false, 12_000, 13_000, "yes"),   // the partner's turn: the 4 s before it is none
            (true, 13_500, 14_000, "good"),
        ];
        let me = side(&lines, true, Language::English);
        assert_eq!(me.pauses_over_1s, 2);
        assert_eq!(me.turns, 2);
        assert_eq!(me.longest_turn_ms, 8_000);
        assert_eq!(me.mean_turn_ms, (8_000 + 500) / 2);
        assert_eq!(side(&lines, false, Language::English).pauses_over_1s, 0);
    }

    #[test]
    fn fillers_are_counted_per_minute_and_are_not_words() {
        // 30 s of speaking: 3 fillers = 6 a minute; 6 words = 12 a minute.
        let lines = [
            (true, 0, 15_000, "Um, I went, uh, to the park."),
            (true, 15_000, 30_000, "Hmm, yes."),
        ];
        let me = side(&lines, true, Language::English);
        assert_eq!((me.fillers, me.words, me.distinct_words), (3, 6, 6));
        assert!((me.fillers_per_minute - 6.0).abs() < 1e-9);
        assert!((me.words_per_minute - 12.0).abs() < 1e-9);
    }

    #[test]
    fn fillers_and_words_follow_the_call_language() {
        let es = [(true, 0, 6_000, "Este, pues, yo fui al mercado.")];
        let me = side(&es, true, Language::Spanish);
        assert_eq!((me.words, me.fillers), (4, 2));
        // Japanese: 6 characters a 6 seconds = 60 a minute; the hesitation is not one.
        let ja = [(true, 0, 6_000, "えっと、私は学生です。")];
        let me = side(&ja, true, Language::Japanese);
        assert_eq!((me.words, me.fillers, me.distinct_words), (6, 1, 6));
        assert!((me.words_per_minute - 60.0).abs() < 1e-9);
        assert_eq!(
            keep_words(["私は学生です"].into_iter(), 3, Language::Japanese),
            Vec::<String>::new()
        );
    }

    #[test]
    fn an_empty_side_has_no_pace() {
        assert_eq!(side(&[], true, Language::English), Side::default());
    }

    #[test]
    fn words_read_curly_apostrophes_as_straight_ones() {
        let w: Vec<String> = words("I\u{2019}m here, it's 'fine'").collect();
        assert_eq!(w, ["i'm", "here", "it's", "fine"]);
    }

    #[test]
    fn new_words_are_those_no_earlier_call_had() {
        let earlier: BTreeSet<String> = ["i", "like", "coffee"].map(String::from).into();
        let n = new_words(
            ["I like tea, um, and coffee 42"].into_iter(),
            Some(&earlier),
            Language::English,
        );
        assert_eq!(n, Some(2), "tea and 'and'; not um, not 42");
        assert_eq!(
            new_words(["anything"].into_iter(), None, Language::English),
            None
        );
    }

    #[test]
    fn every_figure_has_a_label_and_a_one_line_explanation() {
        for (key, label, why) in FIGURES {
            assert!(!key.is_empty() && !label.is_empty());
            assert!(why.ends_with('.') && !why.contains('\n'), "{key}");
        }
    }

    #[test]
    fn keep_words_keep_the_capitals_of_nouns_and_names() {
        let kept = keep_words(
            [
                "Am Wochenende fahre ich zu meiner Mutter.",
                "Morgens trinke ich Kaffee.",
            ]
            .into_iter(),
            8,
            Language::German,
        );
        assert!(kept.contains(&"Wochenende".to_owned()), "{kept:?}");
        assert!(kept.contains(&"Mutter".to_owned()), "{kept:?}");
        // A sentence's first word is not a noun for its capital; "meiner" is too common to keep.
        assert!(
            !kept.iter().any(|w| w == "Morgens" || w == "meiner"),
            "{kept:?}"
        );
    }

    #[test]
    fn keep_words_are_long_uncommon_and_distinct() {
        let w = keep_words(
            [
                "I visited the museum yesterday, the museum was wonderful",
                "because it's 2024",
            ]
            .into_iter(),
            3,
            Language::English,
        );
        assert_eq!(w, vec!["wonderful", "yesterday", "visited"]);
    }
}

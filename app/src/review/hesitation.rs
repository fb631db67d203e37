//! What counts as a word and what as a hesitation in a transcribed line, per practice language.
//!
//! - A hesitation *sound* ("um", "euh", "äh", "えっと") is never a word: it is always a filler.
//! - Some fillers are words too: Spanish "este" ("this") and "pues" ("so"), French "bon"
//!   ("good"), German "also" ("so"), Japanese "あの" ("that"), "まあ", "その", "なんか". They
//!   count as fillers only where they stand alone between pauses, which the transcriber marks
//!   with punctuation ("Este, no sé." / "あの、すみません。"); "este libro" is two words.
//! - Japanese is written without spaces between words: its unit is the character (kana and
//!   kanji), so its pace is characters per minute, and the review says so.

use crate::domain::Language;

/// What a language's figures count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unit {
    Words,
    Characters,
}

impl Unit {
    pub fn of(language: Language) -> Unit {
        match language {
            Language::Japanese => Unit::Characters,
            _ => Unit::Words,
        }
    }
}

/// A piece of a line: a word (lower case; a character in Japanese) or a hesitation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Spoken {
    Word(String),
    Filler,
}

/// Sounds that are fillers in every language (the transcriber writes them the same way).
const SOUNDS: &[&str] = &[
    "um", "umm", "uh", "uhm", "er", "erm", "hmm", "hm", "mm", "mmm", "ah", "eh", "ehm", "em",
];

/// Each language's own hesitation sounds, and its fillers that are also words.
fn lexicon(language: Language) -> (&'static [&'static str], &'static [&'static str]) {
    match language {
        Language::English => (&[], &[]),
        Language::Spanish => (&["eeh", "emm", "mhm"], &["este", "pues", "bueno"]),
        Language::French => (
            &["euh", "heu", "euhm", "hum", "bah", "ben", "beh"],
            &["bon"],
        ),
        Language::German => (&["äh", "ähm", "öh", "öhm", "ähh"], &["also"]),
        Language::Japanese => (
            &[
                "えーっと",
                "えっと",
                "えーと",
                "ええと",
                "えー",
                "ええー",
                "あのー",
                "あのう",
                "うーん",
                "んー",
                "そのー",
                "まあー",
            ],
            &["あの", "まあ", "その", "なんか"],
        ),
    }
}

fn is_sound(language: Language, w: &str) -> bool {
    SOUNDS.contains(&w) || lexicon(language).0.contains(&w)
}

fn is_also_word(language: Language, w: &str) -> bool {
    lexicon(language).1.contains(&w)
}

/// Whether `word` (lower-cased) is a hesitation sound in `language`.
pub fn is_filler(language: Language, word: &str) -> bool {
    is_sound(language, word)
}

/// A character the transcriber writes at a pause (punctuation, in any script).
fn is_pause(c: char) -> bool {
    !(c.is_alphanumeric() || c.is_whitespace() || c == '\'' || c == '\u{2019}')
}

/// `text` as words and hesitations, in order.
pub fn spoken(language: Language, text: &str) -> Vec<Spoken> {
    let mut out = Vec::new();
    for stretch in text.split(is_pause) {
        let ws: Vec<String> = super::fluency::words(stretch).collect();
        if ws.is_empty() {
            continue;
        }
        // A stretch of fillers alone between pauses: "este" there is a hesitation.
        if ws
            .iter()
            .all(|w| is_sound(language, w) || is_also_word(language, w))
        {
            out.extend(ws.iter().map(|_| Spoken::Filler));
            continue;
        }
        for w in ws {
            match Unit::of(language) {
                _ if is_sound(language, &w) => out.push(Spoken::Filler),
                Unit::Words => out.push(Spoken::Word(w)),
                Unit::Characters => characters(language, &w, &mut out),
            }
        }
    }
    out
}

/// A run of unspaced text: hesitation sounds at its start ("えっと私は…"), then its characters.
fn characters(language: Language, run: &str, out: &mut Vec<Spoken>) {
    let mut rest = run;
    'strip: loop {
        for s in lexicon(language).0 {
            if let Some(after) = rest.strip_prefix(s) {
                out.push(Spoken::Filler);
                rest = after;
                continue 'strip;
            }
        }
        break;
    }
    out.extend(
        rest.chars()
            .filter(|c| c.is_alphanumeric())
            .map(|c| Spoken::Word(c.to_string())),
    );
}

/// The words of `text` (characters in Japanese), hesitations left out.
pub fn words_of(language: Language, text: &str) -> impl Iterator<Item = String> {
    spoken(language, text).into_iter().filter_map(|s| match s {
        Spoken::Word(w) => Some(w),
        Spoken::Filler => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counts(language: Language, text: &str) -> (usize, usize) {
        let s = spoken(language, text);
        let fillers = s.iter().filter(|x| **x == Spoken::Filler).count();
        (s.len() - fillers, fillers)
    }

    #[test]
    fn hesitation_sounds_are_fillers_in_every_language() {
        assert_eq!(
            counts(Language::English, "Um, I went, uh, to the park."),
            (5, 2)
        );
        assert_eq!(counts(Language::Spanish, "Eh, yo fui al mercado."), (4, 1));
        assert_eq!(
            counts(Language::French, "Euh, je suis allé, ben, au marché."),
            (5, 2)
        );
        assert_eq!(
            counts(Language::German, "Äh, ich bin ähm nach Hause gegangen."),
            (5, 2)
        );
    }

    #[test]
    fn fillers_that_are_also_words_count_only_alone_between_pauses() {
        assert_eq!(
            counts(Language::Spanish, "Este, no sé. Pues, me gusta."),
            (4, 2)
        );
        assert_eq!(
            counts(Language::Spanish, "Este libro es bueno, pues me gusta."),
            (7, 0)
        );
        assert_eq!(counts(Language::Spanish, "Bueno, este, a ver."), (2, 2));
        assert_eq!(counts(Language::French, "Bon, c'est un bon film."), (4, 1));
        assert_eq!(counts(Language::German, "Also, ich weiß nicht."), (3, 1));
        assert_eq!(counts(Language::German, "Ich bin also müde."), (4, 0));
        // In English "este" is no filler.
        assert_eq!(counts(Language::English, "Este, I said."), (3, 0));
    }

    #[test]
    fn japanese_counts_characters_and_strips_hesitations() {
        assert_eq!(Unit::of(Language::Japanese), Unit::Characters);
        // えっと (filler) 、私は学生です (6 characters)
        assert_eq!(counts(Language::Japanese, "えっと、私は学生です。"), (6, 1));
        // Without the comma the sound is still stripped from the run.
        assert_eq!(counts(Language::Japanese, "えっと私は学生です。"), (6, 1));
        // あの alone is a filler; あの人 is "that person".
        assert_eq!(counts(Language::Japanese, "あの、すみません。"), (5, 1));
        assert_eq!(counts(Language::Japanese, "あの人は先生です。"), (8, 0));
    }

    /// `hesitation_ja.tsv`: 20 lines of spoken learner Japanese with fillers, and the same
    /// without them, written by a helper who had not read these rules. Taking the fillers out
    /// must leave exactly the clean line's characters.
    #[test]
    fn japanese_fillers_written_blind_are_all_found() {
        let set = include_str!("hesitation_ja.tsv");
        let mut lines = 0;
        for row in set.lines().filter(|l| !l.trim().is_empty()) {
            let (with, without) = row.split_once('\t').expect("two fields");
            let kept: Vec<String> = words_of(Language::Japanese, with).collect();
            let clean: Vec<String> = words_of(Language::Japanese, without).collect();
            assert_eq!(kept.concat(), clean.concat(), "{with}");
            assert!(counts(Language::Japanese, with).1 > 0, "{with}");
            lines += 1;
        }
        assert_eq!(lines, 20);
    }
}

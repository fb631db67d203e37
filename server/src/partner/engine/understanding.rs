//! What the partner makes of the learner's turn: questions about itself, the topic, the mood,
//! or nothing clear. Only reads the folded turn ([`Heard`]); nothing here produces words.

use super::super::heard::Heard;
use super::super::phrasebook::{Ask, Fact, Mood, Topic};
use super::Conversation;

/// Hesitations speech-to-text writes whatever the language.
const ANY_LANGUAGE_FILLERS: &[&str] = &["uh", "um", "umm", "hmm", "hm", "mm", "mmm", "er", "erm"];

impl Conversation {
    /// The facts the learner asks about: direct questions first, then "you" plus a topic
    /// ("do you like pizza?"), then "and you?" about the last thing the partner asked.
    pub(super) fn facts_asked(&self, heard: &Heard) -> Vec<Fact> {
        let book = self.book;
        let heard = heard.without(book.not_you);
        let mut facts: Vec<Fact> = Vec::new();
        let mut taken: Vec<std::ops::Range<usize>> = Vec::new();
        for (fact, patterns) in book.asks {
            for p in *patterns {
                let Some(span) = heard.find(p) else { continue };
                let overlaps = taken
                    .iter()
                    .any(|t| t.start < span.end && span.start < t.end);
                if !overlaps {
                    taken.push(span);
                    if !facts.contains(fact) {
                        facts.push(*fact);
                    }
                }
            }
        }
        if !facts.is_empty() {
            facts.truncate(2);
            return facts;
        }
        let and_you = heard.has_any(book.and_you);
        if !and_you && !heard.has_any(book.you) {
            return facts;
        }
        // "You should, the football museum is great" tells, it does not ask: where the
        // phrasebook tells questions apart, "you" and a topic ask only in a question.
        if !and_you && !book.question_kinds.is_empty() && self.ask_of(&heard).is_none() {
            return facts;
        }
        match (self.topic_of(&heard), and_you) {
            (Some(t), _) => vec![t.fact()],
            (None, true) => vec![self.topic.unwrap_or(Topic::Day).fact()],
            (None, false) => facts,
        }
    }

    /// Whether a question of `ask`'s kind asks about a taste: "what ... do you like?", or a
    /// yes/no question that also reads as one ("do you like your job?").
    pub(super) fn asks_taste(&self, ask: Ask, heard: &Heard) -> bool {
        let like = || {
            self.book
                .question_kinds
                .iter()
                .filter(|(kind, _)| *kind == Ask::Like)
                .any(|(_, patterns)| heard.has_any(patterns))
        };
        match ask {
            Ask::Like => true,
            Ask::YesNo => like() || heard.has_any(self.book.taste_verbs),
            _ => false,
        }
    }

    /// The topic the learner talked about most (ties go to the topic listed first).
    pub(super) fn topic_of(&self, heard: &Heard) -> Option<Topic> {
        let mut best: Option<(Topic, usize)> = None;
        for (topic, words) in self.book.topic_words {
            let hits = heard.hits(words);
            if hits > best.map_or(0, |(_, h)| h) {
                best = Some((*topic, hits));
            }
        }
        best.map(|(t, _)| t)
    }

    pub(super) fn mood_of(&self, heard: &Heard) -> Option<Mood> {
        self.book
            .moods
            .iter()
            .find(|(_, words)| heard.has_any(words))
            .map(|(m, _)| *m)
    }

    pub(super) fn is_unclear(&self, heard: &Heard) -> bool {
        let book = self.book;
        if heard.is_empty() {
            return true;
        }
        let words = heard.without(ANY_LANGUAGE_FILLERS).without(book.fillers);
        if words.is_empty() {
            return true;
        }
        let known_short = [
            book.yes,
            book.no,
            book.ok,
            book.dont_know,
            book.hello,
            book.thanks,
            book.goodbye,
        ];
        words.is_scrap() && !known_short.iter().any(|list| words.has_any(list))
    }
}

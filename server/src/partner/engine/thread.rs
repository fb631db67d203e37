//! Following the learner: what they told the partner (kept as facts, so no question asks it
//! again, and, with consent, remembered for the next call), the things they named (picked up
//! in the reaction: "Osaka! ..."), and their requests about the call itself (slower, again).
//!
//! **Never a question about what the learner already told**: a fact of a kind, told in this
//! call or recalled from an earlier one, marks every question the phrasebook lists for that
//! kind (`question_needs`) as asked, and questions are only taken from the unasked ones.

use super::super::heard::Heard;
use super::super::memory::{self, capitalised, capitalised_first, with_article, Kind, Remembered};
use super::super::phrasebook::Thing;
use super::Conversation;

/// Facts of the learner kept at most (a long call must not grow the list without bound).
const MAX_KNOWN: usize = 20;
/// Learner asked to slow down this many times: the slowest pace.
pub(super) const MAX_SLOWED: u8 = 3;

impl Conversation {
    /// Keeps what the learner's turn tells about them; their name, if they just told it.
    pub(super) fn learn(&mut self, heard: &str) -> Option<String> {
        let mut name = None;
        for fact in memory::extract(heard, self.persona.language) {
            if fact.kind == Kind::Name && self.learner_name() != Some(fact.text.as_str()) {
                name = Some(fact.text.clone());
            }
            self.keep(fact);
        }
        name
    }

    /// "Nice to meet you, Yuki!"
    pub(super) fn name_reaction(&mut self, name: &str) -> Option<String> {
        let book = self.book;
        (!book.react_name.is_empty()).then(|| self.pick(book.react_name).replace("{x}", name))
    }

    pub(super) fn keep(&mut self, fact: Remembered) {
        if !fact.kind.many() {
            self.known.retain(|k| k.kind != fact.kind);
        }
        if self.known.contains(&fact) {
            return;
        }
        self.mark_answered(fact.kind);
        self.known.push(fact);
        if self.known.len() > MAX_KNOWN {
            self.known.remove(0);
        }
    }

    /// The learner told a fact of `kind`: the questions that ask for it are answered.
    pub(super) fn mark_answered(&mut self, kind: Kind) {
        for (k, questions) in self.book.question_needs {
            if *k == kind {
                self.asked.extend(questions.iter().copied());
            }
        }
    }

    /// A thing the learner named, as it will be said back, with its kind.
    pub(super) fn thing_in(&self, heard: &Heard) -> Option<(Thing, String, &'static str)> {
        let book = self.book;
        let words = heard.words();
        book.things.iter().find_map(|(thing, patterns)| {
            let span = patterns.iter().find_map(|p| heard.find(p))?;
            let before = span.start.checked_sub(1).map(|i| words[i].as_str());
            if *thing == Thing::Job && !before.is_some_and(|w| book.job_before.contains(&w)) {
                return None;
            }
            let whose = before
                .and_then(|w| book.possessives.iter().find(|(k, _)| k == w))
                .or(book.possessives.first())
                .map_or("", |(_, v)| *v);
            let text = heard.text_of(span);
            let text = match thing {
                Thing::Place => capitalised(&text),
                // The noun ends a German noun phrase ("kleine Schwester").
                _ if book.capital_nouns => match text.rsplit_once(' ') {
                    Some((words, noun)) => format!("{words} {}", capitalised_first(noun)),
                    None => capitalised_first(&text),
                },
                _ => text,
            };
            Some((*thing, text, whose))
        })
    }

    /// A reaction that names the thing the learner talked about, if it does not sound like
    /// their sentence said back.
    pub(super) fn thing_reaction(&mut self, heard: &Heard) -> Option<String> {
        let (thing, text, whose) = self.thing_in(heard)?;
        let pool = self
            .book
            .react_thing
            .iter()
            .find(|(t, _)| *t == thing)
            .map(|(_, lines)| *lines)?;
        let line = self
            .pick(pool)
            .replace("{a_thing}", &with_article(&text))
            .replace("{whose}", whose)
            .replace("{thing}", &text);
        let line = capitalised_first(&line);
        (!heard.echoed_in(&line)).then_some(line)
    }

    /// "Can you speak more slowly?": slower from now on, and an easier question.
    pub(super) fn slower(&mut self) -> String {
        self.slowed = (self.slowed + 1).min(MAX_SLOWED);
        let sorry = self.pick(self.book.slow_down).to_owned();
        let question = self.next_question(self.book.questions_easy, self.topic);
        self.with_question(vec![sorry], question)
    }

    /// "Sorry, can you repeat?": the last question again, more slowly.
    pub(super) fn again(&mut self) -> String {
        self.slowed = (self.slowed + 1).min(MAX_SLOWED);
        let sorry = self.pick(self.book.say_it_again).to_owned();
        match self.last_question {
            Some(q) => self.join([sorry, q.to_owned()]),
            None => {
                let question = self.next_question(self.book.questions_easy, self.topic);
                self.with_question(vec![sorry], question)
            }
        }
    }

    /// The greeting's question for a learner the partner knows: about a fact kept from an
    /// earlier call, the most recent kind first in the phrasebook's order.
    pub(super) fn recall_question(&self) -> Option<String> {
        self.book.recall_questions.iter().find_map(|(kind, lines)| {
            let fact = self.known.iter().rev().find(|k| k.kind == *kind)?;
            let line = lines.first()?;
            Some(line.replace("{x}", &fact.text))
        })
    }

    /// The learner's name, if the partner knows it.
    pub(super) fn learner_name(&self) -> Option<&str> {
        self.known
            .iter()
            .find(|k| k.kind == Kind::Name)
            .map(|k| k.text.as_str())
    }
}

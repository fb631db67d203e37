//! Which question the partner asks next.
//!
//! **Never the same question twice in a call**: every question asked is recorded
//! (`record_question`), a question is only taken from the unasked ones, and when none are left
//! the reply closes with an invitation to go on instead. No question that repeats a run of the
//! learner's last turn is taken either (see the engine's "a correction" rule).

use super::super::phrasebook::{of_topic, ByTopic, Topic};
use super::Conversation;

/// Questions asked on one topic before moving on, unless the learner brings the topic up.
const QUESTIONS_PER_TOPIC: u8 = 2;
/// ... and when they do, how far the partner follows them before moving on anyway.
const QUESTIONS_PER_FOLLOWED_TOPIC: u8 = 3;

impl Conversation {
    pub(super) fn bank(&self) -> ByTopic {
        match self.easy {
            true => self.book.questions_easy,
            false => self.book.questions_rich,
        }
    }

    /// The next unasked question: on `prefer` if the learner brought it up, else on the
    /// current topic for a question or two, else on the next topic that has one left.
    pub(super) fn next_question(
        &mut self,
        bank: ByTopic,
        prefer: Option<Topic>,
    ) -> Option<&'static str> {
        let mut candidates: Vec<Topic> = Vec::new();
        if let Some(t) = prefer {
            if self.topic != Some(t) || self.on_topic < QUESTIONS_PER_FOLLOWED_TOPIC {
                candidates.push(t);
            }
        }
        if let Some(t) = self.topic {
            if self.on_topic < QUESTIONS_PER_TOPIC {
                candidates.push(t);
            }
        }
        // Onwards through the topic order; the day (the opening topic) only when all else is
        // used, since going back to "how was your day?" mid-call sounds odd.
        let here = self
            .topic
            .and_then(|t| self.topic_order.iter().position(|o| *o == t))
            .unwrap_or(0);
        let n = self.topic_order.len();
        candidates.extend(
            (1..=n)
                .map(|step| self.topic_order[(here + step) % n])
                .filter(|t| *t != Topic::Day),
        );
        candidates.push(Topic::Day);
        for topic in candidates {
            let unasked = of_topic(bank, topic)
                .iter()
                .copied()
                .find(|q| !self.asked.contains(q) && !self.heard.echoed_in(q));
            if let Some(q) = unasked {
                self.record_question(topic, q);
                return Some(q);
            }
        }
        None
    }

    /// The learner talked about `topic`: its opener ("Do you have a pet?") is answered.
    pub(super) fn skip_opener(&mut self, topic: Topic) {
        for bank in [self.book.questions_easy, self.book.questions_rich] {
            if let Some(opener) = of_topic(bank, topic).first() {
                self.asked.insert(opener);
            }
        }
    }

    pub(super) fn record_question(&mut self, topic: Topic, question: &'static str) {
        self.asked.insert(question);
        self.last_question = Some(question);
        self.on_topic = match self.topic == Some(topic) {
            true => self.on_topic.saturating_add(1),
            false => 1,
        };
        self.topic = Some(topic);
    }

    /// `parts`, then the question, or an invitation to go on when every question is used.
    pub(super) fn with_question(
        &mut self,
        mut parts: Vec<String>,
        question: Option<&'static str>,
    ) -> String {
        let closing = match question {
            Some(q) => q,
            None => self.pick(self.book.tell_more),
        };
        parts.push(closing.to_owned());
        self.join(parts)
    }
}

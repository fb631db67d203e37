//! How the partner's lines are chosen and put together: reactions, the persona's facts, and
//! the reply as one string.
//!
//! Every line comes from the phrasebook or the persona; a fact is always the same sentence
//! (`fact_sentence`), whatever the seed. `pick` draws every line that comes from a pool
//! (reactions, "say that again", goodbyes): it avoids the last few lines said and any that
//! repeats a run of the learner's turn. Questions are chosen in `questions.rs`, by the same
//! echo rule.

use super::super::heard::Heard;
use super::super::phrasebook::{Fact, List, Mood};
use super::Conversation;

/// Lines said this recently are not picked again while the pool has others.
const RECENT_LINES: usize = 6;

impl Conversation {
    /// A reaction to a turn with no recognised topic: short answers get a fitting one.
    pub(super) fn plain_reaction(&mut self, heard: &Heard) -> &'static str {
        let book = self.book;
        let generic = if self.easy {
            book.react_easy
        } else {
            book.react_rich
        };
        if !heard.is_short() {
            return self.pick(generic);
        }
        // "I don't know" before "no", which it contains in several languages.
        let short: [(List, List); 6] = [
            (book.dont_know, book.react_dont_know),
            (book.no, book.react_no),
            (book.yes, book.react_yes),
            (book.thanks, book.react_thanks),
            (book.hello, book.react_hello),
            (book.ok, book.react_ok),
        ];
        let pool = short
            .iter()
            .find(|(words, _)| heard.has_any(words))
            .map_or(generic, |(_, reactions)| reactions);
        self.pick(pool)
    }

    pub(super) fn mood_reaction(&mut self, mood: Mood) -> &'static str {
        match mood {
            Mood::Good => self.pick(self.book.react_good_mood),
            Mood::Bad => self.pick(self.book.react_bad_mood),
        }
    }

    /// The persona's sentence about `fact`, remembered as told.
    pub(super) fn tell(&mut self, fact: Fact) -> String {
        self.told.insert(fact);
        self.fact_sentence(fact)
    }

    /// The persona's one sentence about `fact`, always the same.
    pub(super) fn fact_sentence(&self, fact: Fact) -> String {
        let (p, book) = (&self.persona, self.book);
        match fact {
            Fact::Name => book.name_is.replace("{name}", p.name),
            Fact::Age => book.age_is.replace("{age}", &p.age.to_string()),
            Fact::From => p.from.to_owned(),
            Fact::Home => p.home.to_owned(),
            Fact::Job => p.job.to_owned(),
            Fact::Hobbies => book.hobbies_are.replace("{list}", &self.hobby_list()),
            Fact::Family => p.family.to_owned(),
            Fact::Pet => p.pet.to_owned(),
            Fact::Food => book.food_is.replace("{food}", p.favourite_food),
            Fact::LearningSince => p.learning_since.to_owned(),
            Fact::LearningWhy => p.learning_why.to_owned(),
            Fact::Mood => book.mood_fact.to_owned(),
            Fact::Music => book.music_fact.to_owned(),
            Fact::Films => book.films_fact.to_owned(),
            Fact::Travel => book.travel_fact.to_owned(),
            Fact::Weather => book.weather_fact.to_owned(),
        }
    }

    /// "a, b and c" in the persona's language.
    pub(super) fn hobby_list(&self) -> String {
        let hobbies = self.persona.hobbies;
        match hobbies.split_last() {
            None => String::new(),
            Some((last, [])) => (*last).to_owned(),
            Some((last, rest)) => {
                format!(
                    "{}{}{last}",
                    rest.join(self.book.list_comma),
                    self.book.list_and
                )
            }
        }
    }

    pub(super) fn join(&self, parts: impl IntoIterator<Item = String>) -> String {
        parts
            .into_iter()
            .filter(|p| !p.is_empty())
            .collect::<Vec<_>>()
            .join(self.book.gap)
    }

    /// A line from `pool`, avoiding the ones said most recently and any that would repeat
    /// words of the learner's turn.
    pub(super) fn pick(&mut self, pool: List) -> &'static str {
        let fresh: Vec<&'static str> = pool
            .iter()
            .copied()
            .filter(|l| !self.recent.contains(l) && !self.heard.echoed_in(l))
            .collect();
        let choices = match fresh.is_empty() {
            false => fresh,
            true => pool
                .iter()
                .copied()
                .filter(|l| self.recent.back() != Some(l))
                .collect(),
        };
        let Some(&line) = choices.get(self.dice.below(choices.len().max(1))) else {
            return pool.first().copied().unwrap_or_default();
        };
        self.recent.push_back(line);
        if self.recent.len() > RECENT_LINES {
            self.recent.pop_front();
        }
        line
    }
}

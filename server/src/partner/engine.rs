//! The offline partner: a small rule-based conversation, used when no language model answers.
//!
//! Sans-IO: [`Conversation`] holds no clock and does no IO; feed it what speech-to-text heard,
//! take back what the persona says. Given the same persona, level and seed it says the same
//! things, so a call can be replayed in a test.
//!
//! What can never happen, and why:
//! - **A correction.** Replies are assembled only from phrasebook lines and persona facts; the
//!   learner's words are matched against tables and never copied, so the partner cannot quote,
//!   rephrase or fix them. Beyond that, no question, reaction or volunteered fact that repeats
//!   three words in a row of the learner's turn is chosen (`Heard::echoed_in`), so even asking
//!   their own question back cannot sound like their sentence "fixed". No phrasebook line is
//!   teacher talk (tested).
//! - **Two answers to one question.** Facts come from the persona's constants through fixed
//!   templates; the seed only chooses reactions, the share-a-fact coin and the topic order.
//! - **The same question twice in a call.** Every question asked is recorded; a question is
//!   only taken from the unasked ones, and when none are left the partner invites the learner
//!   to go on instead. Reactions avoid the last few lines said, so none repeats back to back.

use std::collections::{HashSet, VecDeque};

use app::domain::Level;

use super::heard::Heard;
use super::lines::{of_topic, phrasebook, ByTopic, Fact, List, Mood, Phrasebook, Topic};
use super::persona::Persona;

/// Lines said this recently are not picked again while the pool has others.
const RECENT_LINES: usize = 6;
/// Questions asked on one topic before moving on, unless the learner brings the topic up.
const QUESTIONS_PER_TOPIC: u8 = 2;
/// ... and when they do, how far the partner follows them before moving on anyway.
const QUESTIONS_PER_FOLLOWED_TOPIC: u8 = 3;
/// After this many unclear turns in a row, the partner stops asking to repeat and moves on.
const UNCLEAR_BEFORE_MOVING_ON: u8 = 3;
/// Hesitations speech-to-text writes whatever the language.
const ANY_LANGUAGE_FILLERS: &[&str] = &["uh", "um", "umm", "hmm", "hm", "mm", "mmm", "er", "erm"];

/// One call with the offline partner.
#[derive(Clone)]
pub struct Conversation {
    persona: Persona,
    book: &'static Phrasebook,
    /// A1/A2 learner: easy questions, short reactions, fewer shared facts.
    easy: bool,
    dice: Dice,
    asked: HashSet<&'static str>,
    /// Topics in the order the partner brings them up: the day first, then a seeded rotation.
    topic_order: Vec<Topic>,
    /// The topic of the last question asked, and how many were asked on it in a row.
    topic: Option<Topic>,
    on_topic: u8,
    told: HashSet<Fact>,
    recent: VecDeque<&'static str>,
    unclear_streak: u8,
    /// The learner's last turn: no line that repeats a run of it is chosen (see `pick`).
    heard: Heard,
}

impl Conversation {
    /// A new call. The seed picks reactions and the topic order; any value works (see the
    /// module docs of `partner` for what it cannot change).
    pub fn new(persona: Persona, learner_level: Level, seed: u64) -> Conversation {
        let book = phrasebook(persona.language);
        let easy = learner_level <= Level::A2;
        let mut dice = Dice(seed);
        let bank = if easy {
            book.questions_easy
        } else {
            book.questions_rich
        };
        let mut rest: Vec<Topic> = bank
            .iter()
            .map(|(t, _)| *t)
            .filter(|t| *t != Topic::Day)
            .collect();
        if !rest.is_empty() {
            let turn = dice.below(rest.len());
            rest.rotate_left(turn);
        }
        let mut topic_order = vec![Topic::Day];
        topic_order.extend(rest);
        Conversation {
            persona,
            book,
            easy,
            dice,
            asked: HashSet::new(),
            topic_order,
            topic: None,
            on_topic: 0,
            told: HashSet::new(),
            recent: VecDeque::new(),
            unclear_streak: 0,
            heard: Heard::new("", book.spaced),
        }
    }

    pub fn persona(&self) -> &Persona {
        &self.persona
    }

    /// What the persona says first: hello, its name, where it is from, that it is learning
    /// the language too, and an opening question.
    pub fn greeting(&mut self) -> String {
        let book = self.book;
        let hello = book
            .greeting
            .replace("{name}", self.persona.name)
            .replace("{from}", self.persona.from);
        self.told.insert(Fact::From);
        let question = match self.asked.contains(book.opening) {
            false => {
                self.record_question(Topic::Day, book.opening);
                Some(book.opening)
            }
            true => self.next_question(self.bank(), None),
        };
        self.join(std::iter::once(hello).chain(question.map(str::to_owned)))
    }

    /// What the persona says after the learner's turn. `heard` is raw speech-to-text output.
    pub fn reply(&mut self, heard: &str) -> String {
        let book = self.book;
        let heard = Heard::new(heard, book.spaced).without(book.phantom);
        self.heard = heard.clone();
        if self.is_unclear(&heard) {
            return self.unclear();
        }
        self.unclear_streak = 0;
        if heard.has_any(book.goodbye) {
            let bye = self.pick(book.bye);
            return bye.to_owned();
        }
        if heard.has_any(book.lost) {
            let sorry = self.pick(book.easier);
            let question = self.next_question(book.questions_easy, self.topic);
            return self.with_question(vec![sorry.to_owned()], question);
        }
        let topic = self.topic_of(&heard);
        if let Some(t) = topic {
            self.skip_opener(t);
        }
        let mood = match self.topic {
            Some(Topic::Day) => self.mood_of(&heard),
            None | Some(_) => None,
        };
        let asked = self.facts_asked(&heard);
        if !asked.is_empty() {
            return self.answer(&asked, &heard, topic, mood);
        }
        let reaction = match (mood, topic) {
            (Some(m), _) => self.mood_reaction(m),
            (None, Some(t)) => self.pick(of_topic(book.react_topic, t)),
            (None, None) => self.plain_reaction(&heard),
        };
        let mut parts = vec![reaction.to_owned()];
        if let Some(t) = topic.filter(|t| *t != Topic::Day) {
            let share_percent = if self.easy { 30 } else { 50 };
            let fact = t.fact();
            if !self.told.contains(&fact) && self.dice.chance(share_percent) {
                // "My favourite food is ..." right after "my favourite food is pasta" would
                // sound like their sentence said back: keep the fact for another turn.
                let sentence = self.fact_sentence(fact);
                if !heard.echoed_in(&sentence) {
                    self.told.insert(fact);
                    parts.push(sentence);
                }
            }
        }
        let question = self.next_question(self.bank(), topic);
        self.with_question(parts, question)
    }

    /// Answers questions about the persona, then asks one back.
    fn answer(
        &mut self,
        facts: &[Fact],
        heard: &Heard,
        topic: Option<Topic>,
        mood: Option<Mood>,
    ) -> String {
        let book = self.book;
        let mut parts = Vec::new();
        // "I'm from Brazil, and you?": the learner shared something first, so react to it.
        // With two facts to tell there is no room for a reaction (three sentences at most).
        if facts.len() == 1 {
            let reaction = match (mood, topic) {
                (Some(m), _) => Some(self.mood_reaction(m)),
                (None, _) if !heard.has_any(book.me) => None,
                (None, Some(t)) => Some(self.pick(of_topic(book.react_topic, t))),
                (None, None) => Some(self.plain_reaction(heard)),
            };
            parts.extend(reaction.map(str::to_owned));
        }
        parts.extend(facts.iter().map(|f| self.tell(*f)));
        let follow = facts.iter().find_map(|f| f.topic());
        let question = self.next_question(self.bank(), follow);
        self.with_question(parts, question)
    }

    /// The facts the learner asks about: direct questions first, then "you" plus a topic
    /// ("do you like pizza?"), then "and you?" about the last thing the partner asked.
    fn facts_asked(&self, heard: &Heard) -> Vec<Fact> {
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
        match (self.topic_of(&heard), and_you) {
            (Some(t), _) => vec![t.fact()],
            (None, true) => vec![self.topic.unwrap_or(Topic::Day).fact()],
            (None, false) => facts,
        }
    }

    /// The topic the learner talked about most (ties go to the topic listed first).
    fn topic_of(&self, heard: &Heard) -> Option<Topic> {
        let mut best: Option<(Topic, usize)> = None;
        for (topic, words) in self.book.topic_words {
            let hits = heard.hits(words);
            if hits > best.map_or(0, |(_, h)| h) {
                best = Some((*topic, hits));
            }
        }
        best.map(|(t, _)| t)
    }

    fn mood_of(&self, heard: &Heard) -> Option<Mood> {
        self.book
            .moods
            .iter()
            .find(|(_, words)| heard.has_any(words))
            .map(|(m, _)| *m)
    }

    fn is_unclear(&self, heard: &Heard) -> bool {
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

    fn unclear(&mut self) -> String {
        self.unclear_streak += 1;
        if self.unclear_streak < UNCLEAR_BEFORE_MOVING_ON {
            return self.pick(self.book.say_again).to_owned();
        }
        self.unclear_streak = 0;
        let never_mind = self.pick(self.book.move_on).to_owned();
        let question = self.next_question(self.bank(), None);
        self.with_question(vec![never_mind], question)
    }

    /// A reaction to a turn with no recognised topic: short answers get a fitting one.
    fn plain_reaction(&mut self, heard: &Heard) -> &'static str {
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

    fn mood_reaction(&mut self, mood: Mood) -> &'static str {
        match mood {
            Mood::Good => self.pick(self.book.react_good_mood),
            Mood::Bad => self.pick(self.book.react_bad_mood),
        }
    }

    /// The persona's sentence about `fact`, remembered as told.
    fn tell(&mut self, fact: Fact) -> String {
        self.told.insert(fact);
        self.fact_sentence(fact)
    }

    /// The persona's one sentence about `fact`, always the same.
    fn fact_sentence(&self, fact: Fact) -> String {
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
    fn hobby_list(&self) -> String {
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

    fn bank(&self) -> ByTopic {
        match self.easy {
            true => self.book.questions_easy,
            false => self.book.questions_rich,
        }
    }

    /// The next unasked question: on `prefer` if the learner brought it up, else on the
    /// current topic for a question or two, else on the next topic that has one left.
    fn next_question(&mut self, bank: ByTopic, prefer: Option<Topic>) -> Option<&'static str> {
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
    fn skip_opener(&mut self, topic: Topic) {
        for bank in [self.book.questions_easy, self.book.questions_rich] {
            if let Some(opener) = of_topic(bank, topic).first() {
                self.asked.insert(opener);
            }
        }
    }

    fn record_question(&mut self, topic: Topic, question: &'static str) {
        self.asked.insert(question);
        self.on_topic = match self.topic == Some(topic) {
            true => self.on_topic.saturating_add(1),
            false => 1,
        };
        self.topic = Some(topic);
    }

    /// `parts`, then the question, or an invitation to go on when every question is used.
    fn with_question(&mut self, mut parts: Vec<String>, question: Option<&'static str>) -> String {
        let closing = match question {
            Some(q) => q,
            None => self.pick(self.book.tell_more),
        };
        parts.push(closing.to_owned());
        self.join(parts)
    }

    fn join(&self, parts: impl IntoIterator<Item = String>) -> String {
        parts
            .into_iter()
            .filter(|p| !p.is_empty())
            .collect::<Vec<_>>()
            .join(self.book.gap)
    }

    /// A line from `pool`, avoiding the ones said most recently and any that would repeat
    /// words of the learner's turn.
    fn pick(&mut self, pool: List) -> &'static str {
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

/// SplitMix64: tiny, seedable and identical on every platform, so a conversation is
/// reproducible from its seed (no dependence on a `rand` version or on global state).
#[derive(Clone)]
struct Dice(u64);

impl Dice {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n`; `n` must not be zero.
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }

    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

/// True when a transcript holds no speech at all (empty, punctuation, or only noise markers
/// such as "[BLANK_AUDIO]"), so a caller may choose to stay silent instead of replying.
pub fn heard_nothing(heard: &str) -> bool {
    Heard::new(heard, true).is_empty()
}

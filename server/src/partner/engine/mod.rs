//! The offline partner: a small rule-based conversation, used when no language model answers.
//!
//! Sans-IO: [`Conversation`] holds no clock and does no IO; feed it what speech-to-text heard,
//! take back what the persona says. Given the same persona, level and seed it says the same
//! things, so a call can be replayed in a test.
//!
//! What can never happen, and why:
//! - **A correction.** Replies are assembled only from phrasebook lines, the persona's facts and
//!   its life file. Of the learner's words only three kinds are ever said back, each as heard and
//!   never changed: a thing they named that the phrasebook knows (a place, a person, a job, an
//!   activity, a food: "Osaka, I've heard it's a really nice place!"), the word they asked the
//!   meaning of, and the option they chose between ("For me, the mountains"). So the partner
//!   cannot rephrase or fix what they said. Beyond that, no question, reaction or volunteered
//!   fact that repeats three words in a row of the learner's turn is chosen
//!   (`Heard::echoed_in`), so even asking their own question back cannot sound like their
//!   sentence "fixed". No phrasebook or life-file line is teacher talk (tested), and the
//!   conversation benchmark's judge finds no recast in 283 replies.
//! - **Two answers to one question.** Facts come from the persona's constants through fixed
//!   templates, and answers from its life file by subject; where a general answer is yes or
//!   no, or a choice between two options, the persona and the subject fix it
//!   (`answers::fixed_choice`). The seed only chooses reactions, the share-a-fact coin and the
//!   topic order.
//! - **The same question twice in a call, or one the learner already answered.** Every
//!   question asked is recorded; a question is only taken from the unasked ones, and when none
//!   are left the partner invites the learner to go on instead. What the learner tells about
//!   themself marks the questions that ask it as asked (`thread.rs`). Reactions avoid the last
//!   few lines said, so none repeats back to back.
//!
//! Here: a turn's course (what to do with it). What the partner makes of the learner's words
//! is in `understanding.rs`, answers to questions beyond the persona's facts in `answers.rs`,
//! what it keeps of the learner and the things it names back in `thread.rs`, which question
//! comes next in `questions.rs`, and how lines and facts are chosen and put together in
//! `saying.rs`.

mod answers;
mod questions;
mod saying;
mod thread;
mod understanding;

use std::collections::{HashSet, VecDeque};

use app::domain::Level;

use super::heard::Heard;
use super::memory::Remembered;
use super::persona::Persona;
use super::phrasebook::{of_topic, Ask, Fact, Mood, Phrasebook, Topic};

/// The slowest the partner speaks, however often it is asked to slow down.
const MIN_WORDS_PER_MINUTE: u32 = 90;

/// After this many unclear turns in a row, the partner stops asking to repeat and moves on.
const UNCLEAR_BEFORE_MOVING_ON: u8 = 3;

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
    /// What the learner told in earlier calls (with consent) and in this one.
    known: Vec<Remembered>,
    /// How many times the learner asked the partner to speak more slowly.
    slowed: u8,
    /// The last question asked, to say again when the learner asks.
    last_question: Option<&'static str>,
    /// Whether the partner knows the learner from an earlier call.
    recalled: bool,
    /// Answers given in this call: the same question again is answered "like I said".
    answered: HashSet<String>,
}

impl Conversation {
    /// A new call. The seed picks reactions and the topic order; any value works (see the
    /// module docs of `partner` for what it cannot change).
    pub fn new(persona: Persona, learner_level: Level, seed: u64) -> Conversation {
        let book = Phrasebook::of(persona.language);
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
            known: Vec::new(),
            slowed: 0,
            last_question: None,
            recalled: false,
            answered: HashSet::new(),
        }
    }

    /// Facts the learner told in earlier calls: the greeting refers to one or two, and no
    /// question asks again what they tell. Call before [`Conversation::greeting`].
    pub fn recall(&mut self, known: Vec<Remembered>) {
        for fact in known {
            self.keep(fact);
        }
        self.recalled = !self.known.is_empty();
    }

    /// What the partner knows of the learner now: the recalled facts and those told in this
    /// call, newest last.
    pub fn known(&self) -> &[Remembered] {
        &self.known
    }

    /// How fast the partner speaks now: the persona's pace, slower for beginners, and slower
    /// again each time the learner asked it to slow down.
    pub fn words_per_minute(&self) -> u32 {
        let base = f64::from(self.persona.words_per_minute);
        let level = if self.easy { 0.9 } else { 1.0 };
        let asked = 0.85_f64.powi(i32::from(self.slowed));
        ((base * level * asked).round() as u32).max(MIN_WORDS_PER_MINUTE)
    }

    pub fn persona(&self) -> &Persona {
        &self.persona
    }

    /// What the persona says first: hello, its name, where it is from, that it is learning
    /// the language too, and an opening question. A learner it knows from an earlier call is
    /// greeted by name and asked about something they told it then.
    pub fn greeting(&mut self) -> String {
        let book = self.book;
        self.told.insert(Fact::From);
        let again = match (self.recalled, self.learner_name()) {
            (true, Some(learner)) if !book.greeting_again.is_empty() => Some(
                book.greeting_again
                    .replace("{learner}", learner)
                    .replace("{name}", self.persona.name),
            ),
            _ => None,
        };
        let hello = again.unwrap_or_else(|| {
            book.greeting
                .replace("{name}", self.persona.name)
                .replace("{from}", self.persona.from)
        });
        if let Some(question) = self.recall_question().filter(|_| self.recalled) {
            self.asked.insert(book.opening);
            self.topic = Some(Topic::Day);
            return self.join([hello, question]);
        }
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
        let raw = heard;
        let heard = Heard::new(heard, book.spaced).without(book.phantom);
        // No line may repeat a run of what the learner said, as said: the echo rule reads the
        // turn before the polite address is read as the familiar one.
        self.heard = heard.clone();
        let heard = heard.familiar(book.formal, book.formal_marker, book.you);
        if self.is_unclear(&heard) {
            return self.unclear();
        }
        self.unclear_streak = 0;
        if heard.has_any(book.goodbye) {
            return self.bye(&heard);
        }
        let name = self.learn(raw);
        let ask = self.ask_of(&heard);
        match ask {
            Some(Ask::Slower) => return self.slower(),
            Some(Ask::Repeat) => return self.again(),
            _ => {}
        }
        // Languages without question kinds tell "I'm lost" by these patterns alone.
        if ask.is_none() && heard.has_any(book.lost) {
            self.slowed = (self.slowed + 1).min(thread::MAX_SLOWED);
            let sorry = self.pick(book.easier);
            let question = self.next_question(book.questions_easy, self.topic);
            return self.with_question(vec![sorry.to_owned()], question);
        }
        let topic = self.topic_of(&heard);
        if let Some(t) = topic {
            self.skip_opener(t);
        }
        let mood = match self.topic {
            // "Good morning" is a greeting, not a mood.
            Some(Topic::Day) => self.mood_of(&heard.without(book.hello)),
            None | Some(_) => None,
        };
        let mut asked = self.facts_asked(&heard);
        // "What season do you like?", "do you like your city?": a taste is not answered by
        // where the persona lives or what the weather is like today.
        if ask.is_some_and(|a| self.asks_taste(a, &heard)) {
            asked.retain(|f| f.is_taste());
        }
        // A question the persona's facts do not answer ("what time do you get up?"), or one
        // its life file answers on the subject; "are you married?" is left to the facts.
        if let Some(answer) = ask.and_then(|a| self.answer_to(a, &heard, !asked.is_empty())) {
            let question = self.next_question(self.bank(), topic);
            return self.with_question(vec![answer], question);
        }
        if !asked.is_empty() {
            return self.answer(&asked, &heard, topic, mood);
        }
        // The learner's name just told, then a thing they named ("Osaka!"), else how they
        // feel, else the topic.
        let mut parts: Vec<String> = name
            .and_then(|n| self.name_reaction(&n))
            .into_iter()
            .collect();
        let reaction = match self.thing_reaction(&heard) {
            Some(line) => Some(line),
            None => match (mood, topic) {
                (Some(m), _) => Some(self.mood_reaction(m).to_owned()),
                (None, Some(t)) => Some(self.pick(of_topic(book.react_topic, t)).to_owned()),
                (None, None) if parts.is_empty() => Some(self.plain_reaction(&heard).to_owned()),
                (None, None) => None,
            },
        };
        parts.extend(reaction);
        // Three sentences at most: a fact of the partner's only after a single reaction.
        if let Some(t) = topic.filter(|t| *t != Topic::Day && parts.len() < 2) {
            let share_percent = if self.easy { 30 } else { 50 };
            let fact = t.fact();
            if !self.told.contains(&fact) && self.dice.chance(share_percent) {
                // "My favourite food is ..." right after "my favourite food is pasta" would
                // sound like their sentence said back: keep the fact for another turn.
                let sentence = self.fact_sentence(fact);
                // ... nor, with the reaction before it, a run of their words across the two.
                let said = parts.iter().chain([&sentence]).cloned().collect::<Vec<_>>();
                if !heard.echoed_in(&sentence)
                    && !self.heard.recast_in(&said.join(" "), book.possessives)
                {
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

    /// A goodbye, in kind when the learner's names a time or a wish ("hasta mañana" →
    /// "¡Hasta mañana!"), else one of the pool.
    fn bye(&mut self, heard: &Heard) -> String {
        let book = self.book;
        let in_kind = book
            .bye_in_kind
            .iter()
            .find(|(pattern, line)| heard.has(pattern) && !self.heard.echoed_in(line))
            .map(|(_, line)| *line);
        match in_kind {
            Some(line) => {
                self.recent.push_back(line);
                line.to_owned()
            }
            None => self.pick(book.bye).to_owned(),
        }
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

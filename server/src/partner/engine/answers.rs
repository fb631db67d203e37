//! Answers to questions beyond the persona's facts: routines, opinions, experiences, tastes,
//! yes/no questions, choices, requests for help, and "what does X mean?".
//!
//! Every answer is the persona's own line from its life file (`../life.rs`), a line common to
//! the language (`common_answers`, the glossary), or an honest general answer of the kind
//! asked; never silence and never a change of subject. The same question gets the same answer
//! in every call: where a general answer could be yes or no, the choice is fixed by the
//! persona and the question's subject ([`fixed_choice`]), not by the seed.
//!
//! Only two things of the learner's turn are ever said back, and only as heard, never changed:
//! the word asked about ("what does *spicy* mean?") and the option chosen ("*the mountains*").

use super::super::heard::Heard;
use super::super::life::{lookup, Life};
use super::super::memory::capitalised;
use super::super::phrasebook::{Ask, List, Thing};
use super::Conversation;

/// Words an option or an asked word may have at most.
const MAX_OPTION_WORDS: usize = 3;
const MAX_ASKED_WORDS: usize = 4;

impl Conversation {
    /// The kind of question the turn asks, beyond the persona's facts.
    pub(super) fn ask_of(&self, heard: &Heard) -> Option<Ask> {
        let book = self.book;
        let kind = book
            .question_kinds
            .iter()
            .find(|(_, patterns)| heard.has_any(patterns))
            .map(|(kind, _)| *kind)?;
        let choice = heard
            .words()
            .iter()
            .any(|w| book.or_words.contains(&w.as_str()))
            && heard.has_any(book.choice_asks);
        Some(match kind {
            Ask::YesNo | Ask::Like if choice => Ask::Prefer,
            other => other,
        })
    }

    /// The first subject of the phrasebook the turn is about.
    pub(super) fn subject_of(&self, heard: &Heard) -> Option<&'static str> {
        self.book
            .subjects
            .iter()
            .find(|(_, patterns)| heard.has_any(patterns))
            .map(|(key, _)| key.as_str())
    }

    /// The answer to a question of `ask`'s kind, or `None` when the persona's facts answer it
    /// (`by_facts`: "what do you do?", "do you like music?") or the kind is not a question
    /// (slower, repeat).
    pub(super) fn answer_to(&mut self, ask: Ask, heard: &Heard, by_facts: bool) -> Option<String> {
        let book = self.book;
        let life = Life::of(self.persona.id);
        let subject = self.subject_of(heard);
        let line = match ask {
            Ask::Slower | Ask::Repeat => return None,
            Ask::Meaning => return Some(self.meaning(heard)),
            Ask::Prefer => return self.preference(heard, life),
            Ask::Help => subject
                .and_then(|s| lookup(book.common_answers, s))
                .unwrap_or_else(|| self.general(ask, subject)),
            _ => {
                let own = subject.and_then(|s| {
                    life.answer(ask, s)
                        // A taste asked as "do you like...?" or "what ... do you like?".
                        .or_else(|| match ask {
                            Ask::YesNo => life.answer(Ask::Like, s),
                            Ask::Like | Ask::Wh => life.answer(Ask::YesNo, s),
                            _ => None,
                        })
                        // Advice ("ask at the station") answers no "have you ever...?".
                        .or_else(|| match ask {
                            Ask::Ever => None,
                            _ => lookup(book.common_answers, s),
                        })
                });
                match own {
                    Some(line) => line,
                    None if by_facts && matches!(ask, Ask::YesNo | Ask::Like | Ask::Wh) => {
                        return None
                    }
                    None => self.general(ask, subject),
                }
            }
        };
        let said = self.sized(line);
        Some(self.once_more(said))
    }

    /// `answer`, or, when it was already given in this call, the same answer introduced as
    /// such ("Like I said, I usually wake up at seven."): a person asked twice says so.
    fn once_more(&mut self, answer: String) -> String {
        let first = self.answered.insert(answer.clone());
        match (first, self.book.said_again) {
            (true, _) | (false, "") => answer,
            (false, again) => {
                // "Like I said, it takes ...", but "Like I said, I ..."; after a colon
                // ("Wie gesagt: Kaffee trinke ich ...") a sentence keeps its capital, and so
                // does a name or a word written in capitals ("Lucía", "UNAM").
                let first = answer.split_whitespace().next().unwrap_or("");
                let capitals = first.chars().filter(|c| c.is_uppercase()).count();
                let keep = answer.starts_with("I ")
                    || answer.starts_with("I'")
                    || again.ends_with(':')
                    || capitals > 1
                    || self
                        .persona_names()
                        .any(|n| first.trim_matches(|c: char| !c.is_alphanumeric()) == n);
                let mut chars = answer.chars();
                let opening = match (keep, chars.next()) {
                    (false, Some(c)) => c.to_lowercase().chain(chars).collect(),
                    _ => answer.clone(),
                };
                format!("{again} {opening}")
            }
        }
    }

    /// Names in the persona's facts (its own, its family's, its pet's): words that keep their
    /// capital wherever they stand in a sentence.
    /// Only words inside a sentence count: "Vivo" opening "Vivo con mi novia." is no name.
    fn persona_names(&self) -> impl Iterator<Item = &'static str> {
        let p = self.persona;
        let bare = |w: &'static str| w.trim_matches(|c: char| !c.is_alphanumeric());
        [p.name, p.family, p.pet, p.home, p.from]
            .into_iter()
            .flat_map(move |text| {
                let tokens: Vec<&'static str> = text.split_whitespace().collect();
                let inside: Vec<&'static str> = tokens
                    .windows(2)
                    .filter(|pair| !pair[0].ends_with(['.', '!', '?']))
                    .map(|pair| bare(pair[1]))
                    .collect();
                std::iter::once(bare(p.name)).chain(inside)
            })
            .filter(|w| w.chars().next().is_some_and(char::is_uppercase))
    }

    /// A general answer of `ask`'s kind; yes or no fixed by the persona and the subject.
    fn general(&self, ask: Ask, subject: Option<&str>) -> &'static str {
        let book = self.book;
        let yes = of_kind(book.general_answers, ask);
        let no = of_kind(book.general_no, ask);
        let key = subject
            .unwrap_or(self.heard.words().join(" ").as_str())
            .to_owned();
        let pool = match (no.is_empty(), fixed_choice(self.persona.id, &key, 2)) {
            (false, 1) => no,
            _ => yes,
        };
        pool.get(fixed_choice(self.persona.id, &key, pool.len().max(1)))
            .copied()
            .unwrap_or("")
    }

    /// A line of the life file as long as the learner's level wants it: the part after ` | `
    /// only for B1 and above.
    pub(super) fn sized(&self, line: &str) -> String {
        match line.split_once(" | ") {
            Some((short, _)) if self.easy => short.to_owned(),
            Some((short, more)) => format!("{short}{}{more}", self.book.gap),
            None => line.to_owned(),
        }
    }

    /// "What does X mean?": the glossary's explanation, or an honest "I'm not sure".
    fn meaning(&mut self, heard: &Heard) -> String {
        let book = self.book;
        let asked = book
            .meaning_asks
            .iter()
            .find_map(|p| heard.capture(p, book.meaning_stops, MAX_ASKED_WORDS))
            .map(|words| {
                let rest = Heard::new(&words.join(" "), book.spaced).without(book.meaning_drop);
                rest.words().join(" ")
            })
            .filter(|w| !w.is_empty());
        let Some(asked) = asked else {
            return self.general(Ask::Meaning, None).to_owned();
        };
        let known = |w: &str| lookup(book.glossary, w);
        let singular = asked.strip_suffix('s').unwrap_or(&asked);
        let last = asked.rsplit(' ').next().unwrap_or(&asked);
        match known(&asked)
            .or_else(|| known(singular))
            .or_else(|| known(last))
        {
            Some(line) => line.to_owned(),
            None => self.pick(book.meaning_unknown).replace("{x}", &asked),
        }
    }

    /// "A or B?": the persona's own choice on either option's subject, else one option, fixed
    /// by the persona and the options.
    fn preference(&mut self, heard: &Heard, life: &Life) -> Option<String> {
        let book = self.book;
        let words = heard.words();
        let or = words
            .iter()
            .rposition(|w| book.or_words.contains(&w.as_str()))?;
        let stop = |w: &String| book.capture_stops.contains(&w.as_str());
        // After "or", the option runs to the end ("or in a small town"): `option` keeps it from
        // its last opener on.
        let right: Vec<&String> = words[or + 1..]
            .iter()
            .skip_while(|w| stop(w))
            .take(2 * MAX_OPTION_WORDS)
            .collect();
        let mut left: Vec<&String> = words[..or]
            .iter()
            .rev()
            .take_while(|w| !stop(w))
            .take(MAX_OPTION_WORDS)
            .collect();
        left.reverse();
        let options: Vec<String> = [left, right]
            .into_iter()
            .map(|o| self.option(&o))
            .filter(|o| !o.is_empty())
            .collect();
        if options.len() < 2 {
            return None;
        }
        // The persona's own choice, if it names one of these options ("the sea or the mountains?"),
        // not a choice between other things on the same subject.
        let own = options.iter().find_map(|o| {
            let h = Heard::new(o, book.spaced);
            let line = life.answer(Ask::Prefer, self.subject_of(&h)?)?;
            let said = Heard::new(line, book.spaced);
            options
                .iter()
                .any(|o| o.rsplit(' ').next().is_some_and(|w| said.has(w)))
                .then_some(line)
        });
        if let Some(line) = own {
            return Some(self.sized(line));
        }
        let key = options.join("|");
        let chosen = &options[fixed_choice(self.persona.id, &key, 2)];
        let lines = book.prefer_lines;
        let line = lines.get(fixed_choice(self.persona.id, &key, lines.len()))?;
        Some(line.replace("{option}", chosen))
    }

    /// An option as it will be said: from its last opener ("the", "a") on, at most a few
    /// words; a known place capitalised.
    fn option(&self, words: &[&String]) -> String {
        let book = self.book;
        let from = words
            .iter()
            .rposition(|w| book.option_openers.contains(&w.as_str()))
            .unwrap_or(0);
        let kept: Vec<&str> = words[from..]
            .iter()
            .rev()
            .take(MAX_OPTION_WORDS)
            .rev()
            .map(|w| w.as_str())
            .collect();
        let text = kept.join(" ");
        let place = Heard::new(&text, book.spaced);
        let is_place = book
            .things
            .iter()
            .any(|(t, p)| *t == Thing::Place && place.has_any(p));
        match is_place {
            true => capitalised(&text),
            false => text,
        }
    }
}

/// The lines of `ask`'s row.
fn of_kind(rows: &'static [(Ask, List)], ask: Ask) -> List {
    rows.iter()
        .find(|(a, _)| *a == ask)
        .map(|(_, l)| *l)
        .unwrap_or(&[])
}

/// A number in `0..n` that depends only on the persona and `key` (FNV-1a), so a choice the
/// seed must not change (yes or no, which option) is the same in every call.
pub(super) fn fixed_choice(persona: &str, key: &str, n: usize) -> usize {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in persona.bytes().chain([0]).chain(key.bytes()) {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    (h % n.max(1) as u64) as usize
}

//! Every phrasebook file parses, and is complete enough for the engine's rules to hold.

use std::collections::HashSet;

use app::domain::Language;

use super::super::phrasebook::{of_topic, Phrasebook, Topic};

/// A file that does not parse panics in `Phrasebook::of`, naming the file and serde's error.
#[test]
fn every_phrasebook_file_parses() {
    for language in Language::ALL {
        Phrasebook::of(*language);
    }
}

#[test]
fn phrasebooks_are_complete() {
    let all_topics = [
        Topic::Day,
        Topic::Home,
        Topic::Work,
        Topic::Hobbies,
        Topic::Weekend,
        Topic::Food,
        Topic::Family,
        Topic::Pets,
        Topic::Music,
        Topic::Films,
        Topic::Travel,
        Topic::Weather,
        Topic::Languages,
    ];
    for language in Language::ALL {
        let book = Phrasebook::of(*language);
        // Full languages have at least three questions per topic and band.
        let least = match language {
            Language::English | Language::Spanish => 3,
            _ => 2,
        };
        for topic in all_topics {
            for bank in [book.questions_easy, book.questions_rich] {
                assert!(
                    of_topic(bank, topic).len() >= least,
                    "{language:?} {topic:?}"
                );
            }
            assert!(
                of_topic(book.react_topic, topic).len() >= 2,
                "{language:?} {topic:?}"
            );
            assert!(
                !of_topic(book.topic_words, topic).is_empty(),
                "{language:?} {topic:?}"
            );
        }
        for bank in [book.questions_easy, book.questions_rich] {
            let mut seen = HashSet::new();
            for q in bank.iter().flat_map(|(_, q)| q.iter()) {
                assert!(seen.insert(q), "{language:?}: {q:?} twice");
                assert!(q.ends_with('?') || q.ends_with('？'), "{q:?}");
            }
        }
        // Pools the partner draws from repeatedly need two lines to avoid saying one twice.
        for pool in [
            book.say_again,
            book.tell_more,
            book.bye,
            book.react_easy,
            book.react_rich,
        ] {
            assert!(pool.len() >= 2, "{language:?}: {pool:?}");
        }
        for pool in [
            book.tell_more,
            book.react_easy,
            book.react_rich,
            book.react_yes,
            book.react_no,
            book.react_ok,
        ] {
            assert!(
                pool.iter().all(|l| !l.ends_with('?') && !l.ends_with('？')),
                "{pool:?}"
            );
        }
        assert!(!book.asks.is_empty() && !book.you.is_empty() && !book.and_you.is_empty());
    }
}

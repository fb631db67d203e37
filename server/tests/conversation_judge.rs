//! The conversation benchmark's judging rules (`benches/conversation/judge.rs`): what counts
//! as an answer, as staying on the learner's thread, as a correction and as a repeat.

// The bench uses every rule; the tests here need not.
#[allow(dead_code)]
#[path = "../benches/conversation/judge.rs"]
mod judge;
// The Spanish, French and German judge; its tests are in the file.
#[allow(dead_code)]
#[path = "../benches/conversation/judge_lang.rs"]
mod judge_lang;

use judge::*;

// --- is_question_to_partner ---

#[test]
fn questions_are_recognised() {
    assert!(is_question_to_partner(
        "what time do you usually wake up in the morning"
    ));
    assert!(is_question_to_partner("Where do you live?"));
    assert!(is_question_to_partner("do you like cooking"));
    assert!(is_question_to_partner(
        "can you tell me where is the train station"
    ));
    assert!(is_question_to_partner("i live in berlin what about you"));
    assert!(is_question_to_partner("i'm a teacher and you"));
    assert!(is_question_to_partner("tell me about your family"));
    assert!(is_question_to_partner("sorry too fast"));
    assert!(is_question_to_partner("please speak more slowly"));
    assert!(is_question_to_partner("so um where you live"));
    assert!(is_question_to_partner(
        "you said you live in toronto. is it cold in winter"
    ));
    assert!(is_question_to_partner("what means spicy"));
    assert!(is_question_to_partner(
        "by the way what does chill out mean"
    ));
    // Whisper dropped the first words.
    assert!(is_question_to_partner("time do you usually get up"));
    assert!(is_question_to_partner("ever been to italy"));
    // A statement read with a rising voice.
    assert!(is_question_to_partner("you live in toronto?"));
}

#[test]
fn statements_are_not_questions() {
    assert!(!is_question_to_partner("i live in berlin for three years"));
    assert!(!is_question_to_partner("my sister is a doctor"));
    assert!(!is_question_to_partner(
        "when i was a child i lived in rome"
    ));
    assert!(!is_question_to_partner(
        "when the weather is nice i go hiking"
    ));
    assert!(!is_question_to_partner("what i like most is cooking"));
    assert!(!is_question_to_partner("i don't know where the station is"));
    assert!(!is_question_to_partner("is very big city")); // pro-drop learner statement
    assert!(!is_question_to_partner(
        "time goes so fast when i am on holiday"
    ));
    assert!(!is_question_to_partner("thank you see you"));
    assert!(!is_question_to_partner("ever since he left she's been sad"));
    assert!(!is_question_to_partner("if i were you i'd call her"));
    assert!(!is_question_to_partner(""));
}

// --- content_words and stem ---

#[test]
fn stems_meet() {
    assert_eq!(stem("cooking"), stem("cook"));
    assert_eq!(stem("cooked"), stem("cook"));
    assert_eq!(stem("movies"), stem("movie"));
    assert_eq!(stem("lived"), stem("live"));
    assert_eq!(stem("living"), stem("live"));
    assert_eq!(stem("lives"), stem("live"));
    assert_eq!(stem("studies"), stem("study"));
    assert_eq!(stem("studying"), stem("study"));
    assert_eq!(stem("studied"), stem("study"));
    assert_eq!(stem("watches"), stem("watch"));
    assert_eq!(stem("watching"), stem("watch"));
    assert_eq!(stem("cities"), stem("city"));
    assert_eq!(stem("running"), stem("run"));
    assert_eq!(stem("swimming"), stem("swim"));
    assert_eq!(stem("goes"), stem("go"));
    assert_eq!(stem("agreed"), stem("agree"));
    assert_eq!(stem("sister's"), stem("sister"));
}

#[test]
fn stems_stay_apart() {
    assert_ne!(stem("cookie"), stem("cook")); // the misheard "cookie" is another word
    assert_eq!(stem("class"), "class");
    assert_eq!(stem("bus"), "bus");
    assert_eq!(stem("tennis"), "tennis");
    assert_eq!(stem("spring"), "spring");
    assert_eq!(stem("need"), "need");
    assert_eq!(stem("7:30"), "7:30");
}

#[test]
fn content_words_drop_function_words() {
    assert_eq!(
        content_words("Um, well, I really like cooking!"),
        vec!["cook"]
    );
    assert_eq!(
        content_words("my sister is a doctor"),
        vec!["sister", "doctor"]
    );
    assert_eq!(
        content_words("She don't like to watch movies"),
        vec!["watch", "movi"]
    );
    assert!(content_words("so yeah i don't know, okay?").is_empty());
    assert_eq!(content_words("what time do you get up"), vec!["get"]);
    assert!(content_words("and what about you").is_empty());
}

// --- question_kind ---

#[test]
fn kinds() {
    use Kind::*;
    assert_eq!(question_kind("where do you live"), WhLife);
    assert_eq!(question_kind("how are you"), WhLife);
    assert_eq!(question_kind("i work as a nurse what about you"), WhLife);
    assert_eq!(
        question_kind("what time do you usually wake up in the morning"),
        WhRoutine
    );
    assert_eq!(question_kind("how often do you go to the gym"), WhRoutine);
    assert_eq!(question_kind("what kind of music do you like"), WhLike);
    assert_eq!(question_kind("what food do you like"), WhLike);
    assert_eq!(
        question_kind("where did you learn to cook like that"),
        WhLife
    );
    assert_eq!(question_kind("what's the weather like in london"), WhLife);
    assert_eq!(
        question_kind("what do you think about remote work"),
        Opinion
    );
    assert_eq!(question_kind("have you ever been to japan?"), Ever);
    assert_eq!(
        question_kind("how long have you been studying english"),
        WhLife
    );
    assert_eq!(question_kind("have you got a dog"), YesNo);
    assert_eq!(question_kind("do you like cooking"), YesNo);
    assert_eq!(question_kind("do you have any brothers or sisters"), YesNo);
    assert_eq!(question_kind("which do you prefer, tea or coffee?"), Prefer);
    assert_eq!(question_kind("do you like tea or coffee"), Prefer);
    assert_eq!(
        question_kind("can you tell me where is the train station?"),
        Help
    );
    assert_eq!(question_kind("can you tell me about your family"), WhLife);
    assert_eq!(question_kind("can you speak more slowly please"), Slower);
    assert_eq!(question_kind("sorry, too fast"), Slower);
    assert_eq!(question_kind("what does 'commute' mean?"), Meaning);
    assert_eq!(question_kind("what do you mean"), WhLife);
    assert_eq!(question_kind("my sister is a doctor"), Statement);
}

#[test]
fn meaning_targets() {
    assert_eq!(meaning_target("what does commute mean"), vec!["commute"]);
    assert_eq!(
        meaning_target("what does the expression touch base mean"),
        vec!["touch", "base"]
    );
    assert_eq!(meaning_target("what means spicy"), vec!["spicy"]);
    assert_eq!(
        meaning_target("what is the meaning of deadline"),
        vec!["deadline"]
    );
    assert!(meaning_target("what do you mean").is_empty());
}

// --- answers ---

#[test]
fn answers_before_asking() {
    let wake = "what time do you usually wake up";
    assert!(answers(wake, "I usually wake up at seven. And you?"));
    assert!(answers(wake, "Around half past six, I'm an early bird!"));
    assert!(answers(
        "what time does the shop close",
        "Around eight, I think."
    ));
    // Near miss: a reaction, then an unrelated question.
    assert!(!answers(wake, "Nice! Do you watch TV series?"));
    // Near miss: asks first, answers after.
    assert!(!answers(wake, "What about you? I wake up at seven."));
    assert!(!answers(wake, "And you? I usually wake up at seven."));
}

#[test]
fn answers_by_form() {
    assert!(answers(
        "do you like cooking",
        "Yes, I love it. What do you cook?"
    ));
    assert!(answers("do you like cooking", "Not really, I'm too lazy."));
    assert!(!answers("do you like cooking", "Do you? I like cooking."));
    // The question sentence itself does not count as the answer.
    assert!(!answers(
        "do you like cooking",
        "Nice! Do you like cooking too?"
    ));
    assert!(answers(
        "have you ever been to japan",
        "No, never. Have you?"
    ));
    assert!(answers(
        "which do you prefer tea or coffee",
        "Coffee, definitely! And you?"
    ));
    assert!(answers(
        "which do you prefer tea or coffee",
        "Both, honestly."
    ));
    assert!(!answers(
        "which do you prefer tea or coffee",
        "Nice. I like mornings. Do you?"
    ));
    assert!(answers(
        "can you speak more slowly please",
        "Of course, sorry."
    ));
    assert!(answers("sorry too fast", "Sorry! I'll slow down."));
    assert!(!answers("sorry too fast", "What do you do for work?"));
    assert!(answers(
        "what does commute mean",
        "It means the trip to work every day."
    ));
    assert!(answers(
        "what does 'commute' mean",
        "A commute is your trip to work."
    ));
    assert!(!answers(
        "what does commute mean",
        "Nice. Where do you work?"
    ));
    assert!(answers("where are you from", "I'm from Toronto."));
    assert!(!answers("where are you from", "I'm good, thanks. And you?"));
    assert!(answers(
        "what do you do",
        "I'm a teacher in a small school."
    ));
    assert!(!answers("what do you do", "I'm good, thanks."));
    assert!(answers(
        "how many brothers and sisters do you have",
        "Just two. You?"
    ));
    assert!(answers(
        "what's the weather like in london",
        "It's rainy, as always!"
    ));
    assert!(!answers("where are you from", "Great! Do you like music?"));
    assert!(answers("how are you", "Great, thanks! And you?"));
    assert!(answers(
        "can you tell me where is the train station",
        "Sure, it's next to the park."
    ));
    assert!(answers(
        "what do you think about remote work",
        "I think it's great for some jobs."
    ));
    // A statement is not answered.
    assert!(!answers("i live in berlin", "Berlin is great."));
}

// --- on_thread ---

#[test]
fn on_thread_shares_a_word_or_answers() {
    // "watch" is a content word of both (the learner's "to watch movies" and the
    // partner's "things to watch"), so this generic reaction is on the thread.
    let turn = "she don't like to watch movies on the weekend";
    assert!(on_thread(turn, "Nice, I need some new things to watch!"));
    // Without the shared word the same kind of reaction is off the thread.
    assert!(!on_thread(turn, "Nice, I need some new things to read!"));
    assert!(on_thread(
        "i live in berlin for three years",
        "Berlin is lovely in summer."
    ));
    assert!(on_thread(
        "my sister is a doctor",
        "Oh, is she a good doctor?"
    ));
    assert!(!on_thread("my sister is a doctor", "I like pizza."));
    // A question whose words are all function words, answered by form.
    assert!(on_thread("what do you do", "I'm a teacher."));
    assert!(!on_thread("what do you do", "Cool! Do you like pizza?"));
}

// --- corrects ---

#[test]
fn corrections_are_found() {
    assert!(corrects(
        "she don't like to watch movies",
        "Oh, she doesn't like to watch movies?"
    ));
    assert!(corrects(
        "yesterday i go to the market",
        "Yesterday I went to the market too!"
    ));
    assert!(corrects(
        "i am agree with you",
        "You should say 'I agree with you'."
    ));
    assert!(corrects(
        "i am agree with you",
        "I agree with you, it's great."
    ));
    assert!(corrects(
        "it was more harder than i expected",
        "Oh, it was harder than you expected?"
    ));
    assert!(corrects(
        "i live here since three years",
        "Not since but for: for three years."
    ));
    assert!(corrects(
        "i live here since three years",
        "You live there for three years?"
    ));
    assert!(corrects(
        "my boss don't like fish",
        "Did you mean your boss doesn't like fish?"
    ));
    assert!(corrects(
        "i am teacher in a school",
        "Oh, I am a teacher too!"
    ));
    assert!(corrects(
        "the teacher told that i have talent",
        "Oh, the teacher said that?"
    ));
    assert!(corrects(
        "what you do in the evening",
        "What do you do in your free time?"
    ));
}

#[test]
fn ordinary_replies_are_not_corrections() {
    assert!(!corrects(
        "i like to watch movies",
        "I like to watch series too."
    ));
    assert!(!corrects(
        "i go to the park on sunday",
        "Do you go to the park every week?"
    ));
    assert!(!corrects("i am not sure", "I know what you mean."));
    assert!(!corrects("what do you mean", "What do you mean?"));
    assert!(!corrects("are you sure", "Not sure, but I think so."));
    assert!(!corrects("do you like cooking", "Yes, I love cooking."));
    // Outer swaps of small words in ordinary talk.
    assert!(!corrects(
        "it rains a lot in winter",
        "I listen to a lot of pop music."
    ));
    assert!(!corrects(
        "what do you do for a living",
        "What do you do in your free time?"
    ));
    assert!(!corrects(
        "could you tell me how",
        "Sorry, could you say that again?"
    ));
    assert!(!corrects(
        "she don't like to watch movies on the weekend",
        "Nice, I need some new things to watch!"
    ));
}

// --- repeated ---

#[test]
fn repeats_are_counted() {
    let v = |xs: &[&str]| xs.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert_eq!(repeated(&v(&["Nice!", "nice", "Cool.", "NICE!!"])), 2);
    assert_eq!(repeated(&v(&["I'm fine.", "Im fine", "How are you?"])), 1);
    assert_eq!(repeated(&v(&["Nice!", "Nice, thanks!", "Cool."])), 0);
    assert_eq!(repeated(&v(&["", "", "OK"])), 0);
    assert_eq!(repeated(&[]), 0);
}

// --- the script ---

/// Checks a script in the format of `script.tsv` (`name` is its file name, for messages):
/// every row is well formed, calls are numbered from 1 in order, and the rules read every turn
/// as its `kind` column says. It must also have at least `min_rows` rows, `min_questions`
/// questions, and `min_per_kind` turns of each question kind.
fn check_script(
    name: &str,
    text: &str,
    min_rows: usize,
    min_questions: usize,
    min_per_kind: usize,
) {
    let mut lines = text.lines();
    assert_eq!(lines.next(), Some("call\tlevel\tkind\tturn"));
    let mut rows = 0;
    let mut questions = 0;
    let mut per_kind = std::collections::HashMap::new();
    let mut last_call = 0;
    let mut wrong = Vec::new();
    for (n, line) in lines.enumerate() {
        let f: Vec<&str> = line.split('\t').collect();
        assert_eq!(f.len(), 4, "line {}: {line}", n + 2);
        let call: u32 = f[0].parse().expect("call number");
        assert!(
            call == last_call || call == last_call + 1,
            "line {}: calls in order",
            n + 2
        );
        last_call = call;
        assert!(
            ["A1", "A2", "B1", "B2", "C1"].contains(&f[1]),
            "line {}: level",
            n + 2
        );
        let kind = Kind::from_label(f[2]).expect("kind label");
        assert_eq!(kind.label(), f[2]);
        assert!(!f[3].trim().is_empty());
        rows += 1;
        if kind != Kind::Statement {
            questions += 1;
        }
        *per_kind.entry(kind).or_insert(0) += 1;
        if question_kind(f[3]) != kind || is_question_to_partner(f[3]) != (kind != Kind::Statement)
        {
            wrong.push(format!(
                "line {}: {} read as {}: {}",
                n + 2,
                f[2],
                question_kind(f[3]).label(),
                f[3]
            ));
        }
    }
    assert!(wrong.is_empty(), "{name}:\n{}", wrong.join("\n"));
    assert!(rows >= min_rows, "{name}: {rows} rows");
    assert!(questions >= min_questions, "{name}: {questions} questions");
    for label in [
        "wh-life",
        "wh-routine",
        "wh-like",
        "opinion",
        "ever",
        "yes-no",
        "prefer",
        "help",
        "slower",
        "meaning",
    ] {
        let k = Kind::from_label(label).unwrap();
        assert!(
            per_kind.get(&k).copied().unwrap_or(0) >= min_per_kind,
            "{name}: {label}"
        );
    }
}

/// The turns of a script (its `turn` column).
fn turns(text: &str) -> Vec<&str> {
    text.lines()
        .skip(1)
        .filter_map(|l| l.split('\t').nth(3))
        .collect()
}

/// Every row of `script.tsv` is well formed, and the rules read every turn as its `kind`
/// column says.
#[test]
fn script_agrees_with_the_rules() {
    let text = include_str!("../benches/conversation/script.tsv");
    check_script("script.tsv", text, 160, 70, 4);
}

/// The same checks for the held-out script `heldout.tsv`, which was written without looking
/// at the engine's tables. None of its turns is also a turn of `script.tsv`.
#[test]
fn heldout_agrees_with_the_rules() {
    let text = include_str!("../benches/conversation/heldout.tsv");
    check_script("heldout.tsv", text, 80, 45, 4);
    let script = turns(include_str!("../benches/conversation/script.tsv"));
    let copied: Vec<&str> = turns(text)
        .into_iter()
        .filter(|t| script.contains(t))
        .collect();
    assert!(
        copied.is_empty(),
        "heldout.tsv repeats script.tsv: {copied:?}"
    );
}

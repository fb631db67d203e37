//! Conversation-level tests of the offline partner, with the helpers they share: a scripted
//! learner per language and a way to run a whole call.

mod answers;
mod consistency;
mod flow;
mod no_correction;
mod phrasebooks;

use app::domain::{Language, Level};

use super::engine::Conversation;
use super::persona::{by_id, Persona};
use super::phrasebook::Phrasebook;

fn persona(id: &str) -> Persona {
    by_id(id).expect(id)
}

fn sentences(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    for c in text.chars() {
        current.push(c);
        if matches!(c, '.' | '!' | '?' | '。' | '！' | '？') {
            let s = current.trim();
            // "¡Hola! ..." and "Salut ! ...": a lone mark belongs to the previous sentence.
            if s.chars().any(char::is_alphanumeric) {
                out.push(s.to_owned());
                current.clear();
            }
        }
    }
    if !current.trim().is_empty() {
        out.push(current.trim().to_owned());
    }
    out
}

fn questions(reply: &str) -> Vec<String> {
    sentences(reply)
        .into_iter()
        .filter(|s| s.ends_with('?') || s.ends_with('？'))
        .collect()
}

/// Everything a learner might say in a call, per language: answers, short answers, mistakes.
fn learner_lines(language: Language) -> &'static [&'static str] {
    match language {
        Language::English => &[
            "I'm fine, thank you",
            "i live in a small town near the sea",
            "i work in a office, i am engineer",
            "yes",
            "i like play football and read books",
            "on saturday i go to the market",
            "my favourite food is pasta",
            "i have one brother and two sister",
            "no i dont have pet",
            "i listen rock music",
            "i watch netflix every night",
            "last year i go to spain",
            "today is very hot",
            "because i need english for my job",
            "ok",
            "i don't know",
            "maybe",
            "my city is very beautiful",
            "i cook dinner for my family",
            "it is raining today",
        ],
        Language::Spanish => &[
            "Estoy bien, gracias",
            "vivo en una ciudad pequeña",
            "trabajo en una oficina",
            "sí",
            "me gusta jugar al fútbol",
            "el sábado voy al mercado",
            "mi comida favorita es la pasta",
            "tengo un hermano y dos hermanas",
            "no tengo mascotas",
            "escucho música rock",
            "veo series en netflix",
            "el año pasado fui a México",
            "hoy hace mucho calor",
            "estudio español para mi trabajo",
            "vale",
            "no sé",
            "mi ciudad es muy bonita",
            "cocino para mi familia",
            "hoy llueve mucho",
        ],
        Language::French => &[
            "Ça va bien, merci",
            "j'habite dans une petite ville",
            "je travaille dans un bureau",
            "oui",
            "j'aime jouer au football",
            "samedi je vais au marché",
            "mon plat préféré, c'est les pâtes",
            "j'ai un frère et deux sœurs",
            "non, je n'ai pas d'animaux",
            "j'écoute du rock",
            "je regarde des séries",
            "l'année dernière je suis allé en Espagne",
            "il fait très chaud aujourd'hui",
            "j'apprends le français pour mon travail",
            "d'accord",
            "je ne sais pas",
        ],
        Language::German => &[
            "Mir geht es gut, danke",
            "ich wohne in einer kleinen Stadt",
            "ich arbeite in einem Büro",
            "ja",
            "ich spiele gern Fußball",
            "am Samstag gehe ich auf den Markt",
            "mein Lieblingsessen ist Pizza",
            "ich habe einen Bruder und zwei Schwestern",
            "nein, ich habe keine Haustiere",
            "ich höre gern Rockmusik",
            "ich schaue viele Serien",
            "letztes Jahr war ich in Spanien",
            "heute ist es sehr heiß",
            "ich lerne Deutsch für meine Arbeit",
            "okay",
            "ich weiß nicht",
        ],
        Language::Japanese => &[
            "元気です",
            "東京に住んでいます",
            "会社で働いています",
            "はい",
            "サッカーが好きです",
            "週末は買い物に行きます",
            "ラーメンが好きです",
            "兄が一人います",
            "ペットはいません",
            "ロックをよく聞きます",
            "アニメを見ます",
            "去年、韓国に行きました",
            "今日はとても暑いです",
            "仕事のために日本語を勉強しています",
            "わかりません",
        ],
    }
}

/// A greeting and `turns` replies to the language's learner lines, in order, cycling.
fn call(persona: Persona, level: Level, seed: u64, turns: usize) -> Vec<String> {
    let mut c = Conversation::new(persona, level, seed);
    let mut said = vec![c.greeting()];
    let lines = learner_lines(persona.language);
    said.extend((0..turns).map(|i| c.reply(lines[i % lines.len()])));
    said
}

/// Every line a phrasebook can speak.
fn spoken_lines(book: &Phrasebook) -> Vec<&'static str> {
    let mut lines = vec![
        book.greeting,
        book.opening,
        book.name_is,
        book.age_is,
        book.hobbies_are,
        book.food_is,
        book.mood_fact,
        book.music_fact,
        book.films_fact,
        book.travel_fact,
        book.weather_fact,
    ];
    let pools = [
        book.say_again,
        book.move_on,
        book.easier,
        book.react_yes,
        book.react_no,
        book.react_ok,
        book.react_dont_know,
        book.react_hello,
        book.react_thanks,
        book.react_good_mood,
        book.react_bad_mood,
        book.react_easy,
        book.react_rich,
        book.tell_more,
        book.bye,
    ];
    lines.extend(pools.iter().flat_map(|p| p.iter().copied()));
    for groups in [book.react_topic, book.questions_easy, book.questions_rich] {
        lines.extend(groups.iter().flat_map(|(_, l)| l.iter().copied()));
    }
    lines
}

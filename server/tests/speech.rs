//! Speech-to-text with the real model: sentences spoken by `espeak-ng` at test time, resampled to
//! 16 kHz, transcribed by tiny.en and scored by word error rate. A broken converter or pipeline
//! (wrong tensors, mel filters, vocabulary, sample format) produces garbage or nothing, far above
//! the bound.
//!
//! The model is `PARLEY_WHISPER_MODEL`, or `models/ggml-tiny.en.bin` in the workspace, which
//! `scripts/setup test` builds with `scripts/whisper-model`.

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

mod common;
#[path = "speech/natural_voices.rs"]
mod natural_voices;

use common::speech::{load_model, model_path, speak, word_errors, words};
use server::speech::whisper::{SpeechError, WhisperModel, WhisperWorker};
use server::speech::Transcript;

/// Things a learner might say (1-10 s), including the grammar slips the review is about.
const SENTENCES: &[&str] = &[
    "She don't like coffee.",
    "Yesterday I go to the market with my friend.",
    "Could you tell me where is the train station?",
    "I am learning English because I want to travel.",
    "The weather is very nice today, so we are going to the beach.",
    "My brother works in a big hospital and he likes his job.",
    "Last summer we was in Spain for two weeks. The food was very good, but the hotel was too expensive, and my sister don't want to go back there.",
    "I think the most important thing when you learn a new language is to speak every day, even if you make many mistakes, because nobody is perfect at the beginning.",
    "Yes. No. Maybe.",
    "Let me think. I am not sure. What do you think about it?",
];

const MAX_OVERALL_WER: f64 = 0.35;

/// CPU time of the calling thread (whisper runs on it with one thread).
fn thread_cpu_time() -> Option<Duration> {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: u64 = stat.split_whitespace().next()?.parse().ok()?;
    Some(Duration::from_nanos(ns))
}

#[test]
fn transcribes_spoken_sentences_within_the_word_error_bound() {
    let model = load_model();
    println!(
        "model {} (multilingual: {})",
        model_path().display(),
        model.multilingual()
    );
    let mut worker = model.worker().unwrap();

    let (mut errors, mut total_words) = (0, 0);
    let (mut audio_secs, mut cpu, mut wall) = (0.0, Duration::ZERO, Duration::ZERO);
    for sentence in SENTENCES {
        let pcm = speak(sentence);
        let (cpu0, wall0) = (thread_cpu_time(), Instant::now());
        let heard = worker.transcribe(&pcm, "en").unwrap();
        wall += wall0.elapsed();
        cpu += match (cpu0, thread_cpu_time()) {
            (Some(a), Some(b)) => b - a,
            _ => wall0.elapsed(),
        };
        audio_secs += pcm.len() as f64 / 16_000.0;

        let (want, got) = (words(sentence), words(&heard.text));
        let e = word_errors(&want, &got);
        println!(
            "WER {:.2}  confidence {:.2}  {:?} -> {:?}",
            e as f64 / want.len() as f64,
            heard.confidence,
            sentence,
            heard.text
        );
        assert!((0.0..=1.0).contains(&heard.confidence));
        errors += e;
        total_words += want.len();
    }
    let wer = errors as f64 / total_words as f64;
    println!(
        "overall WER {wer:.3} ({errors}/{total_words} words); {audio_secs:.1} s of audio, \
         real-time factor {:.3} CPU ({:.3} wall), one thread",
        cpu.as_secs_f64() / audio_secs,
        wall.as_secs_f64() / audio_secs
    );
    assert!(
        wer < MAX_OVERALL_WER,
        "overall WER {wer:.3} is not below {MAX_OVERALL_WER}"
    );
}

/// Whisper writes speech in the style of its prompt: the review must read what the learner
/// said, not a tidied version of it ("we're" is not "we are"). Each sentence is read as the
/// observer reads a line that goes on from the speaker's last one, with that line as context;
/// in espeak-ng's voice, and in Piper's (a recorded human voice's model) when it is installed.
/// No contraction may come back written out; a few may be misheard outright (tiny.en hears
/// "he's her husband" as "these are husband" on some of Piper's renderings, which vary from
/// run to run), so the bound on those kept is looser than the one on those rewritten.
#[tokio::test]
async fn contractions_are_kept_as_said() {
    use server::partner::tts::{InstalledPiper, Piper, Tts};
    let model = load_model();
    let mut worker = model.worker().unwrap();
    let said = [
        "We're late, but I'm sure there's another bus.",
        "I don't know, it's too expensive for me.",
        "Here's my ticket, and that's my bag.",
        "They're at home because it's raining and we've got no umbrella.",
        "She's my sister and he's her husband, they'll be here soon.",
        "I can't come today, I've got to work, but I'd like to.",
    ];
    let mut voices: Vec<(&str, Vec<Vec<i16>>)> =
        vec![("espeak-ng", said.iter().map(|s| speak(s)).collect())];
    match InstalledPiper::find() {
        Some(p) => {
            let piper = Piper::new(&p.command, &p.model).unwrap();
            let mut clips = Vec::new();
            for sentence in said {
                let s = piper.speak(sentence, "en-us", 160).await.unwrap();
                clips.push(server::media::voice::resample(&s.pcm, s.rate, 16_000));
            }
            voices.push(("piper", clips));
        }
        None => println!("Piper is not installed: espeak-ng's voice only"),
    }
    let (mut kept, mut rewritten, mut total) = (0, 0, 0);
    for (voice, clips) in &voices {
        let mut before = String::new();
        for (sentence, pcm) in said.iter().zip(clips) {
            let heard = worker.transcribe_after(pcm, "en", &before).unwrap().text;
            let heard_words = words(&heard);
            let contractions: Vec<String> = words(sentence)
                .into_iter()
                .filter(|w| w.contains('\''))
                .collect();
            let found = contractions
                .iter()
                .filter(|c| heard_words.contains(c))
                .count();
            let heard_line = format!(" {} ", heard_words.join(" "));
            let long_forms: Vec<String> = contractions
                .iter()
                .flat_map(|c| written_out(c))
                .filter(|long| heard_line.contains(&format!(" {long} ")))
                .collect();
            println!(
                "{voice}: {sentence:?} heard as {heard:?}: {found} of {} contractions, \
                 written out: {long_forms:?}",
                contractions.len()
            );
            kept += found;
            rewritten += long_forms.len();
            total += contractions.len();
            before = heard;
        }
    }
    assert_eq!(
        rewritten, 0,
        "{rewritten} of {total} contractions written out: the prompt rewrites them"
    );
    assert!(
        kept * 4 >= total * 3,
        "{kept} of {total} contractions kept: fewer than three in four"
    );
}

/// The ways a contraction can come back written out: "we're" as "we are", "can't" as
/// "cannot", "here's" as "here is" or "here are".
fn written_out(contraction: &str) -> Vec<String> {
    if let Some(base) = contraction.strip_suffix("n't") {
        return match base {
            "ca" => vec!["can not".into(), "cannot".into()],
            "wo" => vec!["will not".into()],
            _ => vec![format!("{base} not")],
        };
    }
    let Some((base, tail)) = contraction.split_once('\'') else {
        return Vec::new();
    };
    let long: &[&str] = match tail {
        "re" => &["are"],
        "m" => &["am"],
        "s" => &["is", "has", "are"],
        "ve" => &["have"],
        "ll" => &["will"],
        "d" => &["would", "had"],
        _ => &[],
    };
    long.iter().map(|l| format!("{base} {l}")).collect()
}

/// A call's first line can start at its first sample: the learner speaks as the line comes up,
/// so the tap hears the voice from its first packet and the observer's cut has no quiet before
/// it. The observer puts silence in place of that missing pre-roll (`Cut::heard`), and the
/// first word is heard: without it, "My sister lives in London" was heard as "I'm my sister,
/// life in London".
#[test]
fn an_utterance_that_starts_in_voice_keeps_its_first_word() {
    use server::observer::vad::{Segmenter, VadConfig};
    let model = load_model();
    let mut worker = model.worker().unwrap();
    // The browser tests' learners, and some of the sentences above.
    let said = [
        "My sister lives in London and she works in a hospital.",
        "Hi, my name is Tess. I live near the harbor, and I love sailing.",
        "I play the guitar in a band on weekends.",
        "I usually cook rice and fish for dinner.",
        "Last summer I travelled to Norway by train.",
        "Good morning, I work in a bakery.",
        "She don't like coffee.",
        "Yesterday I go to the market with my friend.",
        "My brother works in a big hospital and he likes his job.",
        "Could you tell me where is the train station?",
    ];
    let mut lost = Vec::new();
    for sentence in said {
        let pcm = speak(sentence);
        let peak = pcm.iter().map(|s| s.unsigned_abs()).max().unwrap_or(0);
        let voice = pcm
            .iter()
            .position(|s| s.unsigned_abs() > peak / 20)
            .unwrap_or(0);
        // The stream starts at the voice, as the tap's first packet does.
        let mut vad = Segmenter::new(VadConfig::default());
        let mut cuts = vad.push(0, &pcm[voice..]);
        cuts.extend(vad.finish());
        let cut = cuts.first().expect("an utterance");
        assert!(cut.missing_pre_roll > 0, "the cut starts in voice");
        let heard = worker.transcribe(&cut.heard(), "en").unwrap().text;
        println!("{sentence:?} from its first loud sample: {heard:?}");
        // The start as said: the first three words at most one word off (a misheard word is
        // the model's; a lost or garbled start is two off: "sister live in", "i'm my sister").
        let first = |t: &str| words(t).into_iter().take(3).collect::<Vec<_>>();
        if word_errors(&first(sentence), &first(&heard)) > 1 {
            lost.push(format!("{sentence:?} heard as {heard:?}"));
        }
    }
    assert!(lost.is_empty(), "first words lost: {lost:#?}");
}

#[test]
fn short_and_empty_utterances() {
    let model = load_model();
    let mut worker = model.worker().unwrap();

    let empty = worker.transcribe(&[], "en").unwrap();
    assert_eq!(empty, Transcript::default());

    // Under one second, which whisper.cpp alone would drop: padded, and still heard.
    let hello = speak("Hello.");
    assert!(hello.len() < 16_000, "{} samples", hello.len());
    let heard = worker.transcribe(&hello, "en").unwrap();
    println!("short: {heard:?}");
    assert!(
        words(&heard.text).contains(&"hello".to_owned()),
        "{heard:?}"
    );

    // A quarter second of silence, two seconds of noise: no error, whatever (little) is made of
    // them, and no decoder left repeating itself (each stays within its token bound).
    let silence = worker.transcribe(&[0; 4_000], "en").unwrap();
    println!("silence: {silence:?}");
    let noise: Vec<i16> = (0..32_000)
        .map(|i| ((i * 7919 % 2000) as i16) - 1000)
        .collect();
    let noise = worker.transcribe(&noise, "en").unwrap();
    println!("noise: {noise:?}");
    for heard in [silence, noise] {
        assert!(words(&heard.text).len() < 10, "{heard:?}");
    }
}

#[test]
fn workers_on_two_threads_share_one_model() {
    let model = Arc::new(load_model());
    let pcm = Arc::new(speak("Could you tell me where is the train station?"));
    let alone = model.worker().unwrap().transcribe(&pcm, "en").unwrap();
    let threads: Vec<_> = (0..2)
        .map(|_| {
            let (model, pcm) = (model.clone(), pcm.clone());
            std::thread::spawn(move || {
                let mut worker: WhisperWorker = model.worker().unwrap();
                worker.transcribe(&pcm, "en").unwrap()
            })
        })
        .collect();
    for t in threads {
        assert_eq!(t.join().unwrap().text, alone.text);
    }
}

#[test]
fn a_missing_model_says_how_to_install_it() {
    let err = WhisperModel::load(Path::new("/nonexistent/ggml-tiny.en.bin")).unwrap_err();
    assert!(matches!(err, SpeechError::ModelMissing { .. }), "{err:?}");
    let message = err.to_string();
    assert!(message.contains("scripts/whisper-model"), "{message}");
    assert!(
        message.contains("/nonexistent/ggml-tiny.en.bin"),
        "{message}"
    );
}

#[test]
fn a_file_that_is_not_a_ggml_model_is_a_load_error() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("model.bin");
    std::fs::write(&path, b"\x06\0\0\0\x0cWhisperSpec\0").unwrap();
    let err = WhisperModel::load(&path).unwrap_err();
    assert!(matches!(err, SpeechError::Load { .. }), "{err:?}");
    assert!(
        err.to_string().contains("not a whisper.cpp ggml model"),
        "{err}"
    );
}

#[test]
fn model_is_shareable_and_workers_move_between_threads() {
    fn send_sync<T: Send + Sync>() {}
    fn send<T: Send>() {}
    send_sync::<WhisperModel>();
    send::<WhisperWorker>();
}

#[test]
fn word_error_rate_counts_edits() {
    let w = |s: &str| words(s);
    assert_eq!(
        word_errors(&w("She don't like coffee."), &w("she doesn't like coffee")),
        1
    );
    assert_eq!(word_errors(&w("a b c"), &w("a c")), 1);
    assert_eq!(word_errors(&w("a b"), &w("a b c d")), 2);
    assert_eq!(word_errors(&w("a b"), &w("")), 2);
}

/// Each practice language is heard by a model that knows it: English by the English model,
/// Spanish, French and German by the multilingual one, through the recognisers the observer
/// and the AI partner use. With the English model alone those languages are not heard at all
/// (the server then does not offer them), rather than heard as English nonsense.
///
/// Each one is heard exactly as the multilingual model alone hears it. espeak-ng's voices of
/// these languages are far harder to understand than a person (the speech bench's `languages`
/// case: about 30% of Spanish and 73% of French words wrong, where Asterisk's real Spanish
/// recordings get 19%), so how well is checked only where espeak-ng is understood: Spanish and
/// German words come back far better than the English model hears them, and at least half of
/// them right.
#[test]
fn each_language_is_heard_by_a_model_that_knows_it() {
    use server::speech::models::{SpeechModels, Which};
    let english = Arc::new(load_model());
    let path = common::speech::multilingual_model_path();
    let multilingual = Arc::new(WhisperModel::load(&path).unwrap_or_else(|e| {
        panic!("{e}\n(run `scripts/whisper-model base`, which `scripts/setup` does)")
    }));
    assert!(multilingual.multilingual());

    let alone = SpeechModels::one(english.clone());
    assert!(alone.for_language("en").is_some());
    for code in ["es", "fr", "de", "ja"] {
        assert!(
            alone.for_language(code).is_none(),
            "{code} with tiny.en alone"
        );
    }
    let models = Arc::new(SpeechModels::new(
        Some(english.clone()),
        Some(multilingual.clone()),
    ));
    assert_eq!(models.for_language("en").map(|m| m.0), Some(Which::English));
    for code in ["es", "fr", "de", "ja"] {
        assert_eq!(
            models.for_language(code).map(|m| m.0),
            Some(Which::Multilingual)
        );
    }

    let mut recognizer = server::observer::recognizers(models)().unwrap();
    let mut english_only = english.worker().unwrap();
    let mut multilingual_only = multilingual.worker().unwrap();
    let english_said = "My sister lives in London with her husband.";
    let heard = recognizer.transcribe(&speak(english_said), "en").unwrap();
    assert_eq!(
        word_errors(&words(english_said), &words(&heard.text)),
        0,
        "{heard:?}"
    );
    let said = [
        (
            "es",
            "Ayer fui al mercado con mi hermana y compramos fruta.",
        ),
        ("fr", "Hier, je suis allé au marché avec ma sœur."),
        (
            "de",
            "Gestern bin ich mit meiner Schwester auf den Markt gegangen.",
        ),
    ];
    let (mut errors, mut total) = (0, 0);
    for (code, sentence) in said {
        let pcm = common::speech::speak_with(code, sentence, 150);
        let heard = recognizer.transcribe(&pcm, code).unwrap();
        let alone = multilingual_only.transcribe(&pcm, code).unwrap();
        let as_english = english_only.transcribe(&pcm, "en").unwrap();
        assert_eq!(
            heard.text, alone.text,
            "{code}: not the multilingual model's reading"
        );
        let want = words(sentence);
        let (e, e_en) = (
            word_errors(&want, &words(&heard.text)),
            word_errors(&want, &words(&as_english.text)),
        );
        println!(
            "{code}: {e} of {} words wrong {:?}; the English model: {e_en} {:?}",
            want.len(),
            heard.text,
            as_english.text
        );
        if code == "fr" {
            continue;
        }
        assert!(2 * e < e_en, "{code}: {heard:?} against {as_english:?}");
        errors += e;
        total += want.len();
    }
    let wer = errors as f64 / total as f64;
    println!("WER {wer:.3} over {total} words of Spanish and German");
    assert!(wer < 0.5, "WER {wer:.3}");
}

/// A Japanese partner's line, with kanji, is spoken by Open JTalk (espeak-ng would say
/// "Chinese letter" for each kanji) well enough that the multilingual model reads it back;
/// other voices still go to the voice the settings chose.
#[tokio::test]
async fn japanese_partners_speak_kanji_that_the_recogniser_reads_back() {
    use server::partner::tts::{ByLanguage, Espeak, OpenJTalk, Tts};
    let openjtalk = OpenJTalk::find()
        .expect("Open JTalk is not installed: run scripts/openjtalk-voice (scripts/setup does)");
    let voice = ByLanguage::new(Arc::new(Espeak::new())).with("ja", Arc::new(openjtalk));
    let english = voice.speak("Hello there.", "en-us", 160).await.unwrap();
    assert_eq!(english.rate, 22_050, "English goes to espeak-ng");

    let said = "毎朝七時に起きて、駅まで歩きます。";
    let speech = voice.speak(said, "ja", 160).await.unwrap();
    assert_eq!(speech.rate, 48_000, "Japanese goes to Open JTalk");
    let secs = speech.duration().as_secs_f64();
    assert!((1.0..8.0).contains(&secs), "{secs} s");
    let pcm = common::speech::resample(&speech.pcm, speech.rate, 16_000);
    let model = WhisperModel::load(&common::speech::multilingual_model_path()).unwrap();
    let heard = model.worker().unwrap().transcribe(&pcm, "ja").unwrap();
    let chars = |t: &str| -> Vec<String> {
        t.chars()
            .filter(|c| c.is_alphanumeric())
            .map(String::from)
            .collect()
    };
    let (want, got) = (chars(said), chars(&heard.text));
    let cer = word_errors(&want, &got) as f64 / want.len() as f64;
    println!("CER {cer:.2}: {said:?} -> {:?}", heard.text);
    assert!(cer < 0.3, "{said:?} heard as {:?}", heard.text);
}

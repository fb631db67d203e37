//! Piper with stand-in programs (shell scripts that behave like `piper`), and with the real
//! Piper when `scripts/setup` (`scripts/piper-voice`) has installed it.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use super::*;
use crate::partner::tts::espeak::ESPEAK_RATE;

/// A voice config beside `dir/voice.onnx`, at `rate` Hz, for `family`.
fn voice(dir: &Path, rate: u32, family: &str) -> PathBuf {
    let model = dir.join("voice.onnx");
    let config = serde_json::json!({
        "audio": {"sample_rate": rate, "quality": "medium"},
        "language": {"code": "en_US", "family": family},
    });
    std::fs::write(dir.join("voice.onnx.json"), config.to_string()).unwrap();
    model
}

/// An executable stand-in for `piper` running `body` under /bin/sh.
fn program(dir: &Path, body: &str) -> PathBuf {
    use std::os::unix::fs::PermissionsExt;
    let path = dir.join("fake-piper");
    std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    path
}

#[tokio::test]
async fn piper_gets_the_text_on_stdin_and_its_raw_output_at_the_voices_rate() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().display();
    // 4000 loud samples (8000 bytes), whatever the text.
    let fake = program(
        dir.path(),
        &format!(
            "printf '%s\\n' \"$@\" > {d}/args; cat > {d}/text; \
             head -c 8000 /dev/zero | tr '\\0' '\\100'"
        ),
    );
    let piper = Piper::new(&fake, voice(dir.path(), 16_000, "en")).unwrap();
    assert_eq!(piper.sample_rate(), 16_000);
    let s = piper
        .speak("-v xx  Hello\nthere", "en-us", 150)
        .await
        .unwrap();
    assert_eq!(s.rate, 16_000);
    assert_eq!(s.pcm, vec![0x4040; 4000]);
    let args = std::fs::read_to_string(dir.path().join("args")).unwrap();
    let model = format!("--model={}", dir.path().join("voice.onnx").display());
    assert_eq!(
        args.lines().collect::<Vec<_>>(),
        [model.as_str(), "--output-raw", "--length-scale=1.17"]
    );
    // One line (Piper speaks line by line), and the text is not in the arguments.
    let text = std::fs::read_to_string(dir.path().join("text")).unwrap();
    assert_eq!(text, "-v xx Hello there\n");
}

#[tokio::test]
async fn piper_leaves_other_languages_to_espeak() {
    let dir = tempfile::tempdir().unwrap();
    let fake = program(dir.path(), "exit 3");
    let piper = Piper::new(&fake, voice(dir.path(), 16_000, "en")).unwrap();
    let s = piper.speak("Hola, ¿cómo estás?", "es", 160).await.unwrap();
    assert_eq!(s.rate, ESPEAK_RATE, "espeak-ng spoke");
    assert!(!s.pcm.is_empty());
    assert!(piper.speak("Hi", "en-us", 160).await.is_err(), "piper ran");
}

#[tokio::test]
async fn a_failing_piper_reports_the_reason_from_its_traceback() {
    let dir = tempfile::tempdir().unwrap();
    let fake = program(
        dir.path(),
        "cat > /dev/null; echo 'Traceback (most recent call last):' >&2; \
         echo '  File \"piper.py\", line 9' >&2; \
         echo 'onnxruntime.InvalidGraph: bad model' >&2; exit 1",
    );
    let piper = Piper::new(&fake, voice(dir.path(), 22_050, "en")).unwrap();
    let e = piper.speak("Hello", "en", 160).await.unwrap_err();
    let TtsError::Failed { message, .. } = &e else {
        panic!("{e}")
    };
    assert_eq!(message, "onnxruntime.InvalidGraph: bad model");
}

/// Whether process `pid` has ended (gone, or a zombie waiting to be reaped).
fn ended(pid: &str) -> bool {
    match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
        Err(_) => true,
        Ok(stat) => stat
            .rsplit(')')
            .next()
            .is_some_and(|rest| rest.trim_start().starts_with('Z')),
    }
}

#[tokio::test]
async fn a_stuck_piper_times_out_and_is_killed() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().display();
    let fake = program(dir.path(), &format!("echo $$ > {d}/pid; exec sleep 30"));
    let limit = Duration::from_millis(300);
    let piper = Piper::new(&fake, voice(dir.path(), 22_050, "en"))
        .unwrap()
        .with_limit(limit);
    let t = Instant::now();
    let e = piper.speak("Hello", "en", 160).await.unwrap_err();
    assert!(matches!(e, TtsError::Timeout { .. }), "{e}");
    assert!(
        t.elapsed() < limit + Duration::from_millis(500),
        "{:?}",
        t.elapsed()
    );
    let pid = std::fs::read_to_string(dir.path().join("pid")).unwrap();
    let pid = pid.trim();
    let t = Instant::now();
    while !ended(pid) {
        assert!(
            t.elapsed() < Duration::from_secs(2),
            "piper {pid} still runs"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test]
async fn a_missing_piper_or_voice_says_what_to_do() {
    let dir = tempfile::tempdir().unwrap();
    let piper = Piper::new("/nonexistent/piper", voice(dir.path(), 22_050, "en")).unwrap();
    let e = piper.speak("Hello", "en-us", 160).await.unwrap_err();
    assert!(matches!(e, TtsError::Missing { .. }), "{e}");
    assert!(e.to_string().contains("scripts/piper-voice"), "{e}");

    let Err(e) = Piper::new("piper", dir.path().join("nothing.onnx")) else {
        panic!("a voice without its config")
    };
    assert!(matches!(e, TtsError::Model { .. }), "{e}");
    assert!(e.to_string().contains(".onnx.json"), "{e}");
    std::fs::write(dir.path().join("bad.onnx.json"), "{\"audio\": {}}").unwrap();
    assert!(Piper::new("piper", dir.path().join("bad.onnx")).is_err());
}

#[tokio::test]
async fn a_piper_speaks_slower_at_fewer_words_a_minute() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().display();
    let fake = program(
        dir.path(),
        &format!("printf '%s\\n' \"$@\" >> {d}/args; cat > /dev/null"),
    );
    let piper = Piper::new(&fake, voice(dir.path(), 16_000, "en")).unwrap();
    for wpm in [175, 140, 90, 20, 400] {
        piper.speak("Hello", "en-us", wpm).await.unwrap();
    }
    let args = std::fs::read_to_string(dir.path().join("args")).unwrap();
    let scales: Vec<_> = args
        .lines()
        .filter_map(|l| l.strip_prefix("--length-scale="))
        .collect();
    // Natural pace, 25% longer, nearly twice as long; then the bounds.
    assert_eq!(scales, ["1.00", "1.25", "1.94", "2.00", "0.50"]);
}

/// A stand-in whose every start is a line `<pid> <args>` in `dir/starts`; it keeps its text in
/// `dir/text.<pid>` and answers 4000 loud samples.
fn counting_program(dir: &Path) -> PathBuf {
    let d = dir.display();
    program(
        dir,
        &format!(
            "echo \"$$ $*\" >> {d}/starts; cat > {d}/text.$$; \
             head -c 8000 /dev/zero | tr '\\0' '\\100'"
        ),
    )
}

/// The pids of the stand-in's starts so far, oldest first, once there are `n`.
async fn starts(dir: &Path, n: usize) -> Vec<String> {
    let t = Instant::now();
    loop {
        let text = std::fs::read_to_string(dir.join("starts")).unwrap_or_default();
        let pids: Vec<String> = text
            .lines()
            .filter_map(|l| l.split(' ').next())
            .map(str::to_owned)
            .collect();
        if pids.len() >= n {
            return pids;
        }
        assert!(t.elapsed() < Duration::from_secs(5), "{pids:?}, want {n}");
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
}

async fn wait_ended(pid: &str) {
    let t = Instant::now();
    while !ended(pid) {
        assert!(t.elapsed() < Duration::from_secs(2), "{pid} still runs");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

fn text_of(dir: &Path, pid: &str) -> String {
    std::fs::read_to_string(dir.join(format!("text.{pid}"))).unwrap_or_default()
}

#[tokio::test]
async fn the_spare_speaks_the_next_reply_at_the_same_speed_and_only_that_one() {
    let dir = tempfile::tempdir().unwrap();
    let piper = Piper::new(
        counting_program(dir.path()),
        voice(dir.path(), 16_000, "en"),
    )
    .unwrap()
    .with_spare();
    let s = piper.speak("First reply.", "en-us", 150).await.unwrap();
    assert_eq!(s.pcm.len(), 4000);
    // The first reply ran afresh; a spare was started after it and waits without text.
    let pids = starts(dir.path(), 2).await;
    assert_eq!(text_of(dir.path(), &pids[0]), "First reply.\n");
    assert!(!ended(&pids[1]), "the spare waits");

    piper.speak("Second reply.", "en-us", 150).await.unwrap();
    let pids = starts(dir.path(), 3).await;
    assert_eq!(pids.len(), 3, "no fresh run: {pids:?}");
    assert_eq!(text_of(dir.path(), &pids[1]), "Second reply.\n");
    assert_eq!(text_of(dir.path(), &pids[0]), "First reply.\n");

    // Another speed: the spare, started for 150 words a minute, is killed unused.
    piper.speak("Slower, please.", "en-us", 100).await.unwrap();
    let pids = starts(dir.path(), 5).await;
    wait_ended(&pids[2]).await;
    assert_eq!(text_of(dir.path(), &pids[2]), "");
    assert_eq!(text_of(dir.path(), &pids[3]), "Slower, please.\n");
    let lines = std::fs::read_to_string(dir.path().join("starts")).unwrap();
    let speeds: Vec<_> = lines.lines().filter_map(|l| l.rsplit(' ').next()).collect();
    assert_eq!(speeds[3..5], ["--length-scale=1.75"; 2], "{lines}");

    // Dropping the voice kills its spare.
    drop(piper);
    wait_ended(&pids[4]).await;
}

#[tokio::test]
async fn a_spare_that_died_or_fails_is_replaced_by_a_fresh_run() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().display();
    // The second process started (the first spare) fails once it has its text.
    let fake = program(
        dir.path(),
        &format!(
            "echo $$ >> {d}/starts; cat > {d}/text.$$; \
             if [ \"$(wc -l < {d}/starts)\" -eq 2 ]; then echo 'spare broke' >&2; exit 3; fi; \
             head -c 8000 /dev/zero | tr '\\0' '\\100'"
        ),
    );
    let piper = Piper::new(&fake, voice(dir.path(), 16_000, "en"))
        .unwrap()
        .with_spare();
    piper.speak("One.", "en-us", 150).await.unwrap();
    let s = piper.speak("Two.", "en-us", 150).await.unwrap();
    assert_eq!(s.pcm.len(), 4000, "a fresh run spoke");
    let pids = starts(dir.path(), 4).await;
    assert_eq!(text_of(dir.path(), &pids[1]), "Two.\n");
    assert_eq!(text_of(dir.path(), &pids[2]), "Two.\n");

    // A spare killed while it waited is not used.
    let waiting = &pids[3];
    assert!(std::process::Command::new("kill")
        .args(["-9", waiting])
        .status()
        .unwrap()
        .success());
    wait_ended(waiting).await;
    let s = piper.speak("Three.", "en-us", 150).await.unwrap();
    assert_eq!(s.pcm.len(), 4000);
    let pids = starts(dir.path(), 6).await;
    assert_eq!(text_of(dir.path(), &pids[4]), "Three.\n");
}

#[tokio::test]
async fn a_stuck_spare_times_out_and_is_killed() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().display();
    // The first run answers; every later one (the spares) hangs.
    let fake = program(
        dir.path(),
        &format!(
            "echo $$ >> {d}/starts; cat > /dev/null; \
             if [ \"$(wc -l < {d}/starts)\" -ge 2 ]; then exec sleep 30; fi; printf 'ab'"
        ),
    );
    let limit = Duration::from_millis(400);
    let piper = Piper::new(&fake, voice(dir.path(), 16_000, "en"))
        .unwrap()
        .with_limit(limit)
        .with_spare();
    piper.speak("One.", "en-us", 150).await.unwrap();
    let t = Instant::now();
    let e = piper.speak("Two.", "en-us", 150).await.unwrap_err();
    assert!(matches!(e, TtsError::Timeout { .. }), "{e}");
    assert!(
        t.elapsed() < limit + Duration::from_millis(500),
        "{:?}",
        t.elapsed()
    );
    let pids = starts(dir.path(), 3).await;
    wait_ended(&pids[1]).await;
}

#[test]
fn the_installed_piper_is_found_only_when_complete() {
    use std::os::unix::fs::PermissionsExt;
    let cache = tempfile::tempdir().unwrap();
    let root = cache.path().join("parley/piper");
    assert_eq!(InstalledPiper::find_in(cache.path()), None);
    std::fs::create_dir_all(root.join("venv/bin")).unwrap();
    std::fs::create_dir_all(root.join("voices")).unwrap();
    let command = root.join("venv/bin/piper");
    let model = root.join("voices/en_US-joe-medium.onnx");
    std::fs::write(&command, "#!/bin/sh\n").unwrap();
    std::fs::write(&model, "onnx").unwrap();
    assert_eq!(
        InstalledPiper::find_in(cache.path()),
        None,
        "no voice config"
    );
    std::fs::write(root.join("voices/en_US-joe-medium.onnx.json"), "{}").unwrap();
    assert_eq!(
        InstalledPiper::find_in(cache.path()),
        None,
        "not executable"
    );
    std::fs::set_permissions(&command, std::fs::Permissions::from_mode(0o755)).unwrap();
    assert_eq!(
        InstalledPiper::find_in(cache.path()),
        Some(InstalledPiper { command, model })
    );
}

/// The Piper `scripts/setup` installs, or the one `PARLEY_PARTNER_PIPER_COMMAND` and
/// `PARLEY_PARTNER_PIPER_MODEL` name.
fn installed_piper() -> Option<(PathBuf, PathBuf)> {
    if let (Some(c), Some(m)) = (
        std::env::var_os("PARLEY_PARTNER_PIPER_COMMAND"),
        std::env::var_os("PARLEY_PARTNER_PIPER_MODEL"),
    ) {
        return Some((c.into(), m.into()));
    }
    InstalledPiper::find().map(|i| (i.command, i.model))
}

const NOT_INSTALLED: &str = "skipped: Piper is not installed (scripts/setup installs it)";

fn rms(pcm: &[i16]) -> f64 {
    let sum: f64 = pcm.iter().map(|&x| f64::from(x) * f64::from(x)).sum();
    (sum / pcm.len().max(1) as f64).sqrt()
}

#[tokio::test]
async fn the_real_piper_speaks_english_when_installed() {
    let Some((command, model)) = installed_piper() else {
        eprintln!("{NOT_INSTALLED}");
        return;
    };
    let piper = Piper::new(&command, &model).unwrap();
    let s = piper
        .speak("Hello, how are you today?", "en-us", 160)
        .await
        .unwrap();
    assert_eq!(s.rate, 22_050);
    let secs = s.duration().as_secs_f64();
    assert!((0.5..=4.0).contains(&secs), "{secs} s");
    assert!(rms(&s.pcm) > 1000.0, "rms {}", rms(&s.pcm));
    let first = s.pcm.iter().position(|x| x.unsigned_abs() > 330).unwrap();
    assert!(first < 22_050 / 10, "{first} samples of silence first");
}

#[tokio::test]
async fn the_real_piper_speaks_measurably_slower_at_fewer_words_a_minute() {
    let Some((command, model)) = installed_piper() else {
        eprintln!("{NOT_INSTALLED}");
        return;
    };
    let piper = Piper::new(&command, &model).unwrap().with_spare();
    let text = "I usually go to the market on Saturday mornings with my sister.";
    let fast = piper.speak(text, "en-us", 175).await.unwrap().duration();
    let slow = piper.speak(text, "en-us", 120).await.unwrap().duration();
    // Length scale 1.00 against 1.46.
    let ratio = slow.as_secs_f64() / fast.as_secs_f64();
    assert!(
        (1.25..=1.7).contains(&ratio),
        "{fast:?} at 175, {slow:?} at 120"
    );
    // The spare, started for 120 words a minute, speaks the next reply at that speed.
    let again = piper.speak(text, "en-us", 120).await.unwrap().duration();
    let ratio = again.as_secs_f64() / slow.as_secs_f64();
    assert!((0.9..=1.1).contains(&ratio), "{slow:?}, then {again:?}");
}

/// Not an assertion on speed (machines differ): prints Piper's synthesis time of a typical
/// reply, afresh and from the spare. `cargo nextest run -p server --lib piper_timing --run-ignored only --no-capture`
#[tokio::test]
#[ignore = "a measurement that prints figures, not a check: run it with --run-ignored only"]
async fn piper_timing_of_a_twelve_word_sentence() {
    let Some((command, model)) = installed_piper() else {
        eprintln!("{NOT_INSTALLED}");
        return;
    };
    let text = "I usually go to the market on Saturday mornings with my sister.";
    let fresh = Piper::new(&command, &model).unwrap();
    let spare = Piper::new(&command, &model).unwrap().with_spare();
    spare.speak(text, "en-us", 160).await.unwrap();
    let (mut cold, mut warm) = (Vec::new(), Vec::new());
    for _ in 0..5 {
        // The spare loads while the learner would be listening, and never beside a timed run.
        tokio::time::sleep(Duration::from_secs(2)).await;
        let t = Instant::now();
        let s = spare.speak(text, "en-us", 160).await.unwrap();
        warm.push(t.elapsed().as_secs_f64() * 1000.0);
        assert!(s.duration() > Duration::from_secs(2));
        tokio::time::sleep(Duration::from_secs(2)).await;
        let t = Instant::now();
        fresh.speak(text, "en-us", 160).await.unwrap();
        cold.push(t.elapsed().as_secs_f64() * 1000.0);
    }
    cold.sort_by(f64::total_cmp);
    warm.sort_by(f64::total_cmp);
    println!(
        "Piper, 12 words: afresh median {:.0} ms ({cold:.0?}), from the spare median {:.0} ms \
         ({warm:.0?})",
        cold[2], warm[2]
    );
}

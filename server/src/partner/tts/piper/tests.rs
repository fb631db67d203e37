//! Piper with stand-in programs (shell scripts that behave like `piper`), and with the real
//! Piper when `scripts/piper-voice` has installed it.

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

/// The Piper `scripts/piper-voice` installs, or the one `PARLEY_PARTNER_PIPER_COMMAND` and
/// `PARLEY_PARTNER_PIPER_MODEL` name.
fn installed_piper() -> Option<(PathBuf, PathBuf)> {
    if let (Some(c), Some(m)) = (
        std::env::var_os("PARLEY_PARTNER_PIPER_COMMAND"),
        std::env::var_os("PARLEY_PARTNER_PIPER_MODEL"),
    ) {
        return Some((c.into(), m.into()));
    }
    let cache = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| Path::new(&h).join(".cache")))?;
    let root = cache.join("parley/piper");
    let found = (
        root.join("venv/bin/piper"),
        root.join("voices/en_US-joe-medium.onnx"),
    );
    (found.0.exists() && found.1.exists()).then_some(found)
}

#[tokio::test]
async fn the_real_piper_speaks_english_when_installed() {
    let Some((command, model)) = installed_piper() else {
        eprintln!("skipped: Piper is not installed (scripts/piper-voice installs it)");
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
    let sum: f64 = s.pcm.iter().map(|&x| f64::from(x) * f64::from(x)).sum();
    let rms = (sum / s.pcm.len() as f64).sqrt();
    assert!(rms > 1000.0, "rms {rms}");
    let first = s.pcm.iter().position(|x| x.unsigned_abs() > 330).unwrap();
    assert!(first < 22_050 / 10, "{first} samples of silence first");
}

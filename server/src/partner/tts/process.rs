//! One run of a speech program: text on stdin, audio from stdout, within a time limit.
//!
//! Stdin, stdout and stderr are served at once, so a program that starts writing audio before
//! it has read all of its text cannot deadlock against us. The child is `kill_on_drop`: when
//! the limit passes, the output cap is hit, or the caller drops the future, it is killed.
//! A run may be [`start`]ed before its text is known (Piper's spare) and [`finish`]ed later;
//! the limit counts from [`finish`], and a started program that is never finished is killed
//! when it is dropped.

use std::ffi::OsString;
use std::io::ErrorKind;
use std::path::Path;
use std::process::Stdio;
use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::process::{Child, Command};

use super::TtsError;

/// Most audio one run may produce: 16 MiB is over six minutes at 22 050 Hz, far beyond any
/// spoken reply, so a program that streams without end is stopped long before memory runs out.
const MAX_OUTPUT: u64 = 16 << 20;
/// Stderr kept for the error message; the rest is read and dropped so the program never
/// blocks on a full pipe.
const MAX_STDERR: u64 = 64 << 10;

/// How to run one program.
#[derive(Clone)]
pub(super) struct Run<'a> {
    pub program: &'a Path,
    pub args: Vec<OsString>,
    /// What to do when the program is not installed (names the package or setting).
    pub missing_hint: &'static str,
    pub limit: Duration,
}

/// A started program waiting for its text: spawned with its pipes, killed when dropped.
pub(super) struct Started {
    child: Child,
    program: String,
}

impl Started {
    /// Whether the program is still running (a spare that died while it waited is not).
    pub fn running(&mut self) -> bool {
        matches!(self.child.try_wait(), Ok(None))
    }
}

/// Starts `run`'s program, which then waits for its text on stdin.
pub(super) fn start(run: &Run<'_>) -> Result<Started, TtsError> {
    let program = run.program.display().to_string();
    let child = Command::new(run.program)
        .args(&run.args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .kill_on_drop(true)
        .spawn()
        .map_err(|e| match e.kind() {
            ErrorKind::NotFound => TtsError::Missing {
                program: program.clone(),
                hint: run.missing_hint,
            },
            _ => TtsError::Failed {
                program: program.clone(),
                message: format!("cannot start: {e}"),
            },
        })?;
    Ok(Started { child, program })
}

/// Runs `run` with `text` on stdin and returns its stdout.
pub(super) async fn output(run: &Run<'_>, text: &str) -> Result<Vec<u8>, TtsError> {
    finish(start(run)?, text, run.limit).await
}

/// Gives `started` its `text` and returns its stdout, within `limit`.
pub(super) async fn finish(
    started: Started,
    text: &str,
    limit: Duration,
) -> Result<Vec<u8>, TtsError> {
    let Started { mut child, program } = started;
    let failed = |message: String| TtsError::Failed {
        program: program.clone(),
        message,
    };
    let (Some(mut stdin), Some(mut stdout), Some(mut stderr)) =
        (child.stdin.take(), child.stdout.take(), child.stderr.take())
    else {
        return Err(failed("no pipes to the program".into()));
    };

    let write = async move {
        match stdin.write_all(text.as_bytes()).await {
            // The program closed its stdin early; its exit status says why.
            Err(e) if e.kind() == ErrorKind::BrokenPipe => {}
            Err(e) => return Err(failed(format!("writing the text: {e}"))),
            Ok(()) => {}
        }
        // Dropping stdin sends end-of-file: the program starts or finishes speaking.
        drop(stdin);
        Ok(())
    };
    let read_audio = async {
        let mut audio = Vec::new();
        (&mut stdout)
            .take(MAX_OUTPUT + 1)
            .read_to_end(&mut audio)
            .await
            .map_err(|e| failed(format!("reading the audio: {e}")))?;
        if audio.len() as u64 > MAX_OUTPUT {
            return Err(TtsError::BadOutput {
                program: program.clone(),
                message: format!("more than {MAX_OUTPUT} bytes"),
            });
        }
        Ok(audio)
    };
    let read_errors = async {
        let mut kept = Vec::new();
        let _ = (&mut stderr).take(MAX_STDERR).read_to_end(&mut kept).await;
        let _ = tokio::io::copy(&mut stderr, &mut tokio::io::sink()).await;
        Ok::<_, TtsError>(kept)
    };
    let work = async {
        let ((), audio, errors) = tokio::try_join!(write, read_audio, read_errors)?;
        let status = child
            .wait()
            .await
            .map_err(|e| failed(format!("waiting for it: {e}")))?;
        match status.success() {
            true => Ok(audio),
            false => Err(failed(
                complaint(&errors).unwrap_or_else(|| format!("exited with {status}")),
            )),
        }
    };
    match tokio::time::timeout(limit, work).await {
        Ok(result) => result,
        // Returning drops `child`, which kills it.
        Err(_) => Err(TtsError::Timeout {
            program: program.clone(),
            limit,
        }),
    }
}

/// The line of a failed program's stderr that says what went wrong: the first, except for a
/// Python traceback (Piper), whose reason is its last line.
fn complaint(stderr: &[u8]) -> Option<String> {
    let text = String::from_utf8_lossy(stderr);
    let mut lines = text.lines().map(str::trim).filter(|l| !l.is_empty());
    let first = lines.next()?;
    let line = match first.starts_with("Traceback") {
        true => lines.next_back().unwrap_or(first),
        false => first,
    };
    Some(line.chars().take(300).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_complaint_is_the_line_that_says_why() {
        assert_eq!(
            complaint(b"\nError: The specified espeak-ng voice does not exist.\nmore\n").unwrap(),
            "Error: The specified espeak-ng voice does not exist."
        );
        let traceback = b"Traceback (most recent call last):\n  File \"x.py\", line 1\n\
                          FileNotFoundError: [Errno 2] No such file: 'voice.onnx'\n";
        assert_eq!(
            complaint(traceback).unwrap(),
            "FileNotFoundError: [Errno 2] No such file: 'voice.onnx'"
        );
        assert_eq!(complaint(b" \n\n"), None);
        assert_eq!(complaint(&[0xff, 0xfe, b'x']).unwrap(), "\u{fffd}\u{fffd}x");
    }
}

//! The AI partner's speech recognition: its own thread and recogniser, so a learner waiting
//! for an answer never queues behind the observer's backlog of human calls.
//!
//! One thread serves every AI call on this instance, one utterance at a time, in the order the
//! turns ended. A recogniser that cannot load (no speech model) makes every request fail with
//! the reason; the partner then answers as if it did not catch what was said.

use std::sync::mpsc;

use tokio::sync::oneshot;

use crate::observer::RecognizerFactory;
use crate::speech::Transcript;

struct Request {
    pcm: Vec<i16>,
    language: String,
    reply: oneshot::Sender<Result<Transcript, String>>,
}

#[derive(Clone)]
pub struct Ears {
    tx: mpsc::Sender<Request>,
}

impl Ears {
    pub fn start(make: RecognizerFactory) -> Ears {
        let (tx, rx) = mpsc::channel::<Request>();
        let spawned = std::thread::Builder::new()
            .name("parley-partner-ears".into())
            .spawn(move || {
                let mut recognizer = make();
                if let Err(e) = &recognizer {
                    tracing::error!(error = %e, "the AI partner cannot load its recogniser");
                }
                while let Ok(req) = rx.recv() {
                    let transcript = match recognizer.as_mut() {
                        Ok(r) => r.transcribe(&req.pcm, &req.language),
                        Err(e) => Err(e.clone()),
                    };
                    let _ = req.reply.send(transcript);
                }
            });
        if let Err(e) = spawned {
            tracing::error!(error = %e, "cannot start the AI partner's recogniser thread");
        }
        Ears { tx }
    }

    /// Transcribes 16 kHz mono speech in `language` (a practice language code).
    pub async fn hear(&self, pcm: Vec<i16>, language: &str) -> Result<Transcript, String> {
        let (reply, transcript) = oneshot::channel();
        self.tx
            .send(Request {
                pcm,
                language: language.to_owned(),
                reply,
            })
            .map_err(|_| "the recogniser thread is gone".to_owned())?;
        transcript
            .await
            .map_err(|_| "the recogniser thread is gone".to_owned())?
    }
}

//! The debug tap: each participant's tapped audio as a 16 kHz mono WAV file, for operators
//! checking what the observer hears. Off unless `debug_tap_dir` is set; audio is never stored
//! otherwise.
//!
//! Gaps on the call clock are written as silence, so a file's duration is the participant's
//! time in the call from their first packet to their last. The header is rewritten after every
//! chunk, so a file is valid while the call is still running.

use std::collections::HashMap;
use std::fs::File;
use std::io::{Seek, SeekFrom, Write};
use std::path::PathBuf;

use uuid::Uuid;

use super::room::Seat;
use super::tap::{PcmChunk, TapConsumer, TAP_RATE};

/// Longest silence written for one gap; a longer one is shortened (a debug file must not fill
/// the disk because a peer went quiet for an hour).
const MAX_GAP: u64 = 60 * TAP_RATE as u64;

pub struct DebugWavs {
    dir: PathBuf,
    files: HashMap<(Uuid, Seat), Wav>,
}

struct Wav {
    file: File,
    /// Call-clock position (16 kHz) of the next sample to write.
    next: Option<u64>,
    samples: u64,
}

impl DebugWavs {
    pub fn new(dir: PathBuf) -> std::io::Result<DebugWavs> {
        std::fs::create_dir_all(&dir)?;
        Ok(DebugWavs {
            dir,
            files: HashMap::new(),
        })
    }

    /// Where a participant's file goes.
    pub fn path(&self, session: Uuid, seat: Seat, ticket: Uuid) -> PathBuf {
        self.dir.join(format!("{session}-seat{seat}-{ticket}.wav"))
    }

    fn write(&mut self, chunk: &PcmChunk) -> std::io::Result<()> {
        let key = (chunk.from.session, chunk.from.seat);
        if !self.files.contains_key(&key) {
            let file =
                File::create(self.path(chunk.from.session, chunk.from.seat, chunk.from.ticket))?;
            let mut wav = Wav {
                file,
                next: None,
                samples: 0,
            };
            wav.header()?;
            self.files.insert(key, wav);
        }
        let Some(wav) = self.files.get_mut(&key) else {
            return Ok(());
        };
        let next = *wav.next.get_or_insert(chunk.start);
        let mut samples = &chunk.samples[..];
        if chunk.start > next {
            let gap = (chunk.start - next).min(MAX_GAP);
            wav.append(&vec![0; gap as usize])?;
        } else {
            // Overlap (cannot happen within one stream; a reconnect might): keep the new part.
            let skip = ((next - chunk.start) as usize).min(samples.len());
            samples = &samples[skip..];
        }
        wav.append(samples)?;
        wav.next = Some(chunk.end().max(next));
        wav.header()
    }
}

impl Wav {
    fn append(&mut self, samples: &[i16]) -> std::io::Result<()> {
        let bytes: Vec<u8> = samples.iter().flat_map(|s| s.to_le_bytes()).collect();
        self.file.seek(SeekFrom::End(0))?;
        self.file.write_all(&bytes)?;
        self.samples += samples.len() as u64;
        Ok(())
    }

    fn header(&mut self) -> std::io::Result<()> {
        let data = u32::try_from(self.samples * 2).unwrap_or(u32::MAX - 36);
        let mut h = Vec::with_capacity(44);
        h.extend_from_slice(b"RIFF");
        h.extend_from_slice(&(36 + data).to_le_bytes());
        h.extend_from_slice(b"WAVEfmt ");
        h.extend_from_slice(&16u32.to_le_bytes());
        h.extend_from_slice(&1u16.to_le_bytes()); // PCM
        h.extend_from_slice(&1u16.to_le_bytes()); // mono
        h.extend_from_slice(&TAP_RATE.to_le_bytes());
        h.extend_from_slice(&(TAP_RATE * 2).to_le_bytes());
        h.extend_from_slice(&2u16.to_le_bytes());
        h.extend_from_slice(&16u16.to_le_bytes());
        h.extend_from_slice(b"data");
        h.extend_from_slice(&data.to_le_bytes());
        self.file.seek(SeekFrom::Start(0))?;
        self.file.write_all(&h)
    }
}

impl TapConsumer for DebugWavs {
    /// Consenting learners, in human and AI calls alike.
    fn wants(&self, chunk: &PcmChunk) -> bool {
        chunk.from.consented
    }

    fn audio(&mut self, chunk: &PcmChunk) {
        if let Err(e) = self.write(chunk) {
            tracing::warn!(error = %e, dir = %self.dir.display(), "debug tap: cannot write");
        }
    }

    fn stream_ended(&mut self, session: Uuid, seat: Seat) {
        self.files.remove(&(session, seat));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::media::tap::Source;

    #[test]
    fn gaps_become_silence_and_the_header_matches_the_data() {
        let dir = tempfile::tempdir().unwrap();
        let mut wavs = DebugWavs::new(dir.path().to_owned()).unwrap();
        let (session, ticket) = (Uuid::new_v4(), Uuid::new_v4());
        let chunk = |start, n| PcmChunk {
            from: Source {
                session,
                seat: 1,
                ticket,
                learner: Uuid::new_v4(),
                language: app::domain::Language::English,
                consented: true,
                ai_call: false,
            },
            start,
            samples: vec![1000; n],
        };
        wavs.audio(&chunk(16_000, 320));
        wavs.audio(&chunk(16_320, 320));
        wavs.audio(&chunk(17_600, 320)); // 60 ms of silence before this one
        let bytes = std::fs::read(wavs.path(session, 1, ticket)).unwrap();
        let data_len = u32::from_le_bytes(bytes[40..44].try_into().unwrap()) as usize;
        assert_eq!(data_len, bytes.len() - 44);
        let samples: Vec<i16> = bytes[44..]
            .chunks(2)
            .map(|b| i16::from_le_bytes([b[0], b[1]]))
            .collect();
        assert_eq!(samples.len(), 320 * 3 + 960);
        assert!(samples[640..1600].iter().all(|&s| s == 0));
        assert!(samples[1600..].iter().all(|&s| s == 1000));
    }
}

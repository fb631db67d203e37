//! Reading the audio the engines write: a RIFF WAV (espeak-ng) or raw samples (Piper), both
//! 16-bit little-endian mono.
//!
//! Written to a pipe, a WAV's sizes are placeholders because the length is unknown when the
//! header goes out (espeak-ng 1.51 writes 0x7FFFF000, other writers 0xFFFFFFFF), so a data
//! size that runs past the end of the bytes means "to the end". Every read is bounds-checked:
//! no input makes this panic.

/// The sample rate and samples of a 16-bit mono PCM WAV.
pub(super) fn parse(bytes: &[u8]) -> Result<(u32, Vec<i16>), String> {
    if bytes.get(..4) != Some(b"RIFF") || bytes.get(8..12) != Some(b"WAVE") {
        return Err("not a WAV file".into());
    }
    let mut rate = None;
    let mut pos = 12usize;
    while let Some(header) = pos.checked_add(8).and_then(|end| bytes.get(pos..end)) {
        let size = u32::from_le_bytes([header[4], header[5], header[6], header[7]]) as usize;
        let rest = &bytes[pos + 8..];
        match &header[..4] {
            b"fmt " => {
                let fmt = rest
                    .get(..size)
                    .filter(|f| f.len() >= 16)
                    .ok_or("the format chunk is cut short")?;
                let format = u16::from_le_bytes([fmt[0], fmt[1]]);
                let channels = u16::from_le_bytes([fmt[2], fmt[3]]);
                let hz = u32::from_le_bytes([fmt[4], fmt[5], fmt[6], fmt[7]]);
                let bits = u16::from_le_bytes([fmt[14], fmt[15]]);
                if format != 1 || channels != 1 || bits != 16 {
                    return Err(format!(
                        "not 16-bit mono PCM (format {format}, {channels} channels, {bits} bits)"
                    ));
                }
                if !(4_000..=192_000).contains(&hz) {
                    return Err(format!("implausible sample rate {hz}"));
                }
                rate = Some(hz);
            }
            b"data" => {
                let rate = rate.ok_or("audio before its format")?;
                return Ok((rate, samples(&rest[..size.min(rest.len())])));
            }
            _ => {}
        }
        // Chunks are padded to an even length.
        pos = pos
            .saturating_add(8)
            .saturating_add(size)
            .saturating_add(size & 1);
    }
    Err("no audio in the file".into())
}

/// Raw 16-bit little-endian samples; a trailing odd byte is dropped.
pub(super) fn samples(bytes: &[u8]) -> Vec<i16> {
    bytes
        .chunks_exact(2)
        .map(|b| i16::from_le_bytes([b[0], b[1]]))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn wav(rate: u32, data_size: u32, samples: &[i16], extra_chunk: bool) -> Vec<u8> {
        let mut b = Vec::new();
        b.extend(b"RIFF");
        b.extend(data_size.wrapping_add(36).to_le_bytes());
        b.extend(b"WAVE");
        if extra_chunk {
            // An odd-sized chunk before the format, padded to even.
            b.extend(b"LIST");
            b.extend(3u32.to_le_bytes());
            b.extend([1, 2, 3, 0]);
        }
        b.extend(b"fmt ");
        b.extend(16u32.to_le_bytes());
        b.extend(1u16.to_le_bytes());
        b.extend(1u16.to_le_bytes());
        b.extend(rate.to_le_bytes());
        b.extend((rate * 2).to_le_bytes());
        b.extend(2u16.to_le_bytes());
        b.extend(16u16.to_le_bytes());
        b.extend(b"data");
        b.extend(data_size.to_le_bytes());
        for s in samples {
            b.extend(s.to_le_bytes());
        }
        b
    }

    #[test]
    fn reads_exact_and_streaming_sizes() {
        let pcm = [1i16, -2, 300, i16::MIN, i16::MAX];
        let exact = wav(22_050, 10, &pcm, false);
        assert_eq!(parse(&exact).unwrap(), (22_050, pcm.to_vec()));
        for streaming in [0xFFFF_FFFF, 0x7FFF_F000] {
            let b = wav(22_050, streaming, &pcm, true);
            assert_eq!(parse(&b).unwrap(), (22_050, pcm.to_vec()));
        }
        // A declared size shorter than the bytes: the rest is not audio.
        assert_eq!(parse(&wav(16_000, 4, &pcm, false)).unwrap().1, vec![1, -2]);
    }

    #[test]
    fn refuses_what_it_cannot_play_and_never_panics() {
        assert!(parse(b"").is_err());
        assert!(parse(b"Usage: espeak-ng [options] [words]").is_err());
        let mut stereo = wav(22_050, 4, &[1, 2], false);
        stereo[22] = 2;
        assert!(parse(&stereo).unwrap_err().contains("2 channels"));
        let mut no_rate = wav(22_050, 4, &[1, 2], false);
        no_rate[24..28].copy_from_slice(&0u32.to_le_bytes());
        assert!(parse(&no_rate).is_err());
        // Every prefix of a valid file, and every single-byte corruption of its header.
        let good = wav(22_050, 0xFFFF_FFFF, &[5, 6, 7], true);
        for n in 0..good.len() {
            let _ = parse(&good[..n]);
        }
        for i in 0..48 {
            for v in [0u8, 1, 0x7F, 0xFF] {
                let mut b = good.clone();
                b[i] = v;
                let _ = parse(&b);
            }
        }
    }

    #[test]
    fn raw_samples_drop_a_trailing_odd_byte() {
        assert_eq!(samples(&[1, 0, 0xFF, 0xFF, 9]), vec![1, -1]);
    }
}

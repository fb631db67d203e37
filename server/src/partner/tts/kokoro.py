"""Kokoro through kokoro-onnx: a 24 kHz 16-bit mono WAV on stdout of the text on stdin.

argv: the model, the voices (.npz), the voice, its espeak-ng language, the speed (1 is the
voice's own). The voice is a style in the .npz (ff_siwis) or a blend of them, each name with its
weight (ff_siwis:0.4+im_nicola:0.6): the weighted sum of their style tables. The model loads before the text is read, so a process started ahead of its
reply (a spare) has loaded it by the time the text comes. The text never becomes an argument.
"""
import io
import os
import sys
import wave

# kokoro-onnx and onnxruntime may print on stdout: only the WAV goes there.
wav_out = os.fdopen(os.dup(1), "wb")
os.dup2(2, 1)

import numpy as np
from kokoro_onnx import Kokoro

model, voices, voice, lang, speed = sys.argv[1:6]
kokoro = Kokoro(model, voices)
if ":" in voice:
    voice = sum(
        float(weight) * kokoro.get_voice_style(name)
        for name, weight in (part.split(":") for part in voice.split("+"))
    ).astype(np.float32)
text = sys.stdin.buffer.read().decode("utf-8").strip()
if not text:
    # A spare whose server went away: nothing to say.
    sys.exit(0)
samples, rate = kokoro.create(text, voice=voice, lang=lang, speed=float(speed))
pcm = (np.clip(samples, -1.0, 1.0) * 32767.0).astype("<i2")
out = io.BytesIO()
with wave.open(out, "wb") as w:
    w.setnchannels(1)
    w.setsampwidth(2)
    w.setframerate(rate)
    w.writeframes(pcm.tobytes())
wav_out.write(out.getvalue())
wav_out.flush()

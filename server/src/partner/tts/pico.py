"""SVOX Pico through its C library: text on stdin, a 16 kHz 16-bit mono WAV on stdout.

argv: the library, the text-analysis and signal-generation resource files, the speed and the
pitch (100 is the voice's own). The text never becomes an argument, and Pico's markup is taken
out of it (any <...>, then any '<' or '>' left), so a reply can neither change the voice nor
make Pico play a file (<play file=...>); the only markup Pico reads is the speed and pitch
added here, after.
"""
import ctypes
import io
import re
import sys
import wave

library, text_analysis, signal_generation, speed, pitch = sys.argv[1:6]
pico = ctypes.CDLL(library)
STEP_BUSY = 201
VOICE = b"parley"

def check(status, what):
    if status != 0:
        sys.exit(f"pico: {what} failed with status {status}")

text = sys.stdin.buffer.read().decode("utf-8")
text = re.sub(r"<[^>]*>", " ", text).replace("<", " ").replace(">", " ")
markup = f'<pitch level="{int(pitch)}"><speed level="{int(speed)}">{text}</speed></pitch>'
markup = markup.encode("utf-8") + b"\0"

memory = ctypes.create_string_buffer(2_500_000)
system = ctypes.c_void_p()
check(pico.pico_initialize(memory, len(memory), ctypes.byref(system)), "initialize")
for path in (text_analysis, signal_generation):
    resource = ctypes.c_void_p()
    check(pico.pico_loadResource(system, path.encode(), ctypes.byref(resource)), f"loading {path}")
    name = ctypes.create_string_buffer(200)
    check(pico.pico_getResourceName(system, resource, name), "naming a resource")
    if path == text_analysis:
        check(pico.pico_createVoiceDefinition(system, VOICE), "defining the voice")
    check(pico.pico_addResourceToVoiceDefinition(system, VOICE, name), "adding a resource")
engine = ctypes.c_void_p()
check(pico.pico_newEngine(system, VOICE, ctypes.byref(engine)), "starting the engine")

pcm = bytearray()
buffer = ctypes.create_string_buffer(4096)
received, kind, put = ctypes.c_int16(), ctypes.c_int16(), ctypes.c_int16()
pos = 0
while pos < len(markup):
    # pico_putTextUtf8 takes at most 32767 bytes at a time, and may take fewer.
    chunk = markup[pos:pos + 32000]
    check(pico.pico_putTextUtf8(engine, chunk, ctypes.c_int16(len(chunk)), ctypes.byref(put)), "reading the text")
    pos += put.value
    while True:
        status = pico.pico_getData(engine, buffer, ctypes.c_int16(len(buffer)), ctypes.byref(received), ctypes.byref(kind))
        pcm += buffer.raw[:received.value]
        if status != STEP_BUSY:
            break

out = io.BytesIO()
with wave.open(out, "wb") as w:
    w.setnchannels(1)
    w.setsampwidth(2)
    w.setframerate(16_000)
    w.writeframes(bytes(pcm))
sys.stdout.buffer.write(out.getvalue())

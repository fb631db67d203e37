import { expect } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';

// Spoken test sentences for the fake microphones (`--use-file-for-fake-audio-capture`), shared
// by the browser tests that need a learner to say something the review must show.

/** A WAV file's sample rate and mono 16-bit samples. */
export function readWav(file: string): { rate: number; samples: Int16Array } {
  const b = fs.readFileSync(file);
  let off = 12;
  let rate = 0;
  while (off + 8 <= b.length) {
    const id = b.toString('ascii', off, off + 4);
    const size = b.readUInt32LE(off + 4);
    if (id === 'fmt ') {
      expect(b.readUInt16LE(off + 10), 'mono').toBe(1);
      rate = b.readUInt32LE(off + 12);
    } else if (id === 'data') {
      const data = b.subarray(off + 8, off + 8 + size);
      const samples = new Int16Array(data.buffer.slice(data.byteOffset, data.byteOffset + (data.length & ~1)));
      return { rate, samples };
    }
    off += 8 + size + (size & 1);
  }
  throw new Error(`${file}: no data chunk`);
}

/** `text` spoken by espeak-ng (run as a program: GPL, never linked), then a pause, as a WAV
 * file; the fake microphone loops it, so the learner says it again after each pause. */
export function speech(file: string, text: string) {
  execFileSync('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', file, text]);
  const b = fs.readFileSync(file);
  const { rate } = readWav(file);
  const dataAt = b.indexOf('data') + 8;
  const pause = Buffer.alloc(Math.round(rate * 1.5) * 2);
  const out = Buffer.concat([b.subarray(0, dataAt), b.subarray(dataAt), pause]);
  out.writeUInt32LE(out.length - 8, 4);
  out.writeUInt32LE(out.length - dataAt, dataAt - 4);
  fs.writeFileSync(file, out);
  return file;
}

import { test, expect, chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import { chromiumArgs, chromiumPath, learner } from './helpers';
import { readWav } from './voices';

/** One WAV for the fake microphone: `lead` s of silence, then each line spoken by espeak-ng's
 * `voice` followed by its pause, so the partner answers a question before the next line. */
function spoken(file: string, voice: string, speed: number, lead: number, lines: [string, number][]): string {
  const parts: Buffer[] = [];
  let rate = 0;
  let header: Buffer | null = null;
  const silence = (s: number) => Buffer.alloc(Math.round(rate * s) * 2);
  lines.forEach(([text, pause], k) => {
    const part = `${file}.${k}.wav`;
    execFileSync('espeak-ng', ['-v', voice, '-s', String(speed), '-g', '4', '-w', part, text]);
    const wav = readWav(part);
    rate = wav.rate;
    const b = fs.readFileSync(part);
    header ??= b.subarray(0, b.indexOf('data') + 8);
    if (k === 0) parts.push(silence(lead));
    parts.push(Buffer.from(wav.samples.buffer, wav.samples.byteOffset, wav.samples.byteLength), silence(pause));
  });
  const data = Buffer.concat(parts);
  const out = Buffer.concat([header!, data]);
  const dataAt = header!.length;
  out.writeUInt32LE(out.length - 8, 4);
  out.writeUInt32LE(data.length, dataAt - 4);
  fs.writeFileSync(file, out);
  return file;
}

/** Lower case, no accents, letters only: how the check compares words. */
const words = (t: string) =>
  t.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').split(/[^a-zß]+/).filter((w) => w.length > 1);

type Case = {
  code: string;
  label: string;
  voice: string;
  /** espeak-ng's words a minute: slow enough for the recogniser to hear a robotic voice. */
  speed: number;
  question: string;
  /** The planted learner mistake, and a word its correction must bring. */
  mistake: string;
  fix: RegExp;
  /** A time in the partner's answer to the question. */
  time: RegExp;
};

// Spanish only for now: whisper base mishears espeak-ng's French and German voices too often
// (French 73% of words wrong in the speech bench; German "Uhr stehst" as "Urchtest"), so the
// learner's question does not reach the partner; those tests wait for natural voices (#31).
const cases: Case[] = [
  {
    code: 'es', label: 'Spanish', voice: 'es', speed: 115,
    question: '¿A qué hora te levantas normalmente?',
    mistake: 'Ayer yo voy al mercado con mi hermana.',
    fix: /\bfui\b/i,
    time: /\ba las? (una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|\d{1,2})\b/i,
  },
];

for (const c of cases) {
  test(`a ${c.label} learner talks with a ${c.label} AI partner: the partner answers with a time, the review's transcript is ${c.label}, and the planted mistake is corrected`, async ({}, testInfo) => {
    test.setTimeout(150_000);
    const clip = spoken(testInfo.outputPath('learner.wav'), c.voice, c.speed, 7, [[c.question, 14], [c.mistake, 40]]);
    const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, `--use-file-for-fake-audio-capture=${clip}`] });
    try {
      // C2 wanting at-or-above and a woman: nobody from another test is compatible.
      const page = await learner(browser, { name: 'Lea', language: c.code, level: 'C2', wantGender: 'female', wantLevel: 'at_or_above', transcribe: true });
      await expect(page.getByTestId('review-holds')).toHaveText(`Your review of a ${c.label} call: the transcript, fluency figures and corrections.`);
      await page.getByRole('button', { name: 'Find a practice partner' }).click();
      await expect(page.getByTestId('call-view')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('ai-badge')).toHaveText('AI practice partner');
      await expect(page.getByTestId('media-status')).toHaveText('Connected', { timeout: 10_000 });
      // The question 7 s in, the partner's answer, the mistake about 24 s in.
      await page.waitForTimeout(34_000);
      const session = await page.getByTestId('call-view').getAttribute('data-session-id');
      await page.getByRole('button', { name: 'Hang up' }).click();
      await expect(page.getByTestId('call-ended')).toBeVisible();

      await page.goto(`/review/${session}`);
      await expect(page.getByTestId('transcript')).toBeVisible({ timeout: 30_000 });
      const mine = (await page.getByTestId('my-line').locator('.what').allTextContents()).join(' ');
      const theirs = (await page.getByTestId('partner-line').locator('.what').allTextContents()).join(' ');
      console.log(`${c.code} review: mine = ${mine}; theirs = ${theirs}`);
      // Heard in the language, not as English: most words said are in the transcript, and
      // no English function words are.
      const heard = new Set(words(mine));
      const said = words(`${c.question} ${c.mistake}`);
      const kept = said.filter((w) => heard.has(w)).length / said.length;
      console.log(`${c.code}: ${(kept * 100).toFixed(0)}% of the words said are in the transcript`);
      expect(kept).toBeGreaterThan(0.6);
      expect(words(mine).filter((w) => ['the', 'and', 'you', 'what', 'that', 'is'].includes(w))).toEqual([]);
      // The partner answered the question with a time of its own day.
      expect(theirs).toMatch(c.time);
      // The review corrects the planted mistake, with a reason in English.
      const corrections = (await page.getByTestId('correction').allTextContents()).join(' | ');
      console.log(`${c.code} corrections: ${corrections}`);
      expect(corrections).toMatch(c.fix);
      await page.screenshot({ path: testInfo.outputPath(`review-${c.code}.png`), fullPage: true });
    } finally {
      await browser.close();
    }
  });
}

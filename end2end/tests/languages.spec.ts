import { test, expect, chromium } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { chromiumArgs, chromiumPath, learner } from './helpers';

/** Open JTalk, installed by scripts/openjtalk-voice (scripts/setup runs it): the Japanese
 * partners' voice, and here the Japanese learner's microphone. */
const openjtalk = path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'parley/openjtalk/venv/bin/python');

/** A WAV of `lead` seconds of silence, `text` spoken by Open JTalk, then `tail` seconds of
 * silence, for the fake microphone. */
function japanese(file: string, lead: number, text: string, tail: number): string {
  const script = `
import sys, wave, numpy as np, pyopenjtalk
x, rate = pyopenjtalk.tts(sys.argv[1])
pcm = np.clip(x, -32768, 32767).astype(np.int16)
pad = lambda s: np.zeros(int(rate * s), dtype=np.int16)
with wave.open(sys.argv[2], "wb") as w:
    w.setnchannels(1); w.setsampwidth(2); w.setframerate(rate)
    w.writeframes(np.concatenate([pad(${lead}), pcm, pad(${tail})]).tobytes())
`;
  execFileSync(openjtalk, ['-c', script, text, file], { stdio: ['ignore', 'ignore', 'inherit'] });
  return file;
}

test('a Japanese learner talks with a Japanese AI partner: the review has the learner\'s Japanese lines, fluency in characters, and says corrections are not available for Japanese', async ({}, testInfo) => {
  test.setTimeout(120_000);
  expect(fs.existsSync(openjtalk), `${openjtalk}: run scripts/openjtalk-voice`).toBe(true);
  const said = '私は大阪に住んでいます。毎朝七時に起きて、会社まで歩きます。';
  const clip = japanese(testInfo.outputPath('learner.wav'), 7, said, 30);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, `--use-file-for-fake-audio-capture=${clip}`] });
  try {
    // Japanese B2 wanting at-or-above and a woman: nobody from another test is compatible.
    const page = await learner(browser, { name: 'Haru', language: 'ja', level: 'B2', wantGender: 'female', wantLevel: 'at_or_above', transcribe: true });
    // Before the call, the search screen says what a Japanese review holds.
    await expect(page.getByTestId('review-holds')).toHaveText(/transcript and fluency figures\. Corrections are not available for Japanese yet\./);
    await page.getByRole('button', { name: 'Find a practice partner' }).click();
    await expect(page.getByTestId('call-view')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('ai-badge')).toHaveText('AI practice partner');
    await expect(page.getByTestId('media-status')).toHaveText('Connected', { timeout: 10_000 });
    // The learner speaks 7 s in, for about 6 s; the partner answers after.
    await page.waitForTimeout(20_000);
    const session = await page.getByTestId('call-view').getAttribute('data-session-id');
    await page.getByRole('button', { name: 'Hang up' }).click();
    await expect(page.getByTestId('call-ended')).toBeVisible();

    await page.goto(`/review/${session}`);
    await expect(page.getByTestId('transcript')).toBeVisible({ timeout: 30_000 });
    const mine = (await page.getByTestId('my-line').locator('.what').allTextContents()).join('');
    const theirs = (await page.getByTestId('partner-line').locator('.what').allTextContents()).join(' ');
    console.log(`review: mine = ${mine}; theirs = ${theirs}`);
    // Heard in Japanese, not as English nonsense: most of what was said is there.
    const chars = (t: string) => [...t].filter((c) => /[\p{L}\p{N}]/u.test(c));
    const heard = new Set(chars(mine));
    const kept = chars(said).filter((c) => heard.has(c)).length / chars(said).length;
    console.log(`${(kept * 100).toFixed(0)}% of the characters said are in the transcript`);
    expect(mine).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expect(mine).not.toMatch(/[A-Za-z]{3}/);
    expect(kept).toBeGreaterThan(0.6);
    // The partner spoke Japanese too.
    expect(theirs).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    // Fluency in characters, and no corrections for Japanese, said plainly.
    const figures = page.getByTestId('fluency');
    await expect(figures.locator('tr[data-figure="pace-chars"]')).toContainText('Characters / min');
    await expect(figures.locator('tr[data-figure="pace"]')).toHaveCount(0);
    await expect(page.getByTestId('no-corrections')).toHaveText(/Corrections are not available for Japanese yet/);
    await page.screenshot({ path: testInfo.outputPath('review-ja.png'), fullPage: true });
  } finally {
    await browser.close();
  }
});

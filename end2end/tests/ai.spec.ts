import { test, expect, chromium, Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import { chromiumArgs, chromiumPath, learner, waitForHydration, watchForErrors } from './helpers';

/** A WAV of `lead` seconds of silence, `text` spoken by espeak-ng (run as a program: GPL, never
 * linked), then `tail` seconds of silence. The fake microphone plays it from the start when the
 * call opens its microphone. Returns the file and where the speech ends, in seconds. */
function turn(file: string, lead: number, text: string, tail: number): { file: string; speechEnds: number } {
  execFileSync('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', file, text]);
  const b = fs.readFileSync(file);
  const dataAt = b.indexOf('data') + 8;
  const rate = b.readUInt32LE(24);
  const speech = b.subarray(dataAt);
  const silence = (secs: number) => Buffer.alloc(Math.round(rate * secs) * 2);
  const out = Buffer.concat([b.subarray(0, dataAt), silence(lead), speech, silence(tail)]);
  out.writeUInt32LE(out.length - 8, 4);
  out.writeUInt32LE(out.length - dataAt, dataAt - 4);
  fs.writeFileSync(file, out);
  return { file, speechEnds: lead + speech.length / 2 / rate };
}

/** Starts sampling the partner's audio level in the page every 50 ms. */
async function recordPartnerLevel(page: Page) {
  await page.evaluate(() => {
    const w = window as any;
    w.__levels = [] as [number, number][];
    w.__connectedAt = null;
    const t0 = performance.now();
    w.__levelTimer = setInterval(async () => {
      const pc = w.__parleyPc as RTCPeerConnection | undefined;
      if (!pc) return;
      if (w.__connectedAt === null && pc.connectionState === 'connected') w.__connectedAt = performance.now() - t0;
      const stats = await pc.getStats();
      stats.forEach((s: any) => {
        if (s.type === 'inbound-rtp' && s.kind === 'audio') w.__levels.push([performance.now() - t0, s.audioLevel ?? 0]);
      });
    }, 50);
  });
}

/** Spans (start, end in ms since recording began) when the partner was audible. */
async function partnerSpeech(page: Page): Promise<[number, number][]> {
  const levels: [number, number][] = await page.evaluate(() => (window as any).__levels);
  const spans: [number, number][] = [];
  for (const [t, level] of levels) {
    const last = spans[spans.length - 1];
    if (level > 0.01) {
      if (last && t - last[1] < 600) last[1] = t;
      else spans.push([t, t]);
    }
  }
  return spans;
}

test('a lone learner times out into an AI call: the persona greets first, answers the question the learner asks, and the review has both sides', async ({}, testInfo) => {
  test.setTimeout(120_000);
  const clip = turn(testInfo.outputPath('learner.wav'), 7, 'I live in Madrid, and I work in a hospital. What time do you wake up?', 40);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, `--use-file-for-fake-audio-capture=${clip.file}`] });
  try {
    // English B2 wanting at-or-above and a woman: nobody from another test is compatible.
    const page = await learner(browser, { name: 'Lone', language: 'en', level: 'B2', wantGender: 'female', wantLevel: 'at_or_above', transcribe: true });
    await page.getByRole('button', { name: 'Find a practice partner' }).click();
    await expect(page.getByTestId('searching')).toBeVisible();
    await expect(page.getByTestId('call-view')).toBeVisible({ timeout: 15_000 });
    // The partner card: a named persona, honestly badged.
    await expect(page.getByTestId('ai-badge')).toHaveText('AI practice partner');
    // She consented: her lines are kept for her review, and the view says so.
    await expect(page.getByTestId('listening')).toHaveText(/Transcribing for your review/);
    const persona = (await page.getByTestId('partner-name').textContent())!.trim();
    expect(['Maya', 'Tom']).toContain(persona);
    await page.waitForFunction(() => !!(window as any).__parleyPc);
    await recordPartnerLevel(page);
    await expect(page.getByTestId('media-status')).toHaveText('Connected', { timeout: 10_000 });
    // The sampler notes the connection at its next tick (every 50 ms), which may come just
    // after the page says so.
    await expect.poll(() => page.evaluate(() => (window as any).__connectedAt), { timeout: 2_000 }).not.toBeNull();
    const connectedAt: number = await page.evaluate(() => (window as any).__connectedAt);

    // The greeting comes first: audible before the learner starts to speak, 7 s into the call.
    // How fast it comes (the goal is 2 s, and about 0.8 s with Piper on a quiet machine) is
    // measured by `cargo bench -p server --bench partner`, not timed here: the first AI call
    // of a server's life loads the voice afresh, and a loaded test machine adds seconds.
    await expect.poll(async () => (await partnerSpeech(page)).length, { timeout: 6_000 }).toBeGreaterThan(0);
    const greeting = (await partnerSpeech(page))[0];
    console.log(`greeting audible ${(greeting[0] - connectedAt).toFixed(0)} ms after the connection`);
    expect(greeting[0] - connectedAt).toBeLessThan(6_000);

    // The learner speaks 7 s into the call; the partner answers after they stop.
    const spokenEnd = connectedAt + clip.speechEnds * 1000;
    await expect
      .poll(async () => (await partnerSpeech(page)).filter(([start]) => start > spokenEnd).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    const answer = (await partnerSpeech(page)).find(([start]) => start > spokenEnd)!;
    console.log(`answer audible ${(answer[0] - spokenEnd).toFixed(0)} ms after the learner stopped (mic clock)`);
    await page.waitForTimeout(1_500);

    const session = await page.getByTestId('call-view').getAttribute('data-session-id');
    await page.getByRole('button', { name: 'Hang up' }).click();
    await expect(page.getByTestId('call-ended')).toBeVisible();

    // The review: the learner's words and the persona's lines (the greeting names them).
    await page.goto(`/review/${session}`);
    await expect(page.getByTestId('transcript')).toBeVisible({ timeout: 30_000 });
    const mine = (await page.getByTestId('my-line').allTextContents()).join(' ').toLowerCase();
    const theirs = await page.getByTestId('partner-line').allTextContents();
    console.log(`review: mine = ${mine}; theirs = ${theirs.join(' | ')}`);
    expect(mine).toMatch(/madrid|hospital/);
    expect(theirs.length).toBeGreaterThanOrEqual(2);
    expect(theirs.join(' ')).toContain(persona);
    // The answer to "what time do you wake up?", as the learner heard it (the call's
    // transcript of the partner's lines): a time, before anything is asked back.
    const answered = theirs.slice(1).map((line) => line.split('?')[0].split(/(?<=[.!])\s/)[0].toLowerCase());
    console.log(`the partner's answers open with: ${answered.join(' | ')}`);
    expect(answered.some((first) => /\b(six|seven|eight|nine|half past|o'clock)\b/.test(first) && /\bup\b/.test(first))).toBe(true);
    await expect(page.getByTestId('scoreboard')).toBeVisible();
  } finally {
    await browser.close();
  }
});

test('live handoff: a learner in an AI call is offered a compatible human who starts searching, and switching pairs them', async ({ browser }) => {
  test.setTimeout(60_000);
  // Japanese C1 wanting at-or-above: nobody from another test is compatible.
  const ana = await learner(browser, { name: 'Aiko', language: 'ja', level: 'C1', wantLevel: 'at_or_above' });
  await ana.getByRole('button', { name: 'Find a practice partner' }).click();
  await expect(ana.getByTestId('ai-badge')).toBeVisible({ timeout: 15_000 });
  await expect(ana.getByTestId('handoff')).toHaveCount(0);
  // Aiko did not consent: the AI partner hears her only to answer, and the view says so.
  await expect(ana.getByTestId('listening')).toHaveText(
    'Your partner turns your speech into text to answer you; nothing is kept after the call.',
  );

  const ben = await learner(browser, { name: 'Botan', language: 'ja', level: 'C2', wantLevel: 'any' });
  await ben.getByRole('button', { name: 'Find a practice partner' }).click();
  await expect(ben.getByTestId('searching')).toBeVisible();
  const offer = ana.getByTestId('handoff');
  await expect(offer).toBeVisible({ timeout: 5_000 });
  await expect(offer).toHaveAttribute('role', 'status');
  await offer.getByRole('button', { name: 'Switch to a human partner' }).click();

  for (const page of [ana, ben]) {
    await expect(page.getByTestId('call-view')).toBeVisible({ timeout: 5_000 });
    await expect(page.getByTestId('ai-badge')).toHaveCount(0);
  }
  await expect(ana.getByTestId('partner-name')).toHaveText('Botan');
  await expect(ana.getByTestId('listening')).toHaveText('Not transcribed: nothing you say is kept.');
  await expect(ben.getByTestId('partner-name')).toHaveText('Aiko');
  expect(await ana.getByTestId('call-view').getAttribute('data-session-id')).toBe(
    await ben.getByTestId('call-view').getAttribute('data-session-id'),
  );
});

test('a reload during a call resumes it: the same call, connected again, and the page hydrates without an error', async ({ browser }) => {
  const page = await learner(browser, { name: 'Remi', language: 'fr', level: 'B1' });
  await page.getByRole('button', { name: 'Find a practice partner' }).click();
  await expect(page.getByTestId('ai-badge')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('media-status')).toHaveText('Connected', { timeout: 10_000 });
  const session = await page.getByTestId('call-view').getAttribute('data-session-id');
  const errors = watchForErrors(page);
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('call-view')).toHaveAttribute('data-session-id', session!);
  // The room still counts the old connection until it has closed; the new one then takes its seat.
  await expect(page.getByTestId('media-status')).toHaveText('Connected', { timeout: 15_000 });
  // The old page's requests are cut off by the reload; anything else is a fault.
  expect(errors.filter((e) => !e.startsWith('requestfailed'))).toEqual([]);
  await page.getByRole('button', { name: 'Hang up' }).click();
  await expect(page.getByTestId('call-ended')).toBeVisible();
  await page.context().close();
});

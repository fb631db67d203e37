import { test, expect, chromium, Browser, Page } from '@playwright/test';
import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { chromiumArgs, chromiumPath, freePort, learner, waitForHydration } from './helpers';

// Two real `parley` processes on one fresh PostgreSQL database, as behind a load balancer:
// each learner's browser talks only to its own instance, the call's room lives on the
// instance that made the pair, and the other forwards to it.

const bin = process.env.PARLEY_BIN ?? path.resolve(__dirname, '../../target/debug/parley');
const psql = (db: string) => ['-h', '127.0.0.1', '-U', 'postgres', '-d', db, '-v', 'ON_ERROR_STOP=1', '-qAt'];
const dbName = `parley_e2e_instances_${process.pid}_${Date.now()}`;
const dbUrl = `postgres://postgres@127.0.0.1:5432/${dbName}`;
const whisper = process.env.PARLEY_WHISPER_MODEL ?? path.resolve(__dirname, '../../models/ggml-tiny.en.bin');
const whisperMultilingual = process.env.PARLEY_WHISPER_MODEL_MULTILINGUAL ?? path.resolve(__dirname, '../../models/ggml-base.bin');

/** One query's result on the instances' database, as psql prints it unaligned. */
function sql(query: string): string {
  return execFileSync('psql', [...psql(dbName), '-c', query], { encoding: 'utf8' }).trim();
}

interface Instance {
  name: string;
  url: string;
  proc: ChildProcess;
  log: string[];
}

async function startInstance(name: string, port: number): Promise<Instance> {
  const log: string[] = [];
  const proc = spawn(bin, ['--listen', `127.0.0.1:${port}`], {
    env: {
      ...process.env,
      PARLEY_DATABASE_URL: dbUrl,
      // The partner's turns and the media forwarding, printed when a test fails.
      RUST_LOG: 'warn,server::partner=debug,server::media=info',
      PARLEY_SEARCH_TIMEOUT_SECS: '6',
      PARLEY_WHISPER_MODEL: whisper,
      PARLEY_WHISPER_MODEL_MULTILINGUAL: whisperMultilingual,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout!.on('data', (d) => log.push(`${name}: ${d}`));
  proc.stderr!.on('data', (d) => log.push(`${name}: ${d}`));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (proc.exitCode !== null) throw new Error(`${name} exited: ${log.join('')}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return { name, url, proc, log };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} did not start: ${log.join('')}`);
}

/** `text` spoken by espeak-ng with `pause` seconds of silence after it, as a WAV the fake
 * microphone loops. */
function speech(file: string, text: string, pause = 1.5): string {
  execFileSync('espeak-ng', ['-v', 'en-us', '-s', '150', '-w', file, text]);
  const b = fs.readFileSync(file);
  const dataAt = b.indexOf('data') + 8;
  const rate = b.readUInt32LE(24);
  const out = Buffer.concat([b, Buffer.alloc(Math.round(rate * pause) * 2)]);
  out.writeUInt32LE(out.length - 8, 4);
  out.writeUInt32LE(out.length - dataAt, dataAt - 4);
  fs.writeFileSync(file, out);
  return file;
}

async function energyIn(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const pc = (window as any).__parleyPc as RTCPeerConnection | undefined;
    if (!pc) return 0;
    let energy = 0;
    (await pc.getStats()).forEach((s: any) => {
      if (s.type === 'inbound-rtp' && s.kind === 'audio') energy = s.totalAudioEnergy ?? 0;
    });
    return energy;
  });
}

async function connected(page: Page) {
  await expect(page.getByTestId('call-view')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('media-status')).toHaveText('Connected', { timeout: 15_000 });
}

async function hears(page: Page) {
  await expect.poll(() => energyIn(page), { timeout: 15_000 }).toBeGreaterThan(0.01);
}

function hostPort(session: string): string {
  return sql(
    `SELECT i.internal_url FROM call_sessions s JOIN instances i ON i.id = s.host WHERE s.id = '${session}'`,
  ).replace(/^.*:/, '');
}

let a: Instance;
let b: Instance;
const browsers: Browser[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  execFileSync('psql', [...psql('postgres'), '-c', `CREATE DATABASE ${dbName}`]);
  // One after the other: the first applies the migrations. Ports the system just had free
  // (a random pick could be in use by any outgoing connection).
  a = await startInstance('A', await freePort('tcp'));
  b = await startInstance('B', await freePort('tcp'));
});

// What both instances said during a test, printed when it fails (a flaky call is otherwise a
// timeout with no story).
test.beforeEach(() => {
  for (const i of [a, b]) if (i) i.log.length = 0;
});
test.afterEach(({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  for (const i of [a, b]) if (i) console.log(`--- instance ${i.name} during the failed test:\n${i.log.join('')}`);
});

test.afterAll(async () => {
  for (const br of browsers) await br.close().catch(() => {});
  for (const i of [a, b]) if (i && i.proc.exitCode === null) i.proc.kill('SIGKILL');
  await new Promise((r) => setTimeout(r, 500));
  try {
    execFileSync('psql', [...psql('postgres'), '-c', `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`]);
  } catch {
    // left for the next clean-up
  }
});

async function speaker(clip: string): Promise<Browser> {
  const br = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--use-file-for-fake-audio-capture=${clip}`],
  });
  browsers.push(br);
  return br;
}

/** Two learners, each on their own instance; `first` searches first, so the second one's
 * join makes the pair and its instance hosts the call. */
async function humanCall(
  testInfo: any,
  label: string,
  first: { instance: Instance; name: string; words: string },
  second: { instance: Instance; name: string; words: string },
) {
  const [bf, bs] = await Promise.all([
    speaker(speech(testInfo.outputPath(`${label}-first.wav`), first.words)),
    speaker(speech(testInfo.outputPath(`${label}-second.wav`), second.words)),
  ]);
  const p1 = await learner(bf, { name: first.name, language: 'en', level: 'B2', transcribe: true }, first.instance.url);
  const p2 = await learner(bs, { name: second.name, language: 'en', level: 'B2', transcribe: true }, second.instance.url);
  await p1.getByRole('button', { name: 'Find a practice partner' }).click();
  await expect(p1.getByTestId('searching')).toBeVisible();
  await p2.getByRole('button', { name: 'Find a practice partner' }).click();
  await connected(p1);
  await connected(p2);
  const session = (await p1.getByTestId('call-view').getAttribute('data-session-id'))!;
  expect(await p2.getByTestId('call-view').getAttribute('data-session-id')).toBe(session);
  // The instance that made the pair hosts it; the other one forwards.
  expect(hostPort(session)).toBe(new URL(second.instance.url).port);
  await hears(p1);
  await hears(p2);
  return { p1, p2, session };
}

async function reviewLines(page: Page, session: string) {
  // On the instance the page is on (its own origin, not the test run's default server).
  await page.goto(`${new URL(page.url()).origin}/review/${session}`);
  await waitForHydration(page);
  await expect(page.getByTestId('transcript')).toBeVisible({ timeout: 60_000 });
  const mine = await page.getByTestId('my-line').allTextContents();
  // What was said, without the line's time and speaker.
  const firstSaid = await page.getByTestId('my-line').first().locator('.what').textContent();
  return {
    mine: mine.join(' ').toLowerCase(),
    firstOfMine: firstSaid ?? '',
    theirs: (await page.getByTestId('partner-line').allTextContents()).join(' ').toLowerCase(),
  };
}

/** The words of `text`, lower-cased, without punctuation or hesitation sounds. */
function plainWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9']+/)
    .filter((w) => w && !['um', 'uh', 'er', 'hmm'].includes(w));
}

/** A call's first line starts where the learner started: the microphone is carried from the
 * moment the line is up, so nothing said at the start is lost (the fake microphone plays its
 * file from the start when the call opens it). */
function expectFirstWordsKept(firstLine: string, said: string) {
  const [heard, spoken] = [plainWords(firstLine), plainWords(said)];
  // The first two words: whether the start was heard, not how well the rest was.
  expect(heard.slice(0, 2).join(' '), `first line ${JSON.stringify(firstLine)}`).toBe(spoken.slice(0, 2).join(' '));
}

async function expectOneCompleteReviewEach(pages: [Page, Page], session: string, words: [RegExp, RegExp], said: [string, string]) {
  const [r1, r2] = [await reviewLines(pages[0], session), await reviewLines(pages[1], session)];
  console.log(`reviews: ${JSON.stringify({ r1, r2 })}`);
  expectFirstWordsKept(r1.firstOfMine, said[0]);
  expectFirstWordsKept(r2.firstOfMine, said[1]);
  expect(r1.mine).toMatch(words[0]);
  expect(r1.theirs).toMatch(words[1]);
  expect(r2.mine).toMatch(words[1]);
  expect(r2.theirs).toMatch(words[0]);
  expect(sql(`SELECT count(*) FROM reviews WHERE session_id = '${session}'`)).toBe('2');
  // The reviews are stored with the first pass; the job is done once the second pass (the
  // corrections' transformer model) is stored too.
  await expect
    .poll(() => sql(`SELECT attempts || ' ' || state FROM review_jobs WHERE session_id = '${session}'`), { timeout: 90_000 })
    .toBe('1 done');
}

test('a call between learners on two instances: hosted by the one that paired them, heard both ways, hang-up reaches both, one complete review each', async ({}, testInfo) => {
  test.setTimeout(180_000);
  const said: [string, string] = ['My sister lives in London and she works in a hospital.', 'I play the guitar in a band on weekends.'];
  const { p1, p2, session } = await humanCall(
    testInfo,
    'ab',
    { instance: a, name: 'Ines', words: said[0] },
    { instance: b, name: 'Omar', words: said[1] },
  );
  await p1.waitForTimeout(12_000);
  // Ines hangs up on A; the room is on B.
  await p1.getByRole('button', { name: 'Hang up' }).click();
  await expect(p2.getByTestId('call-ended')).toBeVisible({ timeout: 3_000 });
  await expectOneCompleteReviewEach([p1, p2], session, [/london|hospital|sister/, /guitar|band|weekend/], said);
});

test('the same with the roles swapped: the call is hosted by A and the learner on B hangs up', async ({}, testInfo) => {
  test.setTimeout(180_000);
  const said: [string, string] = ['I usually cook rice and fish for dinner.', 'Last summer I travelled to Norway by train.'];
  const { p1, p2, session } = await humanCall(
    testInfo,
    'ba',
    { instance: b, name: 'Yuki', words: said[0] },
    { instance: a, name: 'Lars', words: said[1] },
  );
  await p1.waitForTimeout(12_000);
  await p1.getByRole('button', { name: 'Hang up' }).click();
  await expect(p2.getByTestId('call-ended')).toBeVisible({ timeout: 3_000 });
  await expectOneCompleteReviewEach([p1, p2], session, [/rice|fish|dinner|cook/, /norway|train|summer|travel/], said);
});

test('an AI call made on A, continued by a learner whose browser now talks to B: the partner on A greets, hears and answers', async ({}, testInfo) => {
  test.setTimeout(180_000);
  // She says her sentence and waits for an answer, as a learner does. (With the human calls'
  // 1.5 s pause, a partner whose recognition takes longer than the pause on a loaded machine
  // never answers: it does not talk over a learner who has started again.)
  const clip = speech(testInfo.outputPath('ai.wav'), 'I like to go swimming in the sea in summer.', 8);
  const br = await speaker(clip);
  const onA = await learner(br, { name: 'Nadia', language: 'en', level: 'B1', transcribe: true }, a.url);
  await onA.getByRole('button', { name: 'Find a practice partner' }).click();
  await expect(onA.getByTestId('ai-badge')).toBeVisible({ timeout: 20_000 });
  const session = (await onA.getByTestId('call-view').getAttribute('data-session-id'))!;
  expect(hostPort(session)).toBe(new URL(a.url).port);
  // Her browser goes away; when she comes back, the load balancer sends her to B. Her cookie
  // is all that says who she is: the same learner, the same call.
  const cookies = await onA.context().cookies();
  await br.close();
  const again = await speaker(clip);
  const context = await again.newContext();
  await context.addCookies(cookies);
  const page = await context.newPage();
  page.on('console', (m) => console.log(`nadia console ${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => console.log(`nadia pageerror: ${e.message}`));
  await page.goto(`${b.url}/`);
  await waitForHydration(page);
  await connected(page);
  expect(await page.getByTestId('call-view').getAttribute('data-session-id')).toBe(session);
  await expect(page.getByTestId('ai-badge')).toBeVisible();
  await hears(page);
  await page.waitForTimeout(12_000);
  await page.getByRole('button', { name: 'Hang up' }).click();
  await expect(page.getByTestId('call-ended')).toBeVisible();
  const r = await reviewLines(page, session);
  console.log(`AI call review: ${JSON.stringify(r)}`);
  expect(r.mine).toMatch(/swim|sea|summer/);
  expect(r.theirs.length).toBeGreaterThan(10);
  expect(sql(`SELECT count(*) FROM reviews WHERE session_id = '${session}'`)).toBe('1');
});

test('kill -9 of the hosting instance mid-call: the learner on the survivor sees the interruption within 5 s, both tickets end, both search again through the survivor', async ({}, testInfo) => {
  test.setTimeout(180_000);
  const { p1, p2, session } = await humanCall(
    testInfo,
    'kill',
    { instance: a, name: 'Pia', words: 'I am learning English for my new job.' },
    { instance: b, name: 'Raj', words: 'My brother is a teacher in a small town.' },
  );
  const killedAt = Date.now();
  b.proc.kill('SIGKILL');
  await expect(p1.getByTestId('call-ended')).toBeVisible({ timeout: 5_000 });
  await expect(p1.getByTestId('call-ended')).toContainText('The call was interrupted');
  const seenAfter = Date.now() - killedAt;
  await p1.screenshot({ path: testInfo.outputPath('interrupted.png'), fullPage: true });
  console.log(`interruption shown ${seenAfter} ms after the host was killed`);
  expect(seenAfter).toBeLessThan(5_000);
  expect(sql(`SELECT end_reason FROM call_sessions WHERE id = '${session}'`)).toBe('host_lost');
  expect(
    sql(`SELECT count(*) FROM match_tickets WHERE session_id = '${session}' AND closed_at IS NOT NULL`),
  ).toBe('2');
  // Pia searches again at once.
  await p1.getByRole('button', { name: 'Find another partner' }).click();
  await expect(p1.getByTestId('searching')).toBeVisible();
  // Raj's load balancer moves him to A: his next page load is served there.
  await p2.goto(`${a.url}/`);
  await waitForHydration(p2);
  await expect(p2.getByRole('heading', { name: 'Find a practice partner' })).toBeVisible();
  await p2.getByRole('button', { name: 'Find a practice partner' }).click();
  // They just talked, so they are kept apart: both simply search.
  await expect(p2.getByTestId('searching')).toBeVisible();
  await expect(p1.getByTestId('searching')).toBeVisible();
  for (const p of [p1, p2]) await p.getByRole('button', { name: 'Cancel' }).click();
});

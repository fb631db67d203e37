import { test, expect, chromium, Browser, Page } from '@playwright/test';
import { ChildProcess, spawn } from 'node:child_process';
import * as crypto from 'node:crypto';
import * as dgram from 'node:dgram';
import * as fs from 'node:fs';
import * as net from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { chromiumArgs, chromiumPath, freePort, learner, waitForHydration } from './helpers';
import { speech } from './voices';

// A call through a real TURN relay: coturn's `turnserver` on loopback with `use-auth-secret`,
// and a Parley server of this test's own that hands out credentials minted with the same
// secret. One learner's browser may only use relayed candidates (as behind a firewall that lets
// nothing through but the TURN server), the other connects directly.

const bin = process.env.PARLEY_BIN ?? path.resolve(__dirname, '../../target/debug/parley');
const whisperModel = process.env.PARLEY_WHISPER_MODEL ?? path.resolve(__dirname, '../../models/ggml-tiny.en.bin');
const whisperMultilingual = process.env.PARLEY_WHISPER_MODEL_MULTILINGUAL ?? path.resolve(__dirname, '../../models/ggml-base.bin');

/** A port free on loopback for both TCP and UDP (turnserver listens on both). */
async function freeTcpAndUdpPort(): Promise<number> {
  for (;;) {
    const port = await freePort('udp');
    const tcp = net.createServer();
    const ok = await new Promise<boolean>((done) => {
      tcp.once('error', () => done(false));
      tcp.listen(port, '127.0.0.1', () => done(true));
    });
    if (ok) {
      await new Promise<void>((done) => tcp.close(() => done()));
      return port;
    }
  }
}

/** A child process whose output is kept, line by line, in `lines`. */
interface Running {
  proc: ChildProcess;
  lines: string[];
}

function start(cmd: string, args: string[], env: NodeJS.ProcessEnv): Running {
  const proc = spawn(cmd, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter((l) => l));
  proc.stdout!.on('data', keep);
  proc.stderr!.on('data', keep);
  proc.on('error', (e) => lines.push(`[${path.basename(cmd)} did not start: ${e.message}]`));
  proc.on('exit', (code, signal) => lines.push(`[${path.basename(cmd)} exited: ${code ?? signal}]`));
  return { proc, lines };
}

async function waitFor(what: string, check: () => boolean | Promise<boolean>, lines: string[]) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not start:\n${lines.slice(-40).join('\n')}`);
}

/** Stops a child process: SIGTERM, then SIGKILL if it is still there after 5 s. */
async function stop(r: Running | undefined) {
  if (!r || r.proc.exitCode !== null || r.proc.signalCode !== null || r.proc.pid === undefined) return;
  const exited = new Promise<void>((done) => r.proc.once('exit', () => done()));
  r.proc.kill('SIGTERM');
  const killer = setTimeout(() => r.proc.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(killer);
}

/** The page's peer connection: the configuration it was made with, and its selected pair. */
async function iceOf(page: Page) {
  return page.evaluate(async () => {
    const pc = (window as any).__parleyPc as RTCPeerConnection;
    const stats = await pc.getStats();
    let pairId: string | undefined;
    stats.forEach((s: any) => {
      if (s.type === 'transport' && s.selectedCandidatePairId) pairId = s.selectedCandidatePairId;
    });
    const pair: any = pairId ? stats.get(pairId) : undefined;
    const local: any = pair ? stats.get(pair.localCandidateId) : undefined;
    const remote: any = pair ? stats.get(pair.remoteCandidateId) : undefined;
    const config = pc.getConfiguration();
    return {
      iceServers: (config.iceServers ?? []).map((s) => ({
        urls: ([] as string[]).concat(s.urls as any),
        username: s.username,
        hasCredential: !!s.credential,
      })),
      policy: config.iceTransportPolicy,
      local: local && { type: local.candidateType, address: `${local.address}:${local.port}`, relayProtocol: local.relayProtocol },
      remote: remote && { type: remote.candidateType, address: `${remote.address}:${remote.port}` },
    };
  });
}

/** Inbound audio as the page's peer connection reports it. */
async function inbound(page: Page): Promise<{ bytes: number; energy: number }> {
  return page.evaluate(async () => {
    const stats = await ((window as any).__parleyPc as RTCPeerConnection).getStats();
    let out = { bytes: 0, energy: 0 };
    stats.forEach((s: any) => {
      if (s.type === 'inbound-rtp' && s.kind === 'audio') out = { bytes: s.bytesReceived ?? 0, energy: s.totalAudioEnergy ?? 0 };
    });
    return out;
  });
}

test.describe('through a TURN relay', () => {
  const secret = crypto.randomBytes(24).toString('hex');
  let dir = '';
  let turn: Running | undefined;
  let parley: Running | undefined;
  let turnPort = 0;
  let baseURL = '';

  test.beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-turn-'));
    turnPort = await freeTcpAndUdpPort();
    // A relay range of its own, away from the ephemeral ports the browsers and servers get.
    const minPort = 50_000 + Math.floor(Math.random() * 100) * 100;
    turn = start('turnserver', [
      '-n', // no /etc/turnserver.conf: everything is on this command line
      '--listening-ip', '127.0.0.1',
      '--relay-ip', '127.0.0.1',
      '--listening-port', String(turnPort),
      '--min-port', String(minPort),
      '--max-port', String(minPort + 99),
      '--use-auth-secret',
      `--static-auth-secret=${secret}`,
      '--realm', 'parley.test',
      // The Parley server's media room is on loopback too; coturn refuses such peers by default.
      '--allow-loopback-peers',
      '--no-cli', '--no-tls', '--no-dtls',
      '--userdb', path.join(dir, 'turndb'),
      '--pidfile', path.join(dir, 'turnserver.pid'),
      '--log-file', 'stdout', '--simple-log', '--verbose',
    ], process.env);
    await waitFor('turnserver', () => turn!.lines.some((l) => l.includes(`UDP listener opened on: 127.0.0.1:${turnPort}`)), turn.lines);

    const port = await freePort('tcp');
    baseURL = `http://127.0.0.1:${port}`;
    // Only the settings this test means: none of the runner's own PARLEY_* variables.
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('PARLEY_')));
    parley = start(bin, ['--listen', `127.0.0.1:${port}`], {
      ...env,
      PARLEY_DATABASE_URL: `sqlite://${path.join(dir, 'parley.db')}`,
      PARLEY_WHISPER_MODEL: whisperModel,
      PARLEY_WHISPER_MODEL_MULTILINGUAL: whisperMultilingual,
      PARLEY_SEARCH_TIMEOUT_SECS: '20',
      PARLEY_NO_SHOW_SECS: '10',
      PARLEY_TURN_URLS: `turn:127.0.0.1:${turnPort}?transport=udp`,
      PARLEY_TURN_SECRET: secret,
      RUST_LOG: 'warn',
    });
    await waitFor('parley', async () => {
      try {
        return (await fetch(`${baseURL}/healthz`)).ok;
      } catch {
        return false;
      }
    }, parley.lines);
  });

  test.afterAll(async () => {
    await stop(parley);
    await stop(turn);
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('a learner who can only use relayed candidates is heard and transcribed through coturn', async ({}, testInfo) => {
    test.setTimeout(150_000);
    const clips = {
      tess: speech(testInfo.outputPath('tess.wav'), 'Hello, my name is Tess. I live near the harbour, and I love sailing.'),
      omar: speech(testInfo.outputPath('omar.wav'), 'Good evening. I teach chemistry, and I grow tomatoes in my garden.'),
    };
    // Separate browsers: the fake microphone's file is a browser-wide flag.
    const launch = (clip: string) =>
      chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, `--use-file-for-fake-audio-capture=${clip}`] });
    const browsers: Browser[] = await Promise.all([launch(clips.tess), launch(clips.omar)]);
    try {
      const tess = await learner(browsers[0], { name: 'Tess', language: 'en', level: 'B2', transcribe: true }, baseURL);
      const omar = await learner(browsers[1], { name: 'Omar', language: 'en', level: 'B2', transcribe: true }, baseURL);
      // Tess is behind the strictest firewall: her browser may use relayed candidates only.
      await tess.addInitScript(() => {
        const Native = window.RTCPeerConnection;
        (window as any).RTCPeerConnection = class extends Native {
          constructor(config?: RTCConfiguration) {
            super({ ...config, iceTransportPolicy: 'relay' });
          }
        };
      });
      await tess.reload();
      await waitForHydration(tess);

      await tess.getByRole('button', { name: 'Find a practice partner' }).click();
      await expect(tess.getByTestId('searching')).toBeVisible();
      await omar.getByRole('button', { name: 'Find a practice partner' }).click();
      for (const page of [tess, omar]) {
        await expect(page.getByTestId('call-view')).toBeVisible();
        await expect(page.getByTestId('media-status')).toHaveText('Connected', { timeout: 15_000 });
      }
      const session = await tess.getByTestId('call-view').getAttribute('data-session-id');

      // Both got the TURN server from the room shape, each with a credential of their own
      // (`<expiry>:<learner id>`, expiring about ten minutes from now).
      const [ti, oi] = [await iceOf(tess), await iceOf(omar)];
      console.log(`tess: ${JSON.stringify(ti)}\nomar: ${JSON.stringify(oi)}`);
      for (const ice of [ti, oi]) {
        expect(ice.iceServers).toHaveLength(1);
        expect(ice.iceServers[0].urls).toEqual([`turn:127.0.0.1:${turnPort}?transport=udp`]);
        expect(ice.iceServers[0].username).toMatch(/^\d+:[0-9a-f-]{36}$/);
        expect(ice.iceServers[0].hasCredential).toBe(true);
        const expiry = Number(ice.iceServers[0].username!.split(':')[0]);
        expect(Math.abs(expiry - (Date.now() / 1000 + 600))).toBeLessThan(60);
      }
      expect(ti.iceServers[0].username).not.toBe(oi.iceServers[0].username);

      // Tess's call goes through the relay, Omar's straight to the media room.
      expect(ti.policy).toBe('relay');
      await expect.poll(async () => (await iceOf(tess)).local?.type, { timeout: 10_000 }).toBe('relay');
      expect((await iceOf(omar)).local?.type).not.toBe('relay');
      // coturn saw Tess's allocation, made with her credential, and a permission for the
      // media room's address.
      const tessUser = ti.iceServers[0].username!;
      const turnLog = () => turn!.lines.filter((l) => l.includes(`user <${tessUser}>`));
      await expect.poll(() => turnLog().some((l) => /ALLOCATE processed, success/.test(l)), { timeout: 5_000 }).toBe(true);
      expect(turnLog().some((l) => /CREATE_PERMISSION processed, success/.test(l))).toBe(true);
      console.log(turnLog().filter((l) => /ALLOCATE|PERMISSION|CHANNEL_BIND/.test(l)).slice(0, 6).join('\n'));
      // (Omar's browser opens a relay too, as it gathers every kind of candidate; its selected
      // pair above shows it does not use it.)

      // Each hears the other: bytes arrive and carry sound, through the relay and back.
      for (const page of [tess, omar]) {
        await expect.poll(async () => (await inbound(page)).bytes, { timeout: 10_000 }).toBeGreaterThan(2000);
        await expect.poll(async () => (await inbound(page)).energy, { timeout: 10_000 }).toBeGreaterThan(0.01);
      }

      // Talk for a while (each clip plays about three times), then hang up.
      await tess.waitForTimeout(14_000);
      await tess.getByRole('button', { name: 'Hang up' }).click();
      await expect(omar.getByTestId('call-ended')).toBeVisible({ timeout: 5_000 });

      // Tess's words, spoken through the relay, are in both reviews: as hers in her own, as
      // the partner's in Omar's.
      const words = ['tess', 'harbour', 'harbor', 'sailing', 'live', 'love'];
      const found = (text: string) => words.filter((w) => text.toLowerCase().includes(w));
      for (const [page, testid] of [[tess, 'my-line'], [omar, 'partner-line']] as const) {
        await page.goto(`/review/${session}`);
        await expect(page.getByTestId('transcript')).toBeVisible({ timeout: 30_000 });
        const lines = (await page.getByTestId(testid).allTextContents()).join(' ');
        console.log(`${testid} in ${page === tess ? "Tess's" : "Omar's"} review: ${lines}`);
        expect(found(lines), `Tess's words as ${testid}`).not.toHaveLength(0);
      }
    } finally {
      await Promise.all(browsers.map((b) => b.close()));
      await testInfo.attach('turnserver.log', { body: turn!.lines.join('\n') });
      await testInfo.attach('parley.log', { body: parley!.lines.join('\n') });
    }
  });
});

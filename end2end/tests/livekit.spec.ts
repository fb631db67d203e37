import { test, expect, Browser, BrowserContext, Page } from '@playwright/test';
import { ChildProcess, spawn } from 'node:child_process';
import * as crypto from 'node:crypto';
import * as fs from 'node:fs';
import * as http from 'node:http';
import type { Socket } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { fillProfile, freePort, waitForHydration } from './helpers';

// A human call on a Parley server configured for LiveKit, against a stand-in for the LiveKit
// server (no registry ships livekit-server). The stand-in answers the Parley server's room
// API (Twirp: any POST under /twirp/ gets an empty protobuf message) and accepts the browser's
// signalling WebSocket, keeping the access token it was opened with; it speaks no LiveKit
// signalling, so the browser's client never joins, and the call view must say so.

const bin = process.env.PARLEY_BIN ?? path.resolve(__dirname, '../../target/debug/parley');
const whisperModel = process.env.PARLEY_WHISPER_MODEL ?? path.resolve(__dirname, '../../models/ggml-tiny.en.bin');
const whisperMultilingual = process.env.PARLEY_WHISPER_MODEL_MULTILINGUAL ?? path.resolve(__dirname, '../../models/ggml-base.bin');

interface StandIn {
  url: string;
  /** Paths of the Twirp calls the Parley server made. */
  twirp: string[];
  /** Each signalling WebSocket the browsers opened: its path and access token. */
  signalling: { path: string; token: string | null }[];
  close(): Promise<void>;
}

/** The stand-in LiveKit server, on a free loopback port. */
async function standIn(): Promise<StandIn> {
  const twirp: string[] = [];
  const signalling: StandIn['signalling'] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    req.resume();
    req.on('end', () => {
      if (req.method === 'POST' && url.pathname.startsWith('/twirp/')) {
        twirp.push(url.pathname);
        res.writeHead(200, { 'content-type': 'application/protobuf' });
        res.end();
      } else if (req.method === 'GET' && url.pathname.endsWith('/validate')) {
        // Where livekit-client asks why a signalling connection failed.
        res.writeHead(200, { 'access-control-allow-origin': '*' });
        res.end('ok');
      } else {
        res.writeHead(404);
        res.end();
      }
    });
  });
  // The WebSocket handshake by hand (RFC 6455 §4.2.2); after it the socket is held open and
  // anything the browser sends is ignored.
  server.on('upgrade', (req, socket: Socket) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    signalling.push({ path: url.pathname, token: url.searchParams.get('access_token') });
    const accept = crypto
      .createHash('sha1')
      .update(`${req.headers['sec-websocket-key']}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`)
      .digest('base64');
    socket.on('error', () => {});
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.write(
      ['HTTP/1.1 101 Switching Protocols', 'Upgrade: websocket', 'Connection: Upgrade', `Sec-WebSocket-Accept: ${accept}`, '', ''].join('\r\n'),
    );
  });
  const port = await freePort('tcp');
  await new Promise<void>((ok) => server.listen(port, '127.0.0.1', ok));
  return {
    url: `ws://127.0.0.1:${port}`,
    twirp,
    signalling,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}

/** The claims of a JWT (its payload, base64url JSON); the signature is the server's business. */
function claims(jwt: string): any {
  return JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'));
}

/** A learner's browser context, watched from before its first request: every URL it asked
 * for, its WebSockets, and any request that would have left loopback (refused). */
interface Watched {
  page: Page;
  /** The Content-Security-Policy of the page the learner opened. */
  csp: string;
  /** The page's console, attached to the report. */
  console: string[];
  requests: string[];
  websockets: string[];
  offLoopback: string[];
}

async function watchedLearner(browser: Browser, baseURL: string, name: string): Promise<Watched> {
  const context: BrowserContext = await browser.newContext({ baseURL });
  const w: Watched = { page: await context.newPage(), csp: '', console: [], requests: [], websockets: [], offLoopback: [] };
  await context.route((url) => url.hostname !== '127.0.0.1', (route) => {
    w.offLoopback.push(route.request().url());
    return route.abort();
  });
  context.on('request', (r) => w.requests.push(r.url()));
  w.page.on('websocket', (ws) => w.websockets.push(ws.url()));
  w.page.on('console', (m) => w.console.push(`${name}: ${m.type()}: ${m.text()}`));
  w.csp = (await w.page.goto('/'))?.headers()['content-security-policy'] ?? '';
  await waitForHydration(w.page);
  await fillProfile(w.page, { name, language: 'en', level: 'B1' });
  await expect(w.page.getByRole('heading', { name: 'Find a practice partner' })).toBeVisible();
  return w;
}

const livekitFiles = (requests: string[]) => requests.filter((u) => /\/livekit[^/]*$/.test(new URL(u).pathname));

test.describe('with LiveKit configured', () => {
  let dir = '';
  let lk: StandIn;
  let parley: { proc: ChildProcess; lines: string[] } | undefined;
  let baseURL = '';

  test.beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-livekit-'));
    lk = await standIn();
    const port = await freePort('tcp');
    baseURL = `http://127.0.0.1:${port}`;
    // Only the settings this test means: none of the runner's own PARLEY_* variables.
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('PARLEY_')));
    const proc = spawn(bin, ['--listen', `127.0.0.1:${port}`], {
      env: {
        ...env,
        PARLEY_DATABASE_URL: `sqlite://${path.join(dir, 'parley.db')}`,
        PARLEY_WHISPER_MODEL: whisperModel,
        PARLEY_WHISPER_MODEL_MULTILINGUAL: whisperMultilingual,
        PARLEY_SEARCH_TIMEOUT_SECS: '30',
        // Presence comes from LiveKit's webhooks, which the stand-in never sends: the call must
        // not end as a no-show while the test watches it.
        PARLEY_NO_SHOW_SECS: '120',
        PARLEY_LIVEKIT_URL: lk.url,
        PARLEY_LIVEKIT_API_KEY: 'devkey',
        PARLEY_LIVEKIT_API_SECRET: crypto.randomBytes(24).toString('hex'),
        RUST_LOG: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: string[] = [];
    const keep = (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter((l) => l));
    proc.stdout!.on('data', keep);
    proc.stderr!.on('data', keep);
    parley = { proc, lines };
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (proc.exitCode !== null) throw new Error(`parley exited:\n${lines.join('\n')}`);
      try {
        if ((await fetch(`${baseURL}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > deadline) throw new Error(`parley did not start:\n${lines.join('\n')}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  test.afterAll(async () => {
    if (parley && parley.proc.exitCode === null) {
      const exited = new Promise((r) => parley!.proc.once('exit', r));
      parley.proc.kill('SIGTERM');
      await exited;
    }
    await lk?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test("a human call loads the bundled client and connects to the (stand-in) LiveKit server with the learner's token", async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    const learners: Watched[] = [];
    try {
      const una = await watchedLearner(browser, baseURL, 'Una');
      const vic = await watchedLearner(browser, baseURL, 'Vic');
      learners.push(una, vic);
      // A first visit does not download the LiveKit client.
      for (const w of [una, vic]) expect(livekitFiles(w.requests)).toEqual([]);
      // The page may open the signalling connection to the LiveKit server (and nothing else
      // outside the site).
      const connectSrc = una.csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('connect-src')) ?? '';
      expect(connectSrc, 'the LiveKit server is in the page\'s connect-src').toContain(lk.url.replace(/^ws:\/\//, ''));

      await una.page.getByRole('button', { name: 'Find a practice partner' }).click();
      await expect(una.page.getByTestId('searching')).toBeVisible();
      await vic.page.getByRole('button', { name: 'Find a practice partner' }).click();

      for (const w of [una, vic]) {
        const page = w.page;
        await expect(page.getByTestId('call-view')).toBeVisible();
        const session = await page.getByTestId('call-view').getAttribute('data-session-id');
        const ticket = (await (await page.request.post('/api/current')).json()).ticket_id;

        // The call loaded the entry module and the client it imports, both from the site's own
        // pkg/ under their content-hashed names, as the manifest lists them.
        await expect.poll(() => livekitFiles(w.requests).length, { timeout: 15_000 }).toBe(2);
        const manifest = await (await page.request.get('/pkg/manifest.json')).json();
        expect(manifest.livekit).toMatch(/^livekit-[0-9a-f]{10}\.mjs$/);
        const files = livekitFiles(w.requests).map((u) => new URL(u));
        expect(files.map((u) => u.origin)).toEqual([baseURL, baseURL]);
        const paths = files.map((u) => u.pathname);
        expect(paths).toContain(`/pkg/${manifest.livekit}`);
        expect(manifest.livekit_client).toMatch(/^livekit-client-[0-9a-f]{10}\.mjs$/);
        expect(paths).toContain(`/pkg/${manifest.livekit_client}`);

        // The browser opened LiveKit's signalling connection to the configured URL with this
        // learner's token: a JWT for the learner's ticket in this call's room.
        await expect.poll(() => w.websockets.filter((u) => u.startsWith(`${lk.url}/rtc`)).length, { timeout: 15_000 }).toBeGreaterThan(0);
        await expect.poll(() => lk.signalling.filter((s) => s.token && claims(s.token).sub === ticket).length, { timeout: 15_000 }).toBeGreaterThan(0);
        const mine = lk.signalling.filter((s) => s.token && claims(s.token).sub === ticket);
        for (const s of mine) {
          expect(s.path).toMatch(/^\/rtc(\/v1)?$/);
          expect(claims(s.token!).video.room).toBe(session);
        }

      }
      // Each learner's token is their own.
      const tokens = new Set(lk.signalling.map((s) => s.token));
      expect(tokens.size).toBeGreaterThanOrEqual(2);

      // The stand-in never answers as LiveKit would: each call view says the audio could not
      // connect, instead of "Connecting…" for ever.
      for (const w of [una, vic]) {
        await expect(w.page.getByTestId('media-status')).toContainText('The call audio could not connect', { timeout: 45_000 });
        await expect(w.page.getByTestId('media-status')).toContainText('Hang up and try again.');
      }
      await una.page.getByRole('button', { name: 'Hang up' }).click();
      await expect(una.page.getByTestId('call-ended')).toBeVisible();

      // Nothing was fetched from anywhere but this machine.
      for (const w of [una, vic]) {
        expect(w.offLoopback).toEqual([]);
        for (const u of [...w.requests, ...w.websockets]) expect(new URL(u).hostname).toBe('127.0.0.1');
      }
    } finally {
      await testInfo.attach('parley.log', { body: parley?.lines.join('\n') ?? '' });
      await testInfo.attach('console.log', { body: learners.flatMap((w) => w.console).join('\n') });
      await testInfo.attach('stand-in.json', { body: JSON.stringify({ twirp: lk.twirp, signalling: lk.signalling }, null, 2) });
    }
  });
});

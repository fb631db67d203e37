// `scripts/bench site`: what a first visit of the home page costs, before and after the
// fast-first-load work (issue 16), in one run against one release server.
//   after   the server as it is: wasm-opt'ed bundle, brotli/gzip as the browser accepts.
//   before  the old behaviour, rebuilt in front of the same server by a small proxy: every
//           request without Accept-Encoding (so identity), and the WASM as wasm-bindgen left
//           it, before wasm-opt.
// Headless Chromium (Debian's, through end2end's Playwright) loads `/` in a fresh context (a
// cold cache) on a throttled link; bytes are CDP's encodedDataLength (headers and body as received), time to
// interactive is navigation start -> `body[data-hydrated="true"]` (App sets it on hydration).
// Usage: node scripts/bench-site.mjs PARLEY_BIN UNOPTIMISED_WASM
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';

const require = createRequire(new URL('../end2end/package.json', import.meta.url));
const { chromium } = require('@playwright/test');

const [bin, unoptimisedWasm] = process.argv.slice(2);
if (!bin || !unoptimisedWasm) {
  console.error('usage: node scripts/bench-site.mjs PARLEY_BIN UNOPTIMISED_WASM');
  process.exit(2);
}
// A slow mobile link: 1.6 Mbps down, 750 Kbps up, 150 ms round trip.
const THROTTLE = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const ROUNDS = Number(process.env.PARLEY_BENCH_ROUNDS ?? (process.env.PARLEY_BENCH_QUICK === '1' ? 1 : 3));
const TARGET_BYTES = 400 * 1024;

const freePort = () => new Promise((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address();
    s.close(() => resolve(port));
  });
});

/** GET `url` without decoding; the status, headers and raw body bytes. */
const fetchRaw = (url, headers = {}) => new Promise((resolve, reject) => {
  http.get(url, { headers }, (res) => {
    const chunks = [];
    res.on('data', (c) => chunks.push(c));
    res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
  }).on('error', reject);
});

async function startServer(dir) {
  const port = await freePort();
  const server = spawn(bin, ['--listen', `127.0.0.1:${port}`], {
    env: { ...process.env, PARLEY_DATABASE_URL: `sqlite://${path.join(dir, 'bench.db')}`, RUST_LOG: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`${bin} exited with ${server.exitCode}`);
    try {
      if ((await fetchRaw(`${base}/healthz`)).status === 200) return { server, base };
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not become healthy in 60 s');
}

/** The old behaviour in front of `upstream`: no compression, and the un-wasm-opt'ed WASM. */
async function startBeforeProxy(upstream) {
  const wasm = readFileSync(unoptimisedWasm);
  const port = await freePort();
  const proxy = http.createServer((req, res) => {
    if (req.url.endsWith('_bg.wasm')) {
      res.writeHead(200, { 'content-type': 'application/wasm', 'content-length': wasm.length, 'cache-control': 'no-cache' });
      res.end(wasm);
      return;
    }
    const headers = { ...req.headers };
    delete headers['accept-encoding'];
    const up = http.request(`${upstream}${req.url}`, { method: req.method, headers }, (upRes) => {
      res.writeHead(upRes.statusCode, upRes.headers);
      upRes.pipe(res);
    });
    up.on('error', () => res.destroy());
    req.pipe(up);
  });
  await new Promise((r) => proxy.listen(port, '127.0.0.1', r));
  return { proxy, base: `http://127.0.0.1:${port}` };
}

/** One cold first visit of `base`/: bytes received and time to interactive. */
async function firstVisit(browser, base) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Records the moment hydration marks the body, without polling.
  await page.addInitScript(() => {
    new MutationObserver((_, obs) => {
      if (document.body?.dataset.hydrated === 'true') {
        window.__hydratedAt = performance.now();
        obs.disconnect();
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', THROTTLE);
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e) => { bytes += e.encodedDataLength; });
  await page.goto(`${base}/`);
  await page.waitForSelector('body[data-hydrated="true"]', { timeout: 120_000 });
  const tti = await page.evaluate(() => window.__hydratedAt);
  // What the hydrated page fetches right away (its server function calls) is part of the visit.
  await page.waitForTimeout(1500);
  await context.close();
  return { bytes, tti };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const pad = (s, n) => String(s).padStart(n);

const dir = mkdtempSync(path.join(os.tmpdir(), 'parley-bench-site-'));
const { server, base } = await startServer(dir);
const { proxy, base: beforeBase } = await startBeforeProxy(base);
let browser;
try {
  // Sizes of what the page links, as stored and as sent in each encoding.
  const html = (await fetchRaw(`${base}/`)).body.toString();
  const linked = [...html.matchAll(/href="(\/pkg\/[^"]+)"/g)].map((m) => m[1]);
  console.log('bench site: the bundle the home page links (bytes)');
  console.log(`  ${'file'.padEnd(34)}${pad('raw', 10)}${pad('gzip', 10)}${pad('brotli', 10)}${pad('before', 12)}`);
  for (const ext of ['.wasm', '.js', '.css']) {
    const file = linked.find((l) => l.endsWith(ext));
    const size = async (ae) => (await fetchRaw(`${base}${file}`, ae ? { 'accept-encoding': ae } : {})).body.length;
    const raw = await size();
    // The old build sent the WASM uncompressed and without wasm-opt, the rest uncompressed.
    const before = ext === '.wasm' ? readFileSync(unoptimisedWasm).length : raw;
    console.log(`  ${file.padEnd(34)}${pad(raw, 10)}${pad(await size('gzip'), 10)}${pad(await size('br'), 10)}${pad(before, 12)}`);
  }
  const unopt = readFileSync(unoptimisedWasm);
  const q11 = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
  console.log(`  (the WASM before wasm-opt: ${unopt.length} raw, ${gzipSync(unopt, { level: 9 }).length} gzip, ` +
    `${brotliCompressSync(unopt, q11).length} brotli)`);

  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const runs = { before: [], after: [] };
  for (let i = 0; i < ROUNDS; i++) {
    runs.before.push(await firstVisit(browser, beforeBase));
    runs.after.push(await firstVisit(browser, base));
  }
  const summary = (rs) => ({ bytes: median(rs.map((r) => r.bytes)), tti: median(rs.map((r) => r.tti)) });
  const before = summary(runs.before);
  const after = summary(runs.after);
  console.log(`bench site: first visit of / with a cold cache, 1.6 Mbps down / 750 Kbps up / 150 ms RTT ` +
    `(median of ${ROUNDS})`);
  console.log(`  ${''.padEnd(34)}${pad('before', 12)}${pad('after', 12)}`);
  console.log(`  ${'bytes over the wire'.padEnd(34)}${pad(kb(before.bytes), 12)}${pad(kb(after.bytes), 12)}`);
  console.log(`  ${'time to interactive'.padEnd(34)}${pad(`${(before.tti / 1000).toFixed(2)} s`, 12)}` +
    `${pad(`${(after.tti / 1000).toFixed(2)} s`, 12)}`);
  console.log(`  target: at most ${kb(TARGET_BYTES)} over the wire: ` +
    `${after.bytes <= TARGET_BYTES ? 'met' : 'NOT met'}`);
} finally {
  await browser?.close();
  proxy.close();
  server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
}

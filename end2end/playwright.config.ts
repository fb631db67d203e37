import { defineConfig } from '@playwright/test';
import * as os from 'node:os';
import * as path from 'node:path';
import { execFileSync } from 'node:child_process';
import { chromiumArgs } from './tests/helpers';

// The server under test: the binary test.sh just built, on a fresh SQLite file, on a port
// picked once per run (workers inherit the environment, so they agree on it).
if (!process.env.PARLEY_E2E_PORT) {
  // Below Linux's ephemeral range (32768-60999), where outgoing connections take their ports.
  process.env.PARLEY_E2E_PORT = String(20_000 + Math.floor(Math.random() * 12_000));
}
const port = Number(process.env.PARLEY_E2E_PORT);
const bin = process.env.PARLEY_BIN ?? path.resolve(__dirname, '../target/debug/parley');
// Picked once per run, like the port: `parley reports` in the safety test reads this file.
if (!process.env.PARLEY_E2E_DB) {
  process.env.PARLEY_E2E_DB = path.join(os.tmpdir(), `parley-e2e-${process.pid}-${Date.now()}.db`);
}
const db = process.env.PARLEY_E2E_DB;
// A second server, without the cooldown between recent partners, so the block test sees the
// block alone keep two learners apart (`safety.spec.ts`).
const noCooldownPort = port + 1;
const noCooldownDb = db.replace(/\.db$/, '-no-cooldown.db');
// The server's debug tap writes each participant's audio here; the media test reads it.
if (!process.env.PARLEY_E2E_TAP_DIR) {
  process.env.PARLEY_E2E_TAP_DIR = path.join(os.tmpdir(), `parley-e2e-tap-${process.pid}-${Date.now()}`);
}

// The operator's password for operator.spec.ts, and its hash for the server, made once per
// run by the binary itself (`parley operator-password`).
if (!process.env.PARLEY_E2E_OPERATOR_HASH) {
  process.env.PARLEY_E2E_OPERATOR_PASSWORD = `e2e operator ${Date.now()}`;
  process.env.PARLEY_E2E_OPERATOR_HASH = execFileSync(bin, ['operator-password'], {
    input: `${process.env.PARLEY_E2E_OPERATOR_PASSWORD}\n`,
  }).toString().trim();
}

export default defineConfig({
  testDir: './tests',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // Debian's chromium; Playwright's own browser download is not reachable here.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  webServer: [{
    command: `"${bin}" --listen 127.0.0.1:${port}`,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PARLEY_DATABASE_URL: `sqlite://${db}`,
      RUST_LOG: 'warn',
      // Short enough that the lone-learner test sees its AI partner quickly.
      PARLEY_SEARCH_TIMEOUT_SECS: '6',
      // Short, so the no-show test ends quickly.
      PARLEY_NO_SHOW_SECS: '4',
      // Short, so the widening test sees a consenting search widen before its AI partner.
      PARLEY_WIDEN_AFTER_SECS: '3',
      PARLEY_DEBUG_TAP_DIR: process.env.PARLEY_E2E_TAP_DIR,
      PARLEY_OPERATOR_PASSWORD_HASH: process.env.PARLEY_E2E_OPERATOR_HASH,
      // The speech model test.sh installs (scripts/whisper-model).
      PARLEY_WHISPER_MODEL: process.env.PARLEY_WHISPER_MODEL ?? path.resolve(__dirname, '../models/ggml-tiny.en.bin'),
      PARLEY_WHISPER_MODEL_MULTILINGUAL: process.env.PARLEY_WHISPER_MODEL_MULTILINGUAL ?? path.resolve(__dirname, '../models/ggml-base.bin'),
      PARLEY_GRAMMAR_MODEL: process.env.PARLEY_GRAMMAR_MODEL ?? path.resolve(__dirname, '../models/en-us.lm.bin'),
    },
  }, {
    command: `"${bin}" --listen 127.0.0.1:${noCooldownPort}`,
    url: `http://127.0.0.1:${noCooldownPort}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PARLEY_DATABASE_URL: `sqlite://${noCooldownDb}`,
      RUST_LOG: 'warn',
      PARLEY_SEARCH_TIMEOUT_SECS: '6',
      PARLEY_REMATCH_COOLDOWN_MINS: '0',
      PARLEY_WHISPER_MODEL: process.env.PARLEY_WHISPER_MODEL ?? path.resolve(__dirname, '../models/ggml-tiny.en.bin'),
      PARLEY_WHISPER_MODEL_MULTILINGUAL: process.env.PARLEY_WHISPER_MODEL_MULTILINGUAL ?? path.resolve(__dirname, '../models/ggml-base.bin'),
      PARLEY_GRAMMAR_MODEL: process.env.PARLEY_GRAMMAR_MODEL ?? path.resolve(__dirname, '../models/en-us.lm.bin'),
    },
  }],
});

import { expect, Browser, Page } from '@playwright/test';
import * as dgram from 'node:dgram';
import * as net from 'node:net';

/** Debian's chromium, headless, with real WebRTC on loopback and a fake microphone (a test
 * tone unless a test adds `--use-file-for-fake-audio-capture`), without prompts. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--allow-loopback-in-peer-connection',
  '--autoplay-policy=no-user-gesture-required',
];

/** Collects console errors and failed requests; a healthy page has none. */
export function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('requestfailed', (req) => errors.push(`requestfailed: ${req.url()}`));
  return errors;
}

/** Waits until the WASM has hydrated the server-rendered page. */
export async function waitForHydration(page: Page) {
  await expect(page.locator('body')).toHaveAttribute('data-hydrated', 'true');
}

export interface ProfileInput {
  name: string;
  language: string;
  level: string;
  gender?: string;
  wantGender?: string;
  wantLevel?: string;
  /** Consent to transcription (the observer and the debug tap only hear those who consent). */
  transcribe?: boolean;
}

/** Fills and submits the onboarding/profile form. */
export async function fillProfile(page: Page, p: ProfileInput) {
  await page.getByLabel('Display name').fill(p.name);
  await page.getByLabel('I want to practise').selectOption(p.language);
  await page.getByLabel('My level').selectOption(p.level);
  if (p.gender) await page.getByLabel(/My gender/).selectOption(p.gender);
  if (p.wantGender) await page.getByLabel('Partner gender').selectOption(p.wantGender);
  if (p.wantLevel) await page.getByLabel('Partner level').selectOption(p.wantLevel);
  if (p.transcribe !== undefined) await page.getByLabel(/Transcribe my voice/).setChecked(p.transcribe);
  await page.getByRole('button', { name: 'Save profile' }).click();
}

/** A learner in a fresh browser context, onboarded and on the "find a partner" screen; on
 * the server at `baseURL` if given (else the config's). */
export async function learner(browser: Browser, p: ProfileInput, baseURL?: string): Promise<Page> {
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const page = await context.newPage();
  await page.goto('/');
  await waitForHydration(page);
  await fillProfile(page, p);
  await expect(page.getByRole('heading', { name: 'Find a practice partner' })).toBeVisible();
  return page;
}

/** A port that was free on loopback a moment ago, for TCP or UDP. */
export async function freePort(kind: 'tcp' | 'udp'): Promise<number> {
  if (kind === 'udp') {
    const s = dgram.createSocket('udp4');
    await new Promise<void>((ok) => s.bind(0, '127.0.0.1', ok));
    const port = s.address().port;
    await new Promise<void>((ok) => s.close(() => ok()));
    return port;
  }
  const s = net.createServer();
  await new Promise<void>((ok) => s.listen(0, '127.0.0.1', ok));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise<void>((ok) => s.close(() => ok()));
  return port;
}

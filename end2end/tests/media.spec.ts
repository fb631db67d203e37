import { test, expect, Browser, Page } from '@playwright/test';
import { fillProfile, waitForHydration, ProfileInput } from './helpers';

async function learner(browser: Browser, p: ProfileInput): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await waitForHydration(page);
  await fillProfile(page, p);
  await expect(page.getByRole('heading', { name: 'Find a practice partner' })).toBeVisible();
  return page;
}

/** Inbound audio as the page's RTCPeerConnection reports it. */
async function inbound(page: Page): Promise<{ bytes: number; level: number; energy: number }> {
  return page.evaluate(async () => {
    const pc = (window as any).__parleyPc as RTCPeerConnection;
    const stats = await pc.getStats();
    let out = { bytes: 0, level: 0, energy: 0 };
    stats.forEach((s: any) => {
      if (s.type === 'inbound-rtp' && s.kind === 'audio') {
        out = { bytes: s.bytesReceived ?? 0, level: s.audioLevel ?? 0, energy: s.totalAudioEnergy ?? 0 };
      }
    });
    return out;
  });
}

test('matched learners hear each other through the built-in room', async ({ browser }) => {
  // German, A1: a pool no other test uses.
  const mia = await learner(browser, { name: 'Mia', language: 'de', level: 'A1', gender: 'female', wantLevel: 'any' });
  const ned = await learner(browser, { name: 'Ned', language: 'de', level: 'A1', gender: 'male', wantGender: 'female' });
  await mia.getByRole('button', { name: 'Find a practice partner' }).click();
  await expect(mia.getByTestId('searching')).toBeVisible();
  await ned.getByRole('button', { name: 'Find a practice partner' }).click();
  for (const page of [mia, ned]) {
    await expect(page.getByTestId('call-view')).toBeVisible();
    await expect(page.getByTestId('media-status')).toHaveText('Connected', { timeout: 10_000 });
  }
  // Each side receives the other's (fake) microphone: bytes arrive and carry sound.
  await expect.poll(async () => (await inbound(mia)).bytes, { timeout: 10_000 }).toBeGreaterThan(2000);
  await expect.poll(async () => (await inbound(ned)).bytes, { timeout: 10_000 }).toBeGreaterThan(2000);
  await expect.poll(async () => (await inbound(mia)).energy, { timeout: 10_000 }).toBeGreaterThan(0);
  await expect.poll(async () => (await inbound(ned)).energy, { timeout: 10_000 }).toBeGreaterThan(0);

  await ned.getByRole('button', { name: 'Hang up' }).click();
  await expect(mia.getByTestId('call-ended')).toBeVisible({ timeout: 2000 });
});

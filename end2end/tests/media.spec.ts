import { test, expect, Page } from '@playwright/test';
import { learner, waitForHydration } from './helpers';


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

  // Neither consented to transcription: the call view says nothing is kept.
  await expect(mia.getByTestId('listening')).toHaveText('Not transcribed: nothing you say is kept.');

  // The quality indicator reads the connection's own statistics (loopback: good).
  await expect(mia.getByTestId('quality')).toHaveText('Connection: good', { timeout: 8000 });
  // Each sees the other connected; muting shows on the partner's screen.
  await expect(mia.getByTestId('partner-presence')).toHaveText('Ned is connected.');
  await expect(ned.getByTestId('partner-presence')).toHaveText('Mia is connected.');
  await mia.getByRole('button', { name: 'Mute' }).click();
  await expect(mia.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
  await expect(ned.getByTestId('partner-presence')).toHaveText('Mia is connected. Mia is muted.');
  await mia.getByRole('button', { name: 'Unmute' }).click();
  await expect(ned.getByTestId('partner-presence')).toHaveText('Mia is connected.');

  await ned.getByRole('button', { name: 'Hang up' }).click();
  await expect(mia.getByTestId('call-ended')).toBeVisible({ timeout: 2000 });
});

test('a partner who never connects ends the call as a no-show', async ({ browser }) => {
  const ola = await learner(browser, { name: 'Ola', language: 'ja', level: 'C2', gender: 'female' });
  await ola.getByRole('button', { name: 'Find a practice partner' }).click();
  await expect(ola.getByTestId('searching')).toBeVisible();
  // Pat is matched but never opens the call (joins through the API, no browser audio).
  const pat = await browser.newContext();
  const api = pat.request;
  await api.get('/');
  await api.post('/api/save_profile', {
    form: { 'form[display_name]': 'Pat', 'form[language]': 'ja', 'form[level]': 'C2', 'form[gender]': 'male' },
  });
  const joined = await (await api.post('/api/join', { form: { 'prefs[want_gender]': '' } })).json();
  expect(joined.state).toBe('matched');
  await expect(ola.getByTestId('media-status')).toHaveText('Connected', { timeout: 10_000 });
  await expect(ola.getByTestId('partner-presence')).toHaveText('Waiting for Pat to connect…');
  await expect(ola.getByTestId('call-ended')).toBeVisible({ timeout: 10_000 });
  await expect(ola.getByTestId('call-ended').getByText('Pat did not join the call.')).toBeVisible();
  await expect(ola.getByTestId('call-ended')).toContainText('you keep your place in the queue');

  // Back in the queue with her original place: her wait counts from her first search, which
  // began more than the no-show time (4 s) ago.
  await ola.getByRole('button', { name: 'Find another partner' }).click();
  await expect(ola.getByTestId('searching')).toBeVisible();
  const waited = await (await ola.request.post('/api/current')).json();
  expect(waited.state).toBe('searching');
  expect(waited.waited_ms).toBeGreaterThan(4_000);
  await ola.getByRole('button', { name: 'Cancel' }).click();
  // Pat, the no-show, is not put back in the queue.
  const patNow = await (await api.post('/api/current')).json();
  expect(patNow === null || patNow.state !== 'searching').toBeTruthy();
});

test('a refused microphone (refusal simulated in the page) gets a clear message', async ({ browser }) => {
  const quinn = await learner(browser, { name: 'Quinn', language: 'fr', level: 'C2', gender: 'male' });
  // Headless Chromium grants the fake microphone; stand in for a learner who clicks "Block".
  await quinn.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await quinn.reload();
  await waitForHydration(quinn);
  await quinn.getByRole('button', { name: 'Find a practice partner' }).click();
  await expect(quinn.getByTestId('call-view')).toBeVisible({ timeout: 15_000 }); // AI partner after the timeout
  await expect(quinn.getByTestId('media-status')).toContainText('Microphone access was refused');
  await quinn.getByRole('button', { name: 'Hang up' }).click();
});

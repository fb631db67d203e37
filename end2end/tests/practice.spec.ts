import { test, expect, Page } from '@playwright/test';
import { fillProfile, learner, waitForHydration, watchForErrors } from './helpers';

// Each test uses its own practice language (its own matchmaking pool) so leftovers of one test
// can never pair with another's learners.


const find = (page: Page) => page.getByRole('button', { name: 'Find a practice partner' }).click();

test('two compatible learners land in the same call within 2 s', async ({ browser }) => {
  const ana = await learner(browser, { name: 'Ana', language: 'es', level: 'B1', gender: 'female' });
  const ben = await learner(browser, { name: 'Ben', language: 'es', level: 'B2', gender: 'male' });
  const errors = [...watchForErrors(ana), ...watchForErrors(ben)];

  await find(ana);
  await expect(ana.getByTestId('searching')).toBeVisible();
  await expect(ana.getByText(/an AI practice partner will join you/)).toBeVisible();
  const clicked = Date.now();
  await find(ben);
  await expect(ben.getByTestId('call-view')).toBeVisible();
  await expect(ana.getByTestId('call-view')).toBeVisible();
  expect(Date.now() - clicked).toBeLessThan(2000);

  const sa = await ana.getByTestId('call-view').getAttribute('data-session-id');
  const sb = await ben.getByTestId('call-view').getAttribute('data-session-id');
  expect(sa).toBeTruthy();
  expect(sa).toBe(sb);
  await expect(ana.getByTestId('partner-name')).toHaveText('Ben');
  await expect(ben.getByTestId('partner-name')).toHaveText('Ana');
  await expect(ana.getByTestId('ai-badge')).toHaveCount(0);
  await expect(ana.getByTestId('topic')).not.toBeEmpty();
  // Focus moved to the new screen's heading.
  await expect(ana.getByRole('heading', { name: 'In a call' })).toBeFocused();
  // Hanging up ends the call for both, and closing the call's media (by the hang-up, then
  // again as the view goes) is not an error either.
  await ben.getByRole('button', { name: 'Hang up' }).click();
  await expect(ana.getByTestId('call-ended')).toBeVisible();
  await expect(ben.getByTestId('call-ended')).toBeVisible();
  await ana.waitForTimeout(500);
  expect(errors).toEqual([]);
});

test('incompatible preferences are not matched', async ({ browser }) => {
  const cleo = await learner(browser, { name: 'Cleo', language: 'fr', level: 'B1', gender: 'female', wantGender: 'female' });
  const dan = await learner(browser, { name: 'Dan', language: 'fr', level: 'B1', gender: 'male' });
  await find(cleo);
  await find(dan);
  await expect(dan.getByTestId('searching')).toBeVisible();
  await dan.waitForTimeout(1500);
  await expect(cleo.getByTestId('searching')).toBeVisible();
  await expect(dan.getByTestId('searching')).toBeVisible();
  await cleo.getByRole('button', { name: 'Cancel' }).click();
  await dan.getByRole('button', { name: 'Cancel' }).click();
  await expect(dan.getByRole('heading', { name: 'Find a practice partner' })).toBeVisible();
});

test('a lone learner gets an AI partner after the timeout', async ({ browser }) => {
  const eve = await learner(browser, { name: 'Eve', language: 'de', level: 'A2', gender: 'female' });
  await find(eve);
  await expect(eve.getByTestId('searching')).toBeVisible();
  const call = eve.getByTestId('call-view');
  await expect(call).toBeVisible({ timeout: 15_000 });
  await expect(eve.getByTestId('ai-badge')).toHaveText('AI practice partner');
  await expect(eve.getByTestId('partner-name')).toHaveText(/^(Lena|Jonas)$/);
  // Hang up: an AI partner left talking would keep listening (and transcribing) through the
  // tests that follow.
  await eve.getByRole('button', { name: 'Hang up' }).click();
  await expect(eve.getByTestId('call-ended')).toBeVisible();
});

test('cancel returns to the start and nobody is matched with the canceller', async ({ browser }) => {
  const fay = await learner(browser, { name: 'Fay', language: 'ja', level: 'A1', gender: 'female' });
  await find(fay);
  const ticket = await fay.getByTestId('searching').getAttribute('data-ticket-id');
  await fay.getByRole('button', { name: 'Cancel' }).click();
  await expect(fay.getByRole('heading', { name: 'Find a practice partner' })).toBeVisible();
  // The server agrees: the ticket is cancelled.
  const res = await fay.request.post('/api/cancel', { form: { ticket_id: ticket! } });
  expect((await res.json()).state).toBe('cancelled');

  const gus = await learner(browser, { name: 'Gus', language: 'ja', level: 'A1', gender: 'male' });
  await find(gus);
  await expect(gus.getByTestId('searching')).toBeVisible();
  await gus.waitForTimeout(1000);
  await expect(gus.getByTestId('searching')).toBeVisible();
  await gus.getByRole('button', { name: 'Cancel' }).click();
});

test('reload and a second tab resume the same search', async ({ browser }) => {
  const hal = await learner(browser, { name: 'Hal', language: 'en', level: 'C1', gender: 'male', wantGender: 'female' });
  await find(hal);
  const ticket = await hal.getByTestId('searching').getAttribute('data-ticket-id');
  await hal.reload();
  await expect(hal.getByTestId('searching')).toHaveAttribute('data-ticket-id', ticket!);
  const tab = await hal.context().newPage();
  await tab.goto('/');
  await expect(tab.getByTestId('searching')).toHaveAttribute('data-ticket-id', ticket!);
  // Joining again from the second tab is the same ticket too.
  const again = await tab.request.post('/api/join', { form: { 'prefs[want_gender]': '', 'prefs[want_level]': '' } });
  expect((await again.json()).ticket_id).toBe(ticket);
  await hal.getByRole('button', { name: 'Cancel' }).click();
});

test('hanging up ends the call for both', async ({ browser }) => {
  const ivy = await learner(browser, { name: 'Ivy', language: 'es', level: 'A2', gender: 'female' });
  const jon = await learner(browser, { name: 'Jon', language: 'es', level: 'A2', gender: 'male' });
  await find(ivy);
  await expect(ivy.getByTestId('searching')).toBeVisible();
  await find(jon);
  await expect(jon.getByTestId('call-view')).toBeVisible();
  await expect(ivy.getByTestId('call-view')).toBeVisible();
  const session = await ivy.getByTestId('call-view').getAttribute('data-session-id');
  await ivy.screenshot({ path: 'test-results/call-view.png', fullPage: true });

  await jon.getByRole('button', { name: 'Hang up' }).click();
  await expect(jon.getByTestId('call-ended')).toBeVisible();
  await expect(ivy.getByTestId('call-ended')).toBeVisible({ timeout: 2000 });
  await expect(ivy.getByTestId('call-ended').getByText('Your partner left the call.')).toBeVisible();
  await expect(ivy.getByRole('link', { name: 'See your review' })).toHaveAttribute('href', `/review/${session}`);
  await ivy.getByRole('link', { name: 'See your review' }).click();
  await expect(ivy.getByRole('heading', { name: 'Your call with Jon' })).toBeVisible();
  // Nobody consented to transcription: the review comes with an empty transcript and says why.
  await expect(ivy.getByTestId('declined')).toContainText('You chose not to be transcribed', { timeout: 20_000 });
  await expect(ivy.getByTestId('scoreboard')).toBeVisible();

  // "Find another partner" starts a fresh search straight away.
  await jon.getByRole('button', { name: 'Find another partner' }).click();
  await expect(jon.getByTestId('searching')).toBeVisible();
  await jon.getByRole('button', { name: 'Cancel' }).click();
  await expect(jon.getByRole('heading', { name: 'Find a practice partner' })).toBeVisible();
});

test('a flaky network shows "reconnecting" and the search carries on', async ({ browser }) => {
  const lea = await learner(browser, { name: 'Lea', language: 'de', level: 'C2', gender: 'female', wantGender: 'male' });
  // The network drops right after the search starts: every poll fails for a while.
  await lea.route('**/api/poll', (route) => route.abort());
  await find(lea);
  const searching = lea.getByTestId('searching');
  await expect(searching).toBeVisible();
  const ticket = await searching.getAttribute('data-ticket-id');
  await expect(lea.getByText('Reconnecting…')).toBeVisible({ timeout: 3000 });
  await lea.unroute('**/api/poll');
  await expect(lea.getByText('Reconnecting…')).toHaveCount(0, { timeout: 4000 });
  await expect(searching).toHaveAttribute('data-ticket-id', ticket!);
  await lea.getByRole('button', { name: 'Cancel' }).click();
});

test('the search and call screens fit a phone', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 667 } });
  const page = await context.newPage();
  await page.goto('/');
  await waitForHydration(page);
  await fillProfile(page, { name: 'Kim', language: 'en', level: 'B1', gender: 'unspecified', wantGender: 'male' });
  await find(page);
  await expect(page.getByTestId('searching')).toBeVisible();
  const box1 = await page.getByTestId('search-timer').boundingBox();
  await page.waitForTimeout(1200);
  const box2 = await page.getByTestId('search-timer').boundingBox();
  expect(box2).toEqual(box1); // the ticking timer does not shift the layout
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/searching-phone.png', fullPage: true });
  await page.getByRole('button', { name: 'Cancel' }).click();
});

test('a pool with little history says so, and shows when people are around', async ({ browser }) => {
  // English has no calls between learners and fewer than 5 ended searches by now in a run of
  // the suite on its fresh database: the plain "too little" texts show.
  const zoe = await learner(browser, { name: 'Zoe', language: 'en', level: 'A2', gender: 'female' });
  const profileBusy = zoe.getByTestId('busy-hours');
  await expect(profileBusy.getByRole('heading', { name: 'When people are around' })).toBeVisible();
  await expect(profileBusy.getByTestId('busy-summary')).toHaveText('No calls between English learners in the last four weeks yet.');
  await find(zoe);
  await expect(zoe.getByTestId('searching')).toBeVisible();
  await expect(zoe.getByTestId('wait-estimate')).toHaveText('Too few English searches in the last hour to estimate the wait.');
  await expect(zoe.getByTestId('busy-hours').getByTestId('busy-summary')).toHaveText(/No calls between English learners/);
  await zoe.getByRole('button', { name: 'Cancel' }).click();
  await expect(zoe.getByRole('heading', { name: 'Find a practice partner' })).toBeVisible();
});

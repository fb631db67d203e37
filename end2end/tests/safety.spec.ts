import { test, expect, Browser, Page } from '@playwright/test';
import { learner as onboard, ProfileInput, waitForHydration, watchForErrors } from './helpers';

// Every page's console and page errors (a hydration error, a panic): none by the end of each
// test. (Requests cut off by a navigation are fine.)
// Each test's browsers are closed after it, so their calls end before the next test.
let seen: string[][] = [];
let opened: Page[] = [];
test.beforeEach(() => {
  seen = [];
  opened = [];
});
test.afterEach(async () => {
  const errors = seen.flat().filter((e) => !e.startsWith('requestfailed'));
  await Promise.all(opened.map((p) => p.context().close()));
  expect(errors).toEqual([]);
});

async function learner(browser: Browser, p: ProfileInput, baseURL?: string): Promise<Page> {
  const page = await onboard(browser, p, baseURL);
  seen.push(watchForErrors(page));
  opened.push(page);
  return page;
}

// Block, the cooldown between recent partners, "Call again" and widening with consent, as
// learners meet them. Each test uses a pool (language and levels) no other test searches in.

/** Starts a search from the start or call-ended screen. */
const find = (page: Page) => page.getByRole('button', { name: /^Find (a practice|another) partner$/ }).click();

/** In a call with `name`, a learner (no AI badge). */
async function inCallWith(page: Page, name: string) {
  await expect(page.getByTestId('call-view')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('partner-name')).toHaveText(name);
  await expect(page.getByTestId('ai-badge')).toHaveCount(0);
}

/** `a` and `b`, named `na` and `nb`, are in one call with each other. */
async function together(a: Page, na: string, b: Page, nb: string) {
  await inCallWith(a, nb);
  await inCallWith(b, na);
}

/** `a` searches first, then `b`: they meet. */
async function meet(a: Page, na: string, b: Page, nb: string) {
  await find(a);
  await expect(a.getByTestId('searching')).toBeVisible();
  await find(b);
  await together(a, na, b, nb);
}

/** In a call with an AI partner: nobody compatible was there in time. */
async function withAi(page: Page) {
  await expect(page.getByTestId('call-view')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('ai-badge')).toBeVisible();
}

async function hangUp(page: Page) {
  await page.getByRole('button', { name: 'Hang up' }).click();
  await expect(page.getByTestId('call-ended')).toBeVisible();
}

test('a block during a call ends it and keeps the two apart, while the blocked learner sees nothing of it', async ({ browser }) => {
  test.setTimeout(90_000);
  // The second server has no cooldown between recent partners: there, only the block keeps
  // two learners apart once their call is over.
  const noCooldown = `http://127.0.0.1:${Number(process.env.PARLEY_E2E_PORT) + 1}`;

  // The control: without a block, two learners who just talked and search again at once meet
  // again on that server.
  const cora = await learner(browser, { name: 'Cora', language: 'fr', level: 'B2' }, noCooldown);
  const dirk = await learner(browser, { name: 'Dirk', language: 'fr', level: 'B2' }, noCooldown);
  await meet(cora, 'Cora', dirk, 'Dirk');
  await hangUp(cora);
  await expect(dirk.getByTestId('call-ended')).toBeVisible();
  await find(cora);
  await find(dirk);
  await together(cora, 'Cora', dirk, 'Dirk');
  await hangUp(dirk);

  // Anke blocks Bernd during their call: one tap, then a confirmation.
  const anke = await learner(browser, { name: 'Anke', language: 'de', level: 'B1' }, noCooldown);
  const bernd = await learner(browser, { name: 'Bernd', language: 'de', level: 'B1' }, noCooldown);
  await meet(anke, 'Anke', bernd, 'Bernd');
  await anke.getByRole('button', { name: 'Block Bernd' }).click();
  await expect(anke.getByText('Block Bernd? You will not be matched with them again. They are not told.')).toBeVisible();
  await anke.getByTestId('confirm-block').click();
  await expect(anke.getByTestId('call-ended')).toContainText('You blocked Bernd.');
  // Bernd's side looks like any call whose partner hung up: nothing says he was blocked.
  await expect(bernd.getByTestId('call-ended')).toContainText('Your partner left the call.');
  await expect(bernd.getByTestId('call-again')).toBeVisible();
  await expect(bernd.locator('body')).not.toContainText(/blocked/i);
  // Anke is not offered to call Bernd again.
  await expect(anke.getByTestId('call-again')).toHaveCount(0);

  // Both search again at once: each gets an AI partner, never the other.
  await find(anke);
  await find(bernd);
  await withAi(anke);
  await withAi(bernd);
  await hangUp(anke);
  await hangUp(bernd);

  // Anke sees Bernd on her profile and can lift the block; Bernd sees no such list.
  await anke.goto('/');
  await waitForHydration(anke);
  await expect(anke.getByTestId('blocked-list')).toContainText('Bernd');
  await bernd.goto('/');
  await waitForHydration(bernd);
  await expect(bernd.getByTestId('profile-summary')).toBeVisible();
  await expect(bernd.getByTestId('blocked-list')).toHaveCount(0);
  await expect(bernd.locator('body')).not.toContainText(/blocked/i);
  await anke.getByRole('button', { name: 'Unblock Bernd' }).click();
  await expect(anke.getByTestId('blocked-list')).toHaveCount(0);
});

test('recent partners are kept apart unless both tap "Call again", which pairs them directly', async ({ browser }) => {
  test.setTimeout(90_000);
  const emil = await learner(browser, { name: 'Emil', language: 'de', level: 'B2' });
  const fritz = await learner(browser, { name: 'Fritz', language: 'de', level: 'B2' });
  await meet(emil, 'Emil', fritz, 'Fritz');
  await hangUp(emil);
  await expect(fritz.getByTestId('call-ended')).toBeVisible();

  // Emil taps first and waits, with a visible timer; Fritz's tap pairs them directly.
  await emil.getByRole('button', { name: /Call Fritz again/ }).click();
  await expect(emil.getByRole('heading', { name: 'Waiting for your partner to call again…' })).toBeVisible();
  await expect(emil.getByTestId('search-timer')).toBeVisible();
  await expect(emil.getByTestId('call-again-wait')).toContainText('as soon as they tap Call again too');
  await fritz.getByRole('button', { name: /Call Emil again/ }).click();
  await together(emil, 'Emil', fritz, 'Fritz');
  await hangUp(fritz);
  await expect(emil.getByTestId('call-ended')).toBeVisible();

  // One tap is not enough: Emil calls again, Fritz searches as usual and gets an AI partner
  // (his search takes no one he talked to within the cooldown)...
  await emil.getByRole('button', { name: /Call Fritz again/ }).click();
  await expect(emil.getByRole('heading', { name: 'Waiting for your partner to call again…' })).toBeVisible();
  await find(fritz);
  await expect(fritz.getByTestId('searching')).toBeVisible();
  // ...and a normal search is one tap away for Emil too: both search as usual at once, and
  // the cooldown keeps them apart.
  await emil.getByRole('button', { name: 'Find another partner instead' }).click();
  await expect(emil.getByRole('heading', { name: 'Looking for a partner…' })).toBeVisible();
  await withAi(fritz);
  await withAi(emil);
  await hangUp(emil);
  await hangUp(fritz);
});

test('a consenting search widens to any level after the wait, says so, and pairs an A2 learner who wanted "at or above" with an A1 learner', async ({ browser }) => {
  test.setTimeout(90_000);
  // The server under test widens after 3 s (PARLEY_WIDEN_AFTER_SECS); searches time out after 6 s.
  const aiko = await learner(browser, { name: 'Aiko', language: 'ja', level: 'A2', wantLevel: 'at_or_above' });
  const ken = await learner(browser, { name: 'Ken', language: 'ja', level: 'A1' });
  const lena = await learner(browser, { name: 'Lena', language: 'ja', level: 'A1' });
  const widen = aiko.getByLabel('If it takes a while, widen my search to any level');
  await expect(widen).not.toBeChecked();
  await widen.check();
  await find(aiko);
  await expect(aiko.getByTestId('searching')).toBeVisible();
  await find(ken);
  // Before the threshold Aiko's "at or above A2" keeps Ken out...
  await expect(ken.getByTestId('searching')).toBeVisible();
  await aiko.waitForTimeout(1_000);
  await expect(aiko.getByTestId('searching')).toBeVisible();
  await expect(ken.getByTestId('searching')).toBeVisible();
  // ...after it, her wish counts as "any" both ways, and they meet (before the 6 s timeout).
  await together(aiko, 'Aiko', ken, 'Ken');
  await hangUp(aiko);

  // Alone, the same search says when it widened; the next A1 learner meets her.
  await aiko.goto('/');
  await waitForHydration(aiko);
  await aiko.getByLabel('If it takes a while, widen my search to any level').check();
  await find(aiko);
  await expect(aiko.getByTestId('searching')).toBeVisible();
  await expect(aiko.getByTestId('widened')).toHaveCount(0);
  await expect(aiko.getByTestId('widened')).toContainText('Widened to any level', { timeout: 5_000 });
  await find(lena);
  await together(aiko, 'Aiko', lena, 'Lena');
  await hangUp(lena);

  // Without the consent, the same two levels never meet: each gets an AI partner.
  const chie = await learner(browser, { name: 'Chie', language: 'ja', level: 'A2', wantLevel: 'at_or_above' });
  const taro = await learner(browser, { name: 'Taro', language: 'ja', level: 'A1' });
  await find(chie);
  await find(taro);
  await withAi(chie);
  await withAi(taro);
});

import { test, expect } from '@playwright/test';
import { fillProfile, waitForHydration, watchForErrors } from './helpers';

test('onboarding saves through a hydrated server function and survives a reload', async ({ page }) => {
  const errors = watchForErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome to Parley' })).toBeVisible();
  await waitForHydration(page);

  // A marker on window survives only if the save does not reload the page: proof that the
  // hydrated app called the server function in the background.
  await page.evaluate(() => ((window as any).__noReload = true));
  await fillProfile(page, { name: 'Ana', language: 'es', level: 'B1', gender: 'female' });
  await expect(page.getByRole('heading', { name: 'Hi, Ana!' })).toBeVisible();
  await expect(page.getByTestId('summary-language')).toHaveText('Spanish');
  // Before any call, the learner is told what a review in their language holds.
  await expect(page.getByTestId('review-holds')).toHaveText(
    'Your review of a Spanish call: the transcript, fluency figures and corrections.',
  );
  expect(await page.evaluate(() => (window as any).__noReload)).toBe(true);

  await page.reload();
  // The old page's requests still in flight (the lists it fetches once live) are cut off by
  // the reload: not faults. Anything else before it, and everything after, is.
  const untilReload = errors.splice(0).filter((e) => !e.startsWith('requestfailed'));
  await expect(page.getByRole('heading', { name: 'Hi, Ana!' })).toBeVisible();
  await expect(page.getByTestId('summary-level')).toHaveText('B1 (intermediate)');
  await waitForHydration(page);

  // The profile is editable, and the form comes back filled in.
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await expect(page.getByLabel('Display name')).toHaveValue('Ana');
  await page.getByLabel('My level').selectOption('C1');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByTestId('summary-level')).toHaveText('C1 (advanced)');

  expect([...untilReload, ...errors]).toEqual([]);
});

test('bad input gets a clear message, not a crash', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await fillProfile(page, { name: '   ', language: 'fr', level: 'A2' });
  await expect(page.getByRole('alert').filter({ hasText: 'Please enter a display name.' })).toBeVisible();
  await expect(page.getByLabel('Display name')).toHaveAttribute('aria-invalid', 'true');

  // Values the form cannot produce, sent straight to the server function.
  const post = (form: Record<string, string>) =>
    page.request.post('/api/save_profile', {
      form: Object.fromEntries(Object.entries(form).map(([k, v]) => [`form[${k}]`, v])),
    });
  const long = await post({ display_name: 'x'.repeat(10_000), language: 'en', level: 'B1' });
  expect(long.status()).toBe(422);
  expect(JSON.stringify(await long.json())).toContain('at most 40 characters');
  const level = await post({ display_name: 'Bo', language: 'en', level: 'Z9' });
  expect(level.status()).toBe(422);
  expect(JSON.stringify(await level.json())).toContain('Unknown level');
  const lang = await post({ display_name: 'Bo', language: 'klingon', level: 'B1' });
  expect(JSON.stringify(await lang.json())).toContain('Unknown practice language');
});

test('a forged cookie gets a fresh guest', async ({ page, context }) => {
  await page.goto('/');
  await waitForHydration(page);
  await fillProfile(page, { name: 'Cleo', language: 'de', level: 'A1' });
  await expect(page.getByRole('heading', { name: 'Hi, Cleo!' })).toBeVisible();

  const [cookie] = (await context.cookies()).filter((c) => c.name === 'parley_learner');
  expect(cookie.httpOnly).toBe(true);
  expect(cookie.sameSite).toBe('Lax');
  // Keep the signature, change the learner id: must not open Cleo's (or anyone's) profile.
  const forged = '00000000-0000-4000-8000-000000000000' + cookie.value.slice(36);
  await context.addCookies([{ ...cookie, value: forged }]);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome to Parley' })).toBeVisible();
});

test('unknown pages say so with a 404', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('works on a phone-sized screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/');
  await waitForHydration(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/onboarding-phone.png', fullPage: true });
});

import { test, expect } from '@playwright/test';
import { watchForErrors } from './helpers';

// The operator's password: playwright.config.ts hands its hash to the server.
const password = process.env.PARLEY_E2E_OPERATOR_PASSWORD!;

test('the operator signs in and sees the queues, the charts and the instance', async ({ page }, testInfo) => {
  const errors = watchForErrors(page);
  const first = await page.goto('/operator');
  expect(first?.status()).toBe(401);
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();

  await page.getByLabel('Operator password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('That is not the operator password.');

  await page.getByLabel('Operator password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Parley now' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Queues' })).toBeVisible();

  // Each chart is an SVG image with its title, and labels on its axis.
  const charts = {
    'wait-hour': 'Time to match by pool, last hour',
    'wait-day': 'Time to match by pool, last day',
    'ai-share': 'AI-fallback share by pool',
    'wait-24h': 'Time to match, each hour of the last day',
  };
  for (const [id, title] of Object.entries(charts)) {
    const chart = page.locator(`svg#${id}`);
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAttribute('role', 'img');
    await expect(page.getByRole('img', { name: title })).toBeVisible();
    const box = await chart.boundingBox();
    expect(box!.width).toBeGreaterThan(200);
  }
  for (const pool of ['en', 'es', 'fr', 'de', 'ja']) {
    await expect(page.locator('svg#ai-share text.axis', { hasText: new RegExp(`^${pool}$`) })).toHaveCount(1);
  }
  await expect(page.locator('svg#ai-share text.axis', { hasText: '100%' })).toHaveCount(1);
  await expect(page.locator('svg#wait-24h text.axis', { hasText: '-24h' })).toHaveCount(1);
  await expect(page.getByRole('cell', { name: 'serving' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Open reports' })).toBeVisible();

  const shot = testInfo.outputPath('operator-dashboard.png');
  await page.screenshot({ path: shot, fullPage: true });
  await testInfo.attach('operator dashboard', { path: shot, contentType: 'image/png' });

  // Signing out shows the sign-in form again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { name: 'Operator sign-in' })).toBeVisible();
  expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
});

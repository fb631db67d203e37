import { test, expect, chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath, learner, waitForHydration, watchForErrors } from './helpers';
import { speech } from './voices';

// "What your AI partner remembers" on the profile, as a learner meets it: off until ticked;
// an AI call in which the learner introduces herself (a fake microphone saying it over and
// over); the list on the profile afterwards; Delete, Forget everything and unticking, each
// at once and still so after a reload.

test('the AI partner remembers what the learner lets it, and the profile forgets it at once', async ({}, testInfo) => {
  test.setTimeout(120_000);
  const clip = speech(testInfo.outputPath('yuki.wav'), 'My name is Yuki and I live in Osaka.');
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, `--use-file-for-fake-audio-capture=${clip}`] });
  try {
    // English C2, a man wanting a man at or above his level: nobody from another test fits.
    const page = await learner(browser, { name: 'Yuki', language: 'en', level: 'C2', gender: 'male', wantGender: 'male', wantLevel: 'at_or_above' });
    const errors = watchForErrors(page);
    const memory = page.getByTestId('partner-memory');
    const setting = memory.getByLabel('Let my AI partner remember what I tell it');
    await expect(memory.getByRole('heading', { name: 'What your AI partner remembers' })).toBeVisible();
    await expect(memory.getByTestId('memory-empty')).toContainText('Tick the box above');
    await expect(setting).not.toBeChecked();
    await setting.check();
    await expect(memory.getByTestId('memory-empty')).toContainText('After your next call');
    await expect(setting).toBeChecked();

    await page.getByRole('button', { name: 'Find a practice partner' }).click();
    await expect(page.getByTestId('call-view')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('ai-badge')).toBeVisible();
    // Not transcribed for a review, but the partner keeps a few facts, and the view says so.
    await expect(page.getByTestId('listening')).toHaveText(/keeps only a few things you tell it about yourself/);
    await expect(page.getByTestId('media-status')).toHaveText('Connected', { timeout: 10_000 });
    await page.waitForTimeout(12_000);
    await page.getByRole('button', { name: 'Hang up' }).click();
    await expect(page.getByTestId('call-ended')).toBeVisible();

    // The profile lists what the partner kept once the call's end has stored it.
    const list = page.getByTestId('memory-list');
    await expect(async () => {
      await page.goto('/');
      await waitForHydration(page);
      await expect(list).toContainText('You live in: Osaka', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(memory.getByTestId('memory-on')).toBeChecked();
    console.log(`remembered: ${(await list.getByRole('listitem').allTextContents()).join(' | ')}`);

    // Delete: gone at once, and after a reload.
    await list.getByRole('button', { name: 'Delete “You live in: Osaka”' }).click();
    await expect(memory).not.toContainText('Osaka');
    await page.reload();
    await waitForHydration(page);
    await expect(memory.getByTestId('memory-on')).toBeChecked();
    await expect(memory).not.toContainText('Osaka');

    // Forget everything (after a confirmation), if anything is left (the name as heard).
    if ((await list.getByRole('listitem').count()) > 0) {
      await memory.getByTestId('forget-everything').click();
      await memory.getByTestId('confirm-forget').click();
      await expect(memory.getByTestId('memory-empty')).toContainText('After your next call');
      await expect(list).toHaveCount(0);
    }

    // Unticking turns it off (and would forget everything); it stays off after a reload.
    await setting.uncheck();
    await expect(memory.getByTestId('memory-empty')).toContainText('Tick the box above');
    await page.reload();
    await waitForHydration(page);
    await expect(memory.getByTestId('memory-on')).not.toBeChecked();
    expect(errors.filter((e) => !e.startsWith('requestfailed'))).toEqual([]);
  } finally {
    await browser.close();
  }
});

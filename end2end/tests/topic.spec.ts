import { test, expect, Page } from '@playwright/test';
import { learner } from './helpers';

// The Spanish cards for A1/A2 (ES_EASY in app/src/topics.rs): what a call between an A2 and a
// C1 learner shows on both sides.
const SPANISH_EASY = [
  '¿Qué desayunaste hoy?',
  '¿Dónde vives? ¿Te gusta?',
  '¿Qué haces los fines de semana?',
  '¿Tienes mascotas?',
  '¿Cuál es tu estación favorita?',
  '¿Qué música te gusta?',
];

const card = async (page: Page) => ((await page.getByTestId('topic').textContent()) ?? '').trim();

test('both learners of a call see one topic card at the lower level, and "Next topic" on either side moves both', async ({ browser }) => {
  // Spanish at A2 and C1: no other test searches in this pool at these levels.
  const alba = await learner(browser, { name: 'Alba', language: 'es', level: 'A2', gender: 'female' });
  const bruno = await learner(browser, { name: 'Bruno', language: 'es', level: 'C1', gender: 'male' });
  await alba.getByRole('button', { name: 'Find a practice partner' }).click();
  await expect(alba.getByTestId('searching')).toBeVisible();
  await bruno.getByRole('button', { name: 'Find a practice partner' }).click();
  for (const page of [alba, bruno]) {
    await expect(page.getByTestId('call-view')).toBeVisible();
    await expect(page.getByTestId('topic')).not.toBeEmpty();
  }

  // One card, from the A2 list, on both screens.
  const first = await card(alba);
  expect(SPANISH_EASY).toContain(first);
  await expect(bruno.getByTestId('topic')).toHaveText(first);

  // Alba taps "Next topic": both cards move to the same new one.
  await alba.getByRole('button', { name: 'Next topic' }).click();
  await expect(alba.getByTestId('topic')).not.toHaveText(first);
  const second = await card(alba);
  expect(SPANISH_EASY).toContain(second);
  await expect(bruno.getByTestId('topic')).toHaveText(second);

  // And the other way round, from the C1 learner's side.
  await bruno.getByRole('button', { name: 'Next topic' }).click();
  await expect(bruno.getByTestId('topic')).not.toHaveText(second);
  const third = await card(bruno);
  expect(SPANISH_EASY).toContain(third);
  expect(third).not.toBe(first);
  await expect(alba.getByTestId('topic')).toHaveText(third);

  await bruno.getByRole('button', { name: 'Hang up' }).click();
  await expect(alba.getByTestId('call-ended')).toBeVisible();
});

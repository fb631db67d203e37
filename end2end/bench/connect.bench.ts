import { test, expect } from '@playwright/test';
import { learner } from '../tests/helpers';

const ROUNDS = Number(process.env.PARLEY_BENCH_ROUNDS ?? 10);

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.round((s.length - 1) * p)];
}

test('time from match to both browsers connected', async ({ browser }) => {
  const ms: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const a = await learner(browser, { name: `Ann${i}`, language: 'en', level: 'B1' });
    const b = await learner(browser, { name: `Bob${i}`, language: 'en', level: 'B1' });
    await a.getByRole('button', { name: 'Find a practice partner' }).click();
    await expect(a.getByTestId('searching')).toBeVisible();
    // The match happens inside b's join; the clock starts at the click.
    const t0 = Date.now();
    await b.getByRole('button', { name: 'Find a practice partner' }).click();
    await Promise.all(
      [a, b].map((p) => expect(p.getByTestId('media-status')).toHaveText('Connected', { timeout: 15_000 })),
    );
    ms.push(Date.now() - t0);
    await a.getByRole('button', { name: 'Hang up' }).click();
    await expect(b.getByTestId('call-ended')).toBeVisible();
    await Promise.all([a.context().close(), b.context().close()]);
  }
  console.log(
    `match -> both browsers connected over ${ROUNDS} calls: median ${pct(ms, 0.5)} ms, p95 ${pct(ms, 0.95)} ms ` +
      `(includes the poll that tells the first learner, getUserMedia, ICE and DTLS)`,
  );
});

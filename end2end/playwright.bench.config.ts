import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// Browser measurements for `scripts/bench media`: the same server and browser as the tests,
// but specs that print figures instead of asserting timings.
export default defineConfig({ ...base, testDir: './bench', testMatch: '*.bench.ts', timeout: 300_000 });

/**
 * Takes screenshots of pages in Debian's Chromium, at phone and desktop widths, to look at
 * what a person sees: node --import tsx scripts/screenshot.ts http://127.0.0.1:3000/ /login
 * Options through the environment: OUT (folder, default .tmp/shots), WIDTHS (default 390,1280),
 * TOKEN and USER_NAME (to look as a logged-in user).
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium.ts';

const [base, ...paths] = process.argv.slice(2);
if (!base) {
  console.error('usage: screenshot.ts BASE_URL [PATH ...]');
  process.exit(2);
}
const out = process.env.OUT ?? '.tmp/shots';
const widths = (process.env.WIDTHS ?? '390,1280').split(',').map(Number);
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  if (process.env.TOKEN) {
    await page.addInitScript(
      ([token, name]) => localStorage.setItem('user', JSON.stringify({ access_token: token, user_name: name })),
      [process.env.TOKEN, process.env.USER_NAME ?? 'Devotee'] as const,
    );
  }
  for (const p of paths.length ? paths : ['/']) {
    await page.goto(new URL(p, base).href, { waitUntil: 'networkidle' });
    // Scroll through once so sections drawn on approach (and lazy pictures) are there.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 120));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    const name = `${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`;
    const segment = Number(process.env.SEGMENT ?? 0);
    if (!segment) {
      await page.screenshot({ path: `${out}/${name}`, fullPage: true });
      console.log(`${out}/${name}`);
      continue;
    }
    // Long pages in pieces of SEGMENT pixels, readable at full size.
    const total = await page.evaluate(() => document.body.scrollHeight);
    for (let y = 0, i = 1; y < total; y += segment, i++) {
      const piece = name.replace('.png', `-${i}.png`);
      await page.screenshot({ path: `${out}/${piece}`, fullPage: true, clip: { x: 0, y, width, height: Math.min(segment, total - y) } });
      console.log(`${out}/${piece}`);
    }
  }
  await page.close();
}
await browser.close();

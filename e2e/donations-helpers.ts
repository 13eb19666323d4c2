import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { extractPdfText } from '../apps/server/src/modules/documents/test-pdf-text.ts';
import { expect } from './fixtures';
import { isApiUrl, sandboxCheckoutPattern } from './api-client';

/** The text of a downloaded PDF, whitespace collapsed (lines may wrap anywhere). */
export async function downloadedPdfText(download: Download): Promise<string> {
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  return extractPdfText(bytes).replace(/\s+/g, ' ');
}

/** Fills the 'By Fund' form and submits it. */
export async function fillDonation(page: Page, d: { category: string; amount: string; pan: string }) {
  await page.getByLabel('Contribution Category').selectOption({ label: d.category });
  await page.getByLabel('Amount (INR)').fill(d.amount);
  await page.getByLabel('PAN Number').fill(d.pan);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** On the sandbox gateway's checkout page, plays the payer's choice ('Success', 'Failure', ...). */
export async function payOnSandbox(page: Page, choice: 'Success' | 'Failure' | 'Pending' | 'Cancel') {
  await expect(page).toHaveURL(sandboxCheckoutPattern());
  await page.getByRole('button', { name: choice, exact: true }).click();
  // The gateway posts its signed answer back; the server sends the browser to the result screen.
  await page.waitForURL((url) => !isApiUrl(url));
}

import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Empties a rich-text editor (its label, e.g. 'Story (English)') and leaves the caret in it. */
export async function clearEditor(page: Page, label: string) {
  const box = page.getByRole('textbox', { name: label, exact: true });
  await box.fill('');
  await box.click();
  return box;
}

/**
 * Writes, from the toolbar and the keyboard, what an editor's English text holds in the words
 * and pages specs: a heading, a bulleted list and a link on a line of its own. Answers the
 * editor's box and toolbar.
 */
export async function writeFormatted(page: Page, label: string, text: { heading: string; items: readonly string[]; link: { text: string; href: string } }) {
  const tools = page.getByRole('toolbar', { name: `Format: ${label}` });
  const box = await clearEditor(page, label);
  await tools.getByRole('button', { name: 'Heading', exact: true }).click();
  await expect(box.getByRole('heading')).toHaveCount(1);
  await expect(box).toBeFocused();
  await page.keyboard.type(text.heading);
  await page.keyboard.press('Enter');
  await tools.getByRole('button', { name: 'Bulleted list' }).click();
  await expect(box.getByRole('listitem')).toHaveCount(1);
  await expect(box).toBeFocused();
  for (const item of text.items) {
    await page.keyboard.type(item);
    await page.keyboard.press('Enter');
  }
  await page.keyboard.press('Enter');
  await page.keyboard.type(text.link.text);
  await page.keyboard.press('Shift+Home');
  await tools.getByRole('button', { name: 'Link', exact: true }).click();
  await page.getByLabel('Link address').fill(text.link.href);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(box.getByRole('link', { name: text.link.text })).toBeVisible();
  return { box, tools };
}

/** Writes a heading in an editor (the Tamil twin): the button gives the keys back to the text first. */
export async function writeHeading(page: Page, label: string, heading: string) {
  const box = await clearEditor(page, label);
  await page.getByRole('toolbar', { name: `Format: ${label}` }).getByRole('button', { name: 'Heading', exact: true }).click();
  // Typed before the editor has the keys again, a letter lands elsewhere.
  await expect(box.getByRole('heading')).toHaveCount(1);
  await expect(box).toBeFocused();
  await page.keyboard.type(heading);
  return box;
}

import { expect, type Page } from '@playwright/test';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { openAdminAs } from './staff-helpers';

/** Opens the back office's questions of a program (picked by its name) as a member of staff. */
export async function openQuestionsOf(page: Page, role: 'editor' | 'coordinator' | 'owner', program: string) {
  await openAdminAs(page, role, `${ADMIN_PATHS.root}/questions`);
  await expect(page.getByRole('heading', { level: 1, name: 'Questions' })).toBeVisible();
  await page.getByLabel('Program', { exact: true }).selectOption({ label: program });
  return page.getByRole('region', { name: 'Add a question' });
}

/** Fills the "Add a question" form's kind, event (by name; none: every event) and wording in English and Tamil. */
export async function fillQuestion(page: Page, q: { kind: string; label: string; labelTa: string; event?: string }) {
  const add = page.getByRole('region', { name: 'Add a question' });
  await add.getByLabel('Kind of question').selectOption({ label: q.kind });
  if (q.event) {
    const eventOption = add.getByLabel('Asked at').locator('option', { hasText: q.event });
    await add.getByLabel('Asked at').selectOption((await eventOption.getAttribute('value'))!);
  }
  await add.getByLabel('Question in English').fill(q.label);
  await add.getByLabel('Question in Tamil').fill(q.labelTa);
  return add;
}

/** Sends the filled question and waits until the list shows it. */
export async function addTheQuestion(page: Page, label: string) {
  await page.getByRole('region', { name: 'Add a question' }).getByRole('button', { name: 'Add the question' }).click();
  await expect(page.getByRole('list', { name: 'Questions' }).locator('strong', { hasText: label })).toBeVisible();
}

/** The form-answers export of a program (CSV, as the coordinator downloads it): its lines split in cells. */
export async function formAnswersCsv(page: Page, token: string, programId: number) {
  const res = await page.request.get(`/api/admin/exports/form-answers?format=csv&program_id=${programId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  // The file starts with a byte-order mark so that spreadsheets read it as UTF-8.
  return (await res.body()).subarray(3).toString('utf8').split('\r\n');
}

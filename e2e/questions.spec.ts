import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import { PROGRAMS } from '@portal/contract/programs';
import { QUESTION_MESSAGES } from '@portal/contract/questions';
import { apiCall } from './api-client';
import { Q_CASES, Q_MOBILE, Q_PASSWORD } from './fixture-data/questions';
import { expect, test, useSessionIn } from './fixtures';
import { sharedWord } from './program-forms-helpers';
import { addTheQuestion, fillQuestion, formAnswersCsv, openQuestionsOf } from './questions-helpers';
import { staffLogin } from './staff-helpers';

/**
 * The form builder walked end to end at both widths: an editor adds a question (one choice, in
 * English and Tamil) to Paradesham's registration details for one event; the devotee answers it
 * on the form in Tamil; the coordinator sees it answered and exports the answers, one column for it.
 */
const PROGRAM = PROGRAMS[8].name;

for (const width of [1280, 360] as const) {
  test(`an editor adds a question, a devotee answers it in Tamil, the coordinator exports it (${width} px)`, async ({ page, request }) => {
    const { event, regId } = Q_CASES[width];
    const run = Date.now().toString(36);
    const label = `Which meal suits you (${width} ${run})?`;
    const labelTa = `உங்களுக்கு எந்த உணவு ஏற்றது (${width} ${run})?`;
    await page.setViewportSize({ width, height: 900 });

    // The event's form starts without questions of an earlier run on the same data (hidden, not deleted).
    const editorToken = await staffLogin(request, 'editor');
    const before = await apiCall(request, calls.adminQuestions, { token: editorToken, query: { program_id: '8' } });
    for (const q of before.data.questions.filter((x) => x.event_name === event && !x.hidden)) {
      const body = { program_id: 8, event_id: String(q.event_id), form: q.form, kind: q.kind, label_en: q.label_en, options_en: q.options.map((o) => o.en).join('\n'), hidden: true };
      expect((await apiCall(request, calls.adminQuestionSave, { token: editorToken, params: { id: String(q.id) }, body })).success).toBe(1);
    }

    // The editor picks the program and the event by name and adds the question after the built-in fields.
    await openQuestionsOf(page, 'editor', PROGRAM);
    await expect(page.getByText('Built-in fields (asked first)')).toBeVisible();
    const add = await fillQuestion(page, { kind: 'One choice', label, labelTa, event });
    await add.getByLabel('Help in Tamil').fill('ஒன்றைத் தேர்ந்தெடுக்கவும்');
    // Without options the server's own rule answers under the field.
    await add.getByRole('button', { name: 'Add the question' }).click();
    await expect(add.getByText(QUESTION_MESSAGES.optionsNeeded)).toBeVisible();
    await add.getByLabel('Options in English (one a line)').fill('Rice\nMillet');
    await add.getByLabel('Options in Tamil (one a line, same order)').fill('சாதம்\nசிறுதானியம்');
    await add.getByLabel('Required').check();
    await addTheQuestion(page, label);
    await page.screenshot({ path: test.info().outputPath(`questions-admin-${width}.png`), fullPage: true });

    // The devotee's form asks it after the built-in fields; in Tamil it reads in Tamil.
    const login = await apiCall(request, calls.login, { body: { username: Q_MOBILE, password: Q_PASSWORD } });
    await useSessionIn(page, { mobile: Q_MOBILE, password: Q_PASSWORD, name: login.user_name ?? '', token: login.access_token ?? '' });
    await page.goto(`${PROGRAMS[8].detailFormRoute}/${regId}`);
    await expect(page.getByLabel(label)).toBeVisible();
    await page.locator('#pf-language').selectOption('1');
    const question = page.getByLabel(labelTa);
    await expect(question).toBeVisible();
    await expect(question.locator('option')).toHaveText([sharedWord('select', 'ta'), 'சாதம்', 'சிறுதானியம்']);
    await expect(page.getByText('ஒன்றைத் தேர்ந்தெடுக்கவும்')).toBeVisible();
    await page.locator('#pf-know_program').fill('நண்பர் மூலம்');
    await page.locator('#pf-reason_attend').fill('யாத்திரை');
    await page.locator('#pf-journey').fill('பணிவு');
    await page.getByLabel(sharedWord('accept_terms', 'ta')).check();
    // Required: not answered, the form says so under the question and nothing is sent.
    await page.getByRole('button', { name: sharedWord('submit', 'ta') }).click();
    await expect(page.locator('[id^="pf-q_"][id$="-error"]')).toHaveText(MESSAGES.required);
    await question.selectOption({ label: 'சிறுதானியம்' });
    await page.screenshot({ path: test.info().outputPath(`questions-devotee-ta-${width}.png`), fullPage: true });
    await page.getByRole('button', { name: sharedWord('submit', 'ta') }).click();
    await expect(page.getByRole('heading', { name: MESSAGES.registrationUpdated })).toBeVisible();

    // The coordinator reads the question (read-only) with its answer, and the export has its column.
    await openQuestionsOf(page, 'coordinator', PROGRAM);
    const row = page.getByRole('list', { name: 'Questions' }).getByRole('listitem').filter({ has: page.locator('strong', { hasText: label }) });
    await expect(row).toContainText('1 answer');
    await expect(page.getByText('Questions are set by editors and the owner: shown here read-only.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add the question' })).toHaveCount(0);

    const token = await staffLogin(request, 'coordinator');
    const lines = await formAnswersCsv(page, token, 8);
    const head = lines[0]!.split(',');
    const column = head.indexOf(label);
    expect(column).toBeGreaterThan(head.indexOf('Journey'));
    const mine = lines.find((l) => l.startsWith(`${regId},`))!;
    expect(mine.split(',')[column]).toBe('Millet');
  });
}

import type { APIRequestContext, Page } from '@playwright/test';
import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import { PATHS } from '@portal/contract/routes';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { apiCall } from './api-client';
import { createAccount, expect, test, useSessionIn } from './fixtures';
import { newSms, openPaymentReceivedTexts, restoreDefaultTexts, saveTexts } from './message-texts-helpers';
import { payForEvent } from './payments-helpers';
import { sharedWord } from './program-forms-helpers';
import { addTheQuestion, fillQuestion, formAnswersCsv, openQuestionsOf } from './questions-helpers';
import { istDay, openAdminAs, staffLogin } from './staff-helpers';

/**
 * The foundation changes its own site without a developer, one walk at 1280 and at 360 px: an
 * editor adds a program with a new question, a devotee registers for its event and answers it in
 * Tamil, the coordinator exports the answers; once the event is over the devotee gives feedback
 * through the program's feedback question and the coordinator reads it with the program's name;
 * the owner changes the payment-received SMS and sees the next message use it (then restores the default: the walk runs with the journeys, apart from
 * the specs whose payments read that SMS). The two widths change the same message: one after the other.
 */
test.describe.configure({ mode: 'serial' });

/** The editor adds a program in the back office (a name is enough; it starts hidden, so it is shown on purpose). */
async function addProgram(page: Page, name: string, nameTa: string) {
  await openAdminAs(page, 'editor', `${ADMIN_PATHS.root}/programs`);
  await expect(page.getByRole('heading', { name: 'Programs', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add' }).click();
  await page.getByLabel('Name (English)').fill(name);
  await page.getByLabel('Name (Tamil)').fill(nameTa);
  await page.getByLabel('Headline (English)').fill('Practice together');
  await page.getByLabel('Headline (Tamil)').fill('ஒன்றாகப் பயிற்சி');
  await page.getByLabel('Highlights shown as').selectOption('1');
  await page.getByLabel('Benefit 1 (English)').fill('A calm mind');
  await page.getByLabel('Who can attend 1 (English)').fill('Anyone over 16');
  await page.getByLabel('Duration (days)').fill('3');
  await page.getByLabel('Timing (English)').fill('6 am to 6 pm');
  await expect(page.getByLabel('Hidden from the public site')).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
}

/**
 * While hidden, the editor previews its page (marked, in English and Tamil) and a visitor gets
 * 404, from the server's render too; then the editor shows it.
 */
async function previewThenShow(page: Page, request: APIRequestContext, token: string, programId: number, name: string, nameTa: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: /^Edit/ }).click();
  await page.getByRole('link', { name: 'Preview', exact: true }).click();
  await expect(page.getByTestId('program-preview')).toHaveText('Preview — hidden from visitors');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goto(`${PATHS.program(programId)}?preview=1&lang=ta`);
  await expect(page.getByTestId('program-preview')).toHaveText('முன்னோட்டம் — பார்வையாளர்களுக்கு மறைக்கப்பட்டது');
  await expect(page.getByRole('heading', { level: 1, name: nameTa })).toBeVisible();
  const visitor = await request.get(`${PATHS.program(programId)}?preview=1`);
  expect(visitor.status()).toBe(404);
  expect(await visitor.text()).not.toContain(name);
  const shown = await apiCall(request, calls.adminProgramUpdate, { token, params: { id: String(programId) }, body: { hidden: false } });
  expect(shown.success, JSON.stringify(shown)).toBe(1);
}

for (const width of [1280, 360] as const) {
  test(`an editor adds a program with a question; a devotee answers it in Tamil; the export has it; the owner's new SMS is used (${width} px)`, async ({ page, request }) => {
    // A program, two questions, a payment, an export, an event's end and three back-office screens: minutes on a busy machine.
    test.setTimeout(300_000);
    const tag = `${width}${Date.now().toString(36)}`;
    const name = `Sadhana Camp ${tag}`;
    const nameTa = `சாதனா முகாம் ${tag}`;
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });

    await addProgram(page, name, nameTa);
    const editor = await staffLogin(request, 'editor');
    const program = (await apiCall(request, calls.adminProgramChoices, { token: editor })).data.find((p) => p.name === name);
    expect(program, 'the new program is among the choices').toBeTruthy();
    const programId = program!.id;
    await previewThenShow(page, request, editor, programId, name, nameTa);

    // Its event, dated early so it is on the program page's first ten; priced by finance.
    const eventName = `Sadhana Erode ${tag}`;
    const made = await apiCall(request, calls.adminEventCreate, {
      token: editor,
      body: { program_id: programId, event_name: eventName, event_date: istDay(1), city_name: 'Erode', event_address: '5 Temple Street, Erode', published: true },
    });
    expect(made.success, JSON.stringify(made)).toBe(1);
    const eventId = made.success === 1 ? made.data.id : 0;
    const priced = await apiCall(request, calls.adminEventUpdate, {
      token: await staffLogin(request, 'finance'),
      params: { id: String(eventId) },
      body: { event_price: 3000 },
    });
    expect(priced.success, JSON.stringify(priced)).toBe(1);

    // The editor asks a new question on its registration details, in English and Tamil.
    const label = `Which village are you from (${tag})?`;
    const labelTa = `நீங்கள் எந்த ஊரைச் சேர்ந்தவர் (${tag})?`;
    await openQuestionsOf(page, 'editor', name);
    await fillQuestion(page, { kind: 'Short text', label, labelTa });
    await addTheQuestion(page, label);

    // Every back-office list of programs is the office's own: the coordinator's registrations
    // filter offers the new program, and finance gives a code for every event of it.
    await openAdminAs(page, 'coordinator', `${ADMIN_PATHS.root}/registrations`);
    await page.getByRole('combobox', { name: 'Program', exact: true }).selectOption({ label: name });
    await expect(page.getByRole('combobox', { name: 'Program', exact: true })).toHaveValue(String(programId));
    await openAdminAs(page, 'finance', `${ADMIN_PATHS.root}/discount-codes`);
    const addCode = page.getByRole('region', { name: 'Add a discount code' });
    const code = `SADHANA-${tag}`.toUpperCase();
    await addCode.getByLabel('Code', { exact: true }).fill(code);
    await addCode.getByLabel('Amount off (INR)').fill('100');
    await addCode.getByLabel('For').selectOption('program');
    await addCode.getByLabel('Program').selectOption({ label: name });
    await addCode.getByRole('button', { name: 'Add the code' }).click();
    await expect(page.getByRole('form', { name: code, exact: true })).toContainText(`Every ${name} event`);

    // The owner changes the payment-received SMS before the devotee pays.
    const card = await openPaymentReceivedTexts(page);
    await card.getByRole('link', { name: 'Payment received (invoice)' }).click();
    await expect(page.getByRole('heading', { name: 'Payment received (invoice)', level: 2 })).toBeVisible();
    await newSms(page, 'English', `{org}: welcome {name}, {amount} received for {event_name} (${tag}).`, `DLT-OWN-${width}`);
    await saveTexts(page);

    // Its page shows, in English and in Tamil.
    await page.goto(PATHS.program(programId));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('A calm mind')).toBeVisible();
    await page.getByTestId('program-upcoming').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('program-upcoming').getByText(eventName).first()).toBeVisible();
    await page.goto(`${PATHS.program(programId)}?lang=ta`);
    await expect(page.getByRole('heading', { level: 1, name: nameTa })).toBeVisible();
    await page.goto(PATHS.programs);
    await expect(page.getByText(name).first()).toBeVisible();

    // A devotee registers on its generic registration screen and pays: the next SMS is the owner's.
    const account = await createAccount(request);
    const devotee = await page.context().newPage();
    // A second page opens at the context's default size: the devotee is on the walk's width too.
    await devotee.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await useSessionIn(devotee, account);
    await devotee.goto(PATHS.programRegister(programId));
    await expect(devotee.getByRole('heading', { level: 1, name })).toBeVisible();
    const reg = await payForEvent(devotee, request, account, eventName, programId);
    expect(reg.event_name).toBe(eventName);
    const sms = `: welcome ${account.name}, Rs. 3,000 received for ${eventName} (${tag}).`;
    await expect
      .poll(async () => (await apiCall(request, calls.devOutbox)).data.find((m) => m.recipient === account.mobile && m.body.includes(sms))?.meta.dlt_template_id, { timeout: 30_000 })
      .toBe(`DLT-OWN-${width}`);

    // The devotee answers the question in Tamil on the program's generic details form.
    await devotee.goto(PATHS.programDetails(programId, reg.id));
    await expect(devotee.getByLabel(label)).toBeVisible();
    await devotee.locator('#pf-language').selectOption('1');
    await expect(devotee.getByRole('heading', { level: 1, name: nameTa })).toBeVisible();
    await devotee.getByLabel(labelTa).fill('திருவண்ணாமலை');
    await devotee.getByLabel(sharedWord('accept_terms', 'ta')).check();
    await devotee.screenshot({ path: test.info().outputPath(`own-site-details-ta-${width}.png`), fullPage: true });
    await devotee.getByRole('button', { name: sharedWord('submit', 'ta') }).click();
    await expect(devotee.getByRole('heading', { name: MESSAGES.registrationUpdated })).toBeVisible();
    await devotee.close();

    // The coordinator's export has the Tamil answer in the question's column.
    const lines = await formAnswersCsv(page, await staffLogin(request, 'coordinator'), programId);
    const column = lines[0]!.split(',').indexOf(label);
    expect(column).toBeGreaterThan(-1);
    const mine = lines.find((l) => l.startsWith(`${reg.id},`));
    expect(mine?.split(',')[column]).toBe('திருவண்ணாமலை');

    // The editor asks a feedback question too. The devotee is checked in, the event's days pass
    // and its lifecycle completes it; the devotee gives feedback through the question.
    const feedbackLabel = `What will you practise at home (${tag})?`;
    const feedbackLabelTa = `வீட்டில் எதைப் பயிற்சி செய்வீர்கள் (${tag})?`;
    await openQuestionsOf(page, 'editor', name);
    await page.getByLabel('Form', { exact: true }).selectOption({ label: 'Feedback' });
    await fillQuestion(page, { kind: 'Long text', label: feedbackLabel, labelTa: feedbackLabelTa });
    await addTheQuestion(page, feedbackLabel);
    const coordinator = await staffLogin(request, 'coordinator');
    const checkedIn = await apiCall(request, calls.adminCheckIn, { token: coordinator, body: { event_id: eventId, registration_id: reg.id } });
    expect(checkedIn.success, JSON.stringify(checkedIn)).toBe(1);
    const ended = await apiCall(request, calls.adminEventUpdate, { token: editor, params: { id: String(eventId) }, body: { event_date: istDay(-2), end_date: istDay(-1) } });
    expect(ended.success, JSON.stringify(ended)).toBe(1);
    expect((await apiCall(request, calls.devRunJob, { params: { name: 'events-lifecycle' } })).success).toBe(1);
    const feedbackForm = await apiCall(request, calls.feedbackForm, { token: account.token, params: { reg_id: String(reg.id) } });
    const asked = feedbackForm.success === 1 ? feedbackForm.data.questions.find((q) => q.label_en === feedbackLabel) : undefined;
    expect(asked, JSON.stringify(feedbackForm)).toBeTruthy();
    const answer = `Morning breath practice ${tag}`;
    const given = await apiCall(request, calls.feedbackSave, { token: account.token, body: { reg_id: reg.id, program_id: programId, [asked!.name]: answer } });
    expect(given.success, JSON.stringify(given)).toBe(1);

    // The coordinator opens the devotee's registration: the program's name, and the feedback
    // question with its answer in the words it was asked in.
    await openAdminAs(page, 'coordinator', `${ADMIN_PATHS.root}/registrations/${reg.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `${account.name} — ${eventName}` })).toBeVisible();
    await expect(page.getByText(`, ${name}`)).toBeVisible();
    const feedback = page.getByTestId('reg-feedback-question-answers');
    await expect(feedback.getByRole('term')).toHaveText([feedbackLabel]);
    await expect(feedback.getByRole('definition')).toHaveText([answer]);
    await page.screenshot({ path: test.info().outputPath(`own-site-feedback-office-${width}.png`), fullPage: true });

    // The devotee's own view of the feedback names the added program, in English and in Tamil.
    const reader = await page.context().newPage();
    await reader.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await useSessionIn(reader, account);
    await reader.goto(PATHS.feedbackView(reg.id));
    await expect(reader.getByRole('heading', { level: 2, name: new RegExp(`^${name}: ${eventName}`) })).toBeVisible();
    await expect(reader.getByTestId('feedback-question-answers').getByRole('definition')).toHaveText([answer]);
    await reader.goto(`${PATHS.feedbackView(reg.id)}?lang=ta`);
    await expect(reader.getByRole('heading', { level: 2, name: new RegExp(`^${nameTa}: ${eventName}`) })).toBeVisible();
    await expect(reader.getByTestId('feedback-question-answers').getByRole('term')).toHaveText([feedbackLabelTa]);
    await reader.screenshot({ path: test.info().outputPath(`own-site-feedback-view-ta-${width}.png`), fullPage: true });
    expect(await reader.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await reader.close();

    // The owner restores the built-in SMS for the walks that follow.
    await openPaymentReceivedTexts(page);
    await page.getByTestId('message-text-kind').filter({ hasText: 'Payment received (invoice)' }).getByRole('link', { name: 'Payment received (invoice)' }).click();
    await restoreDefaultTexts(page);
  });
}

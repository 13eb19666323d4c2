import { PATHS } from '@portal/contract/routes';
import { MESSAGES } from '@portal/contract/messages';
import { FEEDBACK_ROUTES, PROGRAMS, type ProgramId } from '@portal/contract/programs';
import { PROGRAM_FORM_MESSAGES } from '@portal/contract/program-forms';
import { expect, test, useSessionIn, endsWithPath } from './fixtures';
import {
  DETAIL_ANSWERS,
  PF_MOBILES,
  PF_REGS,
  detailFields,
  feedbackFields,
  fieldError,
  fieldInput,
  fillField,
  isoOf,
  labelOf,
  loginFixture,
  sharedWord,
} from './program-forms-helpers';
import { calls } from '@portal/contract/calls';
import { apiCall } from './api-client';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { openAdminAs } from './staff-helpers';

/** Headings of the forms (the program's name; 6 is Mahashivratri on its forms, as the spec calls it). */
const NAMES: Record<number, string> = {
  1: 'Ulchemy',
  2: 'Ulchemy Elite',
  3: 'Divija',
  4: 'Kaivalya',
  5: 'Vision',
  6: 'Mahashivratri',
  8: 'Paradesham',
};

const detailPath = (programId: number, regId: number) => `${PROGRAMS[programId as ProgramId].detailFormRoute}/${regId}`;

test.describe('post-registration detail forms', () => {
  for (const programId of [1, 2, 3, 4, 5, 6, 8]) {
    test(`${NAMES[programId]}: labels, required messages, reveal rules and the success panel`, async ({ page, request }) => {
      const account = await loginFixture(request, PF_MOBILES.detailForms);
      await useSessionIn(page, account);
      const regId = PF_REGS.detail[programId]!;
      await page.goto(detailPath(programId, regId));

      await expect(page.getByRole('heading', { level: 1, name: NAMES[programId] })).toBeVisible();
      await expect(page.getByText(MESSAGES.pleaseRegister)).toBeVisible();
      await expect(page.locator('label[for="pf-language"]')).toHaveText(sharedWord('language'));
      await expect(page.locator('#pf-language')).toHaveValue('0');
      const fields = detailFields(programId);
      for (const f of fields.filter((f) => !f.revealedBy)) {
        await expect(page.locator(`label[for="pf-${f.name}"]`)).toHaveText(labelOf(programId, f.name));
      }
      // Yes/No questions start at No with their descriptions hidden.
      const questions = fields.filter((f) => f.kind === 'yesno');
      for (const q of questions) {
        await expect(fieldInput(page, q.name)).toHaveValue('No');
        await expect(fieldInput(page, `desc_${q.name}`)).toHaveCount(0);
      }

      // An empty submit: every required field says so under itself, and the terms are asked for.
      await page.getByRole('button', { name: sharedWord('submit') }).click();
      for (const f of fields.filter((f) => f.required)) {
        await expect(fieldError(page, f.name)).toHaveText(MESSAGES.required);
      }
      for (const f of fields.filter((f) => !f.required && !f.revealedBy)) {
        await expect(fieldError(page, f.name)).toHaveCount(0);
      }
      await expect(page.locator('#pf-terms-error')).toHaveText(MESSAGES.acceptTerms);

      // Yes reveals the description, which is then required.
      for (const q of questions) {
        await fieldInput(page, q.name).selectOption('Yes');
        await expect(fieldInput(page, `desc_${q.name}`)).toBeVisible();
        await expect(page.locator(`label[for="pf-desc_${q.name}"]`)).toHaveText(labelOf(programId, `desc_${q.name}`));
      }
      if (questions.length) {
        await page.getByRole('button', { name: sharedWord('submit') }).click();
        for (const q of questions) await expect(fieldError(page, `desc_${q.name}`)).toHaveText(MESSAGES.required);
      }

      if (fields.some((f) => f.kind === 'phone')) {
        await fieldInput(page, 'emergency_contact1').fill('98abc');
        await page.getByRole('button', { name: sharedWord('submit') }).click();
        await expect(fieldError(page, 'emergency_contact1')).toHaveText(MESSAGES.invalidContactNumber);
      }

      const answers = DETAIL_ANSWERS[programId]!;
      for (const f of fields) if (answers[f.name] !== undefined) await fillField(page, f, answers[f.name]!);
      // The first question answered Yes with its description; the others back to No hide theirs.
      for (const [i, q] of questions.entries()) {
        if (i === 0) {
          await fieldInput(page, `desc_${q.name}`).fill(`About ${q.name}`);
          await expect(fieldInput(page, `desc_${q.name}`)).toHaveValue(`About ${q.name}`);
        } else {
          await fieldInput(page, q.name).selectOption('No');
          await expect(fieldInput(page, `desc_${q.name}`)).toHaveCount(0);
        }
      }
      if (programId === 1) {
        await page.getByRole('button', { name: 'Terms and Conditions' }).click();
        const dialog = page.getByRole('dialog', { name: 'Terms and Conditions' });
        await expect(dialog.getByText('80G(5)(vi)')).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
      await page.getByLabel(sharedWord('accept_terms')).check();
      await page.getByRole('button', { name: sharedWord('submit') }).click();

      await expect(page.getByRole('heading', { name: MESSAGES.registrationUpdated })).toBeVisible();
      await expect(page.getByTestId('message-area')).toHaveText(MESSAGES.registrationUpdated);
      await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', PATHS.profile);
      await expect(page.getByRole('link', { name: 'Click here to View Event Detail' })).toHaveAttribute('href', PATHS.currentEvents);
      await expect(page.getByRole('link', { name: /\+91/ }).first()).toBeVisible();

      // What the server stored: the answers (dates as YYYY-MM-DD) and only the revealed description.
      const details = (await apiCall(request, calls.detailForm, { params: { reg_id: String(regId) }, token: account.token })).data.details ?? {};
      const expected = Object.fromEntries(
        Object.entries(answers).map(([k, v]) => [k, fields.find((f) => f.name === k)?.kind === 'date' ? isoOf(v) : v]),
      );
      expect(details).toMatchObject(expected);
      for (const [i, q] of questions.entries()) {
        expect(details[q.name]).toBe(i === 0 ? 'Yes' : 'No');
        expect(details[`desc_${q.name}`]).toBe(i === 0 ? `About ${q.name}` : '');
      }

      // Opened again, the form is prefilled with the stored answers.
      await page.reload();
      const first = fields.find((f) => f.required)!;
      await expect(fieldInput(page, first.name)).toHaveValue(answers[first.name]!);
    });
  }

  test('a form switched to Tamil shows the Tamil labels and is stored with language 1', async ({ page, request }) => {
    const account = await loginFixture(request, PF_MOBILES.tamil);
    await useSessionIn(page, account);
    await page.goto(detailPath(4, PF_REGS.tamil));
    await expect(page.locator('label[for="pf-reason_attend"]')).toHaveText(labelOf(4, 'reason_attend'));

    await page.locator('#pf-language').selectOption('1');
    await expect(page.locator('label[for="pf-language"]')).toHaveText(sharedWord('language', 'ta'));
    await expect(page.getByRole('heading', { level: 1, name: 'கைவல்யா' })).toBeVisible();
    for (const f of detailFields(4).filter((f) => !f.revealedBy)) {
      await expect(page.locator(`label[for="pf-${f.name}"]`)).toHaveText(labelOf(4, f.name, 'ta'));
    }
    await expect(page.getByText(sharedWord('please_register', 'ta'))).toBeVisible();
    await expect(fieldInput(page, 'similar_program').locator('option:checked')).toHaveText(sharedWord('no', 'ta'));
    await expect(page.locator('.pf-card')).toHaveAttribute('lang', 'ta');

    await page.getByRole('button', { name: sharedWord('submit', 'ta') }).click();
    await expect(fieldError(page, 'reason_attend')).toHaveText(MESSAGES.required);
    for (const f of detailFields(4)) {
      const value = DETAIL_ANSWERS[4]![f.name];
      if (value !== undefined) await fillField(page, f, value);
    }
    await page.getByLabel(sharedWord('accept_terms', 'ta')).check();
    await page.getByRole('button', { name: sharedWord('submit', 'ta') }).click();
    await expect(page.getByRole('heading', { name: MESSAGES.registrationUpdated })).toBeVisible();

    const res = await apiCall(request, calls.detailForm, { params: { reg_id: String(PF_REGS.tamil) }, token: account.token });
    expect(res.data).toMatchObject({ language: 1, details: { accomodation: 'Male With Dormitory' } });

    // Opened again, the form comes back in Tamil and switches back to English.
    await page.reload();
    await expect(page.locator('#pf-language')).toHaveValue('1');
    await page.locator('#pf-language').selectOption('0');
    await expect(page.locator('label[for="pf-reason_attend"]')).toHaveText(labelOf(4, 'reason_attend'));

    // Staff read the answers under their questions, not as JSON keys, and the page fits a 360 px phone.
    for (const width of [360, 1280]) {
      const staff = await page.context().browser()!.newPage({ viewport: { width, height: 800 } });
      await openAdminAs(staff, 'coordinator', `${ADMIN_PATHS.root}/registrations/${PF_REGS.tamil}`);
      const answers = staff.getByTestId('reg-form-answers');
      await expect(answers.getByRole('term').filter({ hasText: labelOf(4, 'reason_attend') })).toBeVisible();
      await expect(answers).toContainText(DETAIL_ANSWERS[4]!.accomodation!);
      await expect(answers).not.toContainText('reason_attend');
      await expect(staff.locator('.reg-detail pre')).toHaveCount(0);
      expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await staff.screenshot({ path: test.info().outputPath(`registration-answers-${width}.png`), fullPage: true });
      await staff.close();
    }
  });

  test("refuses another user's registration and an unpaid one, and moves to the registration's own form", async ({ page, request }) => {
    const account = await loginFixture(request, PF_MOBILES.detailForms);
    await useSessionIn(page, account);

    await page.goto(detailPath(4, PF_REGS.tamil));
    await expect(page.getByRole('alert')).toHaveText(PROGRAM_FORM_MESSAGES.registrationNotFound);
    await expect(page.getByRole('link', { name: 'Click here to View Event Detail' })).toBeVisible();

    await page.goto(detailPath(1, PF_REGS.detailPending));
    await expect(page.getByRole('alert')).toHaveText(PROGRAM_FORM_MESSAGES.notPaid);

    // /divija-reg/{an Ulchemy registration} opens /ulchemy-reg/{id}.
    await page.goto(detailPath(3, PF_REGS.detail[1]!));
    await expect(page).toHaveURL(new RegExp(`${PROGRAMS[1].detailFormRoute}/${PF_REGS.detail[1]}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Ulchemy' })).toBeVisible();
  });
});

test.describe('feedback forms', () => {
  for (const programId of [1, 2, 3, 4, 5]) {
    test(`${NAMES[programId]}: every field required, success clears reg_id, then the view`, async ({ page, request }) => {
      const account = await loginFixture(request, PF_MOBILES.feedback);
      const regId = PF_REGS.feedback[programId]!;
      await useSessionIn(page, account, { reg_id: String(regId), regprogram_id: String(programId) });
      await page.goto(FEEDBACK_ROUTES[programId as ProgramId]!);

      await expect(page.getByRole('heading', { level: 1, name: `${NAMES[programId]} Feedback` })).toBeVisible();
      const fields = feedbackFields(programId);
      for (const f of fields) await expect(page.locator(`label[for="pf-${f.name}"]`)).toHaveText(labelOf(programId, f.name));

      await page.getByRole('button', { name: sharedWord('submit') }).click();
      for (const f of fields) await expect(fieldError(page, f.name)).toHaveText(MESSAGES.required);

      for (const f of fields) await fieldInput(page, f.name).fill(`My ${f.name} answer`);
      await page.getByRole('button', { name: sharedWord('submit') }).click();
      await expect(page.getByRole('heading', { name: MESSAGES.feedbackUpdated })).toBeVisible();
      await expect(page.getByTestId('message-area')).toHaveText(MESSAGES.feedbackUpdated);
      expect(await page.evaluate(() => [localStorage.getItem('reg_id'), localStorage.getItem('regprogram_id')])).toEqual(['0', '0']);
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(endsWithPath(PATHS.profile));

      await page.goto(PATHS.feedbackView(regId));
      await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
      for (const f of fields) {
        const item = page.locator('.pf-answers > div', { has: page.getByText(labelOf(programId, f.name), { exact: true }) });
        await expect(item.locator('dd')).toHaveText(`My ${f.name} answer`);
      }
      await page.getByRole('link', { name: '← Back' }).click();
      await expect(page).toHaveURL(endsWithPath(PATHS.historyEvents));
    });
  }

  test('a stored reg_id forces the feedback form, which does not loop, until feedback is given', async ({ page, request }) => {
    const account = await loginFixture(request, PF_MOBILES.forced);
    expect([account.regId, account.regProgramId]).toEqual([PF_REGS.forced, 1]);
    await useSessionIn(page, account, { reg_id: String(account.regId), regprogram_id: String(account.regProgramId) });

    await page.goto(PATHS.home);
    await expect(page).toHaveURL(endsWithPath(FEEDBACK_ROUTES[1]!));
    await page.goto(PATHS.gallery);
    await expect(page).toHaveURL(endsWithPath(FEEDBACK_ROUTES[1]!));
    await expect(page.getByRole('heading', { level: 1, name: 'Ulchemy Feedback' })).toBeVisible();
    let navigations = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations += 1;
    });
    for (const f of feedbackFields(1)) await fieldInput(page, f.name).fill(`Forced ${f.name}`);
    expect(navigations, 'the feedback page must not redirect to itself').toBe(0);
    await page.getByRole('button', { name: sharedWord('submit') }).click();
    await expect(page.getByRole('heading', { name: MESSAGES.feedbackUpdated })).toBeVisible();

    // Nothing is owed any more: other pages stay where they are, and login hands out no reg_id.
    await page.goto(PATHS.gallery);
    await expect(page).toHaveURL(endsWithPath(PATHS.gallery));
    await page.goto(PATHS.home, { waitUntil: 'networkidle' });
    await expect(page).toHaveURL(/\/$/);
    const again = await loginFixture(request, PF_MOBILES.forced);
    expect([again.regId, again.regProgramId]).toEqual([0, 0]);

    // A stale reg_id (feedback given elsewhere) is cleared by the feedback page instead of trapping the user.
    await page.evaluate((id) => {
      localStorage.setItem('reg_id', String(id));
      localStorage.setItem('regprogram_id', '1');
    }, PF_REGS.forced);
    await page.goto(FEEDBACK_ROUTES[1]!);
    await expect(page.getByText('You have already given feedback for this program.')).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('reg_id'))).toBe('0');
    await page.getByRole('link', { name: 'View Feedback' }).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.feedbackView(PF_REGS.forced)}$`));
    await expect(page.getByText('Forced about_program')).toBeVisible();
  });

  test('logged out: forms go to /login and the feedback view stores navtype 1', async ({ page }) => {
    await page.goto(detailPath(3, PF_REGS.detail[3]!));
    await expect(page).toHaveURL(endsWithPath(PATHS.login));
    await page.goto(FEEDBACK_ROUTES[1]!);
    await expect(page).toHaveURL(endsWithPath(PATHS.login));
    await page.goto(PATHS.feedbackView(PF_REGS.feedback[1]!));
    await expect(page).toHaveURL(endsWithPath(PATHS.login));
    expect(await page.evaluate(() => localStorage.getItem('navtype'))).toBe('1');
  });
});

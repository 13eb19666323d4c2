import type { APIRequestContext, Page } from '@playwright/test';
import { MESSAGES } from '@portal/contract/messages';
import { DETAIL_FORMS, FEEDBACK_FORMS, TRANSLATION_PREFIX, type FormFieldDef } from '@portal/contract/program-forms';
import { formTranslations } from '../apps/server/src/seed/translations.ts';
import { PF_PASSWORD } from './fixture-data/program-forms.ts';
import { expect, type Account } from './fixtures';
import { calls } from '@portal/contract/calls';
import { apiCall } from './api-client';

export { PF_MOBILES, PF_REGS } from './fixture-data/program-forms.ts';

export interface FixtureSession extends Account {
  regId: number;
  regProgramId: number;
}

/** Logs a fixture account in through the API (the login form has its own test). */
export async function loginFixture(request: APIRequestContext, mobile: string): Promise<FixtureSession> {
  const body = await apiCall(request, calls.login, { body: { username: mobile, password: PF_PASSWORD } });
  expect(body.success, body.message).toBe(1);
  return {
    mobile,
    password: PF_PASSWORD,
    name: body.user_name ?? '',
    token: body.access_token ?? '',
    regId: body.reg_id,
    regProgramId: body.regprogram_id,
  };
}

/** The form label the translation entries give a program's field (what the page must show). */
export function labelOf(programId: number, field: string, lang: 'en' | 'ta' = 'en'): string {
  const entry = formTranslations().find((e) => e.program_id === programId && e.trans_word === `${TRANSLATION_PREFIX[programId]}${field}`);
  if (!entry) throw new Error(`No translation entry for program ${programId} field ${field}`);
  return lang === 'ta' ? entry.trans_ta : entry.trans_en;
}

export const sharedWord = (word: string, lang: 'en' | 'ta' = 'en') => {
  const entry = formTranslations().find((e) => e.program_id === 0 && e.trans_word === word)!;
  return lang === 'ta' ? entry.trans_ta : entry.trans_en;
};

export const detailFields = (programId: number): FormFieldDef[] => DETAIL_FORMS[programId as keyof typeof DETAIL_FORMS];
export const feedbackFields = (programId: number): FormFieldDef[] => FEEDBACK_FORMS[programId as keyof typeof FEEDBACK_FORMS];

/** The input of a form field (its id is pf-<name>) and the error shown under it. */
export const fieldInput = (page: Page, name: string) => page.locator(`#pf-${name}`);
export const fieldError = (page: Page, name: string) => page.locator(`#pf-${name}-error`);

/** Fills one field the way a person would: typing, picking an option, or typing a DD/MM/YYYY date. */
export async function fillField(page: Page, def: FormFieldDef, value: string) {
  const input = fieldInput(page, def.name);
  if (def.kind === 'yesno' || def.kind === 'select') {
    await input.selectOption(value);
  } else if (def.kind === 'date') {
    await input.fill(value);
    await input.press('Escape');
    // The date picker may take focus back while its calendar closes; wait until it has let go,
    // so the next field's typing cannot land in the date input.
    await expect(page.locator('.react-datepicker-popper')).toHaveCount(0);
    await input.blur();
    await expect(input).toHaveValue(value);
  } else {
    await input.fill(value);
  }
}

/** The answers the detail-form tests give, per program (dates typed DD/MM/YYYY). */
export const DETAIL_ANSWERS: Record<number, Record<string, string>> = {
  1: { nature: 'Calm and patient', interest: 'Music', dream: 'To teach', motivation: 'Inner peace' },
  2: { nature: 'Curious', interest: 'Reading', dream: 'A school', know_program: 'From a friend', motivation: 'Growth' },
  3: {
    emergency_contact1: '9876500001',
    emergency_relation1: 'Brother',
    emergency_contact2: '9876500002',
    emergency_relation2: 'Mother',
    goal_life: 'Service',
    reason_attend: 'A second birth',
    accomodation: 'Travel needed',
    dvija_date: '05/04/2023',
  },
  4: {
    emergency_contact1: '9876500003',
    emergency_relation1: 'Wife',
    emergency_contact2: '9876500004',
    emergency_relation2: 'Son',
    reason_attend: 'Silence',
    accomodation: 'Male With Dormitory',
    dvija_date: '10/01/2022',
    dvijaplus_date: '10/01/2023',
  },
  5: { nature: 'Driven', interest: 'Sport', dream: 'A clear path', know_program: 'YouTube', transformation: 'Focus' },
  6: { similar_program: 'Divija', reason_attend: 'Devotion to Shiva', seats: '2' },
  8: { know_program: 'The website', reason_attend: 'Pilgrimage', journey: 'Humility' },
};

/** DD/MM/YYYY → YYYY-MM-DD, as the server stores dates. */
export const isoOf = (ddmmyyyy: string) => ddmmyyyy.split('/').reverse().join('-');

/** Fills a program's detail form with DETAIL_ANSWERS, accepts the terms and submits it. */
export async function submitDetailForm(page: Page, programId: number) {
  for (const f of detailFields(programId)) {
    const value = DETAIL_ANSWERS[programId]![f.name];
    if (value !== undefined) await fillField(page, f, value);
  }
  await page.getByLabel(sharedWord('accept_terms')).check();
  await page.getByRole('button', { name: sharedWord('submit') }).click();
  await expect(page.getByRole('heading', { name: MESSAGES.registrationUpdated })).toBeVisible();
}

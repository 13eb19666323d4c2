import { calls } from '@portal/contract/calls';
import { PATHS } from '@portal/contract/routes';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { apiCall } from './api-client';
import { createAccount, expect, test, useSessionIn } from './fixtures';
import { payForEvent } from './payments-helpers';
import { istDay, openAdminAs, staffLogin } from './staff-helpers';

/**
 * The foundation changes its own site without a developer. Programs: an editor adds a program in
 * the back office on a laptop and shows it; its page shows on a 360 px phone in English and
 * Tamil; a devotee registers for its event on the generic registration screen and pays.
 */
test.describe('own site: programs', () => {
  test('an editor adds a program; its page shows on a phone in English and Tamil; a devotee registers and pays', async ({ page, request }) => {
    const tag = Date.now().toString(36);
    const name = `Sadhana Camp ${tag}`;
    const nameTa = `சாதனா முகாம் ${tag}`;

    // The editor adds it at 1280 px: a name is enough; it starts hidden, so it is shown on purpose.
    await page.setViewportSize({ width: 1280, height: 900 });
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
    await page.getByLabel('Hidden from the public site').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

    const editor = await staffLogin(request, 'editor');
    const program = (await apiCall(request, calls.adminProgramChoices, { token: editor })).data.find((p) => p.name === name);
    expect(program, 'the new program is among the choices').toBeTruthy();
    const programId = program!.id;

    // Its event, dated early so it is on the program page's first ten; priced by finance.
    const eventName = `Sadhana Erode ${tag}`;
    const made = await apiCall(request, calls.adminEventCreate, {
      token: editor,
      body: { program_id: programId, event_name: eventName, event_date: istDay(1), city_name: 'Erode', event_address: '5 Temple Street, Erode', published: true },
    });
    expect(made.success, JSON.stringify(made)).toBe(1);
    const priced = await apiCall(request, calls.adminEventUpdate, {
      token: await staffLogin(request, 'finance'),
      params: { id: String(made.success === 1 ? made.data.id : 0) },
      body: { event_price: 3000 },
    });
    expect(priced.success, JSON.stringify(priced)).toBe(1);

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

    // Its page on a phone, in English and in Tamil.
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto(PATHS.program(programId));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('A calm mind')).toBeVisible();
    // Its events are listed further down the page (loaded as they come into view).
    await page.getByTestId('program-upcoming').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('program-upcoming').getByText(eventName).first()).toBeVisible();
    await page.goto(`${PATHS.program(programId)}?lang=ta`);
    await expect(page.getByRole('heading', { level: 1, name: nameTa })).toBeVisible();
    // The public list shows it too.
    await page.goto(PATHS.programs);
    await expect(page.getByText(name).first()).toBeVisible();

    // A devotee registers on its generic registration screen and pays through the sandbox.
    const account = await createAccount(request);
    await useSessionIn(page, account);
    await page.goto(PATHS.programRegister(programId));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const reg = await payForEvent(page, request, account, eventName, programId);
    expect(reg.event_name).toBe(eventName);
  });
});

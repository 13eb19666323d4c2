import { readFile } from 'node:fs/promises';
import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import { PATHS } from '@portal/contract/routes';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { BROADCAST_MESSAGES_TA } from '@portal/contract/tamil';
import { apiCall } from './api-client';
import { createAccount, expect, test, useSessionIn } from './fixtures';
import { checkInAtOnce } from './desk-helpers';
import { createEventAsOwner, registerAndPay } from './paid-registrations';
import { istDay, openAdminAs, pickEvent, staffLogin, tickRow } from './staff-helpers';

/**
 * Acting on many registrations at once: a coordinator ticks ten paid registrations of an event and
 * checks them in with one action (asked first, live progress, a report); cancels two of which one
 * was already cancelled (the report says so); exports a selection. And a devotee switches off
 * non-essential messages on the profile, in Tamil. At 1280 and 360 px.
 */
const VISION = 5;

for (const width of [1280, 360] as const) {
  test(`a coordinator checks in ten at once, cancels two (one already cancelled) and exports a selection at ${width} px`, async ({ page, request }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width, height: 900 });
    const stamp = `${width}-${Date.now().toString(36)}`;
    const eventName = `Bulk Satsang ${stamp}`;
    const eventId = await createEventAsOwner(request, { program_id: VISION, event_name: eventName, event_date: istDay(4), city_name: 'Erode', event_address: '2 Temple Street, Erode', event_price: 1000, published: true });
    const people = await Promise.all(Array.from({ length: 11 }, (_, i) => createAccount(request, { name: `Bulk ${String(i).padStart(2, '0')} ${stamp}` })));
    for (const p of people) await registerAndPay(request, p, eventId);
    // The eleventh was cancelled earlier by another coordinator.
    const coordinator = await staffLogin(request, 'coordinator');
    const list = await apiCall(request, calls.adminRegistrations, { token: coordinator, query: { event_id: String(eventId), per_page: 50 } });
    const eleventh = list.data.find((r: { name: string }) => r.name === people[10]!.name)!;
    const cancelled = await apiCall(request, calls.adminRegistrationCancel, { token: coordinator, params: { id: String(eleventh.id) }, body: { reason: 'Asked by phone', paid_money: 'refund_due' } });
    expect(cancelled.success, cancelled.message).toBe(1);

    await openAdminAs(page, 'coordinator', `${ADMIN_PATHS.root}/registrations`);
    await pickEvent(page, eventName);
    await page.getByLabel('Registration status').selectOption('success');
    await expect(page.getByTestId('reg-row')).toHaveCount(10);

    // Ten ticked one by one, each in the person's row, and checked in with one action.
    await checkInAtOnce(page, people.slice(0, 10).map((p) => p.name), `test-results/bulk-check-in-${width}`);
    const bar = page.getByRole('region', { name: 'Selected rows' });
    const report = page.getByTestId('bulk-report');
    const after = await apiCall(request, calls.adminRegistrations, { token: coordinator, query: { event_id: String(eventId), status: 'success', per_page: 50 } });
    expect(after.data.filter((r: { attended_at: string | null }) => r.attended_at)).toHaveLength(10);

    // Cancel two, one of them already cancelled: the list shows every status for this.
    await page.getByLabel('Registration status').selectOption('');
    await expect(page.getByTestId('reg-row')).toHaveCount(11);
    await tickRow(page, people[0]!.name);
    await tickRow(page, people[10]!.name);
    await expect(bar.getByTestId('bulk-count')).toHaveText('2 selected');
    await bar.getByRole('button', { name: 'Cancel…' }).click();
    const form = page.getByRole('dialog', { name: 'Cancel 2 registrations' });
    await form.getByLabel(/^Reason/).fill('Moved to the next satsang');
    await form.getByLabel('Refund due').check();
    await form.getByRole('button', { name: 'Continue' }).click();
    const sure = page.getByRole('dialog', { name: 'Cancel 2 registrations?' });
    await expect(sure).toContainText('becomes a refund due');
    await sure.getByRole('button', { name: 'Cancel 2 registrations' }).click();
    await expect(report.getByTestId('bulk-progress')).toHaveText('2 of 2 tried; 1 done, 1 not done', { timeout: 30_000 });
    await expect(report.getByTestId('bulk-failure')).toHaveCount(1);
    await expect(report.getByTestId('bulk-failure')).toContainText(people[10]!.name);
    await expect(report.getByTestId('bulk-failure')).toContainText(MESSAGES.adminAlreadyCancelled);
    await page.screenshot({ path: `test-results/bulk-cancel-report-${width}.png`, fullPage: true });
    await report.getByRole('button', { name: 'Close the report' }).click();

    // Export a selection: three ticked rows, their CSV only.
    for (const p of people.slice(1, 4)) await tickRow(page, p.name);
    await expect(bar.getByTestId('bulk-count')).toHaveText('3 selected');
    const download = page.waitForEvent('download');
    await bar.getByRole('button', { name: 'Export selection CSV' }).click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    const lines = csv.trim().split(/\r\n/);
    expect(lines).toHaveLength(4);
    for (const p of people.slice(1, 4)) expect(csv).toContain(p.name);
    expect(csv).not.toContain(people[0]!.name);

    // "All matching": the whole filtered list, more than the ticked rows.
    await bar.getByRole('button', { name: 'Select all 11 matching this filter' }).click();
    await expect(bar.getByTestId('bulk-count')).toHaveText('All 11 registrations matching this filter selected');
  });

  test(`a devotee switches off non-essential messages on the profile in Tamil at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const account = await createAccount(request, { name: `Opt Out ${width}` });
    await useSessionIn(page, account);
    await page.goto(`${PATHS.profile}?lang=ta`);
    const box = page.getByRole('region', { name: 'அறக்கட்டளையின் செய்திகள்' });
    const toggle = box.getByRole('switch', { name: 'ஒரு நிகழ்வின் அனைத்துப் பங்கேற்பாளர்களுக்குமான செய்திகளை எனக்கு அனுப்பவும்' });
    await expect(toggle).toBeChecked();
    await toggle.uncheck();
    await expect(page.getByText(BROADCAST_MESSAGES_TA.optedOut)).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await page.screenshot({ path: `test-results/profile-opt-out-ta-${width}.png`, fullPage: true });
    const state = await apiCall(request, calls.messageOptOutState, { token: account.token });
    expect(state.data.opt_out).toBe(true);
    // Kept: a new visit shows it off.
    await page.reload();
    await expect(toggle).not.toBeChecked();
    await toggle.check();
    await expect(page.getByText(BROADCAST_MESSAGES_TA.optedIn)).toBeVisible();
  });
}

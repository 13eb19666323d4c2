import { calls } from '@portal/contract/calls';
import { CONTENT_MESSAGES } from '@portal/contract/admin-content';
import { MESSAGES } from '@portal/contract/messages';
import { addressInLanguage } from '@portal/contract/page-language';
import { PROGRAMS } from '@portal/contract/programs';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { todayIso } from '@portal/contract/fields';
import { apiCall } from './api-client';
import { createAccount, expect, test, useSessionIn } from './fixtures';
import { openAdminAs, publishEvent, staffLogin } from './staff-helpers';

/**
 * Irreversible back-office actions ask first, and the Tamil registration screen is Tamil.
 * The coordinator cancels a part-paid registration: the one confirm dialog says what becomes of the
 * money; dismissing it (Escape) changes nothing, confirming cancels.
 * The event, which holds money, cannot be deleted: the server refuses and says to cancel it.
 * A devotee reading Tamil picks the event by its Tamil name and city.
 */
for (const viewport of [{ width: 1280, height: 900 }, { width: 360, height: 780 }]) {
  test(`cancelling a registration asks first; a paid event is not deleted; the Tamil drop-down (${viewport.width} px)`, async ({ browser, request }) => {
    const eventName = `Ask first ${viewport.width} ${Date.now().toString(36)}`;
    const coordinatorToken = await staffLogin(request, 'coordinator');
    const event = await publishEvent(request, coordinatorToken, eventName);
    const account = await createAccount(request, { name: 'Asked Devotee' });
    const registered = await apiCall(request, calls.eventRegister, { token: account.token, body: { event_id: event.id, accept_terms: true, pan_number: 'ABCDE1234F' } });
    expect(registered.success).toBe(1);
    const regId = String((registered as { register_id: number }).register_id);
    const paid = await apiCall(request, calls.adminRegistrationMarkPaid, {
      token: await staffLogin(request, 'finance'),
      params: { id: regId },
      body: { method: 'cash', amount: '2000', paid_on: todayIso(), reference: '' },
    });
    expect(paid.success).toBe(1);

    const context = await browser.newContext({ viewport });
    const office = await context.newPage();
    await openAdminAs(office, 'coordinator', `${ADMIN_PATHS.root}/registrations/${regId}`);
    const form = office.getByRole('form', { name: 'Cancel the registration' });
    await form.getByLabel('Reason').fill('Cannot travel');
    await form.getByLabel('Refund due').check();
    await form.getByRole('button', { name: 'Cancel registration' }).click();
    const ask = office.getByRole('dialog', { name: "Cancel Asked Devotee's registration?" });
    await expect(ask).toContainText(`The registration for ${eventName} is cancelled and its place given up.`);
    await expect(ask).toContainText(/already paid is recorded as a refund due/);
    // The safe answer has the focus; Escape answers No.
    await expect(ask.getByRole('button', { name: 'No, go back' })).toBeFocused();
    await office.screenshot({ path: test.info().outputPath(`cancel-ask-${viewport.width}.png`), fullPage: true });
    await office.keyboard.press('Escape');
    await expect(ask).toBeHidden();
    const untouched = await apiCall(request, calls.adminRegistration, { token: coordinatorToken, params: { id: regId } });
    expect(untouched.data.registration.status).not.toBe('cancelled');
    await expect(office.getByText(MESSAGES.adminCancelled)).toHaveCount(0);

    await form.getByRole('button', { name: 'Cancel registration' }).click();
    await ask.getByRole('button', { name: 'Cancel registration' }).click();
    await expect(office.getByRole('status').filter({ hasText: MESSAGES.adminCancelled })).toBeVisible();
    const cancelled = await apiCall(request, calls.adminRegistration, { token: coordinatorToken, params: { id: regId } });
    expect(cancelled.data.registration.status).toBe('cancelled');

    // Deleting the event that holds money asks first, then the server refuses: cancel it instead.
    await office.goto(`${ADMIN_PATHS.root}/events`);
    await office.getByRole('searchbox').fill(eventName);
    await office.getByRole('button', { name: 'Search', exact: true }).click();
    await office.getByRole('row').filter({ hasText: eventName }).getByRole('button', { name: /^Edit/ }).click();
    await office.getByRole('button', { name: 'Delete', exact: true }).click();
    await office.getByRole('dialog', { name: 'Delete?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(office.getByRole('alert').filter({ hasText: CONTENT_MESSAGES.paidEventNotDeleted })).toBeVisible();
    const kept = await apiCall(request, calls.adminEvent, { token: coordinatorToken, params: { id: String(event.id) } });
    expect(kept.data).toMatchObject({ hidden: false, published: true });
    expect(await office.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await office.screenshot({ path: test.info().outputPath(`delete-refused-${viewport.width}.png`), fullPage: true });
    await context.close();

    // The event's Tamil name and city in the Tamil registration screen's drop-down.
    const tamilName = `நிகழ்வு ${viewport.width} ${Date.now().toString(36)}`;
    const other = await publishEvent(request, coordinatorToken, `Tamil twin ${viewport.width} ${Date.now().toString(36)}`);
    const named = await apiCall(request, calls.adminEventUpdate, { token: coordinatorToken, params: { id: String(other.id) }, body: { event_name_ta: tamilName, city_name_ta: 'கரூர்' } });
    expect(named.success).toBe(1);
    const devotee = await (await browser.newContext({ viewport })).newPage();
    await useSessionIn(devotee, await createAccount(request));
    await devotee.goto(addressInLanguage(PROGRAMS[1].route, 'ta'));
    const select = devotee.getByLabel('நிகழ்வைத் தேர்ந்தெடுக்கவும்');
    await expect(select.locator('option', { hasText: `${tamilName} (கரூர்)` })).toHaveCount(1);
    await expect(select.locator('option', { hasText: other.event_name })).toHaveCount(0);
    await select.selectOption({ label: (await select.locator('option', { hasText: tamilName }).textContent()) ?? '' });
    await devotee.waitForLoadState('networkidle');
    expect(await devotee.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The Tamil face is loaded and drawn (swap, not dropped when late).
    await expect
      .poll(() =>
        devotee.evaluate(() => {
          const faces: string[] = [];
          document.fonts.forEach((f) => {
            if (f.family.replaceAll('"', '') === 'Noto Sans Tamil') faces.push(`${f.display} ${f.status}`);
          });
          return faces;
        }),
      )
      .toContain('swap loaded');
    await devotee.screenshot({ path: test.info().outputPath(`register-ta-${viewport.width}.png`), fullPage: true });
    await devotee.close();
  });
}

import { FEEDBACK_ROUTES } from '@portal/contract/programs';
import { PATHS } from '@portal/contract/routes';
import { MESSAGES } from '@portal/contract/messages';
import { createAccount, expect, test, useSessionIn, endsWithPath } from './fixtures';
import { MEMBER_EVENTS, MEMBER_MOBILES, MEMBER_NAME, MEMBER_REGS, loginMember, scrollsSideways } from './member-helpers';

const row = (page: import('@playwright/test').Page, eventName: string) =>
  page.getByTestId('registration-row').filter({ hasText: eventName });

test.describe('member: current and history events', () => {
  test('a new member sees No records found on both lists', async ({ page, request }) => {
    const account = await createAccount(request);
    await useSessionIn(page, account);
    await page.goto(PATHS.currentEvents);
    await expect(page).toHaveTitle(/^Current Events - /);
    await expect(page.getByText(MESSAGES.noRecords)).toBeVisible();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'History Events' }).click();
    await expect(page).toHaveTitle(/^History Events - /);
    await expect(page.getByText(MESSAGES.noRecords)).toBeVisible();
  });

  test('current events: the spec columns, statuses and View', async ({ page, request }) => {
    const account = await loginMember(request, MEMBER_MOBILES.events);
    await useSessionIn(page, account);
    await page.goto(PATHS.currentEvents);
    await expect(page.getByTestId('registration-row')).toHaveCount(2);
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['No', 'Event Name', 'Participant Name', 'Date', 'Location', 'Event Status', 'Price', 'Payable', 'Status', 'Action']);

    const paid = row(page, MEMBER_EVENTS.currentPaid);
    await expect(paid).toContainText(MEMBER_NAME);
    await expect(paid).toContainText('Not Started');
    await expect(paid).toContainText('Success');
    await expect(paid).toContainText('₹10,000');
    await expect(paid.locator('[data-label="Payable"]')).toHaveText('₹0');
    await expect(paid).toContainText(/\d{2}\/\d{2}\/\d{4}/);

    const partial = row(page, MEMBER_EVENTS.currentPartial);
    await expect(partial).toContainText('Partial Pay');
    await expect(partial.locator('[data-label="Payable"]')).toHaveText('₹5,000');
    // Completed events are history, not current.
    await expect(page.getByText(MEMBER_EVENTS.historyFeedbackDue)).toHaveCount(0);

    await expect(paid.getByRole('link', { name: `View ${MEMBER_EVENTS.currentPaid}` })).toHaveAttribute(
      'href',
      PATHS.eventDetail(MEMBER_REGS.currentPaid),
    );
    await paid.getByRole('link', { name: `View ${MEMBER_EVENTS.currentPaid}` }).click();
    await expect(page).toHaveURL(new RegExp(`${PATHS.eventDetail(MEMBER_REGS.currentPaid)}$`));
  });

  test('history events: Give FeedBack only when paid, completed, without feedback; View Feedback when given', async ({ page, request }) => {
    const account = await loginMember(request, MEMBER_MOBILES.events);
    await useSessionIn(page, account);
    await page.goto(PATHS.historyEvents);
    await expect(page.getByTestId('registration-row')).toHaveCount(4);
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers).toEqual(['No', 'Event Name', 'Participant Name', 'Date', 'Location', 'Event Status', 'Price', 'Payable', 'Payment Status', 'Action']);
    await expect(page.getByText(MEMBER_EVENTS.currentPaid)).toHaveCount(0);

    const due = row(page, MEMBER_EVENTS.historyFeedbackDue);
    const given = row(page, MEMBER_EVENTS.historyFeedbackGiven);
    const unpaid = row(page, MEMBER_EVENTS.historyUnpaid);
    const noForm = row(page, MEMBER_EVENTS.historyNoForm);

    await expect(due).toContainText('Completed');
    await expect(due.getByRole('button', { name: 'Give FeedBack' })).toBeVisible();
    await expect(due.getByRole('link', { name: 'View Feedback' })).toHaveCount(0);

    await expect(given.getByRole('button', { name: 'Give FeedBack' })).toHaveCount(0);
    await expect(given.getByRole('link', { name: 'View Feedback' })).toHaveAttribute('href', PATHS.feedbackView(MEMBER_REGS.historyFeedbackGiven));

    await expect(unpaid).toContainText('Pay Later');
    await expect(unpaid.getByRole('button', { name: 'Give FeedBack' })).toHaveCount(0);
    await expect(unpaid.getByRole('link', { name: 'View Feedback' })).toHaveCount(0);

    await expect(noForm.getByRole('button', { name: 'Give FeedBack' })).toHaveCount(0);
    for (const [r, name] of [
      [due, MEMBER_EVENTS.historyFeedbackDue],
      [given, MEMBER_EVENTS.historyFeedbackGiven],
      [unpaid, MEMBER_EVENTS.historyUnpaid],
      [noForm, MEMBER_EVENTS.historyNoForm],
    ] as const) {
      await expect(r.getByRole('link', { name: `View ${name}` })).toBeVisible();
    }

    // Giving feedback remembers the registration and opens the program's feedback form.
    await due.getByRole('button', { name: 'Give FeedBack' }).click();
    await expect(page).toHaveURL(endsWithPath(FEEDBACK_ROUTES[1]!));
    expect(await page.evaluate(() => [localStorage.getItem('reg_id'), localStorage.getItem('regprogram_id')])).toEqual([
      String(MEMBER_REGS.historyFeedbackDue),
      '1',
    ]);
  });

  test('on a phone the table becomes labelled cards without sideways scrolling', async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const account = await loginMember(request, MEMBER_MOBILES.events);
    await useSessionIn(page, account);
    await page.goto(PATHS.historyEvents);
    const card = row(page, MEMBER_EVENTS.historyFeedbackDue);
    await expect(card).toBeVisible();
    const label = await card.locator('[data-label="Payment Status"]').evaluate((el) => getComputedStyle(el, '::before').content);
    expect(label).toBe('"Payment Status"');
    expect(await scrollsSideways(page)).toBe(false);
    const button = await card.getByRole('button', { name: 'Give FeedBack' }).boundingBox();
    expect(button!.height).toBeGreaterThanOrEqual(44);
  });
});

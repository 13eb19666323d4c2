import { PROGRAMS } from '@portal/contract/programs';
import { PATHS } from '@portal/contract/routes';
import { TICKET_TEXTS } from '@portal/contract/tickets';
import { createAccount, expect, test, useSessionIn } from './fixtures';
import { expectConfirmationWithInvoice, payForEvent } from './payments-helpers';
import { submitDetailForm } from './program-forms-helpers';

/**
 * After paying: the confirmation with its invoice in the outbox, the result page and
 * Current Events leading to the detail form with one click, and once it is filled the QR ticket and
 * the calendar file on /eventdetail/{id}.
 */
test('pay → confirmation with invoice → Complete your registration details → QR ticket and calendar file', async ({ page, request }) => {
  const account = await createAccount(request, { name: 'Ticket Devotee' });
  await useSessionIn(page, account);
  const reg = await payForEvent(page, request, account, 'Ulchemy Chennai');
  // The confirmation email carries the invoice (the delivery job sends it within seconds).
  await expectConfirmationWithInvoice(request, 'Ulchemy Chennai', reg.id);

  // The result page leads to the form in one click.
  await page.getByRole('link', { name: TICKET_TEXTS.completeDetails }).click();
  await expect(page).toHaveURL(new RegExp(`${PROGRAMS[1].detailFormRoute}/${reg.id}$`));
  await submitDetailForm(page, 1);

  // Filled in: no more link; the ticket and the calendar file are on the detail page.
  await page.goto(PATHS.eventDetail(reg.id));
  await expect(page.getByTestId('event-detail')).toContainText('Ulchemy Chennai');
  const ticket = page.getByTestId('ticket').getByRole('img', { name: 'QR ticket for Ulchemy Chennai' });
  await expect(ticket).toBeVisible();
  expect(await ticket.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  // The ticket carries the event's time as the page gives it: the demo event has no times of its
  // own, so the program's timing stands in.
  await expect(page.getByTestId('event-time')).toHaveText('6:00 AM - 8:00 PM');
  await expect(page.getByTestId('ticket-time')).toHaveText('6:00 AM - 8:00 PM');
  await expect(page.getByRole('link', { name: TICKET_TEXTS.completeDetails })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^event-\d+\.ics$/);
});

test('Current Events leads a paid participant to the detail form while it is due', async ({ page, request }) => {
  const account = await createAccount(request);
  await useSessionIn(page, account);
  await payForEvent(page, request, account, 'Ulchemy Chennai');
  await page.goto(PATHS.currentEvents);
  await page.getByRole('link', { name: TICKET_TEXTS.completeDetails }).first().click();
  await expect(page).toHaveURL(/\/ulchemy-reg\/\d+$/);
});

import { PROGRAMS } from '@portal/contract/programs';
import { PATHS } from '@portal/contract/routes';
import { calls } from '@portal/contract/calls';
import { MESSAGES } from '@portal/contract/messages';
import { TICKET_TEXTS } from '@portal/contract/tickets';
import { apiCall } from './api-client';
import { expect, test } from './fixtures';
import { chooseOnSandbox, currentList, submitToGateway, startUlchemyRegistration } from './payments-helpers';
import { DETAIL_ANSWERS, detailFields, fillField, sharedWord } from './program-forms-helpers';

/**
 * After paying (issue 13): the confirmation with its invoice in the outbox, the result page and
 * Current Events leading to the detail form with one click, and once it is filled the QR ticket and
 * the calendar file on /eventdetail/{id}.
 */
test('pay → confirmation with invoice → Complete your registration details → QR ticket and calendar file', async ({ page, request }) => {
  const account = await startUlchemyRegistration(page, request, 'Ulchemy Chennai', { name: 'Ticket Devotee' });
  await submitToGateway(page);
  await chooseOnSandbox(page, 'Success');
  await expect(page.getByTestId('payment-status')).toHaveText('Success');

  const reg = (await currentList(request, account)).find((r) => r.event_name === 'Ulchemy Chennai' && r.participant_name === 'Ticket Devotee')!;
  expect(reg.pay_status).toBe('success');
  // The confirmation email carries the invoice (the delivery job sends it within seconds).
  await expect
    .poll(async () => {
      const mail = (await apiCall(request, calls.devOutbox)).data.find((m) => m.channel === 'email' && m.subject === 'Payment received: Ulchemy Chennai' && m.body.includes(PATHS.eventDetail(reg.id)));
      return (mail?.meta.attachments as Array<{ contentType: string }> | undefined)?.map((a) => a.contentType);
    }, { timeout: 30_000 })
    .toEqual(['application/pdf']);

  // The result page leads to the form in one click.
  await page.getByRole('link', { name: TICKET_TEXTS.completeDetails }).click();
  await expect(page).toHaveURL(new RegExp(`${PROGRAMS[1].detailFormRoute}/${reg.id}$`));
  for (const f of detailFields(1)) {
    const value = DETAIL_ANSWERS[1]![f.name];
    if (value !== undefined) await fillField(page, f, value);
  }
  await page.getByLabel(sharedWord('accept_terms')).check();
  await page.getByRole('button', { name: sharedWord('submit') }).click();
  await expect(page.getByRole('heading', { name: MESSAGES.registrationUpdated })).toBeVisible();

  // Filled in: no more link; the ticket and the calendar file are on the detail page.
  await page.goto(PATHS.eventDetail(reg.id));
  await expect(page.getByTestId('event-detail')).toContainText('Ulchemy Chennai');
  const ticket = page.getByTestId('ticket').getByRole('img', { name: 'QR ticket for Ulchemy Chennai' });
  await expect(ticket).toBeVisible();
  expect(await ticket.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  await expect(page.getByRole('link', { name: TICKET_TEXTS.completeDetails })).toHaveCount(0);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar (.ics)' }).click();
  expect((await download).suggestedFilename()).toBe('event.ics');
});

test('Current Events leads a paid participant to the detail form while it is due', async ({ page, request }) => {
  await startUlchemyRegistration(page, request, 'Ulchemy Chennai');
  await submitToGateway(page);
  await chooseOnSandbox(page, 'Success');
  await expect(page.getByTestId('payment-status')).toHaveText('Success');
  await page.goto(PATHS.currentEvents);
  await page.getByRole('link', { name: TICKET_TEXTS.completeDetails }).first().click();
  await expect(page).toHaveURL(/\/ulchemy-reg\/\d+$/);
});

import { z } from './zod.ts';
import { healthCalls } from './health.ts';
import { MESSAGES } from './messages.ts';
import {
  cityListSchema,
  countrySchema,
  forgotPasswordSchema,
  loginSchema,
  mobileChangeConfirmSchema,
  mobileChangeRequestSchema,
  namedItemSchema,
  profileSchema,
  profileUpdateResponseSchema,
  profileUpdateSchema,
  registerSchema,
  resetPasswordSchema,
  sessionResponseSchema,
  stateListSchema,
} from './accounts.ts';
import { accountLanguageCalls } from './account-language.ts';
import { dataResponse, defineCall, idParam, okMessageSchema } from './call.ts';
import { seatCalls } from './seats.ts';
import { waitlistCalls } from './waitlist.ts';
import { waitingRoomCalls } from './waiting-room.ts';
import { estimateQuerySchema, ticketTypeCalls } from './ticket-types.ts';
import { discountCodeCalls } from './discount-codes.ts';
import { ticketCalls } from './tickets.ts';
import {
  eventCategorySchema,
  eventItemSchema,
  eventListSchema,
  glimpseListSchema,
  glimpseSchema,
  programDetailSchema,
  programListResponseSchema,
  publicEventSchema,
  projectSchema,
  sliderResponseSchema,
} from './catalog.ts';
import { invoicePdfSchema, mandirPaySchema, payLinkSchema, paymentListResponseSchema, publicFundSchema, paymentListSchema } from './donations.ts';
import { contactInfoSchema, contactSchema, karmayogamEventSchema, karmayogamFoundationSchema } from './contact.ts';
import { favouriteListResponseSchema, wishListResponseSchema, wishSchema, wishToggleResponseSchema } from './favourites.ts';
import {
  galleryCategoryListResponseSchema,
  galleryCategoryResponseSchema,
  galleryFilterResponseSchema,
  galleryFilterSchema,
  galleryTagListResponseSchema,
  galleryTagResponseSchema,
  pageQuery,
  recentGalleryResponseSchema,
} from './gallery.ts';
import {
  mediaCategoryListResponseSchema,
  mediaCategoryResponseSchema,
  mediaFilterResponseSchema,
  mediaFilterSchema,
  mediaListResponseSchema,
  mediaPageQuery,
  mediaTagListResponseSchema,
  mediaTagResponseSchema,
  recentMediaSchema,
} from './media.ts';
import {
  checkoutDataSchema,
  paymentResponseAnswerSchema,
  paymentResponseSchema,
  paymentResultResponseSchema,
  resultDecryptSchema,
  txnIdSchema,
} from './payments.ts';
import {
  detailFormStateSchema,
  feedbackFormStateSchema,
  feedbackViewSchema,
  transListSchema,
  translationEntrySchema,
} from './program-forms.ts';
import {
  eventOptionSchema,
  eventRegisterSchema,
  priceEstimateSchema,
  programEventListSchema,
  registerIdSchema,
  registerResponseSchema,
  registrationDetailSchema,
  registrationRowSchema,
} from './registrations.ts';
import { auditCalls, staffAdminCalls, staffCalls } from './staff-calls.ts';
import { translationCalls } from './translations.ts';
import { adminContentCalls } from './admin-content-calls.ts';
import { adminGalleryCalls } from './admin-gallery.ts';
import { adminRegistrationCalls } from './admin-registrations.ts';
import { adminDeskCalls } from './admin-desk.ts';
import { adminPaymentCalls } from './admin-payments.ts';
import { adminDashboardCalls } from './admin-dashboard.ts';
import { adminDonationCalls } from './admin-donations.ts';
import { adminDevoteeCalls } from './admin-devotees.ts';
import { adminInboxCalls } from './admin-inbox.ts';
import { adminExportCalls } from './admin-exports.ts';
import { checkInCalls } from './check-in.ts';
import { lifecycleCalls } from './lifecycle-calls.ts';
import { adminMessageCalls } from './admin-messages.ts';
import { broadcastCalls } from './broadcasts.ts';
import { messageTextCalls } from './message-texts.ts';
import { bulkActionCalls } from './bulk-actions.ts';
import { settingsCalls } from './settings.ts';
import { pageWordsCalls } from './page-words-calls.ts';
import { adminReceiptCalls } from './admin-receipts.ts';
import { adminTaxCalls, donorTaxCalls } from './admin-tax.ts';
import { adminJobCalls } from './admin-jobs.ts';
import { adminBackupCalls } from './admin-backups.ts';
import { questionCalls } from './questions.ts';

/**
 * The table of every /api call: method, path, request and response schemas, and
 * whether a session is needed. The server registers exactly these routes (a test checks that
 * nothing else is served under /api), the web's `call()` and the e2e client call them, and
 * /api/docs and docs/api.md are written from them.
 */

const idParams = z.object({ id: idParam() });
const regIdParams = z.object({ reg_id: idParam() });
const txnParams = z.object({ txn: txnIdSchema });
const list = <T extends z.ZodType>(item: T) => dataResponse(z.array(item));
/** A posted form of the gateways and the sandbox: fields as text. */
const formFields = z.record(z.string(), z.unknown());
/** A detail or feedback form: the program's own fields, checked by the server once it knows the registration. */
const programFormBody = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));

const accounts = {
  register: defineCall({ method: 'POST', path: '/register', summary: 'Create an account (and log in)', auth: 'public', multipart: true, body: registerSchema, response: sessionResponseSchema }),
  login: defineCall({ method: 'POST', path: '/login', summary: 'Log in with mobile and password', auth: 'public', body: loginSchema, response: sessionResponseSchema }),
  logout: defineCall({ method: 'POST', path: '/logout', summary: 'End this session', auth: 'session', response: okMessageSchema }),
  profileDetail: defineCall({ method: 'GET', path: '/profile/detail', summary: 'The profile of the logged-in person', auth: 'session', response: dataResponse(profileSchema) }),
  profileUpdate: defineCall({ method: 'POST', path: '/profile/update', summary: 'Save the profile (picture as a file part)', auth: 'session', multipart: true, body: profileUpdateSchema, response: profileUpdateResponseSchema }),
  profileMobileRequest: defineCall({ method: 'POST', path: '/profile/mobile/request', summary: 'Change the mobile number: the new number and the password (a code goes to the new number)', auth: 'session', body: mobileChangeRequestSchema, response: okMessageSchema }),
  profileMobileConfirm: defineCall({ method: 'POST', path: '/profile/mobile/confirm', summary: 'Change the mobile number: the code sent to it', auth: 'session', body: mobileChangeConfirmSchema, response: z.object({ success: z.literal(1), message: z.string(), data: profileSchema }) }),
  forgotPassword: defineCall({ method: 'POST', path: '/forgot/password', summary: 'Send a password reset code', auth: 'public', body: forgotPasswordSchema, response: okMessageSchema }),
  resetPassword: defineCall({ method: 'POST', path: '/reset/password', summary: 'Set a new password with the code', auth: 'public', body: resetPasswordSchema, response: okMessageSchema }),
  countryList: defineCall({ method: 'GET', path: '/country/list', summary: 'Countries', auth: 'public', response: list(countrySchema) }),
  stateList: defineCall({ method: 'POST', path: '/state/list', summary: "A country's states", auth: 'public', body: stateListSchema, response: list(namedItemSchema) }),
  cityList: defineCall({ method: 'POST', path: '/city/list', summary: "A state's cities", auth: 'public', body: cityListSchema, response: list(namedItemSchema) }),
};

const catalog = {
  programList: defineCall({ method: 'GET', path: '/program/list', summary: 'Programs', auth: 'public', response: programListResponseSchema }),
  projectList: defineCall({ method: 'GET', path: '/project/list', summary: 'Projects', auth: 'public', response: list(projectSchema) }),
  eventList: defineCall({ method: 'POST', path: '/event/list', summary: "Upcoming events (home) or a program's", auth: 'public', body: eventListSchema, response: list(eventItemSchema) }),
  eventAllList: defineCall({ method: 'GET', path: '/eventall/list', summary: 'All upcoming events', auth: 'public', response: list(eventItemSchema) }),
  categoryEvent: defineCall({ method: 'GET', path: '/category/event', summary: 'Upcoming events by category', auth: 'public', response: list(eventCategorySchema) }),
  sliderList: defineCall({ method: 'GET', path: '/slider/list', summary: 'Home sliders and bottom banner', auth: 'public', response: sliderResponseSchema }),
  wisdom: defineCall({ method: 'GET', path: '/wisdom/:id', summary: 'A program in detail', auth: 'public', params: idParams, response: dataResponse(programDetailSchema) }),
  programPreview: defineCall({ method: 'GET', path: '/admin/programs/:id/preview', summary: "A program in detail, hidden or not (editors' preview of its public page)", auth: 'staff', roles: ['editor'], params: idParams, response: dataResponse(programDetailSchema) }),
  eventPage: defineCall({ method: 'GET', path: '/event/:id/page', summary: "A published event's public page", auth: 'public', params: idParams, response: dataResponse(publicEventSchema) }),
  glimpseList: defineCall({ method: 'POST', path: '/glimpse/list', summary: "A program's testimonials", auth: 'public', body: glimpseListSchema, response: list(glimpseSchema) }),
};

const gallery = {
  recentGallery: defineCall({ method: 'GET', path: '/recent/list', summary: 'Recent gallery images', auth: 'public', response: recentGalleryResponseSchema }),
  galleryCategoryList: defineCall({ method: 'GET', path: '/category/list', summary: 'Gallery categories with album covers', auth: 'public', response: galleryCategoryListResponseSchema }),
  galleryTagList: defineCall({ method: 'GET', path: '/tag/list', summary: 'Gallery tags', auth: 'public', response: galleryTagListResponseSchema }),
  galleryCategory: defineCall({ method: 'GET', path: '/category/:id', summary: "A gallery category's albums, a page at a time", auth: 'public', params: idParams, query: pageQuery, response: galleryCategoryResponseSchema }),
  galleryTag: defineCall({ method: 'GET', path: '/tag/:id', summary: "A gallery tag's images, a page at a time", auth: 'public', params: idParams, query: pageQuery, response: galleryTagResponseSchema }),
  galleryFilter: defineCall({ method: 'POST', path: '/filter/gallery', summary: 'Gallery images by date range and text', auth: 'public', body: galleryFilterSchema, response: galleryFilterResponseSchema }),
};

const media = {
  videoList: defineCall({ method: 'GET', path: '/video/list', summary: 'Newest videos', auth: 'public', response: mediaListResponseSchema }),
  audioList: defineCall({ method: 'GET', path: '/audio/list', summary: 'Newest audios', auth: 'public', response: mediaListResponseSchema }),
  recentMedia: defineCall({ method: 'POST', path: '/recentmedia/list', summary: 'Recent media of a kind', auth: 'public', body: recentMediaSchema, response: mediaListResponseSchema }),
  mediaFilter: defineCall({ method: 'POST', path: '/filter/media', summary: 'Media by kind, date range and text', auth: 'public', body: mediaFilterSchema, response: mediaFilterResponseSchema }),
  mediaCategoryList: defineCall({ method: 'GET', path: '/mediacategory/list', summary: 'Media categories with their newest items', auth: 'public', response: mediaCategoryListResponseSchema }),
  mediaTagList: defineCall({ method: 'GET', path: '/mediatag/list', summary: 'Media tags', auth: 'public', response: mediaTagListResponseSchema }),
  mediaCategory: defineCall({ method: 'GET', path: '/mediacategory/:id', summary: "A media category's items, a page at a time", auth: 'public', params: idParams, query: mediaPageQuery, response: mediaCategoryResponseSchema }),
  mediaTag: defineCall({ method: 'GET', path: '/mediatag/:id', summary: "A media tag's items, a page at a time", auth: 'public', params: idParams, query: mediaPageQuery, response: mediaTagResponseSchema }),
};

const favourites = {
  wishList: defineCall({ method: 'GET', path: '/wish/list', summary: 'The heart states (favourite ids)', auth: 'session', response: wishListResponseSchema }),
  wishMediaAdd: defineCall({ method: 'POST', path: '/wishmedia/add', summary: 'Add a media item to favourites', auth: 'session', body: wishSchema, response: wishToggleResponseSchema }),
  wishMediaRemove: defineCall({ method: 'POST', path: '/wishmedia/remove', summary: 'Remove a media item from favourites', auth: 'session', body: wishSchema, response: wishToggleResponseSchema }),
  wishEventAdd: defineCall({ method: 'POST', path: '/wishevent/add', summary: 'Add an event to favourites', auth: 'session', body: wishSchema, response: wishToggleResponseSchema }),
  wishEventRemove: defineCall({ method: 'POST', path: '/wishevent/remove', summary: 'Remove an event from favourites', auth: 'session', body: wishSchema, response: wishToggleResponseSchema }),
  favouriteList: defineCall({ method: 'GET', path: '/favourite/list', summary: 'The favourite list page', auth: 'session', response: favouriteListResponseSchema }),
};

const registrations = {
  programEventList: defineCall({ method: 'POST', path: '/programevent/list', summary: "A program's open events", auth: 'public', body: programEventListSchema, response: list(eventOptionSchema) }),
  estimatePrice: defineCall({ method: 'GET', path: '/estimate/price/:id', summary: "An event's price (of a ticket type, when the event has types; with a discount code when one is sent)", auth: 'optional', params: idParams, query: estimateQuerySchema, response: priceEstimateSchema.extend({ success: z.literal(1), message: z.string() }) }),
  eventRegister: defineCall({ method: 'POST', path: '/event/register', summary: 'Register for an event (starts the payment); JSON or a posted form', auth: 'session', multipart: true, body: eventRegisterSchema.loose(), response: registerResponseSchema }),
  currentList: defineCall({ method: 'GET', path: '/current/list', summary: 'Registrations for coming events', auth: 'session', response: list(registrationRowSchema) }),
  historyList: defineCall({ method: 'GET', path: '/history/list', summary: 'Registrations for past events', auth: 'session', response: list(registrationRowSchema) }),
  registerDetail: defineCall({ method: 'POST', path: '/register/detail', summary: 'A registration in detail', auth: 'session', body: registerIdSchema, response: dataResponse(registrationDetailSchema) }),
  advancePay: defineCall({ method: 'POST', path: '/advance/pay', summary: 'Pay the balance of a registration', auth: 'session', body: registerIdSchema, response: registerResponseSchema }),
};

const payments = {
  paymentResult: defineCall({ method: 'GET', path: '/payment/result/:txn', summary: 'What the server recorded for a payment', auth: 'session', params: txnParams, response: paymentResultResponseSchema }),
  paymentResponse: defineCall({ method: 'POST', path: '/paymentresponse', summary: "Worldline's answer handed on by the page", auth: 'optional', body: paymentResponseSchema, response: paymentResponseAnswerSchema }),
  resultDecrypt: defineCall({ method: 'POST', path: '/resultdecrypt', summary: "CCAvenue's encrypted answer handed on by the page", auth: 'session', body: resultDecryptSchema, response: paymentResultResponseSchema }),
  worldlineReturn: defineCall({ method: 'POST', path: '/worldline/return', summary: "Worldline's return address (redirects to the result page)", auth: 'public', body: z.object({ msg: z.string().min(1).max(4000) }), produces: 'redirect' }),
  ccavenueReturn: defineCall({ method: 'POST', path: '/ccavenue/return', summary: "CCAvenue's return address (redirects to the result page)", auth: 'public', body: z.object({ encResp: z.string().min(1).max(20_000) }), produces: 'redirect' }),
  ccavenueCancel: defineCall({ method: 'POST', path: '/ccavenue/cancel', summary: "CCAvenue's cancel address (redirects to the result page)", auth: 'public', body: z.object({ encResp: z.string().min(1).max(20_000) }), produces: 'redirect' }),
  // The FCRA merchant account's own return addresses: verified with its own secrets only.
  worldlineFcraReturn: defineCall({ method: 'POST', path: '/fcra/worldline/return', summary: "Worldline's return address for the FCRA account (redirects to the result page)", auth: 'public', body: z.object({ msg: z.string().min(1).max(4000) }), produces: 'redirect' }),
  ccavenueFcraReturn: defineCall({ method: 'POST', path: '/fcra/ccavenue/return', summary: "CCAvenue's return address for the FCRA account (redirects to the result page)", auth: 'public', body: z.object({ encResp: z.string().min(1).max(20_000) }), produces: 'redirect' }),
  ccavenueFcraCancel: defineCall({ method: 'POST', path: '/fcra/ccavenue/cancel', summary: "CCAvenue's cancel address for the FCRA account (redirects to the result page)", auth: 'public', body: z.object({ encResp: z.string().min(1).max(20_000) }), produces: 'redirect' }),
};

/** The sandbox gateway (not served in production): its checkout pages, status API and return address. */
const SANDBOX_CHOICES = ['success', 'failed', 'pending', 'aborted'] as const;
const sandbox = {
  sandboxCheckout: defineCall({ method: 'GET', path: '/sandbox/checkout/:txn', summary: "The sandbox gateway's checkout page", auth: 'public', params: txnParams, produces: 'html' }),
  sandboxDecide: defineCall({ method: 'POST', path: '/sandbox/checkout/:txn/decide', summary: 'The payer picks an outcome', auth: 'public', params: txnParams, body: z.object({ status: z.enum(SANDBOX_CHOICES) }), produces: 'html' }),
  sandboxSettle: defineCall({ method: 'POST', path: '/sandbox/checkout/:txn/settle', summary: 'Settle a pending sandbox payment', auth: 'public', params: txnParams, body: z.object({ status: z.enum(['success', 'failed']) }), produces: 'redirect' }),
  sandboxCheckoutReturn: defineCall({ method: 'POST', path: '/sandbox/checkout/:txn/return', summary: 'Post the signed answer back to the site', auth: 'public', params: txnParams, produces: 'html' }),
  sandboxStatus: defineCall({
    method: 'POST',
    path: '/sandbox/status',
    summary: "The sandbox gateway's status API",
    auth: 'public',
    body: z.object({ txn_id: txnIdSchema }),
    response: z.object({
      success: z.literal(1),
      txn_id: z.string(),
      status: z.string(),
      amount: z.string(),
      currency: z.string(),
      gateway_txn_id: z.string(),
      message: z.string(),
      signature: z.string(),
    }),
  }),
  sandboxReturn: defineCall({ method: 'POST', path: '/sandbox/return', summary: "The sandbox gateway's return address (signed fields)", auth: 'public', body: formFields, produces: 'redirect' }),
  sandboxFcraReturn: defineCall({ method: 'POST', path: '/fcra/sandbox/return', summary: "The sandbox gateway's return address for the FCRA account (signed with its own secret)", auth: 'public', body: formFields, produces: 'redirect' }),
};

const donations = {
  mandirPaylink: defineCall({ method: 'GET', path: '/mandir/paylink', summary: 'The international contribution link', auth: 'public', response: dataResponse(payLinkSchema) }),
  mandirFunds: defineCall({ method: 'GET', path: '/mandir/funds', summary: 'The funds a donation may go to, in their order (hidden ones left out): names, fixed amounts, FCRA', auth: 'public', response: list(publicFundSchema) }),
  mandirPay: defineCall({ method: 'POST', path: '/mandir/pay', summary: 'Start a donation (opens the gateway)', auth: 'session', body: mandirPaySchema, response: z.object({ success: z.literal(1), message: z.string(), data: checkoutDataSchema }) }),
  paymentList: defineCall({ method: 'POST', path: '/payment/list', summary: 'Paid donations and registrations', auth: 'session', body: paymentListSchema, response: paymentListResponseSchema }),
  paymentFailedList: defineCall({ method: 'POST', path: '/paymentfailed/list', summary: 'Pending and failed payments', auth: 'session', body: paymentListSchema, response: paymentListResponseSchema }),
  registerPdf: defineCall({ method: 'POST', path: '/register/pdf', summary: 'Invoice of a registration or 80G receipt of a donation (PDF)', auth: 'session', body: invoicePdfSchema, produces: 'pdf' }),
};

const contact = {
  contactInfo: defineCall({ method: 'GET', path: '/contact/info', summary: "The foundation's contact details", auth: 'public', response: dataResponse(contactInfoSchema) }),
  contact: defineCall({ method: 'POST', path: '/contact', summary: 'Send a message to the foundation', auth: 'optional', body: contactSchema, response: okMessageSchema }),
  karmayogamEvent: defineCall({ method: 'POST', path: '/karmayogam/event', summary: 'Volunteer for an event', auth: 'session', body: karmayogamEventSchema, response: okMessageSchema }),
  karmayogamFoundation: defineCall({ method: 'POST', path: '/karmayogam/foundation', summary: 'Volunteer for the foundation', auth: 'session', body: karmayogamFoundationSchema, response: okMessageSchema }),
};

const programForms = {
  transList: defineCall({ method: 'POST', path: '/trans/list', summary: 'Form labels in English and Tamil', auth: 'public', body: transListSchema, response: list(translationEntrySchema) }),
  detailForm: defineCall({ method: 'GET', path: '/regform/:reg_id', summary: 'The post-registration detail form of a registration', auth: 'session', params: regIdParams, response: dataResponse(detailFormStateSchema) }),
  detailFormSave: defineCall({ method: 'POST', path: '/regform', summary: 'Save the detail form (JSON or multipart)', auth: 'session', multipart: true, body: programFormBody, response: okMessageSchema }),
  feedbackForm: defineCall({ method: 'GET', path: '/feedback/form/:reg_id', summary: 'Whether feedback can be given for a registration', auth: 'session', params: regIdParams, response: dataResponse(feedbackFormStateSchema) }),
  feedbackSave: defineCall({ method: 'POST', path: '/feedback', summary: 'Give feedback (JSON or multipart)', auth: 'session', multipart: true, body: programFormBody, response: okMessageSchema }),
  feedbackView: defineCall({ method: 'GET', path: '/feedback/list/:id', summary: 'The feedback given for a registration', auth: 'session', params: idParams, response: feedbackViewSchema }),
};

const outboxEntrySchema = z.object({
  id: z.number(),
  channel: z.enum(['sms', 'email', 'whatsapp']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  /** An email's HTML part ('' for SMS and WhatsApp). */
  html: z.string(),
  /** What the message carried besides its text: attachments, DLT template id, WhatsApp template. */
  meta: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type OutboxEntry = z.output<typeof outboxEntrySchema>;

const dev = {
  devOutbox: defineCall({ method: 'GET', path: '/dev/outbox', summary: 'Messages the outbox providers "sent" (not in production)', auth: 'public', response: list(outboxEntrySchema) }),
  devRunJob: defineCall({
    method: 'POST',
    path: '/dev/jobs/:name/run',
    summary: 'Run a periodic job at once, e.g. events-lifecycle (not in production)',
    auth: 'public',
    params: z.object({ name: z.string().regex(/^[a-z0-9-]{1,64}$/, MESSAGES.unknownJob) }),
    response: okMessageSchema,
  }),
};

/** Every call, by name. */
export const calls = {
  ...accounts,
  ...catalog,
  ...gallery,
  ...media,
  ...favourites,
  ...registrations,
  ...payments,
  ...sandbox,
  ...donations,
  ...contact,
  ...programForms,
  ...seatCalls,
  ...waitlistCalls,
  ...waitingRoomCalls,
  ...ticketTypeCalls,
  ...discountCodeCalls,
  ...ticketCalls,
  ...dev,
  ...healthCalls,
  ...accountLanguageCalls,
  ...staffCalls,
  ...staffAdminCalls,
  ...auditCalls,
  ...adminContentCalls,
  ...adminGalleryCalls,
  ...adminRegistrationCalls,
  ...adminDeskCalls,
  ...adminPaymentCalls,
  ...adminDashboardCalls,
  ...adminDonationCalls,
  ...adminReceiptCalls,
  ...adminDevoteeCalls,
  ...adminInboxCalls,
  ...adminExportCalls,
  ...checkInCalls,
  ...lifecycleCalls,
  ...adminMessageCalls,
  ...broadcastCalls,
  ...messageTextCalls,
  ...bulkActionCalls,
  ...settingsCalls,
  ...pageWordsCalls,
  ...translationCalls,
  ...adminTaxCalls,
  ...donorTaxCalls,
  ...adminJobCalls,
  ...adminBackupCalls,
  ...questionCalls,
};
export type Calls = typeof calls;
export type CallName = keyof Calls;

/** The calls of each feature (for the OpenAPI tags and the server's modules). */
export const CALL_GROUPS: Record<string, readonly CallName[]> = {
  accounts: [...Object.keys(accounts), ...Object.keys(accountLanguageCalls)] as CallName[],
  catalog: Object.keys(catalog) as CallName[],
  gallery: Object.keys(gallery) as CallName[],
  media: Object.keys(media) as CallName[],
  favourites: Object.keys(favourites) as CallName[],
  registrations: [...Object.keys(registrations), ...Object.keys(ticketTypeCalls), ...Object.keys(discountCodeCalls)] as CallName[],
  payments: [...Object.keys(payments), ...Object.keys(sandbox)] as CallName[],
  donations: Object.keys(donations) as CallName[],
  contact: Object.keys(contact) as CallName[],
  'program-forms': Object.keys(programForms) as CallName[],
  health: Object.keys(healthCalls) as CallName[],
  dev: Object.keys(dev) as CallName[],
  staff: [...Object.keys(staffCalls), ...Object.keys(staffAdminCalls)] as CallName[],
  audit: Object.keys(auditCalls) as CallName[],
  seats: Object.keys(seatCalls) as CallName[],
  'waiting-list': Object.keys(waitlistCalls) as CallName[],
  'waiting-room': Object.keys(waitingRoomCalls) as CallName[],
  tickets: Object.keys(ticketCalls) as CallName[],
  content: Object.keys(adminContentCalls) as CallName[],
  'admin-gallery': Object.keys(adminGalleryCalls) as CallName[],
  'admin-registrations': [...Object.keys(adminRegistrationCalls), ...Object.keys(adminDeskCalls)] as CallName[],
  'admin-payments': [...Object.keys(adminPaymentCalls), ...Object.keys(adminDonationCalls)] as CallName[],
  receipts: Object.keys(adminReceiptCalls) as CallName[],
  devotees: [...Object.keys(adminDevoteeCalls), ...Object.keys(adminInboxCalls)] as CallName[],
  dashboard: Object.keys(adminDashboardCalls) as CallName[],
  exports: Object.keys(adminExportCalls) as CallName[],
  'check-in': Object.keys(checkInCalls) as CallName[],
  lifecycle: Object.keys(lifecycleCalls) as CallName[],
  messages: [...Object.keys(adminMessageCalls), ...Object.keys(broadcastCalls), ...Object.keys(messageTextCalls)] as CallName[],
  settings: [...Object.keys(settingsCalls), ...Object.keys(pageWordsCalls)] as CallName[],
  translations: Object.keys(translationCalls) as CallName[],
  tax: [...Object.keys(adminTaxCalls), ...Object.keys(donorTaxCalls)] as CallName[],
  jobs: Object.keys(adminJobCalls) as CallName[],
  backups: Object.keys(adminBackupCalls) as CallName[],
  'bulk-actions': Object.keys(bulkActionCalls) as CallName[],
  questions: Object.keys(questionCalls) as CallName[],
};


import type { APIRequestContext, Page } from '@playwright/test';
import { calls } from '@portal/contract/calls';
import { FEEDBACK_ROUTES, PROGRAM_IDS, PROGRAMS } from '@portal/contract/programs';
import { PATHS } from '@portal/contract/routes';
import { apiCall } from '../api-client';
import { expect, test, useSessionIn, type Account } from '../fixtures';
import { loginMember, MEMBER_MOBILES, MEMBER_REGS } from '../member-helpers';
import { PF_MOBILES, PF_REGS } from '../program-forms-helpers';

/**
 * Every route of the route table, in English and in Tamil, with the app built with React's
 * development code (playwright.dev-build.config.ts): a page whose server render the browser does
 * not match, or that logs any error or warning (React's, React Router's, the browser's), fails
 * (the fixture's console check). Public pages are opened with ids of the demo content, the
 * member area signed in as the fixture accounts that own registrations.
 */

/** Ids of the demo content, asked once per worker. */
interface DemoIds {
  event: number;
  galleryCategory: number;
  galleryTag: number;
  mediaCategory: number;
  mediaTag: number;
}

let demoIds: Promise<DemoIds> | undefined;
function idsOf(request: APIRequestContext): Promise<DemoIds> {
  demoIds ??= (async () => {
    const first = <T extends { id: number }>(rows: T[], what: string) => {
      expect(rows.length, `the demo content has a ${what}`).toBeGreaterThan(0);
      return rows[0]!.id;
    };
    return {
      event: first((await apiCall(request, calls.eventAllList)).data, 'upcoming event'),
      galleryCategory: first((await apiCall(request, calls.galleryCategoryList)).data, 'gallery category'),
      galleryTag: first((await apiCall(request, calls.galleryTagList)).data, 'gallery tag'),
      mediaCategory: first((await apiCall(request, calls.mediaCategoryList)).data, 'media category'),
      mediaTag: first((await apiCall(request, calls.mediaTagList)).data, 'media tag'),
    };
  })();
  return demoIds;
}

/** Who opens a page: nobody, or a fixture account (with what its login leaves in storage). */
type Visitor = 'public' | 'member' | 'detailForms' | 'feedback';

interface Visit {
  path: (ids: DemoIds) => string;
  as?: Visitor;
  /** The HTTP status of the page's HTML (200 unless said). */
  status?: number;
}

/** Each path of PATHS: the compiler fails this table when a route is added without a visit. */
const ROUTE_TABLE: Record<keyof typeof PATHS, Visit> = {
  home: { path: () => PATHS.home },
  programs: { path: () => PATHS.programs },
  program: { path: () => PATHS.program(1) },
  projects: { path: () => PATHS.projects },
  eventMain: { path: () => PATHS.eventMain },
  upcomingEvents: { path: () => PATHS.upcomingEvents },
  gallery: { path: () => PATHS.gallery },
  galleryCategory: { path: (ids) => PATHS.galleryCategory(ids.galleryCategory) },
  galleryTag: { path: (ids) => PATHS.galleryTag(ids.galleryTag) },
  media: { path: () => PATHS.media },
  mediaCategory: { path: (ids) => PATHS.mediaCategory(ids.mediaCategory) },
  mediaTag: { path: (ids) => PATHS.mediaTag(ids.mediaTag) },
  login: { path: () => PATHS.login },
  register: { path: () => PATHS.register },
  forgot: { path: () => PATHS.forgot },
  contact: { path: () => PATHS.contact, as: 'member' },
  payment: { path: () => PATHS.payment(MEMBER_REGS.currentPaid), as: 'member' },
  paymentCheck: { path: () => PATHS.paymentCheck, as: 'member' },
  profile: { path: () => PATHS.profile, as: 'member' },
  currentEvents: { path: () => PATHS.currentEvents, as: 'member' },
  historyEvents: { path: () => PATHS.historyEvents, as: 'member' },
  donationList: { path: () => PATHS.donationList, as: 'member' },
  donationPending: { path: () => PATHS.donationPending, as: 'member' },
  favouriteList: { path: () => PATHS.favouriteList, as: 'member' },
  eventDetail: { path: () => PATHS.eventDetail(MEMBER_REGS.currentPartial), as: 'member' },
  mandirPayment: { path: () => PATHS.mandirPayment, as: 'member' },
  karmayogamHome: { path: () => PATHS.karmayogamHome, as: 'member' },
  feedbackView: { path: () => PATHS.feedbackView(MEMBER_REGS.historyFeedbackGiven), as: 'member' },
  privacyPolicy: { path: () => PATHS.privacyPolicy },
  refundPolicy: { path: () => PATHS.refundPolicy },
  disclaimer: { path: () => PATHS.disclaimer },
  share: { path: () => PATHS.share(1) },
  eventPage: { path: (ids) => PATHS.eventPage(ids.event) },
  devOutbox: { path: () => PATHS.devOutbox },
  // An event without a waiting room: the page finds no queue and goes back (home, with no way back given).
  waitingRoom: { path: (ids) => PATHS.waitingRoom(ids.event), as: 'member' },
  product: { path: () => PATHS.product('gurukulam') },
  // The generic registration screen serves any program, the eight included.
  programRegister: { path: () => PATHS.programRegister(1), as: 'member' },
  // The generic forms of an added program: a registration of one of the eight goes on to its own form.
  programDetails: { path: () => PATHS.programDetails(9, PF_REGS.detail[1]!), as: 'detailForms' },
  programFeedback: { path: () => PATHS.programFeedback(9), as: 'feedback' },
};

/** The routes each program adds (registration, detail form, feedback form), the back office and addresses that name nothing. */
const MORE_ROUTES: Array<[string, Visit]> = [
  ...PROGRAM_IDS.map((id): [string, Visit] => [`register ${id}`, { path: () => PROGRAMS[id].route, as: 'member' }]),
  ...PROGRAM_IDS.filter((id) => PROGRAMS[id].detailFormRoute).map((id): [string, Visit] => [
    `detail form ${id}`,
    { path: () => `${PROGRAMS[id].detailFormRoute}/${PF_REGS.detail[id]}`, as: 'detailForms' },
  ]),
  ...Object.entries(FEEDBACK_ROUTES).map(([id, route]): [string, Visit] => [`feedback form ${id}`, { path: () => route, as: 'feedback' }]),
  ['back office', { path: () => '/admin' }],
  ['an unknown program', { path: () => PATHS.program(999), status: 404 }],
  ['an unknown gallery category', { path: () => PATHS.galleryCategory(999999), status: 404 }],
  ['an address that names nothing', { path: () => '/no/such/page', status: 404 }],
];

async function signIn(page: Page, request: APIRequestContext, as: Visitor) {
  if (as === 'public') return;
  const mobile = { member: MEMBER_MOBILES.events, detailForms: PF_MOBILES.detailForms, feedback: PF_MOBILES.feedback }[as];
  const account: Account = await loginMember(request, mobile);
  // The feedback form is for the registration the login named (reg_id), as after a real login.
  await useSessionIn(page, account, as === 'feedback' ? { reg_id: String(PF_REGS.feedback[1]) } : {});
}

/** Opens a page and waits until it and everything it asks for have arrived. */
async function open(page: Page, path: string, status: number) {
  const res = await page.goto(path);
  expect(res?.status(), `${path} answers ${status}`).toBe(status);
  await page.waitForLoadState('networkidle');
  // The app rendered the page (the boot header of index.html is gone) inside the site's layout.
  await expect(page.locator('.boot-header')).toHaveCount(0);
  await expect(page.locator('#main, .admin-login, form').first()).toBeVisible();
}

// Each visit signs in on its own and changes nothing, so the two workers share the routes.
test.describe.configure({ mode: 'parallel' });

for (const [name, visit] of [...Object.entries(ROUTE_TABLE), ...MORE_ROUTES]) {
  test(`${name}: no console error or warning, in English and Tamil`, async ({ page, request }) => {
    const path = visit.path(await idsOf(request));
    await signIn(page, request, visit.as ?? 'public');
    await open(page, path, visit.status ?? 200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await open(page, `${path}${path.includes('?') ? '&' : '?'}lang=ta`, visit.status ?? 200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    // The fixture fails the test here on any error or warning either visit logged.
  });
}

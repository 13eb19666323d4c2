import { mkdirSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { calls } from '@portal/contract/calls';
import { addressInLanguage } from '@portal/contract/page-language';
import { PATHS, STORAGE_KEYS } from '@portal/contract/routes';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { apiCall } from './api-client';
import { expect, test, type Account } from './fixtures';
import { MEMBER_MOBILES, MEMBER_REGS, loginMember } from './member-helpers';
import { STAFF_NAMES, putStaffSession, staffSessionOf, type StaffSession } from './staff-helpers';

/**
 * axe-core on every route: the public pages, the member area signed in as the demo
 * devotee (a registration's detail and feedback as the fixture account that has them), and the
 * back office's sign-in and home. Every route is checked twice: in English at 1280 px and in
 * Tamil at 360 px, so each route is seen in both languages and at both widths (what changes with
 * the width is the layout, what changes with the language is the text; checking all four pairs
 * doubled the suite's longest spec and found nothing the two did not). No violation of any impact
 * is accepted. At 360 px in Tamil no page may scroll sideways; with A11Y_SHOTS=1 each is also
 * photographed (.tmp/a11y-shots/), for a person to look at.
 */
const DEMO_DEVOTEE = '9876543210';
// The two runs are independent (each signs in for itself): two workers share them.
test.describe.configure({ mode: 'parallel' });
const SHOTS = '.tmp/a11y-shots';

type Who = 'visitor' | 'devotee' | 'member' | 'staff-out' | 'staff';
interface Route {
  path: string;
  who: Who;
}

async function publicRoutes(request: APIRequestContext): Promise<Route[]> {
  const first = async (list: Promise<{ data: { id: number }[] }>) => (await list).data[0]!.id;
  const [category, tag, mediaCategory, mediaTag, event] = await Promise.all([
    first(apiCall(request, calls.galleryCategoryList)),
    first(apiCall(request, calls.galleryTagList)),
    first(apiCall(request, calls.mediaCategoryList)),
    first(apiCall(request, calls.mediaTagList)),
    first(apiCall(request, calls.eventAllList)),
  ]);
  const paths = [
    PATHS.home,
    PATHS.programs,
    PATHS.program(1),
    PATHS.product('ulchemy'),
    PATHS.projects,
    PATHS.eventMain,
    PATHS.upcomingEvents,
    PATHS.gallery,
    PATHS.galleryCategory(category),
    PATHS.galleryTag(tag),
    PATHS.media,
    PATHS.mediaCategory(mediaCategory),
    PATHS.mediaTag(mediaTag),
    PATHS.share(event),
    PATHS.mandirPayment,
    PATHS.karmayogamHome,
    PATHS.login,
    PATHS.register,
    PATHS.forgot,
    PATHS.privacyPolicy,
    PATHS.refundPolicy,
    PATHS.disclaimer,
  ];
  return paths.map((path) => ({ path, who: 'visitor' }));
}

const MEMBER_ROUTES: Route[] = [
  ...[
    PATHS.profile,
    PATHS.contact,
    PATHS.currentEvents,
    PATHS.historyEvents,
    PATHS.donationList,
    PATHS.donationPending,
    PATHS.favouriteList,
  ].map((path): Route => ({ path, who: 'devotee' })),
  { path: PATHS.eventDetail(MEMBER_REGS.currentPaid), who: 'member' },
  { path: PATHS.feedbackView(MEMBER_REGS.historyFeedbackGiven), who: 'member' },
  { path: ADMIN_PATHS.login, who: 'staff-out' },
  { path: ADMIN_PATHS.root, who: 'staff' },
];

/** Puts who is signed in into the browser's storage (the page at hand is on the site's origin). */
async function signInAs(
  page: Page,
  who: Who,
  sessions: Record<'devotee' | 'member', Account> & { staff: StaffSession },
) {
  await page.evaluate(
    ([userKey, user]) => {
      localStorage.clear();
      sessionStorage.clear();
      if (user) localStorage.setItem(userKey!, user);
      if (user) localStorage.setItem('profile_status', '0');
    },
    [
      STORAGE_KEYS.user,
      who === 'devotee' || who === 'member'
        ? JSON.stringify({ access_token: sessions[who].token, user_name: sessions[who].name })
        : '',
    ] as const,
  );
  if (who === 'staff') await putStaffSession(page, 'owner', sessions.staff);
}

for (const [lang, width] of [
  ['en', 1280],
  ['ta', 360],
] as const) {
  test(`axe finds nothing on any route in ${lang === 'ta' ? 'Tamil' : 'English'} at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(480_000);
    await page.setViewportSize({ width, height: 900 });
    const sessions = {
      devotee: await loginMember(request, DEMO_DEVOTEE),
      member: await loginMember(request, MEMBER_MOBILES.events),
      staff: await staffSessionOf(request, 'owner'),
    };
    const routes = [...(await publicRoutes(request)), ...MEMBER_ROUTES];
    const found: string[] = [];
    let signedIn: Who | null = null;
    await page.goto(PATHS.disclaimer);
    for (const { path, who } of routes) {
      if (who !== signedIn) {
        await signInAs(page, who, sessions);
        signedIn = who;
      }
      const address = lang === 'ta' ? addressInLanguage(path, 'ta') : path;
      await page.goto(address);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main, [role="main"]').first(), address).toBeVisible();
      if (who === 'staff') await expect(page.getByTestId('admin-who')).toContainText(STAFF_NAMES.owner);
      // Only the violations are gathered: the passes' details are not read and cost the most time.
      const axe = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
      for (const v of axe.violations)
        found.push(`${address} ${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      if (lang === 'ta' && width === 360) {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) found.push(`${address} scrolls sideways by ${overflow} px`);
        if (process.env.A11Y_SHOTS) {
          mkdirSync(SHOTS, { recursive: true });
          await page.screenshot({ path: `${SHOTS}/ta-360${path === '/' ? '_home' : path.replaceAll('/', '_')}.png`, fullPage: true });
        }
      }
    }
    expect(routes.length).toBeGreaterThan(30);
    expect(found).toEqual([]);
  });
}

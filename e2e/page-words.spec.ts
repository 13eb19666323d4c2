import { calls } from '@portal/contract/calls';
import { PAGE_WORDS } from '@portal/contract/page-words';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { PATHS } from '@portal/contract/routes';
import { apiCall } from './api-client';
import { expect, test } from './fixtures';
import { clearEditor, writeFormatted, writeHeading } from './rich-text-helpers';
import { openAdminAs, staffLogin } from './staff-helpers';

/**
 * Words and pages: an editor formats a program's story in the rich-text editor (a heading, a
 * list, a link and a YouTube video), previews it and saves; the program page shows it in
 * English and Tamil. An editor rewrites the home page's welcome in both languages, its text
 * with a list in the same editor, with its preview, and the home page shows it. At a laptop's and a phone's width; what was changed is
 * put back afterwards for the other specs sharing this server.
 */
const PROGRAM = 6;
const VIDEO = 'dQw4w9WgXcQ';

for (const [label, viewport] of [
  ['laptop', { width: 1280, height: 900 }],
  ['phone', { width: 360, height: 780 }],
] as const) {
  test.describe(`words and pages on a ${label}`, () => {
    test.use({ viewport });

    test('an editor formats a program story with a heading, a list, a link and a YouTube video, previews and saves; the page shows it in English and Tamil', async ({ page, browser, request }) => {
      // Two editors' worth of typing, a save and four public pages: more than one minute on a busy machine.
      test.setTimeout(150_000);
      const token = await staffLogin(request, 'editor');
      const before = (await apiCall(request, calls.adminProgram, { token, params: { id: String(PROGRAM) } })).data;
      const stamp = `${label}-${Date.now().toString(36)}`;
      try {
        await openAdminAs(page, 'editor', `${ADMIN_PATHS.root}/programs`);
        await page.getByRole('button', { name: `Edit row ${PROGRAM}` }).click();

        const english = 'Story (English)';
        const { tools } = await writeFormatted(page, english, {
          heading: `The path ${stamp}`,
          items: ['Morning practice', 'Evening satsang'],
          link: { text: 'Read more', href: 'https://example.org/path' },
        });
        // The panel closes and the story takes the keys again.
        await expect(page.getByRole('textbox', { name: english, exact: true })).toBeFocused();
        await page.keyboard.press('End');
        await page.keyboard.press('Enter');
        await tools.getByRole('button', { name: 'YouTube video' }).click();
        await page.getByLabel('YouTube address').fill(`https://www.youtube.com/watch?v=${VIDEO}`);
        await page.getByRole('button', { name: 'Apply' }).click();

        // The toolbar is one tab stop, its buttons reached with the arrow keys.
        await tools.getByRole('button', { name: 'Heading', exact: true }).focus();
        await page.keyboard.press('ArrowRight');
        await expect(tools.getByRole('button', { name: 'Subheading' })).toBeFocused();

        await writeHeading(page, 'Story (Tamil)', `பாதை ${stamp}`);

        // The preview shows the story as the program page will.
        await tools.getByRole('button', { name: 'Preview' }).click();
        const preview = page.getByTestId('rich-text-preview');
        await expect(preview.getByRole('heading', { name: `The path ${stamp}` })).toBeVisible();
        await expect(preview.getByRole('listitem')).toHaveText(['Morning practice', 'Evening satsang']);
        await expect(preview.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', 'https://example.org/path');
        await expect(preview.locator(`iframe[src*="youtube-nocookie.com/embed/${VIDEO}"]`)).toHaveCount(1);

        const answered = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith(`/api/admin/programs/${PROGRAM}`));
        // Saved from the keyboard: the preview's video frames (no network here: an error page)
        // settle their size after the button has been found, and a click could land beside it.
        await page.getByRole('button', { name: 'Save', exact: true }).focus();
        await page.keyboard.press('Enter');
        expect((await answered).status()).toBe(200);
        await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

        const visitor = await browser.newPage({ viewport });
        await visitor.goto(PATHS.program(PROGRAM));
        const story = visitor.locator('.program-story');
        await expect(story.getByRole('heading', { name: `The path ${stamp}` })).toBeVisible();
        await expect(story.getByRole('listitem')).toHaveText(['Morning practice', 'Evening satsang']);
        await expect(story.getByRole('link', { name: 'Read more' })).toHaveAttribute('href', 'https://example.org/path');
        await expect(story.locator(`iframe[src*="youtube-nocookie.com/embed/${VIDEO}"]`)).toHaveCount(1);
        expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await visitor.goto(`${PATHS.program(PROGRAM)}?lang=ta`);
        await expect(visitor.locator('.program-story').getByRole('heading', { name: `பாதை ${stamp}` })).toBeVisible();
        await visitor.close();
      } finally {
        await apiCall(request, calls.adminProgramUpdate, { token, params: { id: String(PROGRAM) }, body: { story: before.story, story_ta: before.story_ta } });
      }
    });

    test("an editor rewrites the home page's welcome in English and Tamil, its text with a list, with its preview; the home page shows it", async ({ page, browser, request }) => {
      test.setTimeout(120_000);
      const token = await staffLogin(request, 'editor');
      const stamp = `${label}-${Date.now().toString(36)}`;
      const start = PAGE_WORDS.home.intro_heading;
      const lead = PAGE_WORDS.home.intro_lead;
      try {
        await openAdminAs(page, 'editor', `${ADMIN_PATHS.root}/page-words`);
        await expect(page.getByLabel('Welcome heading (English)')).toHaveValue(start.en);
        await page.getByLabel('Welcome heading (English)').fill(`Welcome, seeker ${stamp}`);
        await page.getByLabel('Welcome heading (Tamil)').fill(`வருக, சாதகரே ${stamp}`);

        // The welcome text is rich text: its starting words open in the editor as their paragraph.
        const text = 'Welcome text (English)';
        await expect(page.getByRole('textbox', { name: text, exact: true }).getByRole('paragraph')).toHaveText(lead.en);
        const box = await clearEditor(page, text);
        await page.keyboard.type(`Open to all ${stamp}`);
        await page.keyboard.press('Enter');
        await page.getByRole('toolbar', { name: `Format: ${text}` }).getByRole('button', { name: 'Bulleted list' }).click();
        await expect(box).toBeFocused();
        await page.keyboard.type('Practice');
        await page.keyboard.press('Enter');
        await page.keyboard.type('Service');

        const preview = page.getByTestId('page-words-preview');
        await expect(preview.getByRole('heading', { name: `Welcome, seeker ${stamp}` })).toBeVisible();
        // The welcome text's own list (the temple town's parts are a list too).
        await expect(preview.locator('.lead').getByRole('listitem')).toHaveText(['Practice', 'Service']);
        await preview.getByRole('button', { name: 'Tamil' }).click();
        await expect(preview.getByRole('heading', { name: `வருக, சாதகரே ${stamp}` })).toBeVisible();
        // The Tamil text is still the starting one.
        await expect(preview.getByText(lead.ta, { exact: true })).toBeVisible();

        const answered = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith('/api/admin/page-words/home'));
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        const saved = (await (await answered).json()) as { data: { words: Record<string, { en: string }> } };
        expect(saved.data.words.intro_lead!.en).toBe(`<p>Open to all ${stamp}</p><ul><li><p>Practice</p></li><li><p>Service</p></li></ul>`);
        await expect(page.getByRole('status')).toHaveText('Saved');

        const visitor = await browser.newPage({ viewport });
        await visitor.goto(PATHS.home);
        const intro = visitor.getByTestId('home-intro');
        await expect(intro.getByRole('heading', { level: 2, name: `Welcome, seeker ${stamp}` })).toBeVisible();
        await expect(intro.getByText(`Open to all ${stamp}`, { exact: true })).toBeVisible();
        await expect(intro.locator('.lead').getByRole('listitem')).toHaveText(['Practice', 'Service']);
        // The introduction, list and all, keeps within the screen.
        expect(await intro.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth && el.scrollWidth <= el.clientWidth)).toBe(true);
        await visitor.screenshot({ path: test.info().outputPath(`home-intro-en-${viewport.width}.png`) });
        await visitor.goto(`${PATHS.home}?lang=ta`);
        await expect(visitor.getByTestId('home-intro').getByRole('heading', { level: 2, name: `வருக, சாதகரே ${stamp}` })).toBeVisible();
        await expect(visitor.getByTestId('home-intro').getByText(lead.ta, { exact: true })).toBeVisible();
        await visitor.close();
      } finally {
        await apiCall(request, calls.adminPageWordsUpdate, {
          token,
          params: { page: 'home' },
          body: { words: { intro_heading: { en: start.en, ta: start.ta }, intro_lead: { en: lead.en, ta: lead.ta } } },
        });
      }
    });
  });
}

import { calls } from '@portal/contract/calls';
import { SETTINGS_LABELS, SETTINGS_MESSAGES } from '@portal/contract/settings';
import { ADMIN_PATHS } from '@portal/contract/staff';
import { PATHS } from '@portal/contract/routes';
import { apiCall } from './api-client';
import { expect, test } from './fixtures';
import { openAdminAs, staffLogin } from './staff-helpers';

/**
 * Site settings: the owner changes the help lines and the shop's address in
 * /admin/settings on a phone, and a visitor sees the new values in the site's footer at once.
 * The former values are put back afterwards, for the other specs sharing this server.
 */
test.describe('site settings', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the owner changes the help lines and the shop address; the public footer shows them', async ({ page, browser, request }) => {
    const token = await staffLogin(request, 'owner');
    const before = (await apiCall(request, calls.adminSettings, { token })).data;
    const stamp = Date.now().toString().slice(-4);
    const helpLine = `+91 98765 4${stamp}`;
    const shopAddress = `Matangi Shop ${stamp}, 12 Temple Street, Madurai`;
    try {
      await openAdminAs(page, 'owner', `${ADMIN_PATHS.root}/settings`);
      await expect(page.getByRole('heading', { name: 'Site settings' })).toBeVisible();

      // A bad value is refused with the field's own message.
      await page.getByLabel('Help lines').fill('call us');
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText(SETTINGS_MESSAGES.invalidPhone)).toBeVisible();

      await page.getByLabel('Help lines').fill(helpLine);
      await page.getByLabel('Shop address (English)').fill(shopAddress);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('status')).toHaveText(SETTINGS_MESSAGES.saved);

      // A visitor (a fresh browser context: no cached answers) sees the new values.
      const visitor = await browser.newPage({ viewport: { width: 360, height: 780 } });
      await visitor.goto(PATHS.contact);
      await expect(visitor.getByTestId('footer-help-lines')).toContainText(helpLine);
      await expect(visitor.getByTestId('footer-help-lines').getByRole('link', { name: helpLine })).toHaveAttribute('href', `tel:+9198765${'4' + stamp}`);
      await expect(visitor.getByTestId('footer-shop-address')).toContainText(shopAddress);
      await visitor.close();
    } finally {
      await apiCall(request, calls.adminSettingsUpdate, { token, body: { help_lines: before.help_lines, shop_address: before.shop_address } });
    }
  });

  for (const [label, viewport] of [
    ['laptop', { width: 1280, height: 900 }],
    ['phone', { width: 360, height: 780 }],
  ] as const) {
    test(`the owner rewrites the refund policy in English and Tamil on a ${label}; the public page shows each language`, async ({ page, browser, request }) => {
      await page.setViewportSize(viewport);
      const token = await staffLogin(request, 'owner');
      const before = (await apiCall(request, calls.adminSettings, { token })).data;
      const stamp = Date.now().toString(36);
      try {
        await openAdminAs(page, 'owner', `${ADMIN_PATHS.root}/settings`);
        await expect(page.getByRole('group', { name: SETTINGS_LABELS.policies })).toBeVisible();
        // The policy is written in the rich-text editor: a heading, then a paragraph, in each language.
        for (const [language, heading, text] of [
          ['English', `Refunds ${stamp}`, 'Write to us.'],
          ['Tamil', `பணத்திரும்பல் ${stamp}`, 'எங்களுக்கு எழுதுங்கள்.'],
        ] as const) {
          const name = `${SETTINGS_LABELS.policy_refund} (${language})`;
          const box = page.getByRole('textbox', { name, exact: true });
          await box.fill('');
          await box.click();
          await page.getByRole('toolbar', { name: `Format: ${name}` }).getByRole('button', { name: 'Heading', exact: true }).click();
          await expect(box.getByRole('heading')).toHaveCount(1);
          await expect(box).toBeFocused();
          await page.keyboard.type(heading);
          await page.keyboard.press('Enter');
          await page.keyboard.type(text);
        }
        // The preview shows the English policy as its page will.
        const refundTools = page.getByRole('toolbar', { name: `Format: ${SETTINGS_LABELS.policy_refund} (English)` });
        await refundTools.getByRole('button', { name: 'Preview' }).click();
        await expect(page.getByTestId('rich-text-preview').getByRole('heading', { name: `Refunds ${stamp}` })).toBeVisible();
        const answered = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith('/api/admin/settings'));
        await page.getByRole('button', { name: 'Save' }).click();
        expect((await answered).status()).toBe(200);
        await expect(page.getByRole('status')).toHaveText(SETTINGS_MESSAGES.saved);
        const kept = (await apiCall(request, calls.adminSettings, { token })).data;
        // Stored as the editor wrote it (the cleared box may leave an empty paragraph after it).
        expect(kept.policy_refund).toMatch(new RegExp(`^<h2>Refunds ${stamp}</h2><p>Write to us\\.</p>`));

        const visitor = await browser.newPage({ viewport });
        await visitor.goto(PATHS.refundPolicy);
        await expect(visitor.getByTestId('policy-text').getByRole('heading', { name: `Refunds ${stamp}` })).toBeVisible();
        await visitor.goto(`${PATHS.refundPolicy}?lang=ta`);
        await expect(visitor.getByTestId('policy-text').getByRole('heading', { name: `பணத்திரும்பல் ${stamp}` })).toBeVisible();
        expect(await visitor.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await visitor.close();
      } finally {
        await apiCall(request, calls.adminSettingsUpdate, { token, body: { policy_refund: before.policy_refund, policy_refund_ta: before.policy_refund_ta } });
      }
    });
  }
});


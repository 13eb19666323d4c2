import { describe, expect, it } from 'vitest';
import { interfaceStrings, stringModules, type Strings } from '../../ui-strings';

/** Every string's path (`a.b.c`) and text. */
function leaves(strings: Strings, prefix = ''): [string, string][] {
  return Object.entries(strings).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)));
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
const TAMIL_LETTERS = /[\u0B80-\u0BFF]/;

/** The back office's namespaces that read Tamil (docs/decisions/tamil.md, "The back office"). */
const BACK_OFFICE = ['admin.', 'staffAccount.', 'adminList.', 'bulk.', 'adminExport.', 'eventPicker.', 'desk.', 'waitingList.', 'adminMessages.', 'broadcast.', 'adminRegistrations.', 'ticketTypes.', 'discountCodes.', 'registrationDetail.', 'adminPayments.', 'adminRefunds.', 'adminDonations.', 'adminDevotees.', 'adminInbox.', 'adminQuestions.'];

describe('the interface strings in English and Tamil', async () => {
  const { en, ta } = await interfaceStrings();
  const taByKey = new Map(leaves(ta));
  const enLeaves = leaves(en);

  it('loads the back office shell and the shared components strings too', () => {
    const files = stringModules().map((f) => f.replaceAll('\\', '/'));
    expect(files.some((f) => f.endsWith('app/admin/admin-strings.ts'))).toBe(true);
    expect(files.some((f) => f.endsWith('app/admin/account-strings.ts'))).toBe(true);
    expect(files.some((f) => f.endsWith('components/admin-strings.ts'))).toBe(true);
  });

  it('has a Tamil text with the same placeholders for every English one', () => {
    const missing = enLeaves.filter(([k]) => !taByKey.get(k)?.trim()).map(([k]) => k);
    expect(missing).toEqual([]);
    const mismatched = enLeaves.filter(([k, text]) => placeholders(text).join() !== placeholders(taByKey.get(k) ?? '').join()).map(([k]) => k);
    expect(mismatched).toEqual([]);
  });

  it('writes the back office pages in Tamil script, not English left in place', () => {
    const backOffice = enLeaves.filter(([k]) => BACK_OFFICE.some((ns) => k.startsWith(ns)));
    for (const ns of BACK_OFFICE) expect(backOffice.some(([k]) => k.startsWith(ns)), ns).toBe(true);
    // A text that is only a name, an abbreviation or a number (SMS, PAN, UPI) stays as it is.
    const english = backOffice.filter(([k, text]) => /[a-z]{3}/.test(text.replace(/\{\{\w+\}\}/g, '')) && !TAMIL_LETTERS.test(taByKey.get(k) ?? '')).map(([k]) => k);
    expect(english).toEqual([]);
  });
});

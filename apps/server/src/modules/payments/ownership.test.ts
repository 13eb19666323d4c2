import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * One owner per money table. Payments reaches registrations and donations only through
 * the PaymentTarget each of them registers (payments/targets.ts): payments imports neither, and
 * each table is written only by its own module. Read from the source, so a regression fails here.
 */
const MODULES = fileURLToPath(new URL('..', import.meta.url));

function productFiles(module: string): Array<{ path: string; text: string }> {
  const out: Array<{ path: string; text: string }> = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.startsWith('test-')) {
        out.push({ path, text: readFileSync(path, 'utf8') });
      }
    }
  };
  walk(join(MODULES, module));
  return out;
}

const modules = readdirSync(MODULES, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);

/** Product files anywhere that write a table (INSERT INTO / UPDATE / DELETE FROM). */
function writersOf(table: string): string[] {
  const write = new RegExp(`(INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+${table}\\b`, 'i');
  return modules.flatMap((m) => productFiles(m).filter((f) => write.test(f.text)).map((f) => `${m}/${f.path.split(`${m}/`).pop()}`));
}

describe('money tables have one owner each', () => {
  it('payments imports neither registrations nor donations', () => {
    for (const f of productFiles('payments')) {
      expect(f.text, f.path).not.toMatch(/from '\.\.\/(\.\.\/modules\/)?(registrations|donations)\//);
    }
  });

  it('registrations and donations are written only by their own modules, payment attempts only by payments', () => {
    // program-forms stores a registration's answers through registrations' saveRegistrationDetails.
    // The registrations module keeps its SQL in more than one repository file (the check-in's apart).
    expect(writersOf('registrations').every((w) => /^registrations\/[\w-]*repository\.ts$/.test(w))).toBe(true);
    expect(writersOf('donations').every((w) => w.startsWith('donations/')), writersOf('donations').join()).toBe(true);
    expect(writersOf('payment_attempts').every((w) => w.startsWith('payments/'))).toBe(true);
    expect(writersOf('payment_overpayments').every((w) => w.startsWith('payments/'))).toBe(true);
    expect(writersOf('payment_refunds').every((w) => w.startsWith('payments/'))).toBe(true);
    expect(writersOf('payment_refunds').length).toBeGreaterThan(0);
    expect(writersOf('registrations').length).toBeGreaterThan(0);
    expect(writersOf('donations').length).toBeGreaterThan(0);
  });
});

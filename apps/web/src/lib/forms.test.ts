import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every form is sent one way (docs/decisions/forms.md): react-hook-form reads and validates the
 * values with the contract's schema, useFormSubmit sends them. A form component in a folder moved
 * to that way must not read its values from the DOM (`new FormData(`) nor validate by hand
 * (`safeParse(`). The folders not yet moved are listed in forms.md.
 */
const SRC = join(import.meta.dirname, '..');
const ONE_WAY = [
  'app/admin',
  'features/accounts',
  'features/member',
  'features/settings',
  'features/tax',
  'features/receipts',
  'features/gallery',
  'features/translations',
  'features/content',
  'features/program-forms',
  'features/questions',
  'features/devotees',
  'features/waiting-room',
  'features/payments',
  'features/registrations',
  'features/messages',
  'features/catalog',
  'features/donations',
];
/** A FormData read from a form element (an empty one, filled for a multipart body, is fine), and a hand-made check. */
const OLD_WAYS = [/new FormData\(\s*[^)\s]/, /\.safeParse\(/];

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return componentFiles(path);
    return e.name.endsWith('.tsx') && !e.name.includes('.test.') ? [path] : [];
  });
}

/** The offending lines of a component that holds a form. */
export function oldFormWays(source: string): string[] {
  if (!/<form\b|onSubmit/.test(source)) return [];
  return source.split('\n').filter((line) => OLD_WAYS.some((re) => re.test(line)));
}

describe('forms are sent one way', () => {
  it('catches a form that reads the DOM or validates by hand', () => {
    expect(oldFormWays('const f = new FormData(ev.currentTarget);\nreturn <form onSubmit={submit} />;')).toHaveLength(1);
    expect(oldFormWays('const r = schema.safeParse(values);\nreturn <form onSubmit={submit} />;')).toHaveLength(1);
    // A multipart body built from the form's values is not reading the DOM; a component without a form is no form.
    expect(oldFormWays('const body = new FormData();\nreturn <form onSubmit={onSubmit} />;')).toEqual([]);
    expect(oldFormWays('const f = new FormData(el);')).toEqual([]);
  });

  it.each(ONE_WAY)('%s: no form reads FormData or calls safeParse', (folder) => {
    const files = componentFiles(join(SRC, folder));
    expect(files.length).toBeGreaterThan(0);
    const found = files.flatMap((f) => oldFormWays(readFileSync(f, 'utf8')).map((line) => `${relative(SRC, f)}: ${line.trim()}`));
    expect(found).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODULES_DOC, moduleImports, modulesDoc } from './modules-doc.ts';

describe('docs/modules.md', () => {
  it('is what the code draws today (npm run docs:modules)', () => {
    expect(readFileSync(MODULES_DOC, 'utf8')).toBe(modulesDoc());
  });

  it('sees the imports between modules', () => {
    const uses = moduleImports();
    expect(uses.get('favourites')).toContain('media');
    expect(uses.get('dashboard')).toContain('payments');
    expect(uses.get('health')).toEqual(new Set());
  });
});

import { describe, expect, it } from 'vitest';
import { renderHead, withHtmlLang } from './page-meta.ts';

const INDEX = '<!doctype html><html lang="en"><head><title>Matangi Foundation</title></head><body></body></html>';
const META = { title: 'Ulchemy - Matangi Foundation', description: 'உள்வாழ்வின் ரசவாதம்', path: '/programs/1' };

describe('share previews in the language of the link', () => {
  it('marks a Tamil page as Tamil and keeps ?lang=ta in its og:url', () => {
    const html = renderHead(INDEX, META, 'https://example.org', 'ta');
    expect(html).toContain('<html lang="ta">');
    expect(html).toContain('<meta property="og:url" content="https://example.org/programs/1?lang=ta">');
    expect(html).toContain('<meta property="og:locale" content="ta_IN">');
    expect(html).toContain('content="உள்வாழ்வின் ரசவாதம்"');
  });

  it('leaves an English page English, with no lang parameter', () => {
    const html = renderHead(INDEX, META, 'https://example.org');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<meta property="og:url" content="https://example.org/programs/1">');
    expect(withHtmlLang(INDEX, 'ta')).toContain('<html lang="ta">');
  });
});

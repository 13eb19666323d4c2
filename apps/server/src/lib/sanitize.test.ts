import { describe, expect, it } from 'vitest';
import { richTextHtml, richTextPlain, sanitizeStoryHtml } from './sanitize.ts';

/** What the rich-text editor writes survives the story rules; what it cannot write does not. */
describe('sanitizeStoryHtml and the rich-text editor', () => {
  it('keeps headings, lists, links, a picture of the site and a YouTube embed in its marker', () => {
    const html =
      '<h2>Story</h2><ul><li><p>One</p></li></ul><p><a href="https://example.org">link</a></p>' +
      '<img src="/files/pictures/a1.webp" alt="Temple">' +
      '<div data-youtube-video=""><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" width="640" height="360" allowfullscreen="true"></iframe></div>';
    const clean = sanitizeStoryHtml(html);
    expect(clean).toContain('<h2>Story</h2>');
    expect(clean).toContain('<ul><li><p>One</p></li></ul>');
    expect(clean).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">link</a>');
    expect(clean).toContain('<img src="/files/pictures/a1.webp" alt="Temple" />');
    expect(clean).toContain('<div data-youtube-video><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
  });

  it('removes outside and scripted pictures, other iframes, scripts and handlers', () => {
    const html =
      '<img src="https://tracker.example.com/p.gif"><img src="/files/../api/x"><img src="data:image/png;base64,AAAA">' +
      '<img src="/files/a.webp" onerror="alert(1)"><iframe src="https://evil.example.com/embed"></iframe>' +
      '<div data-youtube-video="" onclick="x()">v</div><script>alert(1)</script><a href="javascript:alert(1)">x</a>';
    const clean = sanitizeStoryHtml(html);
    expect(clean).not.toMatch(/tracker|\.\.|data:|onerror|evil|onclick|script|javascript/);
    expect(clean).toContain('<img src="/files/a.webp" />');
  });

  it('drops the empty paragraphs the editor leaves at the end, and keeps those between paragraphs', () => {
    expect(sanitizeStoryHtml('<p>Om</p><p></p>')).toBe('<p>Om</p>');
    expect(sanitizeStoryHtml('<h2>Day</h2><p>Om</p><p></p><p><br></p><p>&nbsp;</p><p> </p>')).toBe('<h2>Day</h2><p>Om</p>');
    expect(sanitizeStoryHtml('<p>One</p><p></p><p>Two</p><p></p>')).toBe('<p>One</p><p></p><p>Two</p>');
    expect(sanitizeStoryHtml('<p></p>')).toBe('');
    expect(sanitizeStoryHtml('<ul><li><p>Yoga</p></li></ul><p></p>')).toBe('<ul><li><p>Yoga</p></li></ul>');
    expect(richTextHtml('<p>Om</p><p></p>')).toBe('<p>Om</p>');
    expect(richTextHtml('<p></p><p><br></p>')).toBe('');
  });
});

/** Event descriptions: rich text from the editor, or plain text written before it. */
describe('richTextHtml and richTextPlain', () => {
  it('reads an older plain description as paragraphs and line breaks, its characters as text', () => {
    const html = richTextHtml('Tea & snacks <3\nBring a mat.\n\nSecond day: silence.');
    expect(html).toBe('<p>Tea &amp; snacks &lt;3<br />Bring a mat.</p><p>Second day: silence.</p>');
    expect(richTextHtml(html)).toBe(html);
    expect(richTextPlain('Tea & snacks <3\nBring a mat.\n\nSecond day: silence.')).toBe('Tea & snacks <3 Bring a mat. Second day: silence.');
  });

  it('keeps the editor\'s heading, list and link and strips scripts, handlers and unknown tags', () => {
    const html = richTextHtml('<h2>Day one</h2><ul><li><p>Yoga</p></li></ul><p><a href="https://example.org" onclick="x()">Map</a></p><script>alert(1)</script><marquee>Now</marquee>');
    expect(html).toContain('<h2>Day one</h2><ul><li><p>Yoga</p></li></ul>');
    expect(html).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">Map</a>');
    expect(html).not.toMatch(/script|onclick|marquee|alert/);
    expect(richTextHtml(html)).toBe(html);
    expect(richTextPlain(html)).toBe('Day one Yoga Map Now');
  });

  it('leaves nothing of a description that was only a script, and inline text in a paragraph', () => {
    expect(richTextHtml('<script>alert(1)</script>')).toBe('');
    expect(richTextHtml('  ')).toBe('');
    expect(richTextHtml('<b>Free</b> entry')).toBe('<p><b>Free</b> entry</p>');
  });
});

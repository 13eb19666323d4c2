import { describe, expect, it } from 'vitest';
import type { PublicEvent } from '@portal/contract/catalog';
import { eventDescription, programDescription, shortDescription } from './share-preview';

describe('share preview descriptions', () => {
  it("join a program's headline and its story's text, without tags", () => {
    expect(programDescription({ headline: 'Your Second Birth', story: '<p>Divija means <strong>twice</strong> born.</p>' })).toBe(
      'Your Second Birth: Divija means twice born.',
    );
    expect(programDescription({ headline: 'H', story: '<p onclick="x()">A<script>alert(1)</script></p>' })).toBe('H: A');
  });

  it('cut long descriptions at a word, within 160 characters', () => {
    const text = shortDescription('Headline', `<p>${'word '.repeat(60)}</p>`);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text.endsWith('word…')).toBe(true);
  });

  it("say an event's dates and city before its description", () => {
    const event = { event_date: '2027-01-12', end_date: '2027-01-14', start_time: null, end_time: null, timing: '', city_name: 'Kodaikanal', event_desc: 'Two days of breath.' } as unknown as PublicEvent;
    expect(eventDescription(event, 'en')).toBe('12/01/2027 - 14/01/2027, Kodaikanal: Two days of breath.');
  });
});

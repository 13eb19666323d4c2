import { describe, expect, it } from 'vitest';
import { clockText, eventTimeText } from './event-times.ts';

describe("an event's time in words", () => {
  it('says a clock time in English and in Tamil, with the part of the day', () => {
    expect(['00:15', '09:00', '12:00', '17:30', '23:05'].map((t) => clockText(t, 'en'))).toEqual(['12:15 AM', '9:00 AM', '12:00 PM', '5:30 PM', '11:05 PM']);
    expect(['04:30', '09:00', '12:30', '15:00', '17:30', '21:00'].map((t) => clockText(t, 'ta'))).toEqual([
      'அதிகாலை 4:30',
      'காலை 9:00',
      'மதியம் 12:30',
      'பிற்பகல் 3:00',
      'மாலை 5:30',
      'இரவு 9:00',
    ]);
  });

  it('one day, several days, one end missing, none (the fallback)', () => {
    const day = { event_date: '2026-12-12', start_time: '09:00:00', end_time: '17:30:00' };
    expect(eventTimeText(day, 'en')).toBe('9:00 AM - 5:30 PM');
    expect(eventTimeText({ ...day, end_date: '2026-12-12' }, 'ta')).toBe('காலை 9:00 - மாலை 5:30');
    const vigil = { event_date: '2026-12-12', end_date: '2026-12-13', start_time: '18:00', end_time: '06:00' };
    expect(eventTimeText(vigil, 'en')).toBe('From 6:00 PM on 12/12/2026 until 6:00 AM on 13/12/2026');
    expect(eventTimeText(vigil, 'ta')).toBe('12/12/2026 மாலை 6:00 முதல் 13/12/2026 காலை 6:00 வரை');
    expect(eventTimeText({ event_date: '2026-12-12', start_time: '09:00' }, 'en')).toBe('From 9:00 AM');
    expect(eventTimeText({ event_date: '2026-12-12', end_time: '17:30' }, 'ta')).toBe('மாலை 5:30 வரை');
    expect(eventTimeText({ event_date: '2026-12-12', start_time: null, end_time: null }, 'en', '6:00 AM - 8:00 PM')).toBe('6:00 AM - 8:00 PM');
  });
});

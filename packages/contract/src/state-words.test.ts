import { describe, expect, it } from 'vitest';
import { REGISTRATION_MESSAGES } from './registrations.ts';
import { eventStateText, inWords, PAYMENT_KIND_WORDS } from './state-words.ts';

const event = { status: 'notstarted' as const, hidden: false, published: true, event_close: 0 as const, closed_reason: '' };

describe('states in words', () => {
  it('an event reads "Not started · open", never its stored codes, in English and Tamil', () => {
    expect(eventStateText(event)).toBe('Not started · open');
    expect(eventStateText(event, 'ta')).toBe('தொடங்கவில்லை · பதிவு திறந்துள்ளது');
    expect(eventStateText({ ...event, status: 'ongoing', event_close: 1, closed_reason: REGISTRATION_MESSAGES.eventClosed })).toBe('Ongoing · closed');
    expect(eventStateText({ ...event, event_close: 1, closed_reason: REGISTRATION_MESSAGES.notOpenYet })).toBe('Not started · not open yet');
    expect(eventStateText({ ...event, published: false })).toBe('Draft');
    expect(eventStateText({ ...event, hidden: true }, 'ta')).toBe('மறைக்கப்பட்டது');
  });

  it('a payment kind reads as words; an unknown code is shown as it is rather than as nothing', () => {
    expect(inWords(PAYMENT_KIND_WORDS, 'advance')).toBe('Advance');
    expect(inWords(PAYMENT_KIND_WORDS, 'other')).toBe('other');
  });
});

import { z } from './zod.ts';

/**
 * The back office's event picker (every list filtered by an event: registrations, form answers,
 * feedback, volunteers): staff find an event by what they remember of it — its name, its date as
 * DD/MM/YYYY (or part of it), its city or its program — instead of typing its number.
 */
export const EVENT_CHOICE_LIMIT = 20;

export const eventChoiceQuery = z.object({
  q: z.string().trim().max(100, 'At most 100 characters').optional().transform((v) => v ?? ''),
  /** The event already chosen (a filter kept in the address), named even when q does not find it. */
  id: z
    .string()
    .regex(/^\d{0,9}$/, 'Use digits only')
    .optional()
    .transform((v) => (v ? Number(v) : undefined)),
});

export const eventChoiceSchema = z.object({
  id: z.number(),
  event_name: z.string(),
  /** YYYY-MM-DD, the first day in India. */
  event_date: z.string(),
  city_name: z.string(),
  program_id: z.number(),
  program_name: z.string(),
  status: z.enum(['notstarted', 'ongoing', 'completed', 'cancelled']),
  published: z.boolean(),
});
export type EventChoice = z.output<typeof eventChoiceSchema>;

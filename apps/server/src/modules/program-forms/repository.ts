import type { Queryable } from '../../db/client.ts';
import { cameToEvent } from '../../lib/attendance.ts';

/** A registration as the detail and feedback forms see it, with its event. */
export interface FormRegistration {
  id: number;
  program_id: number;
  program_name: string;
  program_name_ta: string;
  event_id: number;
  status: string;
  details: Record<string, string> | null;
  details_language: number;
  details_updated_at: Date | string | null;
  event_name: string;
  event_date: string;
  event_status: string;
  has_feedback: boolean;
  /** The person came to the event (lib/attendance.ts): feedback is theirs to give. */
  came: boolean;
}

/** One registration of one user: another user's registration is not found, like an unknown id. */
export const findOwnRegistration = (q: Queryable, regId: number, userId: number) =>
  q.one<FormRegistration>(
    `SELECT r.id, r.program_id::int AS program_id, COALESCE(p.name, '') AS program_name, COALESCE(p.name_ta, '') AS program_name_ta, r.event_id, r.status, r.details, r.details_language::int AS details_language,
            r.details_updated_at, e.event_name, e.event_date, e.status AS event_status,
            EXISTS (SELECT 1 FROM feedback f WHERE f.registration_id = r.id) AS has_feedback, ${cameToEvent('r')} AS came
       FROM registrations r JOIN events e ON e.id = r.event_id LEFT JOIN programs p ON p.id = r.program_id
      WHERE r.id = $1 AND r.user_id = $2`,
    [regId, userId],
  );

/**
 * Records feedback once: the eligibility rules are part of the statement and the unique
 * registration_id makes a second (or simultaneous) submit insert nothing.
 */
export const insertFeedback = (q: Queryable, regId: number, userId: number, answers: Record<string, string>) =>
  q.one<{ id: number }>(
    `INSERT INTO feedback (registration_id, user_id, program_id, answers)
     SELECT r.id, r.user_id, r.program_id, $3::jsonb
       FROM registrations r JOIN events e ON e.id = r.event_id
      WHERE r.id = $1 AND r.user_id = $2 AND ${cameToEvent('r')} AND e.status = 'completed'
     ON CONFLICT (registration_id) DO NOTHING
     RETURNING id`,
    [regId, userId, JSON.stringify(answers)],
  );

export const findOwnFeedback = (q: Queryable, regId: number, userId: number) =>
  q.one<{ program_id: number; program_name: string; program_name_ta: string; answers: Record<string, string>; event_name: string; event_date: string }>(
    `SELECT f.program_id::int AS program_id, COALESCE(p.name, '') AS program_name, COALESCE(p.name_ta, '') AS program_name_ta, f.answers, e.event_name, e.event_date
       FROM feedback f
       JOIN registrations r ON r.id = f.registration_id
       JOIN events e ON e.id = r.event_id
       LEFT JOIN programs p ON p.id = f.program_id
      WHERE f.registration_id = $1 AND f.user_id = $2`,
    [regId, userId],
  );

/** DPDP erasure: the person's feedback answers. */
export const deleteFeedbackOfUser = (q: Queryable, userId: number) => q.query('DELETE FROM feedback WHERE user_id = $1', [userId]);

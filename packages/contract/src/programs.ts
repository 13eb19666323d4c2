import { PATHS } from './routes.ts';

/**
 * The eight built-in programs of the foundation. Their ids are fixed by the spec (1 to 8) and drive
 * their own routes and forms; the office adds more programs as data (ids 9 and up), which use the
 * generic /programs/{id} page and /register/program/{id} screen.
 */
export const PROGRAM_IDS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type ProgramId = (typeof PROGRAM_IDS)[number];

/** The volunteer path, shown apart on the home page and asking its own fields (spec: Karmayogam, id 7). */
export const KARMAYOGAM_PROGRAM_ID = 7 satisfies ProgramId;

export interface ProgramInfo {
  id: ProgramId;
  name: string;
  /** Registration screen route (spec: "Program id to route"). */
  route: string;
  /** Title of the registration screen ("{title} - {product}"). */
  registerTitle: string;
  /** Headline shown on /programs/{id}. */
  headline: string;
  /** Feedback route, only programs 1 to 5 have one. */
  feedbackRoute?: string;
  /** Post-registration detail form route prefix (followed by /{registration id}). */
  detailFormRoute?: string;
}

export const PROGRAMS: Record<ProgramId, ProgramInfo> = {
  1: { id: 1, name: 'Ulchemy', route: '/ulchemy', registerTitle: 'Ulchemy Register', headline: 'Self Transformation', feedbackRoute: '/ulchemy-feedback', detailFormRoute: '/ulchemy-reg' },
  2: { id: 2, name: 'Ulchemy Elite', route: '/ulchemy-elite', registerTitle: 'Ulchemy Elite Register', headline: 'Self Transformation', feedbackRoute: '/ulchemyelite-feedback', detailFormRoute: '/ulchemyelite-reg' },
  3: { id: 3, name: 'Divija', route: '/divija', registerTitle: 'Divija Register', headline: 'Your Second Birth', feedbackRoute: '/divija-feedback', detailFormRoute: '/divija-reg' },
  4: { id: 4, name: 'Kaivalya', route: '/kaivalya', registerTitle: 'Kaivalya Register', headline: 'Song of Silence', feedbackRoute: '/kaivalya-feedback', detailFormRoute: '/kaivalya-reg' },
  5: { id: 5, name: 'Vision', route: '/vision', registerTitle: 'Dhaarana Register', headline: 'Your Winning Path', feedbackRoute: '/vision-feedback', detailFormRoute: '/vision-reg' },
  6: { id: 6, name: 'Shivratri', route: '/shivratri', registerTitle: 'Mahashivratri Register', headline: 'Song of Shiva', detailFormRoute: '/shivratri-reg' },
  7: { id: 7, name: 'Karmayogam', route: '/karmayogam', registerTitle: 'Karmayogam Register', headline: 'Story' },
  8: { id: 8, name: 'Paradesham', route: '/paradesham', registerTitle: 'Paradesham Register', headline: 'A Journey of a Lifetime', detailFormRoute: '/paradesham-reg' },
};

export const PROGRAM_ROUTES: Record<ProgramId, string> = Object.fromEntries(
  PROGRAM_IDS.map((id) => [id, PROGRAMS[id].route]),
) as Record<ProgramId, string>;

export const FEEDBACK_ROUTES: Partial<Record<ProgramId, string>> = Object.fromEntries(
  PROGRAM_IDS.filter((id) => PROGRAMS[id].feedbackRoute).map((id) => [id, PROGRAMS[id].feedbackRoute]),
);

/** One of the eight built-in programs (its fixed route and forms); added programs are not. */
export function isProgramId(value: unknown): value is ProgramId {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 8;
}

/** Program ids are kept in a smallint column: a larger number can never be one (and must not reach a query). */
export const PROGRAM_ID_MAX = 32767;

/**
 * A number that could be a program's id (built-in or added). Whether that program exists is the
 * database's answer; this only keeps ids like 32768 or 1.5 from reaching a query.
 */
export function isProgramNumber(value: unknown): boolean {
  if (value === null || value === '' || typeof value === 'boolean') return false;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= PROGRAM_ID_MAX;
}

/** The generic registration screen of a program the office added (the eight keep their own routes). */
export const programRegisterPath = PATHS.programRegister;

/** The registration screen of any program: the eight's fixed route, else the generic screen. */
export function programRoute(id: unknown): string | undefined {
  if (isProgramId(id)) return PROGRAM_ROUTES[Number(id) as ProgramId];
  return isProgramNumber(id) ? programRegisterPath(Number(id)) : undefined;
}

/**
 * The feedback form of a program: the eight's fixed route (1 to 5 have one), else the generic form
 * of an added program (whose feedback is its questions; whether it asks any is the server's answer).
 */
export function feedbackRoute(id: unknown): string | undefined {
  const fixed = isProgramId(id) ? FEEDBACK_ROUTES[Number(id) as ProgramId] : undefined;
  return fixed ?? (isProgramNumber(id) ? PATHS.programFeedback(Number(id)) : undefined);
}

/** The registration details form of a registration: the eight's fixed route, else an added program's generic one. */
export function detailFormPath(programId: unknown, regId: number): string | undefined {
  const route = isProgramId(programId) ? PROGRAMS[Number(programId) as ProgramId].detailFormRoute : undefined;
  if (route) return `${route}/${regId}`;
  return isProgramNumber(programId) ? PATHS.programDetails(Number(programId), regId) : undefined;
}

/**
 * The program whose generic details or feedback form an address shows: an added program's, or one
 * of the eight that the spec gives no such form but the office gave questions (Karmayogam's details).
 */
export function addedProgramOfFormPath(pathname: string, form: 'details' | 'feedback'): number | undefined {
  const m = form === 'details' ? /^\/register\/program\/(\d+)\/details\/\d+\/?$/.exec(pathname) : /^\/register\/program\/(\d+)\/feedback\/?$/.exec(pathname);
  const id = m ? Number(m[1]) : NaN;
  if (!isProgramNumber(id)) return undefined;
  const fixed = isProgramId(id) ? (form === 'details' ? PROGRAMS[id as ProgramId].detailFormRoute : PROGRAMS[id as ProgramId].feedbackRoute) : undefined;
  return fixed ? undefined : id;
}

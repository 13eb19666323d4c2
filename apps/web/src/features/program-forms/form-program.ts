import { PROGRAMS, PROGRAM_IDS, addedProgramOfFormPath, isProgramId } from '@portal/contract/programs';
import { isDetailProgram, isFeedbackProgram } from '@portal/contract/program-forms';

/**
 * The program whose detail form a path shows: /divija-reg/12 (the spec's), or the generic
 * /register/program/{program}/details/{registration} of a program whose form is the office's questions.
 */
export function detailProgramOfPath(pathname: string): number | undefined {
  const id = PROGRAM_IDS.find((p) => {
    const route = PROGRAMS[p].detailFormRoute;
    return route && pathname.startsWith(`${route}/`);
  });
  if (id !== undefined) return isDetailProgram(id) ? id : undefined;
  return addedProgramOfFormPath(pathname, 'details');
}

/** The program whose feedback form a path shows: /divija-feedback, or the generic /register/program/{program}/feedback. */
export function feedbackProgramOfPath(pathname: string): number | undefined {
  const path = pathname.replace(/\/+$/, '');
  const id = PROGRAM_IDS.find((p) => PROGRAMS[p].feedbackRoute === path);
  if (id !== undefined) return isFeedbackProgram(id) ? id : undefined;
  return addedProgramOfFormPath(path, 'feedback');
}

/**
 * A form's program name: the eight's from the site's words, an added program's as the office
 * named it (Tamil when the form is read in Tamil and the office gave one).
 */
export function programNameOf(t: (key: string) => string, programId: number | undefined, state?: { program_name: string; program_name_ta: string }, lang: 'en' | 'ta' = 'en'): string {
  if (programId !== undefined && isProgramId(programId)) return t(`programForms.programName.${programId}`);
  if (!state) return '';
  return lang === 'ta' ? state.program_name_ta || state.program_name : state.program_name;
}

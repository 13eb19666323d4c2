import { PROGRAMS, PROGRAM_IDS, type ProgramId } from '@portal/contract/programs';
import { isDetailProgram, isFeedbackProgram, type DetailProgramId, type FeedbackProgramId } from '@portal/contract/program-forms';

/** The program whose detail form a path such as /divija-reg/12 shows. */
export function detailProgramOfPath(pathname: string): DetailProgramId | undefined {
  const id = PROGRAM_IDS.find((p) => {
    const route = PROGRAMS[p].detailFormRoute;
    return route && pathname.startsWith(`${route}/`);
  });
  return id !== undefined && isDetailProgram(id) ? id : undefined;
}

/** The program whose feedback form a path such as /divija-feedback shows. */
export function feedbackProgramOfPath(pathname: string): FeedbackProgramId | undefined {
  const path = pathname.replace(/\/+$/, '');
  const id = PROGRAM_IDS.find((p) => PROGRAMS[p].feedbackRoute === path);
  return id !== undefined && isFeedbackProgram(id) ? id : undefined;
}

export const detailFormPath = (programId: number, regId: number) => {
  const route = PROGRAMS[programId as ProgramId]?.detailFormRoute;
  return route ? `${route}/${regId}` : undefined;
};

import { useQuery } from '@tanstack/react-query';
import { calls } from '@portal/contract/calls';
import { PROGRAM_IDS, PROGRAMS } from '@portal/contract/programs';
import { adminCall } from './admin-client';

export interface ProgramOption {
  value: number;
  label: string;
}

/** The eight built-in programs, shown while the list loads (they always exist). */
const BUILT_IN: ProgramOption[] = PROGRAM_IDS.map((id) => ({ value: id, label: PROGRAMS[id].name }));

/**
 * Every program to pick by name in a back-office form, in the public order: the eight and those
 * the office added (a hidden one says so, since an event can be prepared before its program shows).
 */
export function useProgramOptions(): ProgramOption[] {
  const choices = useQuery({
    queryKey: ['admin', 'program-choices'],
    queryFn: async () => (await adminCall(calls.adminProgramChoices)).data,
    staleTime: 60_000,
  });
  return choices.data?.map((p) => ({ value: p.id, label: p.hidden ? `${p.name} (hidden)` : p.name })) ?? BUILT_IN;
}

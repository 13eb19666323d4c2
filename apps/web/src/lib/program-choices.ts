import { useQuery } from '@tanstack/react-query';
import { calls } from '@portal/contract/calls';
import { adminCall } from './admin-client';

export interface ProgramOption {
  value: number;
  label: string;
}

const NONE: ProgramOption[] = [];
const toOptions = (choices: { id: number; name: string; hidden: boolean }[]): ProgramOption[] =>
  choices.map((p) => ({ value: p.id, label: p.hidden ? `${p.name} (hidden)` : p.name }));

/**
 * Every program to pick by name in a back-office form or filter, in the public order, as the office
 * keeps them (names as renamed, the programs it added; a hidden one says so, since an event can be
 * prepared before its program shows). Empty while the list loads: no fixed list stands in for it.
 */
export function useProgramOptions(): ProgramOption[] {
  const choices = useQuery({
    queryKey: ['admin', 'program-choices'],
    queryFn: async () => (await adminCall(calls.adminProgramChoices)).data,
    select: toOptions,
    staleTime: 60_000,
  });
  return choices.data ?? NONE;
}

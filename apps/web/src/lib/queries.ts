import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { calls } from '@portal/contract/calls';
import { call } from './api';

/**
 * Server state that several features share, each under ONE cache key: the profile, the place
 * lists, the foundation's contact details and the form translations. A feature reads them with
 * `useQuery(profileQuery())` and friends, never under a key of its own, so a change made in one
 * place (saving the profile) shows everywhere (the donation page's PAN, the registration form).
 */
const TEN_MINUTES = 10 * 60_000;

export const sharedKeys = {
  profile: ['profile'] as const,
  countries: ['places', 'countries'] as const,
  states: (countryId: number) => ['places', 'states', countryId] as const,
  cities: (stateId: number) => ['places', 'cities', stateId] as const,
  contactInfo: ['contact-info'] as const,
  translations: (programId: number) => ['translations', programId] as const,
};

/** The logged-in person's profile; fetched fresh when a page that shows it opens. */
export const profileQuery = () =>
  queryOptions({
    queryKey: sharedKeys.profile,
    queryFn: async () => (await call(calls.profileDetail)).data,
    staleTime: 0,
  });

export const countriesQuery = () =>
  queryOptions({
    queryKey: sharedKeys.countries,
    queryFn: async () => (await call(calls.countryList)).data,
    staleTime: Infinity,
  });

export const statesQuery = (countryId: number) =>
  queryOptions({
    queryKey: sharedKeys.states(countryId),
    queryFn: async () => (await call(calls.stateList, { body: { country_id: countryId } })).data,
    staleTime: Infinity,
  });

export const citiesQuery = (stateId: number) =>
  queryOptions({
    queryKey: sharedKeys.cities(stateId),
    queryFn: async () => (await call(calls.cityList, { body: { state_id: stateId } })).data,
    staleTime: Infinity,
  });

/** The foundation's email, phone and address (from the server's configuration). */
export const contactInfoQuery = () =>
  queryOptions({
    queryKey: sharedKeys.contactInfo,
    queryFn: async () => (await call(calls.contactInfo)).data,
    staleTime: Infinity,
  });

/** A program's form labels in English and Tamil (program 0: the words every form shares). */
export const translationsQuery = (programId: number) =>
  queryOptions({
    queryKey: sharedKeys.translations(programId),
    queryFn: async () => (await call(calls.transList, { body: { program_id: programId } })).data,
    staleTime: TEN_MINUTES,
  });

/** After the profile is saved: every copy (profile page, donation page, registration form) refetches. */
export function profileSaved(client: QueryClient) {
  return client.invalidateQueries({ queryKey: sharedKeys.profile });
}

/** On logout: nobody else's profile may remain in memory. */
export function forgetPerson(client: QueryClient) {
  client.removeQueries({ queryKey: sharedKeys.profile });
}

/**
 * The office's live Tamil corrections (lib/i18n.ts loadTamil): a minute fresh, as the server keeps
 * them; a server-rendered Tamil page carries the ones it was rendered with.
 */
export const translationOverridesQuery = () =>
  queryOptions({
    queryKey: ['translation-overrides'] as const,
    queryFn: async () => (await call(calls.translationOverrides)).data,
    staleTime: 60_000,
  });

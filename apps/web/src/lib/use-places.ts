import { useQuery } from '@tanstack/react-query';
import type { NamedItem } from '@portal/contract/accounts';
import { api } from './api';

type Country = NamedItem & { iso2: string; phone_code: string };
const placesApi = {
  countries: () => api.get<{ data: Country[] }>('country/list'),
  states: (countryId: number) => api.post<{ data: NamedItem[] }>('state/list', { country_id: countryId }),
  cities: (stateId: number) => api.post<{ data: NamedItem[] }>('city/list', { state_id: stateId }),
};

/** Country → state → city lists for the account and profile forms; each list loads when its parent is chosen. */
export function usePlaces(countryId?: number, stateId?: number) {
  const countries = useQuery({ queryKey: ['countries'], queryFn: placesApi.countries, staleTime: Infinity });
  const states = useQuery({
    queryKey: ['states', countryId],
    queryFn: () => placesApi.states(countryId!),
    enabled: !!countryId,
    staleTime: Infinity,
  });
  const cities = useQuery({
    queryKey: ['cities', stateId],
    queryFn: () => placesApi.cities(stateId!),
    enabled: !!stateId,
    staleTime: Infinity,
  });
  return {
    countries: countries.data?.data ?? [],
    states: countryId ? (states.data?.data ?? []) : [],
    cities: stateId ? (cities.data?.data ?? []) : [],
  };
}

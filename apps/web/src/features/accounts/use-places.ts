import { useQuery } from '@tanstack/react-query';
import { accountsApi } from './api';

/** Country → state → city lists for the account and profile forms; each list loads when its parent is chosen. */
export function usePlaces(countryId?: number, stateId?: number) {
  const countries = useQuery({ queryKey: ['countries'], queryFn: accountsApi.countries, staleTime: Infinity });
  const states = useQuery({
    queryKey: ['states', countryId],
    queryFn: () => accountsApi.states(countryId!),
    enabled: !!countryId,
    staleTime: Infinity,
  });
  const cities = useQuery({
    queryKey: ['cities', stateId],
    queryFn: () => accountsApi.cities(stateId!),
    enabled: !!stateId,
    staleTime: Infinity,
  });
  return {
    countries: countries.data?.data ?? [],
    states: countryId ? (states.data?.data ?? []) : [],
    cities: stateId ? (cities.data?.data ?? []) : [],
  };
}

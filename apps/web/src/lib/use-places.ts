import { useQuery } from '@tanstack/react-query';
import { citiesQuery, countriesQuery, statesQuery } from './queries';

/** Country → state → city lists for the account and profile forms; each list loads when its parent is chosen. */
export function usePlaces(countryId?: number, stateId?: number) {
  const countries = useQuery(countriesQuery());
  const states = useQuery({ ...statesQuery(countryId ?? 0), enabled: !!countryId });
  const cities = useQuery({ ...citiesQuery(stateId ?? 0), enabled: !!stateId });
  return {
    countries: countries.data ?? [],
    states: countryId ? (states.data ?? []) : [],
    cities: stateId ? (cities.data ?? []) : [],
  };
}

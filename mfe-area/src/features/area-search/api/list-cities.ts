import { hikariApi } from '@hikari/shared/api';
import { fetchJson, segment } from './fetch-json';

export interface CityEntry {
  code: string;
  name: string;
  kana: string;
}

const citiesApi = hikariApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /postal/prefectures/{prefecture}/cities */
    listCities: build.query<CityEntry[], string>({
      queryFn: async (prefecture, { signal }) => {
        const answer = await fetchJson<{ cities: CityEntry[] }>(
          `/postal/prefectures/${segment(prefecture)}/cities`,
          signal,
        );
        return 'error' in answer ? answer : { data: answer.data.cities };
      },
      // A city list does not change while the visitor fills the form.
      keepUnusedDataFor: 30 * 60,
    }),
  }),
});

export const { useListCitiesQuery } = citiesApi;

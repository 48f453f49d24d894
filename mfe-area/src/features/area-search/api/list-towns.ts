import { hikariApi } from '@hikari/shared/api';
import { fetchJson, segment } from './fetch-json';

export interface TownEntry {
  /** '' for the rest of the city (以下に掲載がない場合). */
  town: string;
  postalCode: string;
}

const townsApi = hikariApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /postal/prefectures/{prefecture}/cities/{city}/towns */
    listTowns: build.query<TownEntry[], { prefecture: string; city: string }>({
      queryFn: async ({ prefecture, city }, { signal }) => {
        const answer = await fetchJson<{ towns: TownEntry[] }>(
          `/postal/prefectures/${segment(prefecture)}/cities/${segment(city)}/towns`,
          signal,
        );
        return 'error' in answer ? answer : { data: answer.data.towns };
      },
      keepUnusedDataFor: 30 * 60,
    }),
  }),
});

export const { useListTownsQuery } = townsApi;

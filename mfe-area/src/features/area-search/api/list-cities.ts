import { hikariApi, listCities, lookupFailedMessage, type CityEntry } from '@hikari/shared/api';
import { lookupError } from './lookup-error';

export type { CityEntry };

const citiesApi = hikariApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /postal/prefectures/{prefecture}/cities, through the shared look-up client. */
    listCities: build.query<CityEntry[], string>({
      queryFn: async (prefecture, { signal }) => {
        const answer = await listCities(prefecture, { signal });
        return answer.ok
          ? { data: answer.items }
          : lookupError(answer.failure, lookupFailedMessage('市区町村', answer.failure));
      },
      // A city list does not change while the visitor fills the form.
      keepUnusedDataFor: 30 * 60,
    }),
  }),
});

export const { useListCitiesQuery } = citiesApi;

import { hikariApi, listTowns, lookupFailedMessage, type TownEntry } from '@hikari/shared/api';
import { lookupError } from './lookup-error';

export type { TownEntry };

const townsApi = hikariApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /postal/prefectures/{prefecture}/cities/{city}/towns, through the shared look-up client. */
    listTowns: build.query<TownEntry[], { prefecture: string; city: string }>({
      queryFn: async ({ prefecture, city }, { signal }) => {
        const answer = await listTowns(prefecture, city, { signal });
        return answer.ok
          ? { data: answer.items }
          : lookupError(answer.failure, lookupFailedMessage('町名', answer.failure));
      },
      keepUnusedDataFor: 30 * 60,
    }),
  }),
});

export const { useListTownsQuery } = townsApi;

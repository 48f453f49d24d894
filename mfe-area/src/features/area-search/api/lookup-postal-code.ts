import { hikariApi, lookupFailedMessage, lookupPostalCode, type PostalAnswer } from '@hikari/shared/api';
import { lookupError } from './lookup-error';

export interface PostalTownCandidate {
  prefecture: string;
  city: string;
  /** '' when the code covers the rest of the city. */
  town: string;
}

/** GET /postal/{zipcode}: the first town, and every town the code covers. */
export type PostalLookupAnswer = PostalAnswer;

const postalLookupApi = hikariApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The argument is the 7-digit code, already normalised. Through the
     * shared look-up client: an unknown code is a 404 error, a failed one
     * says why in `code`.
     */
    lookupPostalCode: build.query<PostalLookupAnswer, string>({
      queryFn: async (zipcode, { signal }) => {
        const answer = await lookupPostalCode(zipcode, { signal });
        if (answer.kind === 'found') return { data: answer.answer };
        if (answer.kind === 'failed')
          return lookupError(answer.failure, lookupFailedMessage('住所', answer.failure));
        return { error: { message: '', status: answer.kind === 'notFound' ? 404 : 400 } };
      },
    }),
  }),
});

export const lookupPostalCodeEndpoint = postalLookupApi.endpoints.lookupPostalCode;

/** The distinct towns of an answer, the first one first. */
export function townsOfAnswer(answer: PostalLookupAnswer): PostalTownCandidate[] {
  const all = answer.towns && answer.towns.length > 0 ? answer.towns : [answer];
  const seen = new Set<string>();
  return all.filter((t) => {
    const key = `${t.prefecture}|${t.city}|${t.town}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

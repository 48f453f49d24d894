import { hikariApi } from '@hikari/shared/api';
import { fetchJson, segment } from './fetch-json';

export interface PostalTownCandidate {
  prefecture: string;
  city: string;
  /** '' when the code covers the rest of the city. */
  town: string;
}

/** GET /postal/{zipcode}: the first town, and every town the code covers. */
export interface PostalLookupAnswer extends PostalTownCandidate {
  postalCode: string;
  prefectureKana: string;
  cityKana: string;
  towns?: PostalTownCandidate[];
}

const postalLookupApi = hikariApi.injectEndpoints({
  endpoints: (build) => ({
    /** The argument is the 7-digit code, already normalised. */
    lookupPostalCode: build.query<PostalLookupAnswer, string>({
      queryFn: (zipcode, { signal }) => fetchJson<PostalLookupAnswer>(`/postal/${segment(zipcode)}`, signal),
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

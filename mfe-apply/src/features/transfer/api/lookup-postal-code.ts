// GET /postal/{zipcode}: the towns of a postal code (the API's copy of the
// Japan Post data). Public reference data, so a plain fetch without the
// guest token, like the other forms' look-ups.

import { normalizePostalCode } from '@hikari/shared/domain';

export interface PostalTown {
  prefecture: string;
  city: string;
  /** '' when the code covers the rest of the city. */
  town: string;
}

export type PostalLookup =
  { kind: 'found'; towns: PostalTown[] } | { kind: 'invalid' } | { kind: 'notFound' } | { kind: 'failed' };

export async function lookupPostalCode(input: string, signal?: AbortSignal): Promise<PostalLookup> {
  const zipcode = normalizePostalCode(input);
  if (!/^\d{7}$/.test(zipcode)) return { kind: 'invalid' };
  try {
    const res = await fetch(`/postal/${zipcode}`, { headers: { Accept: 'application/json' }, signal });
    if (res.status === 404) return { kind: 'notFound' };
    if (res.status === 400) return { kind: 'invalid' };
    if (!res.ok) return { kind: 'failed' };
    const body = (await res.json()) as PostalTown & { towns?: PostalTown[] };
    const towns = body.towns && body.towns.length > 0 ? body.towns : [body];
    return { kind: 'found', towns: towns.map(({ prefecture, city, town }) => ({ prefecture, city, town })) };
  } catch {
    return { kind: 'failed' };
  }
}

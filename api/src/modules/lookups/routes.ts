// GET /postal/... and GET /banks/... : public look-ups for the forms. No
// token needed (they serve public reference data), cacheable for a day.
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { findBanks, findBranches } from './banks';
import { citiesOf, lookupPostalCode, normalizePostalCode, townsOf } from './postal-data';
import { refuseOtherMethods } from '../../http/platform';

/** Answers `body` with `status` (and the day's caching when found). */
function sendJson(reply: FastifyReply, status: number, body: unknown, headers: Record<string, string> = {}) {
  return reply.code(status).headers(headers).send(body);
}

const CACHE = { 'Cache-Control': 'public, max-age=86400' };

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function handlePostal(url: URL, res: FastifyReply) {
  const parts = url.pathname.split('/').filter(Boolean).map(decode); // ['postal', ...]
  if (parts.some((p) => p === null)) return sendJson(res, 400, { message: 'Malformed path' });
  const [, a, b, c, d] = parts as string[];

  if (a === 'prefectures' && b !== undefined && c === 'cities' && d === undefined) {
    const cities = citiesOf(b);
    if (!cities) return sendJson(res, 404, { message: `Unknown prefecture: ${b}` });
    return sendJson(res, 200, { prefecture: b, cities }, CACHE);
  }
  if (
    a === 'prefectures' &&
    b !== undefined &&
    c === 'cities' &&
    d !== undefined &&
    parts[5] === 'towns' &&
    parts.length === 6
  ) {
    const towns = townsOf(b, d);
    if (!towns) return sendJson(res, 404, { message: `Unknown city: ${b} ${d}` });
    return sendJson(
      res,
      200,
      { prefecture: b, city: d, towns: towns.map((t) => ({ town: t.town, postalCode: t.postalCode })) },
      CACHE,
    );
  }
  if (a !== undefined && b === undefined) {
    const zipcode = normalizePostalCode(a);
    if (!zipcode) return sendJson(res, 400, { message: '郵便番号は7桁の数字で入力してください。' });
    const towns = lookupPostalCode(zipcode);
    if (towns.length === 0) return sendJson(res, 404, { message: '該当する住所が見つかりませんでした。' });
    const first = towns[0]!;
    return sendJson(
      res,
      200,
      {
        postalCode: zipcode,
        prefecture: first.prefecture,
        city: first.city,
        town: first.town,
        prefectureKana: first.prefectureKana,
        cityKana: first.cityKana,
        towns: towns.map((t) => ({
          prefecture: t.prefecture,
          city: t.city,
          town: t.town,
          prefectureKana: t.prefectureKana,
          cityKana: t.cityKana,
        })),
      },
      CACHE,
    );
  }
  return sendJson(res, 404, { message: 'Not found' });
}

function handleBanks(url: URL, res: FastifyReply) {
  const parts = url.pathname.split('/').filter(Boolean).map(decode); // ['banks', ...]
  if (parts.some((p) => p === null)) return sendJson(res, 400, { message: 'Malformed path' });
  const code = url.searchParams.get('code');
  const q = url.searchParams.get('q');
  if (code !== null && !/^[0-9０-９]{1,4}$/.test(code)) {
    return sendJson(res, 400, { message: 'code は数字で指定してください。' });
  }
  if (parts.length === 1) {
    if (code === null && (q === null || q.trim() === '')) {
      return sendJson(res, 400, { message: 'code または q を指定してください。' });
    }
    return sendJson(res, 200, { banks: findBanks({ code: code?.padStart(4, '0'), q }) }, CACHE);
  }
  if (parts.length === 3 && parts[2] === 'branches') {
    const bankCode = parts[1]!;
    if (!/^\d{4}$/.test(bankCode.normalize('NFKC'))) {
      return sendJson(res, 400, { message: '金融機関コードは4桁の数字です。' });
    }
    const branches = findBranches(bankCode, { code: code?.padStart(3, '0'), q });
    if (!branches) return sendJson(res, 404, { message: '該当する金融機関が見つかりませんでした。' });
    return sendJson(res, 200, { bankCode, branches }, CACHE);
  }
  return sendJson(res, 404, { message: 'Not found' });
}

export const lookupRoutes: FastifyPluginAsync = async (app) => {
  const url = (raw: string) => new URL(raw, 'http://localhost');
  for (const prefix of ['/postal', '/banks']) {
    const handle = prefix === '/postal' ? handlePostal : handleBanks;
    for (const path of [prefix, `${prefix}/*`]) {
      app.get(path, async (request, reply) => handle(url(request.url), reply));
      refuseOtherMethods(app, path, ['GET']);
    }
  }
};

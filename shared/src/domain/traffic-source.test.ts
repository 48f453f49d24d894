import type { AccessLog, AccessLogEntry } from './entities';
import {
  ACCESS_LOG_COOKIE_NAME,
  ACCESS_LOG_COOKIE_VALUE_MAX,
  ACCESS_LOG_MAX_ENTRIES,
  appendAccessLog,
  classifyTrafficSource,
  createAccessLogEntry,
  reclassifyAccessLog,
  parseAccessLogCookie,
  readTrackingParams,
  serializeAccessLogCookie,
} from './traffic-source';

describe('readTrackingParams', () => {
  it('reads the eleven tracked parameters and nothing else', () => {
    const query =
      '?est=abc&utm_medium=cpc&utm_source=google&gclid=G1&wbraid=W1&twclid=T1&ldtag_cl=L1' +
      '&introductionId=AB12CD&columnId=c9&plan=plan10G&type=flyer&other=x';
    expect(readTrackingParams(query)).toEqual({
      est: 'abc',
      utm_medium: 'cpc',
      utm_source: 'google',
      gclid: 'G1',
      wbraid: 'W1',
      twclid: 'T1',
      ldtag_cl: 'L1',
      introductionId: 'AB12CD',
      columnId: 'c9',
      plan: 'plan10G',
      type: 'flyer',
    });
  });

  it('skips empty values and accepts URLSearchParams', () => {
    expect(readTrackingParams(new URLSearchParams('gclid=&plan=%20plan1G%20'))).toEqual({ plan: 'plan1G' });
  });

  it('cuts overlong values', () => {
    expect(readTrackingParams(`gclid=${'a'.repeat(500)}`).gclid).toHaveLength(200);
  });
});

describe('classifyTrafficSource', () => {
  it.each([
    ['', 'direct'],
    ['?gclid=abc', 'ad'],
    ['?wbraid=abc', 'ad'],
    ['?utm_medium=cpc&utm_source=yahoo', 'ad'],
    ['?utm_medium=Display', 'ad'],
    ['?twclid=abc', 'twitter'],
    ['?utm_source=twitter&utm_medium=social', 'twitter'],
    ['?utm_source=x', 'twitter'],
    ['?ldtag_cl=abc', 'line'],
    ['?utm_source=LINE', 'line'],
    ['?introductionId=AB12CD', 'introduction'],
    ['?est=1', 'estimate'],
    ['?est=applyForm1', 'estimate'],
    ['?est=applyForm2', 'direct'], // not an estimate visit
    ['?est=applyForm2&utm_medium=email', 'email'],
    ['?utm_medium=email', 'email'],
    ['?utm_medium=newsletter', 'email'],
    ['?type=flyer', 'flyer'],
    ['?type=<script>', 'direct'],
    // precedence: referral, estimate, ad, twitter, line, email, type
    ['?introductionId=AB12CD&gclid=x', 'introduction'],
    ['?est=1&gclid=x', 'estimate'],
    ['?gclid=x&twclid=y', 'ad'],
    ['?twclid=y&ldtag_cl=z', 'twitter'],
    ['?ldtag_cl=z&utm_medium=email', 'line'],
    ['?utm_medium=email&type=flyer', 'email'],
  ])('%s → %s', (query, source) => {
    expect(classifyTrafficSource(readTrackingParams(query))).toBe(source);
  });
});

const entry = (path: string, i = 0): AccessLogEntry => ({
  path,
  columnId: null,
  type: 'direct',
  datetime: `2025-08-01T12:00:${String(i % 60).padStart(2, '0')}.000+09:00`,
});

describe('access log', () => {
  it('creates an entry with the Japan-time datetime, columnId and source', () => {
    expect(
      createAccessLogEntry(
        '/column/',
        readTrackingParams('?columnId=c9&gclid=x'),
        new Date('2025-08-01T03:00:00Z'),
      ),
    ).toEqual({
      path: '/column/',
      columnId: 'c9',
      type: 'ad',
      datetime: '2025-08-01T12:00:00.000+09:00',
      params: { columnId: 'c9', gclid: 'x' },
    });
  });

  it('classifies a received log again from the parameters of each entry, ignoring the type it claims', () => {
    const received = {
      totalCount: 3,
      log: [
        { path: '/', columnId: null, type: 'ad', datetime: '2025-08-01T10:00:00.000+09:00' },
        {
          path: '/campaign/',
          columnId: 'forged',
          type: 'direct',
          datetime: '2025-08-01T11:00:00.000+09:00',
          params: { utm_source: 'line', columnId: 'c1', mail: 'taro@example.jp' },
        },
        { path: 'https://evil.example/', type: 'ad', datetime: 'x' },
        'not an entry',
      ],
    };
    expect(reclassifyAccessLog(received)).toEqual({
      totalCount: 3,
      log: [
        { path: '/', columnId: null, type: 'direct', datetime: '2025-08-01T10:00:00.000+09:00', params: {} },
        {
          path: '/campaign/',
          columnId: 'c1',
          type: 'line',
          datetime: '2025-08-01T11:00:00.000+09:00',
          params: { utm_source: 'line', columnId: 'c1' },
        },
      ],
    });
    expect(reclassifyAccessLog('garbage')).toEqual({ totalCount: 0, log: [] });
    const long = { totalCount: 30, log: Array.from({ length: 30 }, (_, i) => entry(`/p${i}/`, i)) };
    const kept = reclassifyAccessLog(long);
    expect(kept.totalCount).toBe(30);
    expect(kept.log).toHaveLength(ACCESS_LOG_MAX_ENTRIES);
    expect(kept.log[0]?.path).toBe('/p10/');
  });

  it('counts every visit and keeps the latest 20 entries', () => {
    let log: AccessLog = { totalCount: 0, log: [] };
    for (let i = 0; i < 25; i += 1) log = appendAccessLog(log, entry(`/p${i}/`, i));
    expect(ACCESS_LOG_MAX_ENTRIES).toBe(20);
    expect(log.totalCount).toBe(25);
    expect(log.log).toHaveLength(20);
    expect(log.log[0]?.path).toBe('/p5/');
    expect(log.log[19]?.path).toBe('/p24/');
  });

  it('takes another cap', () => {
    const log = appendAccessLog({ totalCount: 1, log: [entry('/a/')] }, entry('/b/'), 1);
    expect(log).toEqual({ totalCount: 2, log: [entry('/b/')] });
  });
});

describe('access-log cookie', () => {
  const now = new Date('2025-08-01T00:00:00Z');

  it('lasts 365 days, SameSite=Lax, path /', () => {
    const cookie = serializeAccessLogCookie({ totalCount: 1, log: [entry('/')] }, now);
    expect(cookie.startsWith(`${ACCESS_LOG_COOKIE_NAME}=`)).toBe(true);
    expect(cookie).toContain('; Max-Age=31536000');
    expect(cookie).toContain('; Expires=Sat, 01 Aug 2026 00:00:00 GMT');
    expect(cookie).toContain('; Path=/');
    expect(cookie).toContain('; SameSite=Lax');
  });

  it('reads back what it wrote, among other cookies', () => {
    const log: AccessLog = {
      totalCount: 3,
      log: [entry('/a/'), { ...entry('/b/'), columnId: 'c1', type: 'ad' }],
    };
    const pair = serializeAccessLogCookie(log, now).split(';')[0];
    expect(parseAccessLogCookie(`theme=light; ${pair}; other=1`)).toEqual(log);
  });

  it('drops the oldest entries until the cookie fits', () => {
    const long = Array.from({ length: 20 }, (_, i) => ({ ...entry(`/${'x'.repeat(300)}/${i}/`, i) }));
    const cookie = serializeAccessLogCookie({ totalCount: 40, log: long }, now);
    const value = (cookie.split(';')[0] as string).slice(ACCESS_LOG_COOKIE_NAME.length + 1);
    expect(value.length).toBeLessThanOrEqual(ACCESS_LOG_COOKIE_VALUE_MAX);
    const read = parseAccessLogCookie(cookie.split(';')[0]);
    expect(read.totalCount).toBe(40);
    expect(read.log.at(-1)?.path).toBe(long[19]?.path);
    expect(read.log.length).toBeLessThan(20);
  });

  it.each([
    [null],
    [''],
    ['other=1'],
    [`${ACCESS_LOG_COOKIE_NAME}=not-json`],
    [`${ACCESS_LOG_COOKIE_NAME}=${encodeURIComponent('{"totalCount":-1,"log":[]}')}`],
    [`${ACCESS_LOG_COOKIE_NAME}=${encodeURIComponent('{"totalCount":1,"log":"x"}')}`],
    [`${ACCESS_LOG_COOKIE_NAME}=%E0%A4%A`],
  ])('reads %p as an empty log', (header) => {
    expect(parseAccessLogCookie(header)).toEqual({ totalCount: 0, log: [] });
  });

  it('drops malformed entries and keeps the count at least the entries kept', () => {
    const raw = encodeURIComponent(JSON.stringify({ totalCount: 0, log: [entry('/a/'), { path: 1 }] }));
    expect(parseAccessLogCookie(`${ACCESS_LOG_COOKIE_NAME}=${raw}`)).toEqual({
      totalCount: 1,
      log: [entry('/a/')],
    });
  });
});

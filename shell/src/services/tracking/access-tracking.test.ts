import { ACCESS_LOG_COOKIE_NAME, serializeAccessLogCookie } from '@hikari/shared/domain';
import {
  selectAccessLog,
  selectArrivalParams,
  selectCampaignData,
  selectSelectedPlan,
} from '@hikari/shared/store';
import { createTestStore } from '@hikari/shared/testing';
import type { AnalyticsEvent } from './analytics-event';
import { introducerFromParam, planFromParam, recordArrival } from './access-tracking';
import { cookiesWork, type CookieJar } from './cookie-probe';

/** A cookie jar that behaves like document.cookie for one cookie per name. */
function browserJar(initial = ''): CookieJar & { raw: Map<string, string>; lastWrite: string } {
  const raw = new Map<string, string>();
  for (const part of initial.split(';').filter(Boolean)) {
    const [name, ...rest] = part.trim().split('=');
    raw.set(name!, rest.join('='));
  }
  return {
    raw,
    lastWrite: '',
    get cookie() {
      return [...raw].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(value: string) {
      this.lastWrite = value;
      const [pair, ...attributes] = value.split(';');
      const [name, ...rest] = pair!.split('=');
      if (attributes.some((a) => a.trim() === 'Max-Age=0')) raw.delete(name!.trim());
      else raw.set(name!.trim(), rest.join('='));
    },
  };
}

/** Cookies switched off: writes vanish. */
const deadJar: CookieJar = {
  get cookie() {
    return '';
  },
  set cookie(_value: string) {},
};

const now = new Date('2025-08-01T12:00:00+09:00');

function arrive(search: string, jar: CookieJar = browserJar(), pathname = '/campaign/') {
  const { store } = createTestStore();
  const events: AnalyticsEvent[] = [];
  const result = recordArrival({ pathname, search }, jar, now, store.dispatch, {
    send: (e) => events.push(e),
  });
  return { store, result, events, jar };
}

describe('recordArrival', () => {
  it('reads the tracked parameters, classifies the source and logs the visit in the cookie', () => {
    const { store, result, jar, events } = arrive('?utm_source=line&columnId=c12&unrelated=x');
    expect(result.params).toEqual({ utm_source: 'line', columnId: 'c12' });
    expect(result.source).toBe('line');
    expect(selectAccessLog(store.getState())).toMatchObject({
      totalCount: 1,
      log: [{ path: '/campaign/', columnId: 'c12', type: 'line', datetime: '2025-08-01T12:00:00.000+09:00' }],
      source: 'line',
    });
    const written = (jar as ReturnType<typeof browserJar>).lastWrite;
    expect(written).toMatch(new RegExp(`^${ACCESS_LOG_COOKIE_NAME}=`));
    expect(written).toContain('Max-Age=31536000');
    expect(written).toContain('Path=/');
    expect(written).toContain('SameSite=Lax');
    expect(result.cookieStored).toBe(true);
    expect(events).toEqual([
      {
        type: 'arrival',
        target: '/campaign/',
        label: 'line',
        params: { utm_source: 'line', columnId: 'c12' },
      },
    ]);
  });

  it('adds to the log a previous visit left', () => {
    const earlier = {
      totalCount: 4,
      log: [{ path: '/', columnId: null, type: 'direct', datetime: '2025-07-01T10:00:00.000+09:00' }],
    };
    const cookie = serializeAccessLogCookie(earlier, now).split(';')[0]!;
    const { store } = arrive('?gclid=abc', browserJar(cookie));
    const log = selectAccessLog(store.getState());
    expect(log.totalCount).toBe(5);
    expect(log.log.map((e) => e.type)).toEqual(['direct', 'ad']);
  });

  it('prefills the application from introductionId and plan', () => {
    const { store } = arrive('?introductionId=ab12-cd34&plan=1G');
    expect(selectCampaignData(store.getState()).introducerId).toBe('AB12CD34');
    expect(selectSelectedPlan(store.getState())).toBe('plan1G');
    expect(selectArrivalParams(store.getState())).toEqual({ introductionId: 'ab12-cd34', plan: '1G' });
  });

  it('ignores an introductionId or plan that is not one', () => {
    const { store } = arrive('?introductionId=%3Cscript%3E&plan=fast');
    expect(selectCampaignData(store.getState()).introducerId).toBe('');
    expect(selectSelectedPlan(store.getState())).toBe('plan10G');
  });

  it('notices when the browser keeps no cookie', () => {
    expect(arrive('', deadJar).result.cookieStored).toBe(false);
  });
});

describe('parameter readers', () => {
  it.each([
    ['10G', 'plan10G'],
    ['plan10g', 'plan10G'],
    ['1g', 'plan1G'],
    ['plan1G', 'plan1G'],
    ['100G', null],
    [undefined, null],
  ])('plan=%s -> %s', (value, plan) => expect(planFromParam(value)).toBe(plan));

  it.each([
    ['ab12cd34', 'AB12CD34'],
    ['ＡＢ１２ＣＤ３４', 'AB12CD34'],
    ['abc', null],
  ])('introductionId=%s -> %s', (value, code) => expect(introducerFromParam(value)).toBe(code));
});

describe('cookiesWork', () => {
  it('is false when cookies are switched off, true when a probe sticks (and cleans up)', () => {
    expect(cookiesWork(deadJar, { cookieEnabled: true })).toBe(false);
    expect(cookiesWork(browserJar(), { cookieEnabled: false })).toBe(false);
    const jar = browserJar();
    expect(cookiesWork(jar, { cookieEnabled: true })).toBe(true);
    expect(jar.cookie).toBe('');
  });
});

import { randomBytes } from 'node:crypto';
import { CANARY_BUCKETS, canaryBucket, visitorKey, inCanary, isVisitorId, murmurHash2 } from './canary';
import { DEFAULT_CANARY_POLICY, canaryPolicyOf, canaryPolicyProblems, rumSampled } from './canary-policy';
import { readCookie } from './cookie';
import { REMOTE_NAMES } from './remotes';

const visitors = (n: number) => Array.from({ length: n }, () => randomBytes(16).toString('hex'));

describe('murmurHash2 (nginx ngx_murmur_hash2)', () => {
  it.each([
    ['', 0],
    // Reference values of MurmurHash2 with seed 0 ^ length, as nginx computes it.
    ['a', 0x92685f5e],
  ])('hashes %j', (text, expected) => {
    expect(murmurHash2(text)).toBe(expected);
  });

  it('is an unsigned 32-bit number that depends on every byte, the tail included', () => {
    const seen = new Set(['x', 'xy', 'xyz', 'xyzw', 'xyzwv', 'ひかり'].map(murmurHash2));
    expect(seen.size).toBe(6);
    for (const h of seen) expect(h >>> 0).toBe(h);
  });
});

describe('canary assignment', () => {
  const ids = visitors(10_000);

  it.each(REMOTE_NAMES.map((r) => [r]))(
    '10,000 simulated visitors at 10%% give 10%% ± 1%% on %s',
    (remote) => {
      const share = ids.filter((id) => inCanary(id, remote, 10)).length / ids.length;
      expect(share).toBeGreaterThanOrEqual(0.09);
      expect(share).toBeLessThanOrEqual(0.11);
    },
  );

  it('gives a visitor the same answer on each of five navigations (and visits)', () => {
    for (const id of ids) {
      const answers = new Set(
        Array.from({ length: 5 }, () => REMOTE_NAMES.map((r) => inCanary(id, r, 10)).join()),
      );
      expect(answers.size).toBe(1);
    }
  });

  it("keeps one remote's canary independent of another's (about 1% are in both at 10%)", () => {
    const both = ids.filter((id) => inCanary(id, 'mfe-apply', 10) && inCanary(id, 'mfe-area', 10)).length;
    expect(both / ids.length).toBeGreaterThan(0.004);
    expect(both / ids.length).toBeLessThan(0.018);
  });

  it('grows a canary by adding visitors, never by swapping them', () => {
    for (const id of ids.slice(0, 2000)) {
      if (inCanary(id, 'mfe-campaign', 5)) expect(inCanary(id, 'mfe-campaign', 20)).toBe(true);
    }
  });

  it('spreads visitors over the 100 buckets, 0% reaching nobody and 100% everybody', () => {
    const counts = new Array<number>(CANARY_BUCKETS).fill(0);
    for (const id of ids) counts[canaryBucket(id, 'mfe-option')]! += 1;
    expect(Math.min(...counts)).toBeGreaterThan(50);
    expect(Math.max(...counts)).toBeLessThan(160);
    expect(ids.some((id) => inCanary(id, 'mfe-option', 0))).toBe(false);
    expect(ids.every((id) => inCanary(id, 'mfe-option', 100))).toBe(true);
  });
});

describe('visitor id and cookies', () => {
  it('buckets a signed id as its id part, so signing never moves a visitor', () => {
    for (const id of visitors(200)) {
      const signed = `${id}.${randomBytes(16).toString('hex')}`;
      expect(visitorKey(signed)).toBe(id);
      for (const remote of REMOTE_NAMES) expect(canaryBucket(signed, remote)).toBe(canaryBucket(id, remote));
    }
  });

  it.each([
    ['0123456789abcdef0123456789abcdef', true],
    ['0123456789abcdef0123456789abcdef.fedcba9876543210fedcba9876543210', true],
    ['0123456789ABCDEF0123456789ABCDEF', false],
    ['0123456789abcdef0123456789abcdef.', false],
    ['0123456789abcdef0123456789abcdef.fedcba98', false],
    ['0123456789abcdef0123456789abcdef.FEDCBA9876543210FEDCBA9876543210', false],
    ['0123456789abcdef', false],
    ['山田太郎', false],
    [undefined, false],
  ])('%j is a visitor id: %s', (value, ok) => {
    expect(isVisitorId(value)).toBe(ok);
  });

  it('reads one cookie out of a header', () => {
    expect(readCookie('a=1; hikari_vid=abc ; b=2', 'hikari_vid')).toBe('abc');
    expect(readCookie('a=1', 'hikari_vid')).toBeNull();
    expect(readCookie(undefined, 'hikari_vid')).toBeNull();
  });
});

describe('canary policy', () => {
  it('fills in the defaults and drops what is out of its limits', () => {
    expect(canaryPolicyOf(undefined)).toEqual(DEFAULT_CANARY_POLICY);
    expect(canaryPolicyOf({ sampleRate: 0.25, minVisitors: -3, autoPromote: true })).toEqual({
      ...DEFAULT_CANARY_POLICY,
      sampleRate: 0.25,
      autoPromote: true,
    });
  });

  it('names each setting out of its limits in Japanese', () => {
    expect(canaryPolicyProblems({ sampleRate: 2, autoPromote: 'yes', colour: 1 })).toEqual([
      'sampleRate は 0 から 1 までの数で指定してください',
      'autoPromote は true か false で指定してください',
      'colour という設定はありません',
    ]);
    expect(canaryPolicyProblems({ windowMinutes: 30 })).toEqual([]);
  });

  it('samples about the share of visitors asked for, each visitor always the same way', () => {
    const ids = visitors(4000);
    const share = ids.filter((id) => rumSampled(id, 0.25)).length / ids.length;
    expect(share).toBeGreaterThan(0.22);
    expect(share).toBeLessThan(0.28);
    expect(ids.every((id) => rumSampled(id, 0.25) === rumSampled(id, 0.25))).toBe(true);
    expect(ids.some((id) => rumSampled(id, 0))).toBe(false);
  });
});

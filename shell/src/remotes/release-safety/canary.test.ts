import { canaryBucket, inCanary } from '@hikari/shared/domain';
import {
  decideNewBuild,
  NO_VISITOR,
  planPageLoad,
  remoteCandidates,
  renderedVersions,
  visitorChoice,
  visitorFingerprint,
  visitorFromCookies,
  type FlowPin,
  type ManifestRemote,
  type ReleaseManifest,
  type RemoteSource,
  type Visitor,
} from './release-safety';

const src = (remote: string, version: string): RemoteSource => ({
  version,
  entry: `/remotes/${remote}/${version}/remoteEntry.js`,
});

const NOW = new Date('2026-11-27T07:00:00.000Z');
const SINCE = '2026-11-27T06:00:00.000Z';

/**
 * mfe-campaign r2 live (r1 last known good) with, unless told otherwise, a canary r3
 * at `percent`; mfe-apply a1 live without a canary.
 */
function manifest(percent: number | null = 10, campaign: Partial<ManifestRemote> = {}): ReleaseManifest {
  return {
    remotes: {
      'mfe-campaign': {
        ...src('mfe-campaign', 'r2'),
        lastKnownGood: src('mfe-campaign', 'r1'),
        ...(percent === null ? {} : { canary: { ...src('mfe-campaign', 'r3'), percent, since: SINCE } }),
        ...campaign,
      },
      'mfe-apply': src('mfe-apply', 'a1'),
    },
  };
}

/** Deterministic visitor ids (32 hex chars). */
const ids = Array.from({ length: 400 }, (_, n) => (n * 2654435761).toString(16).padStart(32, '0'));
const visitor = (id: string, preview = false): Visitor => ({ id, preview });
/** A visitor in the 10% canary of mfe-campaign, and one outside it. */
const inside = visitor(ids.find((id) => canaryBucket(id, 'mfe-campaign') < 10)!);
const outside = visitor(ids.find((id) => canaryBucket(id, 'mfe-campaign') >= 50)!);

const firstChoice = (plan: ReturnType<typeof planPageLoad>, name = 'mfe-campaign') =>
  plan.candidates[name]![0]!.version;
const versions = (list: RemoteSource[] | undefined) => (list ?? []).map((s) => s.version);

describe('visitorFromCookies', () => {
  const vid = 'a'.repeat(32);
  it.each<[string, Visitor]>([
    ['', NO_VISITOR],
    [`hikari_vid=${vid}`, { id: vid, preview: false }],
    [`other=1; hikari_vid=${vid}; hikari_preview=abc`, { id: vid, preview: true }],
    ['hikari_vid=not-an-id; hikari_preview=abc', { id: null, preview: true }],
    [`hikari_vid=${vid.toUpperCase()}`, NO_VISITOR],
  ])('%p', (cookies, expected) => expect(visitorFromCookies(cookies)).toEqual(expected));
});

describe('which version of a remote the visitor gets', () => {
  it('a canary at 10%: the canary exactly for the visitors inCanary puts in it', () => {
    const m = manifest(10);
    const assigned = ids.map((id) =>
      firstChoice(planPageLoad('/faq/', null, m, NOW, { visitor: visitor(id) })),
    );
    expect(assigned).toEqual(ids.map((id) => (inCanary(id, 'mfe-campaign', 10) ? 'r3' : 'r2')));
    // Some of each, roughly a tenth on the canary.
    const onCanary = assigned.filter((v) => v === 'r3').length;
    expect(onCanary).toBeGreaterThan(10);
    expect(onCanary).toBeLessThan(80);
  });

  it.each<[string, ReleaseManifest, Visitor, string[]]>([
    ['canary visitor: canary, live, last known good', manifest(10), inside, ['r3', 'r2', 'r1']],
    ['control visitor: live, last known good', manifest(10), outside, ['r2', 'r1']],
    ['preview cookie: the canary even at 0%', manifest(0), { ...outside, preview: true }, ['r3', 'r2', 'r1']],
    ['0% without preview: live', manifest(0), inside, ['r2', 'r1']],
    ['100%: everyone with an id', manifest(100), outside, ['r3', 'r2', 'r1']],
    ['no visitor id (cookies off): live', manifest(100), NO_VISITOR, ['r2', 'r1']],
    [
      'no visitor id, even with the preview cookie: live',
      manifest(100),
      { id: null, preview: true },
      ['r2', 'r1'],
    ],
    [
      'a withdrawn canary is never loaded, not even for preview',
      manifest(100, { withdrawn: ['r3'] }),
      { ...inside, preview: true },
      ['r2', 'r1'],
    ],
    ['no canary running: live', manifest(null), inside, ['r2', 'r1']],
    [
      'a canary of the live version itself is no canary',
      manifest(100, { canary: { ...src('mfe-campaign', 'r2'), percent: 100, since: SINCE } }),
      inside,
      ['r2', 'r1'],
    ],
  ])('%s', (_case, m, who, expected) => {
    expect(
      versions(planPageLoad('/faq/', null, m, NOW, { visitor: who }).candidates['mfe-campaign']),
    ).toEqual(expected);
  });

  it('a remote without a canary is live for everyone', () => {
    expect(
      firstChoice(planPageLoad('/faq/', null, manifest(100), NOW, { visitor: inside }), 'mfe-apply'),
    ).toBe('a1');
  });

  it('candidates: pinned, then the choice, then live, then last known good, no repeats, never withdrawn', () => {
    const m = manifest(10, { withdrawn: ['r0'] });
    const choice = visitorChoice(m, 'mfe-campaign', inside);
    expect(versions(remoteCandidates(m, 'mfe-campaign', src('mfe-campaign', 'r1'), choice))).toEqual([
      'r1',
      'r3',
      'r2',
    ]);
    expect(versions(remoteCandidates(m, 'mfe-campaign', src('mfe-campaign', 'r0'), choice))).toEqual([
      'r3',
      'r2',
      'r1',
    ]);
  });
});

describe('the flow pin with a canary', () => {
  const pin = (campaign: string): FlowPin => ({
    startedAt: '2026-11-27T06:30:00.000Z',
    remotes: { 'mfe-campaign': src('mfe-campaign', campaign), 'mfe-apply': src('mfe-apply', 'a1') },
  });

  it.each<[string, FlowPin | null, ReleaseManifest, Visitor, string, string | null]>([
    // case, stored pin, manifest, visitor, first choice of mfe-campaign, why the pin was dropped
    [
      'a pinned flow keeps its live version though the visitor is now on a canary',
      pin('r2'),
      manifest(100),
      inside,
      'r2',
      null,
    ],
    [
      'a pinned flow keeps its canary version when the canary is promoted',
      pin('r3'),
      manifest(null, src('mfe-campaign', 'r3')),
      inside,
      'r3',
      null,
    ],
    [
      'a pinned canary withdrawn: the pin drops, the live version',
      pin('r3'),
      manifest(null, { withdrawn: ['r3'] }),
      inside,
      'r2',
      'withdrawn',
    ],
    ['entering the flow on the canary pins the canary', null, manifest(10), inside, 'r3', null],
  ])('%s', (_case, stored, m, who, first, dropped) => {
    const plan = planPageLoad('/apply/form2/', stored, m, NOW, { visitor: who });
    expect(firstChoice(plan)).toBe(first);
    expect(plan.pin?.remotes['mfe-campaign']?.version).toBe(first);
    expect(plan.dropped).toBe(dropped);
  });
});

describe('the page HTML wins for the remote that owns the page', () => {
  const html = (campaign: string, apply = 'a1') =>
    renderedVersions(
      `/main.js /vendors.1234abcd.js /remotes/mfe-campaign/${campaign}/remoteEntry.js /remotes/mfe-campaign/${campaign}/routes.js https://cdn.example/remotes/mfe-apply/${apply}/remoteEntry.js`,
    );

  it('reads the versions named by remoteEntry.js URLs', () => {
    expect(html('r3')).toEqual({ 'mfe-campaign': 'r3', 'mfe-apply': 'a1' });
    expect(renderedVersions(undefined)).toEqual({});
    expect(renderedVersions('/remotes/mfe-area/..%2f/remoteEntry.js /faq/')).toEqual({});
  });

  it.each<[string, string, Visitor, Record<string, string>, string]>([
    // case, path, visitor, HTML versions, first choice of mfe-campaign
    ['HTML on the canary, visitor not (cookie just set)', '/campaign/', outside, html('r3'), 'r3'],
    ['HTML on the live version, visitor on the canary', '/campaign/', inside, html('r2'), 'r2'],
    ['HTML without cookies, on the canary (preview page)', '/campaign/', NO_VISITOR, html('r3'), 'r3'],
    [
      'HTML of a version neither live nor canary: the visitor’s choice',
      '/campaign/',
      inside,
      html('r0'),
      'r3',
    ],
    ['HTML of another remote’s page does not count', '/faq/', outside, html('r3'), 'r2'],
  ])('%s', (_case, path, who, rendered, first) => {
    expect(firstChoice(planPageLoad(path, null, manifest(10), NOW, { visitor: who, rendered }))).toBe(first);
  });

  it('a withdrawn canary named by the HTML is not loaded', () => {
    const plan = planPageLoad('/campaign/', null, manifest(10, { withdrawn: ['r3'] }), NOW, {
      visitor: outside,
      rendered: html('r3'),
    });
    expect(versions(plan.candidates['mfe-campaign'])).toEqual(['r2', 'r1']);
  });

  it('what the HTML chose is not compared by new build detection (no reload for it)', () => {
    const m = manifest(10);
    const plan = planPageLoad('/campaign/', null, m, NOW, { visitor: outside, rendered: html('r3') });
    expect(firstChoice(plan)).toBe('r3');
    expect(plan.fingerprint).toBe(visitorFingerprint(m, outside));
    expect(
      decideNewBuild({
        pathname: '/faq/',
        pin: null,
        manifest: m,
        loaded: plan.fingerprint,
        newShellBuild: false,
        visitor: outside,
      }),
    ).toEqual({ action: 'none' });
  });
});

describe('decideNewBuild with canaries: reload only when this visitor’s version changes', () => {
  const promoted = manifest(null, { ...src('mfe-campaign', 'r3'), lastKnownGood: src('mfe-campaign', 'r2') });
  const withdrawn = manifest(null, { withdrawn: ['r3'] });
  it.each<[string, Visitor, ReleaseManifest, ReleaseManifest, string | null]>([
    // case, visitor, manifest at page load, manifest now, reason (null: no reload)
    ['canary visitor, nothing changed', inside, manifest(10), manifest(10), null],
    ['canary visitor, the percent raised', inside, manifest(10), manifest(50), null],
    [
      'canary visitor, the canary withdrawn',
      inside,
      manifest(10),
      withdrawn,
      'a new version of a remote is live',
    ],
    [
      'canary visitor, the canary promoted',
      inside,
      manifest(10),
      promoted,
      'a new version of a remote is live',
    ],
    [
      'canary visitor, the percent lowered below its bucket',
      inside,
      manifest(10),
      manifest(0),
      'a new version of a remote is live',
    ],
    ['control visitor, a canary started', outside, manifest(null), manifest(10), null],
    ['control visitor, the canary withdrawn', outside, manifest(10), withdrawn, null],
    [
      'control visitor, the percent raised over its bucket',
      outside,
      manifest(10),
      manifest(100),
      'a new version of a remote is live',
    ],
    [
      'control visitor, the canary promoted',
      outside,
      manifest(10),
      promoted,
      'a new version of a remote is live',
    ],
    ['preview visitor, nothing changed', { ...outside, preview: true }, manifest(0), manifest(0), null],
    ['no visitor id, a canary at 100%', NO_VISITOR, manifest(null), manifest(100), null],
  ])('%s', (_case, who, atLoad, now, reason) => {
    const plan = planPageLoad('/faq/', null, atLoad, NOW, { visitor: who });
    const decision = decideNewBuild({
      pathname: '/company/',
      pin: null,
      manifest: now,
      loaded: plan.fingerprint,
      newShellBuild: false,
      visitor: who,
    });
    if (reason === null) expect(decision).toEqual({ action: 'none' });
    else expect(decision).toEqual({ action: 'reload', reason, dropPin: false });
  });

  it('a version the page runs that ops withdrew since reloads', () => {
    const m = manifest(10);
    const plan = planPageLoad('/faq/', null, m, NOW, { visitor: outside });
    expect(
      decideNewBuild({
        pathname: '/faq/',
        pin: null,
        manifest: manifest(null, { withdrawn: ['r3'] }),
        loaded: plan.fingerprint,
        newShellBuild: false,
        visitor: outside,
        running: { 'mfe-campaign': 'r3' },
      }),
    ).toEqual({ action: 'reload', reason: 'withdrawn while running: mfe-campaign@r3', dropPin: false });
  });
});

import { clientErrorOrigin } from './client-error-origin';
import {
  decideNewBuild,
  flowPosition,
  liveFingerprint,
  parseFlowPin,
  pinAfterNavigation,
  planPageLoad,
  remoteCandidates,
  type FlowPin,
  type ReleaseManifest,
  type RemoteSource,
} from './release-safety';

const src = (remote: string, version: string): RemoteSource => ({
  version,
  entry: `/remotes/${remote}/${version}/remoteEntry.js`,
});

/** mfe-apply r3 live, r2 last known good, r1 withdrawn; mfe-campaign r2 live, r1 good. */
const manifest = (changes: Partial<ReleaseManifest['remotes']> = {}): ReleaseManifest => ({
  remotes: {
    'mfe-apply': { ...src('mfe-apply', 'r3'), lastKnownGood: src('mfe-apply', 'r2'), withdrawn: ['r1'] },
    'mfe-campaign': { ...src('mfe-campaign', 'r2'), lastKnownGood: src('mfe-campaign', 'r1') },
    ...changes,
  } as ReleaseManifest['remotes'],
});

const NOW = new Date('2026-11-25T01:00:00.000Z');
const pinned = (apply: string, campaign = 'r2'): FlowPin => ({
  startedAt: '2026-11-25T00:30:00.000Z',
  remotes: { 'mfe-apply': src('mfe-apply', apply), 'mfe-campaign': src('mfe-campaign', campaign) },
});
const versions = (list: RemoteSource[] | undefined) => (list ?? []).map((s) => s.version);

describe('flowPosition: the six steps of the application', () => {
  it.each([
    ['/apply/area/', 'step'],
    ['/apply/form/', 'step'],
    ['/apply/form2/', 'step'],
    ['/apply/form3', 'step'],
    ['/apply/terms/', 'step'],
    ['/apply/completed/', 'completed'],
    ['/apply/', 'outside'],
    ['/', 'outside'],
    ['/campaign/', 'outside'],
    ['/special/lp2/', 'outside'],
  ])('%s -> %s', (path, position) => expect(flowPosition(path)).toBe(position));
});

describe('remoteCandidates: what to load, first choice first', () => {
  it.each<[string, ReleaseManifest, RemoteSource | undefined, string[]]>([
    ['live, then last known good', manifest(), undefined, ['r3', 'r2']],
    ['pinned first, then live, then last known good', manifest(), src('mfe-apply', 'r0'), ['r0', 'r3', 'r2']],
    ['pinned = live: no repeat', manifest(), src('mfe-apply', 'r3'), ['r3', 'r2']],
    ['pinned = last known good: no repeat', manifest(), src('mfe-apply', 'r2'), ['r2', 'r3']],
    ['a withdrawn pinned version is skipped', manifest(), src('mfe-apply', 'r1'), ['r3', 'r2']],
    ['no last known good: live only', manifest({ 'mfe-apply': src('mfe-apply', 'r1') }), undefined, ['r1']],
    [
      'a withdrawn last known good is never loaded',
      manifest({
        'mfe-apply': { ...src('mfe-apply', 'r3'), lastKnownGood: src('mfe-apply', 'r2'), withdrawn: ['r2'] },
      }),
      undefined,
      ['r3'],
    ],
  ])('%s', (_case, m, pin, expected) => {
    expect(versions(remoteCandidates(m, 'mfe-apply', pin))).toEqual(expected);
  });

  it('a remote missing from the manifest has nothing to load', () => {
    expect(remoteCandidates(manifest(), 'mfe-option')).toEqual([]);
  });

  it('keeps the entry of each version', () => {
    expect(remoteCandidates(manifest(), 'mfe-campaign')).toEqual([
      src('mfe-campaign', 'r2'),
      src('mfe-campaign', 'r1'),
    ]);
  });
});

describe('planPageLoad: pin or live on a page load', () => {
  it.each<[string, string, FlowPin | null, string[], 'kept' | 'new' | 'none', string | null]>([
    // path, stored pin, first choice of mfe-apply / mfe-campaign, pin after, dropped
    ['outside the flow, no pin: live', '/campaign/', null, ['r3', 'r2'], 'none', null],
    [
      'outside the flow with a pin: live, pin cleared',
      '/campaign/',
      pinned('r2', 'r1'),
      ['r3', 'r2'],
      'none',
      'left-flow',
    ],
    ['entering the flow: live, which becomes the pin', '/apply/area/', null, ['r3', 'r2'], 'new', null],
    [
      'inside the flow with a pin: the pinned versions',
      '/apply/form2/',
      pinned('r2', 'r1'),
      ['r2', 'r1'],
      'kept',
      null,
    ],
    [
      'completion page: live, pin cleared',
      '/apply/completed/',
      pinned('r2', 'r1'),
      ['r3', 'r2'],
      'none',
      'completed',
    ],
    [
      'a pinned version withdrawn: live, pinned again',
      '/apply/form3/',
      pinned('r1', 'r1'),
      ['r3', 'r2'],
      'new',
      'withdrawn',
    ],
  ])('%s', (_case, path, stored, firstChoice, pinAfter, dropped) => {
    const plan = planPageLoad(path, stored, manifest(), NOW);
    expect([plan.candidates['mfe-apply']![0]!.version, plan.candidates['mfe-campaign']![0]!.version]).toEqual(
      firstChoice,
    );
    expect(plan.dropped).toBe(dropped);
    if (pinAfter === 'none') expect(plan.pin).toBeNull();
    if (pinAfter === 'kept') expect(plan.pin).toBe(stored);
    if (pinAfter === 'new') {
      expect(plan.pin).toEqual({
        startedAt: NOW.toISOString(),
        remotes: { 'mfe-apply': src('mfe-apply', 'r3'), 'mfe-campaign': src('mfe-campaign', 'r2') },
      });
    }
  });

  it('a pinned page still falls back to live, then the last known good version', () => {
    const plan = planPageLoad('/apply/form/', pinned('r0'), manifest(), NOW);
    expect(versions(plan.candidates['mfe-apply'])).toEqual(['r0', 'r3', 'r2']);
  });
});

describe('pinAfterNavigation: inside the page', () => {
  const inUse = { 'mfe-apply': src('mfe-apply', 'r3') };
  it.each<[string, FlowPin | null, 'in-use' | 'stored' | null]>([
    ['/apply/area/', null, 'in-use'],
    ['/apply/form/', pinned('r2'), 'stored'],
    ['/apply/completed/', pinned('r2'), null],
    ['/faq/', pinned('r2'), null],
    ['/faq/', null, null],
  ])('%s with %p', (path, stored, expected) => {
    const pin = pinAfterNavigation(path, stored, inUse, NOW);
    if (expected === null) expect(pin).toBeNull();
    if (expected === 'stored') expect(pin).toBe(stored);
    if (expected === 'in-use') expect(pin).toEqual({ startedAt: NOW.toISOString(), remotes: inUse });
  });
});

describe('decideNewBuild: reload on navigation?', () => {
  const loaded = liveFingerprint(manifest());
  const released = manifest({ 'mfe-campaign': src('mfe-campaign', 'r3') });
  it.each<[string, string, FlowPin | null, ReleaseManifest, boolean, string | null]>([
    ['nothing new', '/faq/', null, manifest(), false, null],
    [
      'a remote released, outside the flow',
      '/faq/',
      null,
      released,
      false,
      'a new version of a remote is live',
    ],
    ['a new shell, outside the flow', '/faq/', null, manifest(), true, 'a new build of the shell is live'],
    ['a remote released, inside the flow', '/apply/form2/', pinned('r3'), released, false, null],
    ['a new shell, inside the flow', '/apply/terms/', pinned('r3'), manifest(), true, null],
    [
      'a pinned version withdrawn, inside the flow',
      '/apply/form2/',
      pinned('r1'),
      manifest(),
      false,
      'withdrawn while pinned: mfe-apply@r1',
    ],
    ['a remote released, on the completion page', '/apply/completed/', null, released, true, null],
    [
      'in the flow without a pin: as outside',
      '/apply/form/',
      null,
      released,
      false,
      'a new version of a remote is live',
    ],
  ])('%s', (_case, pathname, pin, m, newShellBuild, reason) => {
    const decision = decideNewBuild({ pathname, pin, manifest: m, loaded, newShellBuild });
    if (reason === null) expect(decision).toEqual({ action: 'none' });
    else
      expect(decision).toMatchObject({ action: 'reload', reason, dropPin: reason.startsWith('withdrawn') });
  });
});

describe('parseFlowPin', () => {
  it.each([
    [null, null],
    ['', null],
    ['not json', null],
    ['{"startedAt":1,"remotes":{}}', null],
    ['{"startedAt":"t","remotes":{"mfe-apply":{"version":"r1"}}}', null],
  ])('%p -> null', (text, expected) => expect(parseFlowPin(text)).toBe(expected));

  it('reads back what was stored', () => {
    expect(parseFlowPin(JSON.stringify(pinned('r2')))).toEqual(pinned('r2'));
  });
});

describe('clientErrorOrigin: which remote and version a report names', () => {
  const versionsInUse = { 'mfe-campaign': '0.1.0-r4', 'mfe-apply': '0.1.0-r2' };
  it.each<[string, string, string | undefined, string, string | null]>([
    ['a shell route', '/faq/', undefined, 'shell', 'build-7'],
    ['an unknown path', '/nowhere/', undefined, 'shell', 'build-7'],
    ['a remote route', '/campaign/video/', 'TypeError: x is undefined', 'mfe-campaign', '0.1.0-r4'],
    ['a remote route not loaded yet', '/option/', undefined, 'mfe-option', null],
    [
      'a remote chunk named in the error wins over the route',
      '/',
      'ChunkLoadError: Loading chunk 12 failed.\n(error: http://x/remotes/mfe-area/0.1.0-r3/12.js)',
      'mfe-area',
      '0.1.0-r3',
    ],
    [
      'a stack frame in a remote file',
      '/apply/form/',
      'Error: boom\n    at f (http://x/remotes/mfe-campaign/0.1.0-r1/__federation_expose_routes.js:1:2)',
      'mfe-campaign',
      '0.1.0-r1',
    ],
  ])('%s', (_case, pathname, errorText, remote, version) => {
    expect(
      clientErrorOrigin({ pathname, errorText, versions: versionsInUse, shellBuild: 'build-7' }),
    ).toEqual({
      remote,
      version,
    });
  });
});

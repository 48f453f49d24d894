import { fetchManifest, liveVersions } from './remotes-manifest';

const manifest = {
  remotes: {
    'mfe-option': { version: '0.1.0-r2', entry: '/remotes/mfe-option/0.1.0-r2/remoteEntry.js' },
    'mfe-apply': { version: '0.1.0-r1', entry: '/remotes/mfe-apply/0.1.0-r1/remoteEntry.js' },
  },
};

it('fingerprints what is live independently of key order', () => {
  const reordered = {
    remotes: { 'mfe-apply': manifest.remotes['mfe-apply'], 'mfe-option': manifest.remotes['mfe-option'] },
  };
  expect(liveVersions(manifest)).toBe('mfe-apply@0.1.0-r1,mfe-option@0.1.0-r2');
  expect(liveVersions(reordered)).toBe(liveVersions(manifest));
  const released = {
    remotes: {
      ...manifest.remotes,
      'mfe-option': { ...manifest.remotes['mfe-option'], version: '0.1.0-r3' },
    },
  };
  expect(liveVersions(released)).not.toBe(liveVersions(manifest));
});

it('asks for the manifest without any cache and rejects a broken answer', async () => {
  const fetchImpl = jest.fn(async () => ({ ok: true, status: 200, json: async () => manifest }));
  await expect(fetchManifest(fetchImpl as unknown as typeof fetch)).resolves.toEqual(manifest);
  expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });

  const failing = jest.fn(async () => ({ ok: false, status: 500, json: async () => ({}) }));
  await expect(fetchManifest(failing as unknown as typeof fetch)).rejects.toThrow('HTTP 500');
});

// A settings change (POST /ops/settings, /ops/maintenance, /ops/campaigns) as
// the console sends it: with the settings' updatedAt read just before, which
// the server requires (a save over settings saved since is refused with 409).
import type { SiteServer } from './site-server';

export async function postSettingsChange(
  site: Pick<SiteServer, 'url' | 'opsApiToken'>,
  path: string,
  body: Record<string, unknown>,
): Promise<Response> {
  const auth = { Authorization: `Bearer ${site.opsApiToken}` };
  const read = await fetch(`${site.url}/ops/settings`, { headers: auth });
  const { updatedAt } = (await read.json()) as { updatedAt: string };
  return fetch(`${site.url}${path}`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...body, seenUpdatedAt: updatedAt }),
  });
}

// GetSettingLambda, the settingsChanged subscription over graphql-ws, and the
// ops side that changes the record.
import { createClient, type Client } from 'graphql-ws/client';
import WebSocket from 'ws';
import {
  CampaignHeadlineDocument,
  GetSettingLambdaDocument,
  OnSettingsChangedDocument,
} from '@hikari/shared/operations';
import {
  DEFAULT_SETTINGS,
  campaignHeadline,
  defaultCampaignOffer,
  type CampaignHeadline,
  type SettingsRecord,
} from '@hikari/shared/domain';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { asSeenNow } from '../../testing/ops-state';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** An ops request; a settings change carries the updatedAt read just before, as the console's does. */
const ops = async (path: string, init: RequestInit = {}, token: string | null = t.opsApiToken) =>
  fetch(`${t.url}${path}`, {
    ...init,
    ...(init.method === 'POST' && typeof init.body === 'string'
      ? { body: JSON.stringify(await asSeenNow(t.url, t.opsApiToken, path, JSON.parse(init.body))) }
      : {}),
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...init.headers,
    },
  });

function wsClient(token: string): Client {
  return createClient({
    url: `${t.url.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
}

/** Collects subscription answers until `count` arrived. */
function collect(
  client: Client,
  count: number,
): { values: SettingsRecord[]; done: Promise<SettingsRecord[]> } {
  const values: SettingsRecord[] = [];
  const done = new Promise<SettingsRecord[]>((resolve, reject) => {
    const stop = client.subscribe<{ settingsChanged: SettingsRecord }>(
      { query: OnSettingsChangedDocument, variables: {} },
      {
        next: (result) => {
          if (result.errors) reject(new Error(result.errors[0]!.message));
          values.push(result.data!.settingsChanged);
          if (values.length === count) {
            stop();
            resolve(values);
          }
        },
        error: reject,
        complete: () => resolve(values),
      },
    );
  });
  return { values, done };
}

describe('GetSettingLambda', () => {
  it('answers the seeded record: the default settings under the site name the browser asks for', async () => {
    const { status, body } = await t.gql<{ getSettingLambda: SettingsRecord }>(GetSettingLambdaDocument);
    expect(status).toBe(200);
    const record = body.data!.getSettingLambda;
    expect(record).toMatchObject({
      name: 'hikari',
      version: DEFAULT_SETTINGS.version,
      pickupId: 218,
      callTime: { displayFirstTime: 10, displayLastTime: 18, telFirstTime: 10, telLastTime: 19 },
      maintenance: { isAlwaysDisplay: false, category: 'tel', text: '', firstDate: null, lastDate: null },
    });
    expect(Date.parse(record.createdAt!)).not.toBeNaN();
  });

  it('answers NOT_FOUND for an unknown site name (the browser then uses its defaults)', async () => {
    const { body } = await t.gql(GetSettingLambdaDocument, { siteName: 'nope' });
    expect(body.data).toBeNull();
    expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe("the banner's headline, found by the API", () => {
  it('comes with the settings: the largest cash back the simulation grants for the offer now', async () => {
    const { body } = await t.gql<{
      getSettingLambda: SettingsRecord & { campaignHeadline: CampaignHeadline };
    }>(GetSettingLambdaDocument);
    expect(body.data!.getSettingLambda.campaignHeadline).toEqual(
      campaignHeadline(defaultCampaignOffer, new Date(), null),
    );
  });

  it.each([
    ['a city of the area-limited campaign', { prefecture: '長野県', city: '松本市' }],
    ['a city outside it', { prefecture: '愛知県', city: '岡崎市' }],
    ['no address', { prefecture: null, city: null }],
  ])('is answered for %s as the simulation finds it', async (_label, address) => {
    const { body } = await t.gql<{ campaignHeadline: CampaignHeadline }>(CampaignHeadlineDocument, address);
    const expected = campaignHeadline(
      defaultCampaignOffer,
      new Date(),
      address.prefecture && address.city ? { prefecture: address.prefecture, city: address.city } : null,
    );
    expect(body.data!.campaignHeadline).toEqual(expected);
  });

  it('gives more in the area-limited campaign’s area than outside it', async () => {
    const ask = async (prefecture: string, city: string) =>
      (await t.gql<{ campaignHeadline: CampaignHeadline }>(CampaignHeadlineDocument, { prefecture, city }))
        .body.data!.campaignHeadline.maxCashBack;
    expect(await ask('長野県', '松本市')).toBeGreaterThan(await ask('愛知県', '岡崎市'));
  });

  it.each([
    ['a prefecture without its city', { prefecture: '長野県' }, 'city'],
    ['a city without its prefecture', { city: '松本市' }, 'prefecture'],
    ['a name longer than any place', { prefecture: '長'.repeat(21), city: '松本市' }, 'prefecture'],
    ['an empty city', { prefecture: '長野県', city: '' }, 'city'],
  ])('refuses %s, naming the field', async (_label, variables, field) => {
    const { body } = await t.gql(CampaignHeadlineDocument, variables);
    expect(body.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { [field]: expect.any(String) },
    });
  });
});

describe('ops settings and maintenance', () => {
  it('answers 401 without the ops token and never accepts a guest token', async () => {
    expect((await ops('/ops/settings', {}, null)).status).toBe(401);
    const guest = await t.token();
    const res = await ops('/ops/settings', {}, guest);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe('Unauthorized');
  });

  it('switches maintenance on now, on a schedule, and off; bad input changes nothing', async () => {
    let res = await ops('/ops/maintenance', {
      method: 'POST',
      body: JSON.stringify({ on: true, text: '只今メンテナンス中です。', category: 'tel' }),
    });
    expect(res.status).toBe(200);
    let record = (await res.json()) as SettingsRecord;
    expect(record.maintenance).toEqual({
      isAlwaysDisplay: true,
      category: 'tel',
      text: '只今メンテナンス中です。',
      firstDate: null,
      lastDate: null,
    });

    res = await ops('/ops/maintenance', {
      method: 'POST',
      body: JSON.stringify({
        on: true,
        firstDate: '2025-09-01',
        lastDate: '2025-09-02',
        category: 'reserve',
      }),
    });
    record = (await res.json()) as SettingsRecord;
    expect(record.maintenance).toMatchObject({
      isAlwaysDisplay: false,
      category: 'reserve',
      firstDate: '2025-09-01',
      lastDate: '2025-09-02',
    });

    for (const bad of [
      { on: true, firstDate: '2025-09-03', lastDate: '2025-09-01' },
      { on: true, firstDate: '2025-02-30', lastDate: '2025-03-01' },
      { on: true, firstDate: '2025-09-01' },
      { on: 'yes' },
      { on: false, colour: 'red' },
    ]) {
      const refused = await ops('/ops/maintenance', { method: 'POST', body: JSON.stringify(bad) });
      expect(refused.status).toBe(400);
    }
    const unchanged = await t.gql<{ getSettingLambda: SettingsRecord }>(GetSettingLambdaDocument);
    expect(unchanged.body.data!.getSettingLambda.maintenance.firstDate).toBe('2025-09-01');

    res = await ops('/ops/maintenance', { method: 'POST', body: JSON.stringify({ on: false }) });
    record = (await res.json()) as SettingsRecord;
    expect(record.maintenance).toMatchObject({ isAlwaysDisplay: false, firstDate: null, lastDate: null });
  });

  it('edits version, pickupId and call times', async () => {
    const res = await ops('/ops/settings', {
      method: 'POST',
      body: JSON.stringify({ version: '4.0.1', pickupId: 300, callTime: { telLastTime: 20 } }),
    });
    expect(res.status).toBe(200);
    const { body } = await t.gql<{ getSettingLambda: SettingsRecord }>(GetSettingLambdaDocument);
    expect(body.data!.getSettingLambda).toMatchObject({
      version: '4.0.1',
      pickupId: 300,
      callTime: { displayFirstTime: 10, telLastTime: 20 },
    });
    for (const bad of [{ version: 'latest' }, { pickupId: -1 }, { callTime: { telLastTime: 25 } }]) {
      expect((await ops('/ops/settings', { method: 'POST', body: JSON.stringify(bad) })).status).toBe(400);
    }
  });

  it('answers 503 "ops disabled" when OPS_TOKEN is not set', async () => {
    const off = await startTestApp({ env: { OPS_TOKEN: '' } });
    try {
      const res = await fetch(`${off.url}/ops/settings`, { headers: { Authorization: 'Bearer anything' } });
      expect(res.status).toBe(503);
      expect(((await res.json()) as { message: string }).message).toBe('ops disabled');
    } finally {
      await off.close();
    }
  });
});

describe('settingsChanged subscription (graphql-ws)', () => {
  it('sends the current record, then every change ops make', async () => {
    const client = wsClient(await t.token());
    try {
      const { values, done } = collect(client, 2);
      // Wait for the first (current) record before changing anything.
      for (let i = 0; i < 100 && values.length === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
      expect(values[0]!.name).toBe('hikari');
      const res = await ops('/ops/maintenance', {
        method: 'POST',
        body: JSON.stringify({ on: true, text: 'ただいまメンテナンス中です' }),
      });
      expect(res.status).toBe(200);
      const [, changed] = await done;
      expect(changed!.maintenance).toMatchObject({
        isAlwaysDisplay: true,
        text: 'ただいまメンテナンス中です',
      });
    } finally {
      await client.dispose();
      await ops('/ops/maintenance', { method: 'POST', body: JSON.stringify({ on: false }) });
    }
  });

  it.each([
    [null, 'No credentials'],
    ['forged.token.value', 'Unauthorized'],
  ])('closes the socket with 4401 for token %p', async (token, reason) => {
    // A bare socket speaking graphql-transport-ws: the handshake is what is tested.
    const socket = new WebSocket(`${t.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.on('close', (code, why) => resolve({ code, reason: why.toString() })),
    );
    socket.on('open', () =>
      socket.send(
        JSON.stringify({
          type: 'connection_init',
          payload: token ? { authorization: `Bearer ${token}` } : {},
        }),
      ),
    );
    await expect(closed).resolves.toEqual({ code: 4401, reason });
  });
});

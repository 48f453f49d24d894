// graphql-armor's document limits and the introspection switch, through the
// in-process server (HTTP and graphql-ws): every limit refuses before anything
// runs, a fragment-spread bomb is refused at once without stalling the
// instance, and every document the site sends passes.
import { count } from 'drizzle-orm';
import { getIntrospectionQuery, type GraphQLError } from 'graphql';
import { createClient, type Client } from 'graphql-ws/client';
import { createSchema, createYoga } from 'graphql-yoga';
import WebSocket from 'ws';
import * as browserOperations from '@hikari/shared/operations';
import { GetSettingLambdaDocument } from '@hikari/shared/operations';
import { loadConfig } from '../config';
import { clientErrors } from '../db/schema';
import { typeDefs } from '../generated/type-defs';
import {
  startTestApp,
  startTestAppAround,
  startTestAppWithToken,
  type GqlBody,
  type TestApp,
} from '../testing/test-app';
import { documentLimits } from './limits';
import { fragmentBomb } from '../testing/fragment-bomb';

/** The site's own settings selection (the SettingsFields fragment, with the fragments it spreads). */
const SETTINGS_FIELDS = GetSettingLambdaDocument.slice(GetSettingLambdaDocument.indexOf('fragment '));

const repeat = (times: number, make: (i: number) => string) =>
  Array.from({ length: times }, (_, i) => make(i)).join(' ');

describe("the site's documents", () => {
  const documents = Object.keys(browserOperations.operationKinds).map((name) => {
    const source = (browserOperations as Record<string, unknown>)[`${name}Document`];
    return [name, typeof source === 'string' ? source : ''] as const;
  });

  it('are all there', () => {
    expect(documents.length).toBeGreaterThanOrEqual(11);
    for (const [name, source] of documents) expect(source).toContain(`${name}(`);
  });

  // The same parse and validate as the server's (yoga's, with the armor plugin
  // and the default limits), without executing anything.
  const { parse, validate, schema } = createYoga({
    schema: createSchema({ typeDefs }),
    plugins: [documentLimits(loadConfig({}))],
  }).getEnveloped({});

  it.each(documents)('%s passes every limit', (_name, source) => {
    expect(validate(schema, parse(source))).toEqual([]);
  });
});

describe('document limits over HTTP', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => ({ t, token } = await startTestAppWithToken()));
  afterAll(() => t.close());

  const post = async (query: string) => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
    const text = await res.text();
    return { status: res.status, text, body: JSON.parse(text) as GqlBody<Record<string, unknown>> };
  };

  // No timing threshold here: `npm run bench -- load` times the refusal (FragmentBomb) under
  // load; a rule that walked every path of the bomb (2^40) would not answer within the timeout.
  it('refuses the 40-level fragment bomb and keeps answering meanwhile', async () => {
    for (let i = 0; i < 8; i += 1) {
      const { body } = await post(fragmentBomb(`http${i}`));
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0]?.message).toMatch(/Cost limit of 1000 exceeded/);
      expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
    const [bombed, settings] = await Promise.all([
      post(fragmentBomb('concurrent')),
      post(GetSettingLambdaDocument),
    ]);
    expect(bombed.body.errors).toHaveLength(1);
    expect(settings.body.errors).toBeUndefined();
    expect(settings.body.data).toEqual({ getSettingLambda: expect.objectContaining({ name: 'hikari' }) });
  });

  it('refuses too many aliases before running any of them', async () => {
    const before = Number((await t.database.db.select({ n: count() }).from(clientErrors))[0]!.n);
    const mutation = `mutation { ${repeat(
      20,
      (i) => `e${i}: notifyClientError(title: "t", text: "x", idempotencyKey: "armor-alias-${i}") { result }`,
    )} }`;
    const { body } = await post(mutation);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toBe('Syntax Error: Aliases limit of 15 exceeded, found 20.');
    expect(body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const after = Number((await t.database.db.select({ n: count() }).from(clientErrors))[0]!.n);
    expect(after).toBe(before);
  });

  it.each<[string, string, RegExp, string]>([
    [
      'too many aliases (500 of one field)',
      `{ getSettingLambda(siteName: "hikari") { ${repeat(500, (i) => `a${i}: name`)} } }`,
      // 1,500 tokens: the token limit, counted while parsing, refuses it first.
      /^Syntax Error: Token limit of 500 exceeded\.$/,
      'GRAPHQL_PARSE_FAILED',
    ],
    [
      'too many directives',
      `{ getSettingLambda(siteName: "hikari") { ${repeat(55, () => 'name @include(if: true)')} } }`,
      /^Syntax Error: Directives limit of 50 exceeded, found 55\.$/,
      'GRAPHQL_VALIDATION_FAILED',
    ],
    [
      'too many directives (500)',
      `{ getSettingLambda(siteName: "hikari") { name ${repeat(500, () => '@include(if: true)')} } }`,
      /^Syntax Error: Token limit of 500 exceeded\.$/,
      'GRAPHQL_PARSE_FAILED',
    ],
    [
      'too costly (the settings eight times over)',
      `{ ${repeat(8, (i) => `s${i}: getSettingLambda(siteName: "hikari") { ...SettingsFields }`)} }\n${SETTINGS_FIELDS}`,
      /^Syntax Error: Query Cost limit of 1000 exceeded, found \d+(\.\d+)?\.$/,
      'GRAPHQL_VALIDATION_FAILED',
    ],
  ])('refuses %s with no data', async (_label, query, message, code) => {
    const { body } = await post(query);
    expect(body.data).toBeUndefined();
    expect(body.errors).toHaveLength(1);
    expect(body.errors?.[0]?.message).toMatch(message);
    expect(body.errors?.[0]?.extensions?.code).toBe(code);
  });

  it('refuses a huge document without echoing it', async () => {
    const query = `{ getSettingLambda(siteName: "hikari") { ${'name '.repeat(20_000)} } }`;
    const { body, text } = await post(query);
    expect(body.data).toBeUndefined();
    expect(body.errors?.[0]?.message).toBe('Syntax Error: Token limit of 500 exceeded.');
    expect(text.length).toBeLessThan(300);
  });

  it('answers 400 to a client that accepts application/graphql-response+json', async () => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/graphql-response+json',
        Authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ query: fragmentBomb('accept') }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as GqlBody<unknown>).data).toBeUndefined();
  });

  it('refuses introspection by default', async () => {
    for (const query of ['{ __schema { types { name } } }', '{ __type(name: "Settings") { name } }']) {
      const { body } = await post(query);
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0]?.message).toMatch(/introspection has been disabled/);
    }
  });

  describe('over the WebSocket', () => {
    const clients: Client[] = [];
    afterAll(() => Promise.all(clients.map((client) => client.dispose())));

    const connect = (): Client => {
      const client = createClient({
        url: `${t.url.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${token}` },
        retryAttempts: 0,
      });
      clients.push(client);
      return client;
    };

    /** Sends one operation; resolves with what came back. */
    const send = (client: Client, query: string) =>
      new Promise<{ data?: unknown; error?: unknown }>((resolve) => {
        let data: unknown;
        client.subscribe(
          { query },
          {
            next: (value) => {
              data = value.data;
            },
            error: (error) => resolve({ data, error }),
            complete: () => resolve({ data }),
          },
        );
      });

    it('refuses the fragment bomb at once, and the socket keeps serving', async () => {
      const client = connect();
      expect((await send(client, GetSettingLambdaDocument)).data).toEqual({
        getSettingLambda: expect.objectContaining({ name: 'hikari' }),
      });
      for (let i = 0; i < 5; i += 1) {
        const { data, error } = await send(client, fragmentBomb(`ws${i}`));
        expect(data).toBeUndefined();
        expect((error as GraphQLError[])[0]?.message).toMatch(/Cost limit of 1000 exceeded/);
      }
      expect((await send(client, GetSettingLambdaDocument)).error).toBeUndefined();
    });

    it('refuses a document over the token limit', async () => {
      // The handler in server.ts parses outside a try: armor's parse-time
      // refusal reaches graphql-ws as a thrown error, which closes the socket
      // with 4500 (and logs it) instead of answering with an error message.
      const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      try {
        const { data, error } = await send(connect(), `{ ${'__typename '.repeat(20_000)} }`);
        expect(data).toBeUndefined();
        const refusal = Array.isArray(error)
          ? (error as GraphQLError[])[0]?.message
          : (error as { code: number; reason: string }).reason;
        expect(refusal).toMatch(/Token limit of 500 exceeded/);
      } finally {
        quiet.mockRestore();
      }
    });
  });
});

describe('introspection and depth, by configuration', () => {
  let t: TestApp;
  startTestAppAround({ env: { GRAPHQL_INTROSPECTION: 'true' } }, (app) => (t = app));

  it('answers introspection with GRAPHQL_INTROSPECTION=true outside production', async () => {
    const { body } = await t.gql<{ __schema: { types: { name: string }[] } }>(
      '{ __schema { types { name } } }',
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.__schema.types.map((type) => type.name)).toContain('Settings');
    // What a developer's tool sends: deeper than MAX_QUERY_DEPTH, exempt where introspection is allowed.
    const full = await t.gql(getIntrospectionQuery());
    expect(full.body.errors).toBeUndefined();
  });

  describe('in production', () => {
    let prod: TestApp;
    beforeAll(async () => {
      prod = await startTestApp({
        database: t.database,
        env: { NODE_ENV: 'production', GRAPHQL_INTROSPECTION: 'true', MAX_QUERY_DEPTH: '4' },
      });
    });
    afterAll(() => prod.close());

    it('refuses introspection even with GRAPHQL_INTROSPECTION=true', async () => {
      const { body } = await prod.gql('{ __schema { types { name } } }');
      expect(body.data).toBeUndefined();
      expect(body.errors?.[0]?.message).toMatch(/introspection has been disabled/);
    });

    it('refuses a query deeper than MAX_QUERY_DEPTH, fragments included', async () => {
      const shallow = await prod.gql(
        '{ getSettingLambda(siteName: "hikari") { callTime { telFirstTime } } }',
      );
      expect(shallow.body.errors).toBeUndefined();
      // The settings document reaches 6 levels: getSettingLambda, campaignOffer, campaigns, area, cities, city.
      const deep = await prod.gql(GetSettingLambdaDocument);
      expect(deep.body.data).toBeUndefined();
      expect(deep.body.errors?.[0]?.message).toBe('Syntax Error: Query depth limit of 4 exceeded, found 6.');
      expect(deep.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
      const viaFragment = await prod.gql(`
        query { getSettingLambda(siteName: "hikari") { ...A } }
        fragment A on Settings { campaignOffer { campaigns { area { prefectures } } } }`);
      expect(viaFragment.body.errors?.[0]?.message).toMatch(/depth limit of 4 exceeded, found 5/);
    });
  });
});

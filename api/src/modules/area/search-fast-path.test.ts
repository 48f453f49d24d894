// The area search's fast path answers exactly what the full GraphQL pipeline
// answers: the same document with one more space goes the long way round.
import { SearchCommufaAreaDocument } from '@hikari/shared/operations';
import { areaSearchInput } from '@hikari/shared/testing/fixtures';
import { testAppPerFile } from '../../testing/test-app';

const app = testAppPerFile();

const address = (overrides: Record<string, unknown>) => areaSearchInput(overrides);

async function both(input: unknown) {
  const fast = await app.t.gql(SearchCommufaAreaDocument, { input }, { token: app.token });
  const full = await app.t.gql(`${SearchCommufaAreaDocument} `, { input }, { token: app.token });
  return { fast, full };
}

it.each([
  ['a served home', address({})],
  ['an unknown building', address({ buildingType: 1, buildingName: '存在しないマンション' })],
  [
    'a town outside the area',
    address({ prefecture: '三重県', city: '熊野市', town: '紀和町楊枝', postalCode: '' }),
  ],
  ['an address the master does not know', address({ city: '名古屋市中区', town: 'ありえない町' })],
  ['full-width digits', address({ chome: '３', banchi: '１－１' })],
])('%s: the same answer as the full pipeline', async (_label, input) => {
  const { fast, full } = await both(input);
  expect(fast.status).toBe(200);
  expect(fast.body).toEqual(full.body);
  expect(fast.headers.get('content-type')).toBe(full.headers.get('content-type'));
});

it.each([
  ['a building type GraphQL cannot coerce', address({ buildingType: 'apartment' })],
  ['an unknown field', address({ floor: 3 })],
  ['no input', null],
  ['an input the shared schema refuses', address({ prefecture: 'x'.repeat(300) })],
])('%s: the full pipeline answers, with its errors', async (_label, input) => {
  const { fast, full } = await both(input);
  expect(fast.body.errors?.length).toBeGreaterThan(0);
  expect(fast.status).toBe(full.status);
  expect(fast.body).toEqual(full.body);
});

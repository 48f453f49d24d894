// Area searches come from memory: the database is not read per search, and an
// import made through any instance (or the CLI) reaches every instance's index.
import { SearchCommufaAreaDocument } from '@hikari/shared/operations';
import { openDatabase, type Database } from '../../db/client';
import { areaSearchInput } from '@hikari/shared/testing/fixtures';
import { startTestApp, usingPostgres, type TestApp } from '../../testing/test-app';

const BUILDING_HEADER =
  'prefecture,city,town,chome,banchi,building_name,is_approved_mansion,is_non_available,mansion_plan_type,is_mansion_wari12,is_kddi,is_all_commufa_mansion,notes';

const apartment = (buildingName: string) => areaSearchInput({ buildingType: 1, buildingName });

async function registered(t: TestApp, buildingName: string): Promise<boolean> {
  const { status, body } = await t.gql<{ searchCommufaArea: { isRegister: boolean } }>(
    SearchCommufaAreaDocument,
    { input: apartment(buildingName) },
  );
  expect(status).toBe(200);
  return body.data!.searchCommufaArea.isRegister;
}

async function importBuildings(t: TestApp, rows: string[]): Promise<void> {
  const res = await fetch(`${t.url}/ops/area/import?kind=buildings`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${t.opsApiToken}`, 'Content-Type': 'text/csv' },
    body: [BUILDING_HEADER, ...rows].join('\n'),
  });
  expect(res.status).toBe(200);
}

describe('in-memory area index', () => {
  let a: TestApp;
  let b: TestApp;
  let second: Database | null = null;
  beforeAll(async () => {
    a = await startTestApp();
    // On PostgreSQL the second instance has a pool of its own, as another
    // process would: only the notification tells it about the import.
    if (usingPostgres()) {
      second = await openDatabase({
        databaseUrl: process.env.DATABASE_URL,
        schema: a.database.migrationsSchema,
        poolSize: 2,
      });
    }
    b = await startTestApp({ database: second ?? a.database });
  });
  afterAll(async () => {
    await b.close();
    await second?.close();
    await a.close();
  });

  it('answers searches without reading the database', async () => {
    await registered(a, 'どこにもないハイツ'); // loads the index
    // The master is read with select (AreaIndex.load); nothing else reads it.
    const select = jest.spyOn(a.database.db, 'select');
    try {
      for (let i = 0; i < 5; i += 1) expect(await registered(a, `どこにもないハイツ${i}`)).toBe(false);
      expect(select).not.toHaveBeenCalled();
    } finally {
      select.mockRestore();
    }
  });

  it('knows a building imported through another instance at once', async () => {
    expect(await registered(a, 'ひかりテストレジデンス')).toBe(false);
    expect(await registered(b, 'ひかりテストレジデンス')).toBe(false);
    await importBuildings(b, ['愛知県,名古屋市中区,栄,3,1-1,ひかりテストレジデンス,1,0,ftth,0,0,0,']);
    // The importing instance refreshed before answering; the other hears the notification.
    expect(await registered(b, 'ひかりテストレジデンス')).toBe(true);
    const deadline = Date.now() + 5000;
    while (!(await registered(a, 'ひかりテストレジデンス')) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await registered(a, 'ひかりテストレジデンス')).toBe(true);
  });
});

// The area master and the registered buildings, held in memory by every API
// instance so that an area search never waits on the database (a campaign
// launch sends bursts of them). Loaded at the first search, replaced whole
// after every change of the master: the import and the seed tell every
// instance through the `hikari_area_changed` notification (LISTEN/NOTIFY on
// PostgreSQL, in-process on PGlite), and the instance that made the change
// refreshes before it answers. A refresh builds the new index beside the old
// one, which keeps answering until the swap.
import { randomUUID } from 'node:crypto';
import type { Database, Db } from '../../db/client';
import { areaTowns, buildings } from '../../db/schema';

export type TownRow = typeof areaTowns.$inferSelect;
export type BuildingRow = typeof buildings.$inferSelect;

export const AREA_CHANNEL = 'hikari_area_changed';

const cityKey = (prefecture: string, city: string) => `${prefecture}\u0000${city}`;
const buildingKey = (prefecture: string, city: string, nameKey: string) =>
  `${prefecture}\u0000${city}\u0000${nameKey}`;

export class AreaIndex {
  private readonly towns = new Map<string, TownRow[]>();
  private readonly buildings = new Map<string, BuildingRow[]>();

  constructor(
    townRows: TownRow[],
    buildingRows: BuildingRow[],
    /** When the rows were read. */
    readonly loadedAt: Date = new Date(),
  ) {
    for (const row of townRows) {
      const key = cityKey(row.prefecture, row.city);
      const list = this.towns.get(key);
      if (list) list.push(row);
      else this.towns.set(key, [row]);
    }
    for (const row of buildingRows) {
      const key = buildingKey(row.prefecture, row.city, row.nameKey);
      const list = this.buildings.get(key);
      if (list) list.push(row);
      else this.buildings.set(key, [row]);
    }
    this.townCount = townRows.length;
    this.buildingCount = buildingRows.length;
  }

  readonly townCount: number;
  readonly buildingCount: number;

  /** Every master row of the city (normalised names). */
  townsOf(prefecture: string, city: string): readonly TownRow[] {
    return this.towns.get(cityKey(prefecture, city)) ?? [];
  }

  /** Registered buildings of the city with this name key. */
  buildingsNamed(prefecture: string, city: string, nameKey: string): readonly BuildingRow[] {
    return this.buildings.get(buildingKey(prefecture, city, nameKey)) ?? [];
  }

  static async load(db: Db): Promise<AreaIndex> {
    const loadedAt = new Date();
    const [townRows, buildingRows] = await Promise.all([
      db.select().from(areaTowns),
      db.select().from(buildings),
    ]);
    return new AreaIndex(townRows, buildingRows, loadedAt);
  }
}

interface Slot {
  /** The database the index is read from (never a transaction, which ends). */
  db: Db;
  current: AreaIndex | null;
  /** The load or refresh under way. */
  loading: Promise<AreaIndex> | null;
  /** A change arrived while loading: load again after. */
  stale: boolean;
}

const slots = new WeakMap<Db, Slot>();

function slotOf(db: Db): Slot {
  let slot = slots.get(db);
  if (!slot) slots.set(db, (slot = { db, current: null, loading: null, stale: false }));
  return slot;
}

/**
 * Lets code running in a transaction of `root` search the index of `root`
 * (a transaction is a query builder of its own, which would otherwise load
 * an index of its own).
 */
export function shareAreaIndex(tx: Db, root: Db): void {
  slots.set(tx, slotOf(root));
}

function startLoad(slot: Slot): Promise<AreaIndex> {
  const db = slot.db;
  slot.stale = false;
  const loading = AreaIndex.load(db).then(
    (index) => {
      if (slot.loading === loading) slot.loading = null;
      slot.current = index;
      if (slot.stale) void refreshAreaIndex(db).catch(() => undefined);
      return index;
    },
    (error: unknown) => {
      // A failed load (database away) is not kept: the next search tries again.
      if (slot.loading === loading) slot.loading = null;
      throw error;
    },
  );
  slot.loading = loading;
  return loading;
}

/** The index of this database, loaded at the first call. */
export function areaIndexOf(db: Db): Promise<AreaIndex> | AreaIndex {
  const slot = slotOf(db);
  if (slot.current) return slot.current;
  if (db !== slot.db) {
    // Inside a transaction before the first load: read through the
    // transaction itself. Waiting for a load on the database's own
    // connection would deadlock on PGlite, which runs one transaction at a
    // time on its single connection.
    return AreaIndex.load(db).then((index) => {
      slot.current ??= index;
      return index;
    });
  }
  return slot.loading ?? startLoad(slot);
}

/** Reads the master again and swaps the index in; searches meanwhile use the old one. */
export async function refreshAreaIndex(db: Db): Promise<AreaIndex> {
  const slot = slotOf(db);
  if (slot.loading) {
    // The load under way may have read the rows before the change.
    slot.stale = true;
    await slot.loading.catch(() => undefined);
    return slot.loading ?? areaIndexOf(db);
  }
  return startLoad(slot);
}

/** After a change of the master: this instance refreshes now, the others on the notification. */
/** Who sent a notification: its own sender has refreshed already and skips it. */
const senders = new WeakMap<Database, string>();
const senderOf = (database: Database): string => {
  let id = senders.get(database);
  if (!id) senders.set(database, (id = randomUUID()));
  return id;
};

export async function areaChanged(database: Database): Promise<void> {
  await refreshAreaIndex(database.db);
  await database.notify(AREA_CHANNEL, senderOf(database)).catch((error: unknown) => {
    console.error(`[area] could not tell other instances: ${(error as Error).message}`);
  });
}

/** Refreshes the index whenever another instance (or the CLI) changed the master. */
export async function followAreaChanges(database: Database): Promise<() => Promise<void>> {
  const refresh = () => {
    refreshAreaIndex(database.db).catch((error: unknown) =>
      console.error(`[area] refresh failed: ${(error as Error).message}`),
    );
  };
  const self = senderOf(database);
  // After a lost connection a change may have been missed: read the master again.
  return database.listen(AREA_CHANNEL, (sender) => sender !== self && refresh(), refresh);
}

// Reading and writing the settings record, and telling open pages when it
// changes (the settingsChanged subscription).
import { and, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_SETTINGS,
  campaignOfferOrDefault,
  defaultCampaignOffer,
  type CampaignOffer,
  type SettingsRecord,
} from '@hikari/shared/domain';
import type { Database, Db } from '../../db/client';
import { settings } from '../../db/schema';

/** The site name the browser asks for (the default of GetSettingLambda's $siteName). */
export const DEFAULT_SITE_NAME = 'hikari';

/** The seeded record: the browser's own defaults (docs/business-rules.md#settings-and-their-defaults), from the shared domain. */
export const DEFAULT_SETTINGS_ROW = {
  version: DEFAULT_SETTINGS.version,
  pickupId: DEFAULT_SETTINGS.pickupId,
  displayFirstTime: DEFAULT_SETTINGS.callTime.displayFirstTime,
  displayLastTime: DEFAULT_SETTINGS.callTime.displayLastTime,
  telFirstTime: DEFAULT_SETTINGS.callTime.telFirstTime,
  telLastTime: DEFAULT_SETTINGS.callTime.telLastTime,
  maintenanceIsAlwaysDisplay: DEFAULT_SETTINGS.maintenance.isAlwaysDisplay,
  maintenanceCategory: DEFAULT_SETTINGS.maintenance.category,
  maintenanceText: DEFAULT_SETTINGS.maintenance.text,
  maintenanceFirstDate: DEFAULT_SETTINGS.maintenance.firstDate,
  maintenanceLastDate: DEFAULT_SETTINGS.maintenance.lastDate,
  // Today's catalog: every campaign on offer (shared defaultCampaignOffer).
  campaignOffer: defaultCampaignOffer,
};

type SettingsRow = typeof settings.$inferSelect;

export function toSettingsRecord(row: SettingsRow): SettingsRecord {
  return {
    name: row.name,
    version: row.version,
    pickupId: row.pickupId,
    callTime: {
      displayFirstTime: row.displayFirstTime,
      displayLastTime: row.displayLastTime,
      telFirstTime: row.telFirstTime,
      telLastTime: row.telLastTime,
    },
    maintenance: {
      isAlwaysDisplay: row.maintenanceIsAlwaysDisplay,
      category: row.maintenanceCategory,
      text: row.maintenanceText,
      firstDate: row.maintenanceFirstDate,
      lastDate: row.maintenanceLastDate,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    // A row from before the offer existed (null) runs with the seeded offer.
    campaignOffer: campaignOfferOrDefault(row.campaignOffer),
  };
}

export async function readSettings(db: Db, siteName: string): Promise<SettingsRecord | null> {
  const rows = await db.select().from(settings).where(eq(settings.name, siteName)).limit(1);
  return rows[0] ? toSettingsRecord(rows[0]) : null;
}

/** What ops may change; every part optional. */
export interface SettingsPatch {
  version?: string;
  pickupId?: number;
  callTime?: Partial<SettingsRecord['callTime']>;
  maintenance?: Partial<SettingsRecord['maintenance']>;
  /** Replaces the whole offer (already checked with parseCampaignOffer). */
  campaignOffer?: CampaignOffer;
}

export const SETTINGS_CHANNEL = 'hikari_settings_changed';

export type SettingsListener = (record: SettingsRecord) => void;

/**
 * Fan-out of settings changes to subscriptions. On PostgreSQL a change made by
 * any API instance arrives through LISTEN/NOTIFY; on PGlite it stays in-process.
 */
export class SettingsBus {
  private readonly listeners = new Map<string, Set<SettingsListener>>();
  private stopListening: (() => Promise<void>) | null = null;

  constructor(private readonly database: Database) {}

  async start(): Promise<void> {
    if (this.database.kind !== 'postgres') return;
    this.stopListening = await this.database.listen(
      SETTINGS_CHANNEL,
      (siteName) => {
        void this.reload(siteName);
      },
      // Back after the database restarted: changes made meanwhile were not heard.
      () => {
        for (const siteName of this.listeners.keys()) void this.reload(siteName);
      },
    );
  }

  async stop(): Promise<void> {
    await this.stopListening?.();
    this.stopListening = null;
    this.listeners.clear();
  }

  subscribe(siteName: string, listener: SettingsListener): () => void {
    let set = this.listeners.get(siteName);
    if (!set) this.listeners.set(siteName, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(siteName);
    };
  }

  /** Called after a write: tells this instance's pages, and the other instances. */
  async changed(record: SettingsRecord): Promise<void> {
    if (this.database.kind === 'postgres') {
      // Our own LISTEN delivers it back to us too, so every instance follows one path.
      await this.database.notify(SETTINGS_CHANNEL, record.name);
    } else {
      this.emit(record);
    }
  }

  private async reload(siteName: string): Promise<void> {
    try {
      const record = await readSettings(this.database.db, siteName);
      if (record) this.emit(record);
    } catch (error) {
      console.error('[settings] reload after notify failed:', (error as Error).message);
    }
  }

  private emit(record: SettingsRecord): void {
    for (const listener of this.listeners.get(record.name) ?? []) listener(record);
  }
}

/**
 * Writes a patch; with `seenUpdatedAt` (the record's updatedAt as the person
 * read it) only if nobody saved it since. Null: no such record, or saved since.
 */
export async function updateSettings(
  db: Db,
  siteName: string,
  patch: SettingsPatch,
  seenUpdatedAt?: string,
): Promise<SettingsRecord | null> {
  const values: Partial<typeof settings.$inferInsert> = { updatedAt: new Date() };
  if (patch.version !== undefined) values.version = patch.version;
  if (patch.pickupId !== undefined) values.pickupId = patch.pickupId;
  const c = patch.callTime ?? {};
  if (c.displayFirstTime !== undefined) values.displayFirstTime = c.displayFirstTime;
  if (c.displayLastTime !== undefined) values.displayLastTime = c.displayLastTime;
  if (c.telFirstTime !== undefined) values.telFirstTime = c.telFirstTime;
  if (c.telLastTime !== undefined) values.telLastTime = c.telLastTime;
  const m = patch.maintenance ?? {};
  if (m.isAlwaysDisplay !== undefined) values.maintenanceIsAlwaysDisplay = m.isAlwaysDisplay;
  if (m.category !== undefined) values.maintenanceCategory = m.category;
  if (m.text !== undefined) values.maintenanceText = m.text;
  if (m.firstDate !== undefined) values.maintenanceFirstDate = m.firstDate;
  if (m.lastDate !== undefined) values.maintenanceLastDate = m.lastDate;
  if (patch.campaignOffer !== undefined) values.campaignOffer = patch.campaignOffer;
  const named = eq(settings.name, siteName);
  // To the millisecond, as the record was read (a seeded row's default now() keeps microseconds).
  const where = seenUpdatedAt
    ? and(
        named,
        sql`date_trunc('milliseconds', ${settings.updatedAt}) = ${new Date(seenUpdatedAt).toISOString()}::timestamptz`,
      )
    : named;
  const rows = await db.update(settings).set(values).where(where).returning();
  return rows[0] ? toSettingsRecord(rows[0]) : null;
}

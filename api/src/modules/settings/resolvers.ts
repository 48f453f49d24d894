import { Repeater } from 'graphql-yoga';
import type { CampaignHeadline, SettingsRecord } from '@hikari/shared/domain';
import type { Resolvers } from '../../generated/resolvers-types';
import { badUserInput, notFound } from '../../graphql/errors';
import { readCampaignOffer } from './campaign-offer';
import { headlineFor } from './campaign-headline';
import { readSettings } from './settings-store';

/** Longer than any prefecture or city name (「鹿児島県」, 「いちき串木野市」). */
const PLACE_MAX = 20;

/** The record as a browser gets it: with the banner's headline for its offer now (no address yet). */
function served(record: SettingsRecord): SettingsRecord & { campaignHeadline: CampaignHeadline } {
  return { ...record, campaignHeadline: headlineFor(record.campaignOffer, null) };
}

export const settingsResolvers: Resolvers = {
  Query: {
    async getSettingLambda(_parent, { siteName }, { db }) {
      const record = await readSettings(db, siteName);
      if (!record) throw notFound(`Settings not found: ${siteName}`);
      return served(record);
    },
    async campaignHeadline(_parent, { siteName, prefecture, city }, { db }) {
      const fields: Record<string, string> = {};
      const named = (value: string | null | undefined) => value !== null && value !== undefined;
      if (named(prefecture) !== named(city)) {
        fields[named(prefecture) ? 'city' : 'prefecture'] = '都道府県と市区町村は両方を指定してください。';
      }
      if (named(prefecture) && (prefecture!.length === 0 || prefecture!.length > PLACE_MAX)) {
        fields.prefecture = '都道府県を確認してください。';
      }
      if (named(city) && (city!.length === 0 || city!.length > PLACE_MAX))
        fields.city = '市区町村を確認してください。';
      if (Object.keys(fields).length > 0) throw badUserInput(fields);
      const address = named(prefecture) && named(city) ? { prefecture: prefecture!, city: city! } : null;
      return headlineFor(await readCampaignOffer(db, siteName), address);
    },
  },

  Subscription: {
    settingsChanged: {
      // The current record first, so a page that subscribes after loading
      // misses no change made in between; then every change.
      subscribe: (_parent, { siteName }, { db, settingsBus }) =>
        new Repeater<SettingsRecord>(async (push, stop) => {
          const unsubscribe = settingsBus.subscribe(siteName, (record) => void push(record));
          try {
            const current = await readSettings(db, siteName);
            if (current) await push(current);
          } catch (error) {
            stop(error);
          }
          await stop;
          unsubscribe();
        }),
      resolve: (record: SettingsRecord) => served(record),
    },
  },
};

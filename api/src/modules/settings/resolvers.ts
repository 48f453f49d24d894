import { Repeater } from 'graphql-yoga';
import type { SettingsRecord } from '@hikari/shared/domain';
import type { Resolvers } from '../../generated/resolvers-types';
import { notFound } from '../../graphql/errors';
import { readSettings } from './settings-store';

export const settingsResolvers: Resolvers = {
  Query: {
    async getSettingLambda(_parent, { siteName }, { db }) {
      const record = await readSettings(db, siteName);
      if (!record) throw notFound(`Settings not found: ${siteName}`);
      return record;
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
      resolve: (record: SettingsRecord) => record,
    },
  },
};

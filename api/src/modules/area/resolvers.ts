import { areaSearchSchema } from '@hikari/shared/forms';
import { searchArea } from './search-area';
import type { Resolvers } from '../../generated/resolvers-types';
import { validated } from '../../graphql/validate';
import { lookupPostalCode } from '../lookups/postal-data';

export const areaResolvers: Resolvers = {
  Query: {
    async searchCommufaArea(_parent, { input }, { db, now }) {
      const q = validated(areaSearchSchema, input, now());
      let { city, town } = q;
      // The form may give only the postal code for city and town (the page
      // fills them from /postal, but a visitor can submit before it answers).
      if ((!city || !town) && q.postalCode) {
        const found = lookupPostalCode(q.postalCode);
        const match = found.find((t) => t.prefecture === q.prefecture) ?? found[0];
        city ||= match?.city ?? '';
        town ||= match?.town ?? '';
      }
      return searchArea(db, {
        buildingType: q.buildingType === 1 ? 1 : 0,
        prefecture: q.prefecture,
        city: city ?? '',
        town: town ?? '',
        chome: q.chome,
        banchi: q.banchi,
        buildingName: q.buildingName,
      });
    },
  },
};

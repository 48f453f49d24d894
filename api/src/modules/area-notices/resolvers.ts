// RequestAreaNotice: a visitor out of the area asks to be told when service
// starts at their address, or asks a question without booking a visit. The
// server runs the area search itself (docs/business-rules.md#area-search, the shared merge) and
// keeps its answer with the request; a request to be told about an address
// that is already served is refused, since the visitor can apply today.
import { areaNoticeMessages, areaNoticeSchema, type AreaNoticeValues } from '@hikari/shared/forms';
import { searchArea as mergedAreaSearch, type AreaSearchResult } from '@hikari/shared/domain';
import { searchArea } from '../area/search-area';
import type { Db } from '../../db/client';
import { areaNotices } from '../../db/schema';
import type { AreaNoticeInput, Resolvers } from '../../generated/resolvers-types';
import { badUserInput } from '../../graphql/errors';
import { once, replayOfInput } from '../../graphql/idempotency';
import { validated } from '../../graphql/validate';
import { log } from '../../log';
import { receptionId } from '../../graphql/reception-id';

/** The area answer for the notice's address, as the browser's search would merge it. */
export function areaAnswerFor(db: Db, fields: AreaNoticeValues): Promise<AreaSearchResult> {
  const buildingType = fields.buildingType === 1 ? 1 : 0;
  return mergedAreaSearch(
    {
      buildingType,
      postalCode: fields.postalCode,
      prefecture: fields.prefecture,
      city: fields.city,
      town: fields.town,
      chome: '',
      banchi: fields.line1,
      buildingName: fields.buildingName,
    },
    (address) =>
      searchArea(db, {
        buildingType: address.buildingType,
        prefecture: address.prefecture,
        city: address.city,
        town: address.town,
        banchi: address.banchi,
        buildingName: address.buildingName,
      }),
  );
}

/** Served now, with nothing in the way: a notice would tell the visitor nothing new. */
function servedToday(area: AreaSearchResult, buildingType: number): boolean {
  if (area.result !== 'success' || area.isServiceArea !== true || area.period) return false;
  return !(buildingType === 1 && area.isNonAvailable === true);
}

export const areaNoticeReplay = replayOfInput<AreaNoticeInput>('RequestAreaNotice');

export const areaNoticeResolvers: Resolvers = {
  Mutation: {
    async requestAreaNotice(_parent, { input, idempotencyKey }, ctx) {
      const fields = validated(areaNoticeSchema, input, ctx.now());
      const area = await areaAnswerFor(ctx.db, fields);
      if (fields.kind === 'notify' && servedToday(area, fields.buildingType)) {
        throw badUserInput({ kind: areaNoticeMessages.alreadyServed });
      }
      return once(ctx, areaNoticeReplay.operation, idempotencyKey, input, async (tx) => {
        const id = receptionId('area-notices', ctx.now());
        await tx
          .insert(areaNotices)
          .values({ receptionId: id, idempotencyKey, payload: fields, areaResult: area });
        log.info(`[area-notice] stored ${id}`);
        return { result: 'success', receptionId: id };
      });
    },
  },
};

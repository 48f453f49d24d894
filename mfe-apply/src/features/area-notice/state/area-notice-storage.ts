// The out-of-area form's slice, kept in the tab's sessionStorage only: names,
// mail addresses and addresses are personal data (docs/architecture.md#shared-state).

import { AREA_NOTICE_KINDS } from '@hikari/shared/forms';
import { isRecord } from '@hikari/shared/store';
import { createRequestFormDraft } from '../../../lib/request-form';
import {
  areaNoticeForm,
  emptyAreaNoticeDraft,
  type AreaNoticeDraft,
  type AreaNoticeReceived,
} from './area-notice-slice';

export const AREA_NOTICE_STORAGE_KEY = 'hikari:area-notice';

const isKind = (value: unknown): value is (typeof AREA_NOTICE_KINDS)[number] =>
  (AREA_NOTICE_KINDS as readonly unknown[]).includes(value);

function readDraft(value: unknown): AreaNoticeDraft | null {
  if (!isRecord(value)) return null;
  const draft: AreaNoticeDraft = { ...emptyAreaNoticeDraft };
  for (const key of Object.keys(emptyAreaNoticeDraft) as (keyof AreaNoticeDraft)[]) {
    if (key === 'buildingType') continue;
    if (typeof value[key] !== 'string') return null;
    (draft as unknown as Record<string, string>)[key] = value[key];
  }
  if (draft.kind !== '' && !isKind(draft.kind)) return null;
  draft.buildingType = value.buildingType === 1 ? 1 : 0;
  return draft;
}

function readReceived(value: unknown): AreaNoticeReceived | null {
  if (!isRecord(value) || typeof value.receptionId !== 'string' || !isKind(value.kind)) return null;
  return { receptionId: value.receptionId, kind: value.kind };
}

const areaNoticeDraft = createRequestFormDraft({
  key: AREA_NOTICE_STORAGE_KEY,
  form: areaNoticeForm,
  readDraft,
  readReceived,
});

/** Adds the slice, restores what this tab kept and saves every change; once per store. */
export const prepareAreaNoticeState = areaNoticeDraft.prepare;

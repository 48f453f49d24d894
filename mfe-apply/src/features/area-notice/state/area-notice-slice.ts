import type { AreaNoticeKind } from '@hikari/shared/forms';
import { createRequestFormSlice, type RequestFormState } from '../../../lib/request-form';

declare module '@hikari/shared/store' {
  interface LazyLoadedSlices {
    areaNotice: AreaNoticeState;
  }
}

/** The out-of-area form as typed; the kind is '' until chosen. */
export interface AreaNoticeDraft {
  kind: AreaNoticeKind | '';
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  mail: string;
  phone: string;
  buildingType: 0 | 1;
  postalCode: string;
  prefecture: string;
  city: string;
  town: string;
  line1: string;
  buildingName: string;
  message: string;
}

/** What the reception shows: the number and the kind, nothing that names the visitor. */
export interface AreaNoticeReceived {
  receptionId: string;
  kind: AreaNoticeKind;
}

type AreaNoticeState = RequestFormState<AreaNoticeDraft, AreaNoticeReceived>;

export const emptyAreaNoticeDraft: AreaNoticeDraft = {
  kind: '',
  lastName: '',
  firstName: '',
  lastNameKana: '',
  firstNameKana: '',
  mail: '',
  phone: '',
  buildingType: 0,
  postalCode: '',
  prefecture: '',
  city: '',
  town: '',
  line1: '',
  buildingName: '',
  message: '',
};

const areaNoticeForm = createRequestFormSlice<AreaNoticeDraft, AreaNoticeReceived, 'areaNotice'>(
  'areaNotice',
  emptyAreaNoticeDraft,
);

export const {
  draftChanged: areaNoticeDraftChanged,
  keyDrawn: areaNoticeKeyDrawn,
  received: areaNoticeReceived,
  startedOver: areaNoticeStartedOver,
} = areaNoticeForm.actions;
export const {
  selectDraft: selectAreaNoticeDraft,
  selectReceived: selectAreaNoticeReceived,
  selectPendingKey: selectAreaNoticePendingKey,
} = areaNoticeForm.selectors;
/** The slice with its sessionStorage wiring (see area-notice-storage). */
export { areaNoticeForm };

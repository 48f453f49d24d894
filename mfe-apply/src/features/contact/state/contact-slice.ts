import type { CONTACT_TIME_SLOTS, CONTACT_TOPICS } from '@hikari/shared/forms';
import { createRequestFormSlice, type RequestFormState } from '../../../lib/request-form';

declare module '@hikari/shared/store' {
  interface LazyLoadedSlices {
    contact: ContactState;
  }
}

export type ContactTopic = (typeof CONTACT_TOPICS)[number];
export type ContactTimeSlot = (typeof CONTACT_TIME_SLOTS)[number];

/** The booking form as typed; a choice is '' until made. */
export interface ContactDraft {
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  phone: string;
  mail: string;
  postalCode: string;
  address: string;
  contractNumber: string;
  topic: ContactTopic | '';
  firstChoiceDate: string;
  firstChoiceTime: ContactTimeSlot | '';
  secondChoiceDate: string;
  secondChoiceTime: ContactTimeSlot | '';
  message: string;
}

export interface RequestedSlot {
  date: string;
  time: ContactTimeSlot;
}

/** What the reception page shows: the number and what was asked for, nothing that names the visitor. */
export interface ContactReceived {
  receptionId: string;
  topic: ContactTopic;
  /** null for a topic that needs no visit. */
  firstChoice: RequestedSlot | null;
  secondChoice: RequestedSlot | null;
}

export type ContactState = RequestFormState<ContactDraft, ContactReceived>;

export const emptyContactDraft: ContactDraft = {
  lastName: '',
  firstName: '',
  lastNameKana: '',
  firstNameKana: '',
  phone: '',
  mail: '',
  postalCode: '',
  address: '',
  contractNumber: '',
  topic: '',
  firstChoiceDate: '',
  firstChoiceTime: '',
  secondChoiceDate: '',
  secondChoiceTime: '',
  message: '',
};

const contactForm = createRequestFormSlice<ContactDraft, ContactReceived, 'contact'>(
  'contact',
  emptyContactDraft,
);

export const initialContactState: ContactState = contactForm.initialState;
export const {
  draftChanged: contactDraftChanged,
  keyDrawn: contactKeyDrawn,
  received: contactReceived,
  startedOver: contactStartedOver,
} = contactForm.actions;
export const {
  selectDraft: selectContactDraft,
  selectReceived: selectContactReceived,
  selectPendingKey: selectContactPendingKey,
} = contactForm.selectors;
/** The slice with its sessionStorage wiring (see contact-storage). */
export { contactForm };

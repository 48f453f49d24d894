// The booking form's slice, kept in the tab's sessionStorage only: names,
// phone numbers and addresses are personal data (docs/architecture.md#shared-state).

import { CONTACT_TIME_SLOTS, CONTACT_TOPICS, contactTopicNeedsVisit } from '@hikari/shared/forms';
import { isRecord } from '@hikari/shared/store';
import { createRequestFormDraft } from '../../../lib/request-form';
import {
  contactForm,
  emptyContactDraft,
  type ContactDraft,
  type ContactReceived,
  type RequestedSlot,
} from './contact-slice';

export const CONTACT_STORAGE_KEY = 'hikari:contact';

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

function readDraft(value: unknown): ContactDraft | null {
  if (!isRecord(value)) return null;
  const draft = { ...emptyContactDraft };
  for (const key of Object.keys(emptyContactDraft) as (keyof ContactDraft)[]) {
    if (typeof value[key] !== 'string') return null;
    (draft as Record<string, string>)[key] = value[key];
  }
  const { topic, firstChoiceTime, secondChoiceTime } = draft;
  if (topic !== '' && !oneOf(CONTACT_TOPICS, topic)) return null;
  for (const time of [firstChoiceTime, secondChoiceTime]) {
    if (time !== '' && !oneOf(CONTACT_TIME_SLOTS, time)) return null;
  }
  return draft;
}

function readSlot(value: unknown): RequestedSlot | null {
  if (!isRecord(value) || typeof value.date !== 'string' || !oneOf(CONTACT_TIME_SLOTS, value.time))
    return null;
  return { date: value.date, time: value.time };
}

function readReceived(value: unknown): ContactReceived | null {
  if (!isRecord(value) || typeof value.receptionId !== 'string' || !oneOf(CONTACT_TOPICS, value.topic))
    return null;
  const firstChoice = readSlot(value.firstChoice);
  const secondChoice = readSlot(value.secondChoice);
  // A visit was booked with two dates; any other topic with none.
  if (contactTopicNeedsVisit(value.topic) ? !firstChoice || !secondChoice : firstChoice || secondChoice)
    return null;
  return { receptionId: value.receptionId, topic: value.topic, firstChoice, secondChoice };
}

const contactDraft = createRequestFormDraft({
  key: CONTACT_STORAGE_KEY,
  form: contactForm,
  readDraft,
  readReceived,
});

/** What an earlier page of this tab left, or null when there is nothing usable. */
export const loadContact = contactDraft.load;
export const saveContact = contactDraft.save;
/** Adds the slice, restores what this tab kept and saves every change; once per store. */
export const prepareContactState = contactDraft.prepare;

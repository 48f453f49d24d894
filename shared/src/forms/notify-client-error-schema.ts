// NotifyClientError {title, text}: bounded so a runaway client cannot
// flood the store; buildClientErrorReport clips to the same bounds.

import { object, string, type InferType } from 'yup';
import { NOTIFY_TEXT_MAX, NOTIFY_TITLE_MAX } from '@hikari/shared/domain';

export const notifyClientErrorSchema = object({
  title: string()
    .trim()
    .required('タイトルがありません')
    .max(NOTIFY_TITLE_MAX, `タイトルは${NOTIFY_TITLE_MAX}文字以内にしてください`),
  text: string()
    .trim()
    .required('本文がありません')
    .max(NOTIFY_TEXT_MAX, `本文は${NOTIFY_TEXT_MAX}文字以内にしてください`),
});

export type NotifyClientErrorValues = InferType<typeof notifyClientErrorSchema>;

// Where a submission stands in the back office: 新規 → 対応中 → 完了, or 取消.
// One set of names and rules for the ops console, the API that stores a
// change (and refuses one the rules do not allow), the CSV and the audit log.

export const SUBMISSION_STATUSES = ['new', 'in_progress', 'done', 'cancelled'] as const;

export type SubmissionStatusName = (typeof SUBMISSION_STATUSES)[number];

export const SUBMISSION_STATUS_LABELS: Record<SubmissionStatusName, string> = {
  new: '新規',
  in_progress: '対応中',
  done: '完了',
  cancelled: '取消',
};

/**
 * The moves allowed from each status. A submission is taken up (対応中)
 * before it is finished; it can be cancelled from 新規 or 対応中; a finished
 * or cancelled one can be taken up again (reopened), never put back to 新規
 * once someone has handled it.
 */
export const SUBMISSION_STATUS_MOVES: Record<SubmissionStatusName, readonly SubmissionStatusName[]> = {
  new: ['in_progress', 'cancelled'],
  in_progress: ['done', 'cancelled'],
  done: ['in_progress'],
  cancelled: ['in_progress'],
};

export function isSubmissionStatus(value: unknown): value is SubmissionStatusName {
  return typeof value === 'string' && (SUBMISSION_STATUSES as readonly string[]).includes(value);
}

/** What ops send to change a status. */
export interface StatusChange {
  status: SubmissionStatusName;
  /** Who handles it from now on (the person's name). */
  assignee: string;
  /** What was done or why; required to cancel or to reopen. */
  note: string;
}

export const STATUS_NOTE_MAX = 1000;
export const ASSIGNEE_MAX = 50;

export interface StatusChangeProblem {
  /** The part of the change that is wrong, so the console says it beside that field. */
  field: keyof StatusChange;
  message: string;
}

/**
 * Why the change cannot be made, in Japanese, or null when it can. The same
 * check runs in the console (before sending) and in the API (before storing).
 */
export function statusChangeProblem(
  from: SubmissionStatusName,
  change: StatusChange,
): StatusChangeProblem | null {
  const problem = (field: keyof StatusChange, message: string) => ({ field, message });
  if (!isSubmissionStatus(change.status)) {
    return problem('status', '状態は 新規・対応中・完了・取消 のいずれかです');
  }
  if (change.status === from) return problem('status', `すでに「${SUBMISSION_STATUS_LABELS[from]}」です`);
  if (!SUBMISSION_STATUS_MOVES[from].includes(change.status)) {
    return problem(
      'status',
      `「${SUBMISSION_STATUS_LABELS[from]}」から「${SUBMISSION_STATUS_LABELS[change.status]}」にはできません`,
    );
  }
  const assignee = change.assignee.trim();
  const note = change.note.trim();
  if (assignee === '') return problem('assignee', '担当者を入力してください');
  if ([...assignee].length > ASSIGNEE_MAX) {
    return problem('assignee', `担当者は${ASSIGNEE_MAX}文字以内で入力してください`);
  }
  if ([...note].length > STATUS_NOTE_MAX) {
    return problem('note', `メモは${STATUS_NOTE_MAX}文字以内で入力してください`);
  }
  if (change.status === 'cancelled' && note === '') {
    return problem('note', '取消の理由をメモに入力してください');
  }
  if ((from === 'done' || from === 'cancelled') && note === '') {
    return problem('note', '対応を再開する理由をメモに入力してください');
  }
  return null;
}

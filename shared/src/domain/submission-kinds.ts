// What the back office calls each kind of submission: one set of names for
// the ops console's list and detail, the CSV export and the audit log.

export const SUBMISSION_KINDS = [
  'applications',
  'contacts',
  'transfers',
  'upsells',
  'area-notices',
  'client-errors',
] as const;

export type SubmissionKindName = (typeof SUBMISSION_KINDS)[number];

export const SUBMISSION_KIND_LABELS: Record<SubmissionKindName, string> = {
  applications: 'お申し込み',
  contacts: '工事日・ご訪問のご予約',
  transfers: '移転・名義変更',
  upsells: 'オプションのお申し込み',
  'area-notices': 'エリア外のお知らせ希望',
  'client-errors': '画面のエラー報告',
};

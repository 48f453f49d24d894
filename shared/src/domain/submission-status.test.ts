import {
  statusChangeProblem,
  SUBMISSION_STATUS_LABELS,
  type SubmissionStatusName,
} from './submission-status';

const change = (status: string, assignee = '佐藤', note = '') => ({
  status: status as SubmissionStatusName,
  assignee,
  note,
});

describe('the field a problem belongs to', () => {
  it.each([
    [change('done'), 'status'],
    [change('in_progress', ''), 'assignee'],
    [change('cancelled'), 'note'],
  ])('%j -> %s', (next, field) => {
    expect(statusChangeProblem('new', next)?.field).toBe(field);
  });
});

describe('SUBMISSION_STATUS_LABELS', () => {
  it('names the four states as the back office says them', () => {
    expect(Object.values(SUBMISSION_STATUS_LABELS)).toEqual(['新規', '対応中', '完了', '取消']);
  });
});

describe('statusChangeProblem: 新規 → 対応中 → 完了 (or 取消)', () => {
  it.each([
    ['new', change('in_progress'), null],
    ['new', change('cancelled', '佐藤', '重複した申し込み'), null],
    ['in_progress', change('done'), null],
    ['in_progress', change('done', '鈴木', '開通工事を手配'), null],
    ['in_progress', change('cancelled', '佐藤', 'お客さまから取り下げの連絡'), null],
    ['done', change('in_progress', '佐藤', '工事日の変更の連絡'), null],
    ['cancelled', change('in_progress', '佐藤', '取消は誤りだった'), null],
    ['new', change('done'), '「新規」から「完了」にはできません'],
    ['done', change('new'), '「完了」から「新規」にはできません'],
    ['in_progress', change('new'), '「対応中」から「新規」にはできません'],
    ['done', change('cancelled', '佐藤', 'x'), '「完了」から「取消」にはできません'],
    ['new', change('new'), 'すでに「新規」です'],
    ['new', change('handled'), '状態は 新規・対応中・完了・取消 のいずれかです'],
    ['new', change('in_progress', '  '), '担当者を入力してください'],
    ['new', change('in_progress', 'あ'.repeat(51)), '担当者は50文字以内で入力してください'],
    ['new', change('in_progress', '佐藤', 'あ'.repeat(1001)), 'メモは1000文字以内で入力してください'],
    ['new', change('cancelled'), '取消の理由をメモに入力してください'],
    ['done', change('in_progress'), '対応を再開する理由をメモに入力してください'],
  ] as const)('%s → %j: %s', (from, next, problem) => {
    expect(statusChangeProblem(from, next)?.message ?? null).toBe(problem);
  });
});

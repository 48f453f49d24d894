// Submissions for the ops console over HTTP: the list over every kind (JSON
// or the back-office CSV), one submission in full, moving it through
// 新規 → 対応中 → 完了 (or 取消) with the person handling it and a note. Every
// detail view, export and change is written to the audit log, by reception
// number only (never personal data).
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  isSubmissionStatus,
  parseJstDateTime,
  statusChangeProblem,
  SUBMISSION_STATUSES,
  SUBMISSION_KIND_LABELS,
  SUBMISSION_STATUS_LABELS,
  staleStateMessage,
  type StatusChange,
  type SubmissionStatusName,
} from '@hikari/shared/domain';
import type { Services } from '../../context';
import type { Db } from '../../db/client';
import type { SubmissionType } from '../../db/schema';
import { sendCsvFile, toCsv } from '../../csv/csv';
import { log } from '../../log';
import { auditTrail } from './audit-log';
import { integer, jsonBodyOf, type Audit, OpsInputError } from './request-input';
import {
  EXPORT_LIMIT,
  findSubmissions,
  getSubmission,
  isSubmissionType,
  parseSubmissionQuery,
  setStatus,
  SUBMISSION_TYPES,
  type StoredSubmission,
  type SubmissionFilter,
} from './submissions';
import {
  backOfficeCsvRows,
  breakdownOf,
  detailFields,
  maskTail,
  storedAnswers,
  statusOf,
  summarize,
} from './submission-view';
import { HttpError, urlOf } from '../../http/platform';
import { applicationByReception, slotQueryOf } from '../follow/status';
import { enqueueCancellationChange } from '../mail/notices';
import { journeyOf } from './journey-routes';
import { bookingLabelsOf, bookingOf, changeBooking } from '../works/bookings';

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** Rows per page of the list. Default 50, at most 500. */
export const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 500;

const queryKindLabels = {
  reception: '受付番号',
  'reception-tail': '受付番号（種別の記号なし）',
  mail: 'メールアドレス',
  phone: '電話番号',
  kana: 'フリガナ',
  name: 'お名前',
  code: '紹介コード',
} as const;

/**
 * The filter of GET /ops/submissions. from and to are days in Japan time
 * (YYYY-MM-DD), both included; an ISO date-time is taken as that instant
 * (to: up to, not including it). `type` is the old name of `kind` (and
 * asks for format=rows unless a format is named).
 */
export function parseSubmissionFilter(url: URL): SubmissionFilter {
  const params = url.searchParams;
  const kindRaw = params.get('kind') ?? params.get('type') ?? '';
  if (kindRaw !== '' && !isSubmissionType(kindRaw)) {
    throw new OpsInputError(`kind は ${SUBMISSION_TYPES.join('、')} のいずれかです`);
  }
  const day = (name: 'from' | 'to') => {
    const raw = params.get(name)?.trim() ?? '';
    if (raw === '') return null;
    const parsed = parseJstDateTime(raw);
    if (!parsed) throw new OpsInputError(`${name} は YYYY-MM-DD（日本時間）で指定してください`);
    return name === 'to' && DATE_ONLY.test(raw) ? new Date(parsed.getTime() + DAY_MS) : parsed;
  };
  const from = day('from');
  const to = day('to');
  if (from && to && to <= from) throw new OpsInputError('to（終わりの日）が from（始めの日）より前です');
  const statusRaw = params.get('status') ?? '';
  if (statusRaw !== '' && !isSubmissionStatus(statusRaw)) {
    throw new OpsInputError(`status は ${STATUS_CHOICES} のいずれかです`);
  }
  const q = params.get('q')?.trim() ?? '';
  const query = q === '' ? null : parseSubmissionQuery(q);
  if (q !== '' && !query) {
    throw new OpsInputError(
      '検索できるのは受付番号、お名前（漢字）、フリガナ（カタカナかひらがな）、電話番号、メールアドレス、紹介コードです',
    );
  }
  return {
    kinds: kindRaw === '' ? [] : [kindRaw as SubmissionType],
    from,
    to,
    status: (statusRaw || null) as SubmissionStatusName | null,
    query,
  };
}

/** What an export was of, for the audit log: the filter without what was searched for. */
function describeFilter(filter: SubmissionFilter, url: URL): string {
  const parts = [
    filter.kinds.length ? SUBMISSION_KIND_LABELS[filter.kinds[0]!] : 'すべての種別',
    url.searchParams.get('from') || url.searchParams.get('to')
      ? `期間 ${url.searchParams.get('from') ?? ''}〜${url.searchParams.get('to') ?? ''}`
      : '全期間',
    filter.status ? SUBMISSION_STATUS_LABELS[filter.status] : '',
    filter.query ? `${queryKindLabels[filter.query.kind]}で検索` : '',
  ];
  return parts.filter(Boolean).join('、');
}

/**
 * A stored row for scripts (format=rows): every column, the kind as `type`,
 * the bank account number and holder masked to their last 3 characters.
 */
function storedRow(row: StoredSubmission): Record<string, unknown> {
  const { kind, ...columns } = row;
  const payload = row.payload as { customer?: { bankInfo?: Record<string, unknown> } } | null;
  const bankInfo = payload?.customer?.bankInfo;
  if (!bankInfo) return { type: kind, ...columns };
  return {
    type: kind,
    ...columns,
    payload: {
      ...payload,
      customer: {
        ...payload.customer,
        bankInfo: {
          ...bankInfo,
          accountNo: maskTail(bankInfo.accountNo),
          accountNameKana: maskTail(bankInfo.accountNameKana),
        },
      },
    },
  };
}

/** The statuses a request may name, as a refusal lists them: 'new（新規）、in_progress（対応中）、…'. */
const STATUS_CHOICES = SUBMISSION_STATUSES.map((s) => `${s}（${SUBMISSION_STATUS_LABELS[s]}）`).join('、');

/** What the three answers of GET /ops/submissions work from. */
interface Listing {
  db: Db;
  audit: Audit;
  request: FastifyRequest;
  url: URL;
  filter: SubmissionFilter;
  /** The kind asked for, or 'submissions': the audit row's target and the file's name. */
  target: string;
}

/** format=rows: the stored rows for scripts, oldest first, the bank account masked as in every list. */
async function storedRowsAnswer({ db, audit, request, url, filter, target }: Listing) {
  const limit = integer(url, 'limit', 1000, 1, EXPORT_LIMIT);
  const offset = integer(url, 'offset', 0, 0, 1_000_000);
  const { total, rows } = await findSubmissions(db, filter, { limit, offset });
  await audit(request, {
    action: 'export',
    target,
    description: `受付データ（スクリプト向け）${rows.length}件を取得（${describeFilter(filter, url)}）`,
  });
  return {
    type: filter.kinds[0] ?? null,
    ...(filter.query ? { q: url.searchParams.get('q'), match: filter.query.kind } : {}),
    total,
    count: rows.length,
    submissions: rows.reverse().map(storedRow),
  };
}

/** format=json: one page of the console's list. */
async function listPageAnswer({ db, audit, request, url, filter, target }: Listing) {
  const limit = integer(url, 'limit', DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE);
  const offset = integer(url, 'offset', 0, 0, 1_000_000);
  const { total, rows } = await findSubmissions(db, filter, { limit, offset });
  if (rows.length > 0) {
    await audit(request, {
      action: 'list',
      target,
      description: `受付一覧 ${rows.length}件を表示（${offset + 1}件目から、${describeFilter(filter, url)}）`,
    });
  }
  return {
    total,
    limit,
    offset,
    // What the search was read as (reception, mail, phone, kana, code), for the console to say.
    ...(filter.query ? { match: filter.query.kind } : {}),
    items: rows.map(summarize),
  };
}

/** format=csv: every submission the filter finds, in the back office's columns (at most EXPORT_LIMIT). */
async function csvExport({ db, audit, request, url, filter, target }: Listing): Promise<string> {
  const { total, rows } = await findSubmissions(db, filter, { limit: EXPORT_LIMIT, offset: 0 });
  if (total > EXPORT_LIMIT) {
    throw new OpsInputError(
      `該当する受付が ${total} 件あり、一度に出力できる ${EXPORT_LIMIT} 件を超えています。期間や種別で絞ってください`,
    );
  }
  const applications = rows.filter((row) => row.kind === 'applications').map((row) => row.receptionId);
  const { header, cells } = backOfficeCsvRows(rows, await bookingLabelsOf(db, applications));
  await audit(request, {
    action: 'export',
    target,
    description: `CSV出力 ${rows.length}件（${describeFilter(filter, url)}）`,
  });
  log.info(`[ops] submissions exported as CSV: ${rows.length} rows`);
  return toCsv(header, cells);
}

/**
 * The body of POST …/status, checked before anything is read or written (the
 * console's rules, shared): `from` is the status the person saw.
 */
function parseStatusChange(body: unknown): StatusChange & { from: SubmissionStatusName } {
  const fields = body as { status?: unknown; assignee?: unknown; note?: unknown; from?: unknown } | null;
  if (typeof fields !== 'object' || fields === null || !isSubmissionStatus(fields.status)) {
    throw new OpsInputError(`status に ${STATUS_CHOICES} のいずれかを指定してください`);
  }
  if (!isSubmissionStatus(fields.from)) {
    throw new OpsInputError(
      `from に、画面に表示していた対応状況（${STATUS_CHOICES} のいずれか）を指定してください`,
    );
  }
  if (typeof fields.assignee !== 'string')
    throw new OpsInputError('assignee（担当者）を文字列で指定してください');
  if (fields.note !== undefined && typeof fields.note !== 'string') {
    throw new OpsInputError('note（メモ）は文字列で指定してください');
  }
  return { status: fields.status, assignee: fields.assignee, note: fields.note ?? '', from: fields.from };
}

/** Columns the detail view shows in their own places; the rest are its `extra`. */
const DETAIL_OWN_COLUMNS = [
  'kind',
  'id',
  'receptionId',
  'createdAt',
  'handledAt',
  'status',
  'assignee',
  'statusNote',
  'statusChangedAt',
  'payload',
  'estimate',
  'idempotencyKey',
];

/** The detail view of one stored submission, with its status history. */
function submissionDetail(row: StoredSubmission, statusHistory: { at: string; description: string }[]) {
  const { kind, id, receptionId, createdAt, handledAt, payload, estimate } = row;
  // The other stored columns (referral code issued, transfer check, area result…).
  const extra: Record<string, unknown> = { ...row };
  for (const name of DETAIL_OWN_COLUMNS) delete extra[name];
  const breakdown = kind === 'applications' ? breakdownOf(estimate) : null;
  return {
    kind,
    id,
    receptionId,
    idempotencyKey: row.idempotencyKey,
    createdAt: createdAt.toISOString(),
    status: statusOf(row),
    handledAt: handledAt ? handledAt.toISOString() : null,
    assignee: row.assignee ?? null,
    statusNote: row.statusNote ?? null,
    statusChangedAt: row.statusChangedAt ? row.statusChangedAt.toISOString() : null,
    statusHistory,
    payload,
    ...(kind === 'applications' ? { estimate: estimate ?? null, breakdown } : {}),
    fields: detailFields(row),
    // Every stored answer with its Japanese label and value, grouped as the form asks.
    answers: storedAnswers(row),
    extra,
  };
}

/**
 * The submission routes under /ops. Every answer that holds personal data
 * (the list, the rows for scripts, the CSV, the detail view) writes an audit
 * row first, by reception number or filter only, with the caller's address.
 */
export const submissionRoutes: FastifyPluginAsync<{ services: Services; audit: Audit }> = async (
  app,
  { services, audit },
) => {
  const db = services.database.db;

  app.get('/submissions', async (request, reply) => {
    const url = urlOf(request);
    const filter = parseSubmissionFilter(url);
    // `type=` is how scripts asked before the console: they get the stored rows, as then.
    const legacy = url.searchParams.has('type') && !url.searchParams.has('kind');
    const format = url.searchParams.get('format') ?? (legacy ? 'rows' : 'json');
    if (format !== 'json' && format !== 'csv' && format !== 'rows') {
      throw new OpsInputError('format は json、csv、rows のいずれかです');
    }
    const target = filter.kinds[0] ?? 'submissions';
    const listing = { db, audit, request, url, filter, target };
    if (format === 'rows') return storedRowsAnswer(listing);
    if (format === 'json') return listPageAnswer(listing);
    const csv = await csvExport(listing);
    return sendCsvFile(reply, target, services.now(), csv);
  });

  /** The stored submission of kind:key, or 404. */
  const submissionOf = async (kindRaw: string, key: string) => {
    if (!isSubmissionType(kindRaw)) {
      throw new HttpError(404, `種別 ${kindRaw} はありません（${SUBMISSION_TYPES.join('、')}）`);
    }
    const row = await getSubmission(db, kindRaw, key);
    if (!row) throw new HttpError(404, '該当する受付が見つかりません');
    return row;
  };

  app.post<{ Params: { kind: string; key: string } }>('/submissions/:kind/:key/status', async (request) => {
    const change = parseStatusChange(jsonBodyOf(request));
    const row = await submissionOf(request.params.kind, request.params.key);
    const before = statusOf(row);
    const stale = () =>
      new HttpError(
        409,
        staleStateMessage(
          'この受付の対応状況',
          `「${SUBMISSION_STATUS_LABELS[change.from]}」`,
          `「${SUBMISSION_STATUS_LABELS[before]}」`,
        ),
      );
    if (change.from !== before) throw stale();
    const problem = statusChangeProblem(before, change);
    if (problem) throw new HttpError(409, problem.message);
    const now = services.now();
    // An application cancelled (取消) or taken up again: the customer is mailed and,
    // when cancelled, its works day is given up, in the same transaction as the change.
    const application =
      row.kind === 'applications' && (change.status === 'cancelled' || before === 'cancelled')
        ? await applicationByReception(db, row.receptionId)
        : null;
    const outcome = await db.transaction(async (tx) => {
      const updated = await setStatus(tx, row, change, now);
      if (!updated || !application) return { updated, slotGivenUp: null };
      const slot = await bookingOf(tx, application.receptionId);
      if (change.status === 'cancelled') {
        if (slot) await changeBooking(tx, application.receptionId, slotQueryOf(application), null, now);
        await enqueueCancellationChange(
          tx,
          application,
          { cancelled: true, slotGivenUp: slot?.label ?? null },
          services.config,
          now,
        );
      } else {
        await enqueueCancellationChange(tx, application, { cancelled: false }, services.config, now);
      }
      return { updated, slotGivenUp: slot?.label ?? null };
    });
    // Changed between the read and the write by another request.
    if (!outcome.updated) throw stale();
    if (application) services.mail.wake();
    const note = change.note.trim();
    const consequences = !application
      ? ''
      : change.status === 'cancelled'
        ? `、お客さまにメール${outcome.slotGivenUp ? `、工事日 ${outcome.slotGivenUp} の予約を取り消し` : ''}`
        : '、お客さまにメール（手続きの再開）';
    await audit(request, {
      action: 'handled',
      target: row.receptionId,
      description: `${SUBMISSION_KIND_LABELS[row.kind]}：${SUBMISSION_STATUS_LABELS[before]} → ${
        SUBMISSION_STATUS_LABELS[change.status]
      }（担当 ${change.assignee.trim()}${note ? `、メモ：${note}` : ''}${consequences}）`,
    });
    const updated = outcome.updated;
    return summarize(updated);
  });

  app.get<{ Params: { kind: string; key: string } }>('/submissions/:kind/:key', async (request) => {
    const row = await submissionOf(request.params.kind, request.params.key);
    await audit(request, {
      action: 'view',
      target: row.receptionId,
      description: `${SUBMISSION_KIND_LABELS[row.kind]}の詳細（個人情報を含む）を表示しました`,
    });
    // Every status change, oldest first, as the audit log holds it.
    const statusHistory = (await auditTrail(db, row.receptionId, 'handled')).map((entry) => ({
      at: entry.at,
      description: entry.description,
    }));
    const detail = submissionDetail(row, statusHistory);
    // An application's journey: its stage for the visitor and its works slot.
    if (row.kind !== 'applications') return detail;
    const application = await applicationByReception(db, row.receptionId);
    return application ? { ...detail, journey: await journeyOf(db, application) } : detail;
  });
};

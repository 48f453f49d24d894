// The list's filters live in the hash (#/submissions?kind=…&page=2), so the
// back button and a reload keep them; the same filters build the API query
// of the list and of its CSV export.
import {
  isSubmissionStatus,
  SUBMISSION_KINDS,
  SUBMISSION_KIND_LABELS,
  SUBMISSION_STATUSES,
  SUBMISSION_STATUS_LABELS,
} from '@hikari/shared/domain';
import type { SubmissionKind, SubmissionStatus } from '../../api/types';

export const PAGE_SIZE = 50;

/** The same names as the CSV export and the audit log (shared/src/domain/submission-kinds.ts). */
export const KINDS: { value: SubmissionKind; label: string }[] = SUBMISSION_KINDS.map((value) => ({
  value,
  label: SUBMISSION_KIND_LABELS[value],
}));

/** 新規・対応中・完了・取消: the names the API, the CSV and the audit log use too. */
export const STATUSES: { value: SubmissionStatus; label: string }[] = SUBMISSION_STATUSES.map((value) => ({
  value,
  label: SUBMISSION_STATUS_LABELS[value],
}));

export function statusLabel(status: string): string {
  return isSubmissionStatus(status) ? SUBMISSION_STATUS_LABELS[status] : status;
}

export function kindLabel(kind: string): string {
  return KINDS.find((k) => k.value === kind)?.label ?? kind;
}

export interface SubmissionFilters {
  kind: SubmissionKind | '';
  /** YYYY-MM-DD, Japan time, inclusive. */
  from: string;
  /** YYYY-MM-DD, Japan time, inclusive. */
  to: string;
  status: SubmissionStatus | '';
  q: string;
  /** 1-based. */
  page: number;
}

export const NO_FILTERS: SubmissionFilters = { kind: '', from: '', to: '', status: '', q: '', page: 1 };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function filtersFromQuery(query: URLSearchParams): SubmissionFilters {
  const kind = query.get('kind') ?? '';
  const status = query.get('status') ?? '';
  const page = Number(query.get('page') ?? '1');
  const date = (name: string) => {
    const value = query.get(name) ?? '';
    return DATE.test(value) ? value : '';
  };
  return {
    kind: KINDS.some((k) => k.value === kind) ? (kind as SubmissionKind) : '',
    from: date('from'),
    to: date('to'),
    status: isSubmissionStatus(status) ? status : '',
    q: (query.get('q') ?? '').trim(),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

function params(filters: SubmissionFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.kind) out.set('kind', filters.kind);
  if (filters.from) out.set('from', filters.from);
  if (filters.to) out.set('to', filters.to);
  if (filters.status) out.set('status', filters.status);
  if (filters.q.trim()) out.set('q', filters.q.trim());
  return out;
}

export function filtersToHash(filters: SubmissionFilters): string {
  const query = params(filters);
  if (filters.page > 1) query.set('page', String(filters.page));
  const text = query.toString();
  return text ? `#/submissions?${text}` : '#/submissions';
}

/** GET /ops/submissions for one page of the list. */
export function listPath(filters: SubmissionFilters): string {
  const query = params(filters);
  query.set('limit', String(PAGE_SIZE));
  query.set('offset', String((filters.page - 1) * PAGE_SIZE));
  return `/ops/submissions?${query.toString()}`;
}

/** GET /ops/submissions as CSV: the whole filtered list, not one page. */
export function csvPath(filters: SubmissionFilters): string {
  const query = params(filters);
  query.set('format', 'csv');
  return `/ops/submissions?${query.toString()}`;
}

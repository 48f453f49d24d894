import { useCallback, useMemo, useState } from 'react';
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import { RowTable } from '@hikari/shared/ui/row-table';
import { errorText } from '../../api/ops-client';
import type { SubmissionList } from '../../api/types';
import { paths } from '../../routing/paths';
import { navigate } from '../../routing/use-hash-route';
import { InputField, SelectField } from '../../ui/field';
import { formatDateTime } from '../../ui/format';
import { saveFile } from '../../ui/save-file';
import { LoadError, LoadingNotice } from '../../ui/load-state';
import { useLoad } from '../../ui/use-load';
import { useOps } from '../session';
import {
  csvPath,
  filtersFromQuery,
  filtersToHash,
  KINDS,
  kindLabel,
  listPath,
  NO_FILTERS,
  PAGE_SIZE,
  STATUSES,
  statusLabel,
  type SubmissionFilters,
} from './submission-query';

const filterSchema = Yup.object({
  q: Yup.string().max(100, '検索語は100文字以内で入力してください'),
  to: Yup.string().test('order', '終了日は開始日と同じか、それより後の日にしてください', function (value) {
    const from = this.parent.from as string;
    return !value || !from || value >= from;
  }),
});

/** The filters, applied through the address (so a filtered list can be bookmarked and shared). */
function FilterForm({ filters }: { filters: SubmissionFilters }) {
  return (
    <Formik<Omit<SubmissionFilters, 'page'>>
      initialValues={{
        kind: filters.kind,
        from: filters.from,
        to: filters.to,
        status: filters.status,
        q: filters.q,
      }}
      validationSchema={filterSchema}
      enableReinitialize
      onSubmit={(values) => navigate(filtersToHash({ ...values, page: 1 }))}
    >
      {({ resetForm }) => (
        <Form noValidate className="filters" aria-label="絞り込み">
          <InputField
            name="q"
            type="search"
            label="検索"
            hint="受付番号、お名前（漢字かカナ）、電話番号、メールアドレス、紹介コードのどれか"
          />
          <SelectField name="kind" label="種別" options={[{ value: '', label: 'すべて' }, ...KINDS]} />
          <SelectField name="status" label="状態" options={[{ value: '', label: 'すべて' }, ...STATUSES]} />
          <InputField name="from" type="date" label="受付日（から）" />
          <InputField name="to" type="date" label="受付日（まで）" />
          <div className="actions">
            <button type="submit" className="button button--primary">
              絞り込む
            </button>
            <button
              type="button"
              className="button"
              onClick={() => {
                resetForm({ values: { ...NO_FILTERS } });
                navigate(paths.submissions);
              }}
            >
              条件をクリア
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

/** One page of the list: reception number (a link to its detail), kind, time, summary, status, assignee. */
function SubmissionTable({
  list,
  first,
  last,
  filtersKey,
}: {
  list: SubmissionList;
  first: number;
  last: number;
  filtersKey: string;
}) {
  const key = filtersKey;
  return (
    <RowTable
      caption={`受付一覧（全${list.total}件${list.total > 0 ? `中 ${first}～${last}件目` : ''}）`}
      columns={['受付番号', '種別', '受付日時', '内容', '状態', '担当者']}
      emptyText="条件に合う受付はありません。"
      rows={list.items.map((item) => ({
        id: `${item.kind}-${item.id}`,
        label: <a href={paths.submission(item.kind, item.id, key)}>{item.receptionId}</a>,
        cells: [
          kindLabel(item.kind),
          formatDateTime(item.createdAt),
          item.summary ?? '—',
          statusLabel(item.status),
          item.assignee || '—',
        ],
      }))}
    />
  );
}

export function SubmissionsPage({ query }: { query: URLSearchParams }) {
  const ops = useOps();
  // The query object is new on every render; its text says whether the filters changed.
  const key = query.toString();
  const filters = useMemo(() => filtersFromQuery(new URLSearchParams(key)), [key]);
  const load = useCallback(
    () => ops((client) => client.get<SubmissionList>(listPath(filters))),
    [ops, filters],
  );
  const [state] = useLoad(load);
  const [exporting, setExporting] = useState(false);
  const [exportResult, setExportResult] = useState<{ ok: boolean; text: string } | null>(null);

  const exportCsv = async () => {
    setExporting(true);
    setExportResult(null);
    try {
      const file = await ops((client) => client.download(csvPath(filters), 'submissions.csv'));
      saveFile(file.blob, file.filename);
      setExportResult({ ok: true, text: `${file.filename} をダウンロードしました。` });
    } catch (error) {
      setExportResult({ ok: false, text: errorText(error) });
    } finally {
      setExporting(false);
    }
  };

  // A search that failed shows no list: the rows of an earlier search would read as its answer.
  const list = state.status === 'error' ? null : state.data;
  const pages = list ? Math.max(1, Math.ceil(list.total / PAGE_SIZE)) : 1;
  const first = list && list.total > 0 ? (filters.page - 1) * PAGE_SIZE + 1 : 0;
  const last = list ? Math.min(filters.page * PAGE_SIZE, list.total) : 0;
  const go = (page: number) => navigate(filtersToHash({ ...filters, page }));

  return (
    <div>
      <p className="lead">
        お申し込み・ご予約・お問い合わせなどの受付です。口座番号は一覧とCSVでは下3桁だけを表示します。お名前などお客さまの情報は詳細画面でだけ表示し、表示したことは操作履歴に残ります。
      </p>
      <FilterForm filters={filters} />
      <div className="toolbar">
        <button type="button" className="button" onClick={exportCsv} disabled={exporting}>
          {exporting ? 'CSVを作っています…' : 'この条件でCSVをダウンロード'}
        </button>
        {exportResult ? (
          <span
            className={exportResult.ok ? 'notice' : 'field-error'}
            role={exportResult.ok ? 'status' : 'alert'}
          >
            {exportResult.text}
          </span>
        ) : null}
      </div>
      <LoadError state={state} prefix="一覧を表示できませんでした。" />
      <LoadingNotice state={state} />
      {list ? (
        <>
          <SubmissionTable list={list} first={first} last={last} filtersKey={key} />
          {pages > 1 ? (
            <nav className="pager" aria-label="ページ送り">
              <button
                type="button"
                className="button button--small"
                disabled={filters.page <= 1}
                onClick={() => go(filters.page - 1)}
              >
                前の{PAGE_SIZE}件
              </button>
              <span>
                {filters.page} / {pages} ページ
              </span>
              <button
                type="button"
                className="button button--small"
                disabled={filters.page >= pages}
                onClick={() => go(filters.page + 1)}
              >
                次の{PAGE_SIZE}件
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

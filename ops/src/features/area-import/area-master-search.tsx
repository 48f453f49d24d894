// Reading the area master back: search the towns (by the address written
// together) or the registered buildings (by name or address), and download
// what the search finds (or the whole master) as a CSV in the import's own
// layout, so a file can be fixed and imported again.
import { useState } from 'react';
import { Form, Formik } from 'formik';
import * as Yup from 'yup';
import { RowTable } from '@hikari/shared/ui/row-table';
import { errorText } from '../../api/ops-client';
import { InputField } from '../../ui/field';
import { saveFile } from '../../ui/save-file';
import { useOps } from '../session';
import { KIND_LABEL, MasterKindChoice, type Kind } from './master-kind';

/** Rows shown on screen; the CSV holds every row found. */
const SHOWN = 100;

type MasterRow = Record<string, string | number | boolean | null>;

interface Found {
  kind: Kind;
  q: string;
  total: number;
  items: MasterRow[];
}

const yesNo = (value: unknown) => (value === true ? '○' : value === false ? '×' : '—');
const text = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);
const address = (row: MasterRow) =>
  [row.prefecture, row.city, row.town, row.chome, row.banchi].filter((part) => part).join(' ');

const searchSchema = Yup.object({
  q: Yup.string().max(100, '検索語は100文字以内で入力してください'),
});

const query = (kind: Kind, q: string, extra: Record<string, string>) =>
  new URLSearchParams({ kind, ...(q.trim() ? { q: q.trim() } : {}), ...extra }).toString();

export function AreaMasterSearch() {
  const ops = useOps();
  const [found, setFound] = useState<Found | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [download, setDownload] = useState<{ ok: boolean; text: string } | null>(null);

  const search = async (values: { kind: Kind; q: string }) => {
    setFailure(null);
    setDownload(null);
    try {
      const answer = await ops((client) =>
        client.get<Found>(`/ops/area?${query(values.kind, values.q, { limit: String(SHOWN) })}`),
      );
      setFound({ ...answer, kind: values.kind });
    } catch (error) {
      // A failed search shows no rows: earlier ones would read as its answer.
      setFound(null);
      setFailure(errorText(error));
    }
  };

  const downloadCsv = async (values: { kind: Kind; q: string }) => {
    setDownload(null);
    try {
      const file = await ops((client) =>
        client.download(
          `/ops/area?${query(values.kind, values.q, { format: 'csv' })}`,
          `area-${values.kind}.csv`,
        ),
      );
      saveFile(file.blob, file.filename);
      setDownload({ ok: true, text: `${file.filename} をダウンロードしました。` });
    } catch (error) {
      setDownload({ ok: false, text: errorText(error) });
    }
  };

  return (
    <section className="panel" aria-labelledby="master-search-heading">
      <h2 id="master-search-heading">マスタの検索とダウンロード</h2>
      <p className="hint">
        住所（例：名古屋市中区栄）や建物名の一部で探せます。空欄で検索するとすべての行が対象です。CSVは取り込みと同じ列で出力するので、直してそのまま取り込めます。
      </p>
      <Formik<{ kind: Kind; q: string }>
        initialValues={{ kind: 'towns', q: '' }}
        validationSchema={searchSchema}
        onSubmit={search}
      >
        {({ values, handleChange, isSubmitting, validateForm, setTouched }) => (
          <Form noValidate aria-label="マスタの検索">
            <MasterKindChoice
              legend="検索するマスタ"
              kind={values.kind}
              onChange={handleChange}
              suffix="から探す"
            />
            <InputField name="q" type="search" label="住所・建物名" />
            <div className="actions">
              <button type="submit" className="button button--primary" disabled={isSubmitting}>
                検索する
              </button>
              <button
                type="button"
                className="button"
                onClick={async () => {
                  await setTouched({ q: true });
                  if (Object.keys(await validateForm()).length === 0) await downloadCsv(values);
                }}
              >
                この条件でCSVをダウンロード
              </button>
            </div>
          </Form>
        )}
      </Formik>
      {download ? (
        <p className={download.ok ? 'notice' : 'field-error'} role={download.ok ? 'status' : 'alert'}>
          {download.text}
        </p>
      ) : null}
      {failure ? (
        <p className="field-error" role="alert">
          検索できませんでした。{failure}
        </p>
      ) : null}
      {found ? <MasterTable found={found} /> : null}
    </section>
  );
}

function MasterTable({ found }: { found: Found }) {
  const caption = `${KIND_LABEL[found.kind]}の検索結果（全${found.total.toLocaleString('ja-JP')}行${
    found.total > found.items.length ? `、はじめの${found.items.length}行を表示` : ''
  }）`;
  const common = { caption, emptyText: '該当する行はありません。' };
  if (found.kind === 'towns') {
    return (
      <RowTable
        {...common}
        columns={['住所', '郵便番号', '提供', '10ギガ', 'テレビ', '提供開始の時期', '備考']}
        cellClassNames={{ 5: 'message' }}
        rows={found.items.map((row, index) => ({
          id: `${address(row)}-${index}`,
          label: address(row),
          cells: [
            text(row.postalCode),
            yesNo(row.isServiceArea),
            yesNo(row.is10GArea),
            yesNo(row.isTVArea),
            text(row.period),
            text(row.notes),
          ],
        }))}
      />
    );
  }
  return (
    <RowTable
      {...common}
      columns={['建物名', '住所', '承認済み', '提供不可', '配線方式', '備考']}
      cellClassNames={{ 4: 'message' }}
      rows={found.items.map((row, index) => ({
        id: `${row.buildingName}-${index}`,
        label: text(row.buildingName),
        cells: [
          address(row),
          yesNo(row.isApprovedMansion),
          yesNo(row.isNonAvailable),
          text(row.mansionPlanType),
          text(row.notes),
        ],
      }))}
    />
  );
}

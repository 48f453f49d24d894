import { useRef, useState, type FormEvent } from 'react';
import { errorText, OpsRequestError } from '../../api/ops-client';
import type { ImportProblem, ImportReport } from '../../api/types';
import { SubmitButton } from '../../ui/submit-button';
import { useOps } from '../session';
import { AreaMasterSearch } from './area-master-search';
import { KIND_LABEL, MasterKindChoice, type Kind } from './master-kind';

type Outcome =
  | { type: 'done'; report: ImportReport }
  | { type: 'refused'; message: string; problems: ImportProblem[] }
  | { type: 'error'; message: string };

function asProblems(list: unknown[]): ImportProblem[] {
  return list.filter((p): p is ImportProblem => typeof p === 'object' && p !== null && 'line' in p);
}

/**
 * Replaces the area master (or the buildings) with a CSV, through the same
 * checks as `npm run area:import`: one bad row refuses the whole file, and
 * every problem is listed with its line and column.
 */
export function AreaImportPage() {
  const ops = useOps();
  const fileRef = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<Kind>('towns');
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (!file) {
      setFileError('取り込むCSVファイルを選んでください');
      fileRef.current?.focus();
      return;
    }
    setFileError(null);
    setBusy(true);
    setOutcome(null);
    try {
      // The file's bytes as they are: the server finds whether it is UTF-8 or Shift_JIS (Excel's CSV).
      const report = await ops((client) =>
        client.postText<ImportReport>(`/ops/area/import?kind=${kind}`, file, 'text/csv'),
      );
      setOutcome({ type: 'done', report });
    } catch (error) {
      if (error instanceof OpsRequestError && error.status === 400 && error.problems.length > 0) {
        setOutcome({ type: 'refused', message: error.message, problems: asProblems(error.problems) });
      } else setOutcome({ type: 'error', message: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <p className="lead">
        エリアマスタを検索・ダウンロードし、CSVファイルで置き換えます。1行でも問題があればファイル全体を取り込まず、今のマスタをそのまま使います。
      </p>
      <AreaMasterSearch />
      <form className="panel" onSubmit={submit} noValidate aria-labelledby="import-heading">
        <h2 id="import-heading">CSVの取り込み</h2>
        <MasterKindChoice legend="取り込むマスタ" kind={kind} onChange={(_event, value) => setKind(value)} />
        <div className="field">
          <label htmlFor="area-file">CSVファイル（UTF-8 または Shift_JIS、1行目は列名）</label>
          <input
            ref={fileRef}
            id="area-file"
            type="file"
            accept=".csv,text/csv"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? 'area-file-error' : undefined}
          />
          {fileError ? (
            <p id="area-file-error" className="field-error">
              {fileError}
            </p>
          ) : null}
        </div>
        <SubmitButton busy={busy} busyText="確認しています…">
          取り込む
        </SubmitButton>
      </form>
      {outcome?.type === 'done' ? (
        <p className="notice" role="status">
          {KIND_LABEL[outcome.report.kind] ?? outcome.report.kind}を
          {outcome.report.rows.toLocaleString('ja-JP')}
          行で置き換えました（ファイルの文字コード：
          {outcome.report.encoding === 'Shift_JIS' ? 'Shift_JIS（Excel の CSV）' : 'UTF-8'}
          ）。エリア検索にはすぐ反映されます。
        </p>
      ) : null}
      {outcome?.type === 'error' ? (
        <p className="field-error" role="alert">
          {outcome.message}
        </p>
      ) : null}
      {outcome?.type === 'refused' ? (
        <div role="alert">
          <p className="field-error">
            ファイルに問題があったため、取り込みませんでした（マスタは変わっていません）。次の行を直して、もう一度取り込んでください。
          </p>
          <table>
            <caption>取り込めなかった理由（{outcome.problems.length}件）</caption>
            <thead>
              <tr>
                <th scope="col">行</th>
                <th scope="col">列</th>
                <th scope="col">理由</th>
              </tr>
            </thead>
            <tbody>
              {outcome.problems.map((problem, index) => (
                <tr key={`${problem.line}-${problem.column ?? ''}-${index}`}>
                  <td>{problem.line}</td>
                  <td>{problem.column || '—'}</td>
                  <td>{problem.reason ?? problem.message ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}

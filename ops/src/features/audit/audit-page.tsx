import { Form, Formik } from 'formik';
import { opsRoleLabel } from '@hikari/shared/domain/ops-roles';
import { useCallback, useState } from 'react';
import { RowTable } from '@hikari/shared/ui/row-table';

import type { AuditEntry } from '../../api/types';
import { InputField } from '../../ui/field';
import { formatDateTime } from '../../ui/format';
import { LoadError, NewestFirstPager, ReloadBar } from '../../ui/load-state';
import { useLoad } from '../../ui/use-load';
import { useOps } from '../session';
import { ACTION_LABELS } from '../../ui/action-labels';

const PAGE_SIZE = 50;

const ACTOR_LABELS: Record<string, string> = { cli: 'コマンド', console: 'コンソール', 'ops-api': '運用API' };

/**
 * What ops did, newest first, and who did it in which role: releases and
 * rollbacks, settings, imports, exports, status changes, sign-ins, refusals.
 * Filtered by person (login or name): their rows, and their changes from a shell (npm run release…).
 */
export function AuditPage() {
  const ops = useOps();
  const [page, setPage] = useState(1);
  const [person, setPerson] = useState('');
  const load = useCallback(
    () =>
      ops((client) =>
        // One more than a page tells whether there is a next one.
        client.get<{ entries: AuditEntry[] }>(
          `/ops/audit?limit=${PAGE_SIZE + 1}&offset=${(page - 1) * PAGE_SIZE}${
            person ? `&person=${encodeURIComponent(person)}` : ''
          }`,
        ),
      ),
    [ops, page, person],
  );
  const [state, reload] = useLoad(load);
  const entries = state.data?.entries ?? [];
  const hasNext = entries.length > PAGE_SIZE;
  return (
    <div>
      <p className="lead">運用の操作の記録です。お客さまの個人情報は記録しません。</p>
      <Formik<{ person: string }>
        initialValues={{ person }}
        onSubmit={(values) => {
          setPerson(values.person.trim());
          setPage(1);
        }}
      >
        <Form noValidate aria-label="操作履歴の絞り込み" className="filters">
          <InputField
            name="person"
            label="担当者で絞り込む"
            hint="ログインIDか氏名（最初の管理者の登録は「初期管理者（OPS_TOKEN）」）。空にするとすべて表示します。"
          />
          <button type="submit" className="button">
            絞り込む
          </button>
        </Form>
      </Formik>
      <ReloadBar state={state} onReload={reload} />
      <LoadError state={state} />
      {state.data ? (
        <RowTable
          caption={`操作履歴（${person ? `${person} の操作、` : ''}新しい順、${page}ページ目）`}
          columns={['日時', '操作', '対象', '内容', '担当者', '役割', '操作元', '接続元アドレス']}
          cellClassNames={{ 2: 'message' }}
          emptyText={person ? 'この担当者の記録はありません。' : '記録はまだありません。'}
          rows={entries.slice(0, PAGE_SIZE).map((entry, index) => ({
            id: `${entry.at}-${index}`,
            label: formatDateTime(entry.at),
            cells: [
              ACTION_LABELS[entry.action] ?? entry.action,
              entry.target,
              entry.description,
              entry.person ? `${entry.person}${entry.login ? `（${entry.login}）` : ''}` : '—',
              entry.role ? opsRoleLabel(entry.role) : '—',
              ACTOR_LABELS[entry.actor] ?? entry.actor,
              entry.address ?? '—',
            ],
          }))}
        />
      ) : null}
      <NewestFirstPager page={page} hasNext={hasNext} pageSize={PAGE_SIZE} onPage={setPage} />
    </div>
  );
}

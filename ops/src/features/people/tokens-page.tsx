import { Form, Formik } from 'formik';
import { useCallback, useState } from 'react';
import { RowTable } from '@hikari/shared/ui/row-table';
import { errorText, refusalOf } from '../../api/ops-client';
import type { ApiTokenInfo } from '../../api/types';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { InputField } from '../../ui/field';
import { formatDateTime } from '../../ui/format';
import { LoadError, ReloadBar } from '../../ui/load-state';
import { SaveResultLine, type SaveResult } from '../../ui/save-result';
import { useLoad } from '../../ui/use-load';
import { SubmitButton } from '../../ui/submit-button';
import { useOps } from '../session';
import { NEW_TOKEN, newTokenSchema, TOKEN_MAX_DAYS, type NewTokenValues } from './people-schema';

function stateOf(token: ApiTokenInfo, now: number): string {
  if (token.revoked) return '取り消し済み';
  return Date.parse(token.expiresAt) <= now ? '期限切れ' : '有効';
}

/** The form that makes a token; the token itself goes to `onMade`, to be shown once. */
function NewToken(props: {
  onMade: (name: string, token: string) => void;
  onRefused: (result: SaveResult) => void;
}) {
  const { onMade, onRefused } = props;
  const ops = useOps();
  return (
    <section className="panel" aria-labelledby="new-token-heading">
      <h2 id="new-token-heading">API トークンを作る</h2>
      <Formik<NewTokenValues>
        initialValues={NEW_TOKEN}
        validationSchema={newTokenSchema}
        onSubmit={async (values, helpers) => {
          onRefused(null);
          try {
            const answer = await ops((client) =>
              client.post<{ token: string; info: ApiTokenInfo }>('/ops/tokens', {
                name: values.name.trim(),
                days: Number(values.days),
              }),
            );
            helpers.resetForm();
            onMade(answer.info.name, answer.token);
          } catch (error) {
            onRefused(refusalOf(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label="API トークンを作る">
            <InputField
              name="name"
              label="名前"
              hint="どの端末で使うかなど、あとで見分けられる名前にしてください。"
            />
            <InputField
              name="days"
              label="有効期間（日）"
              type="number"
              min={1}
              max={TOKEN_MAX_DAYS}
              inputMode="numeric"
              hint={`1〜${TOKEN_MAX_DAYS}日。期限を過ぎると使えなくなります。`}
            />
            <SubmitButton busy={isSubmitting} busyText="作っています…">
              トークンを作る
            </SubmitButton>
          </Form>
        )}
      </Formik>
    </section>
  );
}

/** The signed-in person's API tokens for `npm run ops`: made here, shown once, revocable. */
export function TokensPage() {
  const ops = useOps();
  const load = useCallback(
    () => ops((client) => client.get<{ tokens: ApiTokenInfo[] }>('/ops/tokens')),
    [ops],
  );
  const [state, reload] = useLoad(load);
  const [made, setMade] = useState<{ name: string; token: string } | null>(null);
  const [result, setResult] = useState<SaveResult>(null);
  const [revoking, setRevoking] = useState<ApiTokenInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const tokens = state.data?.tokens ?? [];
  const now = Date.now();

  const revoke = async () => {
    if (!revoking) return;
    setBusy(true);
    try {
      await ops((client) => client.post(`/ops/tokens/${revoking.id}/revoke`, {}));
      setResult({ ok: true, text: `API トークン「${revoking.name}」を取り消しました。` });
      reload();
    } catch (error) {
      setResult({ ok: false, text: errorText(error), problems: [] });
    }
    setBusy(false);
    setRevoking(null);
  };

  return (
    <div>
      <p className="lead">
        コマンド（npm run
        ops）をあなたの名前で使うためのトークンです。操作履歴にはあなたの名前と役割が残ります。
      </p>
      {made ? (
        <section className="panel" aria-labelledby="made-token-heading">
          <h2 id="made-token-heading">API トークン「{made.name}」</h2>
          <p role="status">
            このトークンは今だけ表示します。コピーして、使う端末の環境変数 OPS_API_TOKEN
            に設定してください。画面を離れると二度と表示できません。
          </p>
          <p>
            <code className="message">{made.token}</code>
          </p>
        </section>
      ) : null}
      <ReloadBar state={state} onReload={reload} />
      <LoadError state={state} />
      {state.data ? (
        <RowTable
          caption="あなたの API トークン"
          columns={['名前', '作成日時', '有効期限', '最後に使った日時', '状態', '操作']}
          emptyText="API トークンはまだありません。"
          rows={tokens.map((token) => ({
            id: String(token.id),
            label: token.name,
            cells: [
              formatDateTime(token.createdAt),
              formatDateTime(token.expiresAt),
              token.lastUsedAt ? formatDateTime(token.lastUsedAt) : '未使用',
              stateOf(token, now),
              stateOf(token, now) === '有効' ? (
                <button
                  type="button"
                  className="button button--small"
                  aria-label={`「${token.name}」を取り消す`}
                  onClick={() => setRevoking(token)}
                >
                  取り消す
                </button>
              ) : null,
            ],
          }))}
        />
      ) : null}
      <SaveResultLine result={result} />
      <NewToken
        onMade={(name, token) => {
          setMade({ name, token });
          reload();
        }}
        onRefused={setResult}
      />
      {revoking ? (
        <ConfirmDialog
          title="この API トークンを取り消しますか"
          confirmLabel="取り消す"
          danger
          busy={busy}
          onConfirm={revoke}
          onCancel={() => setRevoking(null)}
        >
          <p>「{revoking.name}」を使うコマンドは、すぐに使えなくなります。元には戻せません。</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

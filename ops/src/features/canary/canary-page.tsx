// カナリア: per remote, the canary running beside the live version (its
// share of visitors, its figures against the live version's and the
// server's verdict) with 公開する / 割合を変える / 取り下げる, or the form
// that starts one; then this browser's preview and the policy.
import { useCallback, useState } from 'react';
import { conflictText, errorText, isConflict } from '../../api/ops-client';
import type { CanaryAnswer, RemoteItem } from '../../api/types';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { LoadError, RefreshingReloadBar } from '../../ui/load-state';
import { useRefreshingLoad } from '../../ui/use-load';
import { useOps } from '../session';
import { confirmation, doneText, request, type CanaryAction } from './canary-actions';
import { ALPHA_PER_TEST } from './canary-figures';
import { CanaryPolicyForm } from './canary-policy-form';
import { CanaryPreview } from './canary-preview';
import { CanaryRemoteSection, type ActionResult } from './canary-remote';

interface CanaryData {
  canary: CanaryAnswer;
  remotes: RemoteItem[];
}

export function CanaryPage() {
  const ops = useOps();
  const load = useCallback(
    () =>
      ops(async (client) => {
        const [canary, remotes] = await Promise.all([
          client.get<CanaryAnswer>('/ops/canary'),
          client.get<{ items: RemoteItem[] }>('/ops/remotes'),
        ]);
        return { canary, remotes: remotes.items } satisfies CanaryData;
      }),
    [ops],
  );
  const [state, reload, , loadedAt] = useRefreshingLoad(load);

  const [pending, setPending] = useState<CanaryAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<Record<string, ActionResult>>({});

  const run = useCallback(
    async (action: CanaryAction) => {
      const { path, body } = request(action);
      const remote = action.remote.name;
      setBusy(true);
      try {
        await ops((client) => client.post<unknown>(path, body));
        setResults((all) => ({
          ...all,
          [remote]: { ok: true, text: doneText(action), focus: action.kind !== 'percent' },
        }));
        reload();
      } catch (error) {
        // Overtaken (409): the screen shows what is so now.
        const stale = isConflict(error);
        if (stale) reload();
        const text = stale ? conflictText(error) : errorText(error);
        setResults((all) => ({ ...all, [remote]: { ok: false, text, focus: false } }));
      } finally {
        setBusy(false);
        setPending(null);
      }
    },
    [ops, reload],
  );

  /** Promote and withdraw ask first; starting a canary and changing its share go at once. */
  const onAction = useCallback(
    async (action: CanaryAction) => {
      setResults((all) => {
        const rest = { ...all };
        delete rest[action.remote.name];
        return rest;
      });
      if (confirmation(action)) setPending(action);
      else await run(action);
    },
    [run],
  );

  const data = state.data;
  const dialog = pending ? confirmation(pending) : null;
  const alphaPercent = (ALPHA_PER_TEST * 100).toLocaleString('ja-JP', { maximumFractionDigits: 2 });
  return (
    <div>
      <p className="lead">
        カナリアは、リリース済みの版を訪問者の一部にだけ先に表示し、公開中の版を表示した訪問者とエラーや表示速度を比べる仕組みです。
      </p>
      <p>
        判定のしかた：エラーのあった訪問者の割合は、カナリアが公開中の版より許容幅を超えて多いかを2つの比率の差で、INP
        と LCP は、カナリアの訪問者のうち公開中の版の p75
        に許容幅を足した値を超える訪問者が25%より多いかを符号検定（分位点の検定）で、どちらも片側の逐次検定（混合尤度比による逐次確率比検定、mSPRT）で調べます。毎分見直しても誤って取り下げる確率が有意水準を超えないよう、p
        値は何度見ても有効な p 値です。3つの検定で有意水準 5% を等しく分けて（ボンフェローニ補正）1つあたり{' '}
        {alphaPercent}% とし、p 値がこれを下回った検定があれば「悪化」とします。z
        値（差を標準誤差で割った値）は目安で、判定には使いません。訪問者は、サーバーが発行した訪問者 ID
        だけを数え、同じ接続元アドレスからは各群で数人までしか数えません。
      </p>
      <RefreshingReloadBar state={state} onReload={reload} loadedAt={loadedAt} />
      <LoadError state={state} />
      {data
        ? data.canary.items.map((item) => (
            <CanaryRemoteSection
              key={item.name}
              item={item}
              remote={data.remotes.find((r) => r.name === item.name)}
              autoPromote={data.canary.policy.autoPromote}
              result={results[item.name]}
              onAction={onAction}
            />
          ))
        : null}
      {data ? <CanaryPreview /> : null}
      {data ? <CanaryPolicyForm policy={data.canary.policy} onSaved={reload} /> : null}
      {pending && dialog ? (
        <ConfirmDialog
          title={dialog.title}
          confirmLabel={dialog.confirm}
          danger={dialog.danger}
          busy={busy}
          onConfirm={() => void run(pending)}
          onCancel={() => setPending(null)}
        >
          <p>{dialog.text}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

// One remote on the canary screen: its live version and, while a canary
// runs, the canary with its share, its figures and verdict and the three
// actions (公開する, 割合を変える, 取り下げる); otherwise the form that starts one.
import { useEffect, useRef } from 'react';
import { Form, Formik } from 'formik';
import type { CanaryFigures, RemoteItem } from '../../api/types';
import { InputField, SelectField } from '../../ui/field';
import { formatDateTime } from '../../ui/format';
import {
  canaryCandidates,
  nameOf,
  percentOf,
  percentProblem,
  type CanaryAction,
  type NumberInput,
} from './canary-actions';
import { CanaryFiguresView } from './canary-figures';

export interface ActionResult {
  ok: boolean;
  text: string;
  /** The control that did it is gone (a canary started, promoted or withdrawn): the message takes the focus. */
  focus: boolean;
}

/** A share-of-visitors field: a whole percent, with what 0 means said under it. */
function PercentField({ name, label }: { name: string; label: string }) {
  return (
    <InputField
      name={name}
      label={label}
      hint="0から100までの整数です。0にすると訪問者には表示されず、この端末のプレビューでだけ確認できます。"
      type="number"
      min={0}
      max={100}
      inputMode="numeric"
    />
  );
}

function ResultMessage({ result }: { result: ActionResult | undefined }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result?.focus) ref.current?.focus();
  }, [result]);
  if (!result) return null;
  return (
    <p
      ref={ref}
      tabIndex={-1}
      className={result.ok ? 'notice' : 'field-error'}
      role={result.ok ? 'status' : 'alert'}
    >
      {result.text}
    </p>
  );
}

function PercentForm(props: {
  item: CanaryFigures;
  version: string;
  percent: number;
  onAction: (action: CanaryAction) => Promise<void>;
}) {
  const { item, version, percent, onAction } = props;
  const field = `canary-percent-${item.name}`;
  return (
    <Formik<Record<string, NumberInput>>
      initialValues={{ [field]: percent }}
      enableReinitialize
      validate={(values) => {
        const problem = percentProblem(values[field]);
        return problem ? { [field]: problem } : {};
      }}
      onSubmit={(values) =>
        onAction({ kind: 'percent', remote: item, version, percent: percentOf(values[field]!) })
      }
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={`${nameOf(item)}のカナリアの割合`} className="field-row">
          <PercentField name={field} label="カナリアを表示する訪問者の割合（%）" />
          <div className="actions">
            <button
              type="submit"
              className="button"
              disabled={isSubmitting}
              aria-label={`${nameOf(item)}のカナリアの割合を変える`}
            >
              割合を変える
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

function StartForm(props: {
  item: CanaryFigures;
  remote: RemoteItem | undefined;
  onAction: (action: CanaryAction) => Promise<void>;
}) {
  const { item, remote, onAction } = props;
  const candidates = canaryCandidates(remote, null);
  const name = nameOf(item);
  if (candidates.length === 0) {
    return (
      <p>カナリアにできる版がありません（リリース済みで、公開中でも取り下げ済みでもない版がありません）。</p>
    );
  }
  const versionField = `canary-version-${item.name}`;
  const percentField = `canary-start-percent-${item.name}`;
  const options = candidates.map((v) => ({
    value: v.version,
    label: `${v.version}（${formatDateTime(v.releasedAt)} リリース）`,
  }));
  return (
    <Formik<Record<string, NumberInput>>
      initialValues={{ [versionField]: candidates[0]!.version, [percentField]: 5 }}
      enableReinitialize
      validate={(values) => {
        const problem = percentProblem(values[percentField]);
        return problem ? { [percentField]: problem } : {};
      }}
      onSubmit={(values) =>
        onAction({
          kind: 'start',
          remote: item,
          version: String(values[versionField]),
          percent: percentOf(values[percentField]!),
        })
      }
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={`${name}のカナリアを始める`}>
          <div className="field-row">
            <SelectField
              name={versionField}
              label="カナリアにする版"
              hint="リリース済みで、公開中でも取り下げ済みでもない版です（新しい順）。"
              options={options}
            />
            <PercentField name={percentField} label="表示する訪問者の割合（%）" />
          </div>
          <button
            type="submit"
            className="button button--primary"
            disabled={isSubmitting}
            aria-label={`${name}の選んだ版をカナリアとして公開`}
          >
            カナリアとして公開
          </button>
        </Form>
      )}
    </Formik>
  );
}

export function CanaryRemoteSection(props: {
  item: CanaryFigures;
  remote: RemoteItem | undefined;
  autoPromote: boolean;
  result: ActionResult | undefined;
  onAction: (action: CanaryAction) => Promise<void>;
}) {
  const { item, remote, autoPromote, result, onAction } = props;
  const headingId = `canary-${item.name}`;
  const name = nameOf(item);
  const canary = item.canary;
  return (
    <section className="panel" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {name} <span className="code">{item.name}</span>
      </h2>
      <p>
        公開中：{item.live ? <strong>{item.live}</strong> : '公開中の版はありません'}
        {canary ? (
          <>
            {' ／ '}カナリア：<strong>{canary.version}</strong>（訪問者の {canary.percent}%、
            {formatDateTime(canary.since)} から）
          </>
        ) : null}
      </p>
      {canary ? (
        <>
          <div className="actions">
            <button
              type="button"
              className="button button--primary"
              onClick={() => void onAction({ kind: 'promote', remote: item, version: canary.version })}
              aria-label={`${name}のカナリア ${canary.version} を公開する`}
            >
              公開する
            </button>
            <button
              type="button"
              className="button button--ghost-danger"
              onClick={() =>
                void onAction({
                  kind: 'withdraw',
                  remote: item,
                  version: canary.version,
                  percent: canary.percent,
                })
              }
              aria-label={`${name}のカナリア ${canary.version} を取り下げる`}
            >
              取り下げる
            </button>
          </div>
          <PercentForm item={item} version={canary.version} percent={canary.percent} onAction={onAction} />
          <ResultMessage result={result} />
          <CanaryFiguresView item={item} autoPromote={autoPromote} />
        </>
      ) : (
        <>
          <p>カナリアは動いていません。</p>
          <StartForm item={item} remote={remote} onAction={onAction} />
          <ResultMessage result={result} />
        </>
      )}
    </section>
  );
}

// カナリアの設定 (PUT /ops/canary/policy): how many visitors are measured,
// when a verdict may be given, and whether a healthy canary is promoted by
// itself. Checked here first, so a reason shows beside its field.
import { useState } from 'react';
import { Field, Form, Formik } from 'formik';
import type { CanaryPolicy } from '@hikari/shared/domain';
import { refusalOf } from '../../api/ops-client';
import { SaveResultLine, type SaveResult } from '../../ui/save-result';
import { InputField } from '../../ui/field';
import { SubmitButton } from '../../ui/submit-button';
import { useOps } from '../session';
import { policyBody, policyLimits, policyProblems, policyValues, type PolicyValues } from './canary-actions';

const number = (key: Parameters<typeof policyLimits>[0]) => {
  const { min, max, whole } = policyLimits(key);
  return { type: 'number', min, max, inputMode: whole ? ('numeric' as const) : undefined };
};

export function CanaryPolicyForm(props: { policy: CanaryPolicy; onSaved: () => void }) {
  const { policy, onSaved } = props;
  const ops = useOps();
  const [result, setResult] = useState<SaveResult>(null);
  return (
    <section className="panel" aria-labelledby="canary-policy-heading">
      <h2 id="canary-policy-heading">カナリアの設定</h2>
      <p className="hint">すべてのリモートのカナリアに共通の設定です。</p>
      <Formik<PolicyValues>
        initialValues={policyValues(policy)}
        enableReinitialize
        validate={policyProblems}
        onSubmit={async (values) => {
          setResult(null);
          try {
            await ops((client) => client.put<unknown>('/ops/canary/policy', policyBody(values)));
            setResult({ ok: true, text: 'カナリアの設定を保存しました。' });
            onSaved();
          } catch (error) {
            setResult(refusalOf(error));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-labelledby="canary-policy-heading">
            <InputField
              name="samplePercent"
              label="計測する訪問者の割合（%）"
              hint="ページの表示速度とエラーをこの画面の集計に送る訪問者の割合です（0〜100%）。100% ならすべての訪問者を計測します。"
              {...number('samplePercent')}
            />
            <InputField
              name="minVisitors"
              label="判定に必要な訪問者数（人）"
              hint="カナリアと公開中の版のどちらも、計測した訪問者がこの人数に達するまでは判定せず「集計中」とします。"
              {...number('minVisitors')}
            />
            <InputField
              name="windowMinutes"
              label="様子を見る時間（分）"
              hint="訪問者数が足りたうえで「問題なし」がこの時間続くと「公開できます」になります。"
              {...number('windowMinutes')}
            />
            <div className="field">
              <label className="choice">
                <Field type="checkbox" name="autoPromote" aria-describedby="autoPromote-hint" />{' '}
                問題がなければ自動で公開する
              </label>
              <p id="autoPromote-hint" className="hint">
                チェックしないときは「クリックを待つ」設定です。「公開できます」になっても、この画面で「公開する」を押すまで公開しません。
              </p>
            </div>
            <InputField
              name="errorMarginPer1000"
              label="エラーの許容幅（1,000人あたりの人数）"
              hint="カナリアでエラーのあった訪問者が、公開中の版より1,000人あたりこの人数を超えて多いと言えるときに「悪化」とします。"
              {...number('errorMarginPer1000')}
            />
            <InputField
              name="vitalMarginPercent"
              label="表示速度の許容幅（%）"
              hint="カナリアの INP・LCP の p75 が、公開中の版の p75 よりこの割合を超えて遅いと言えるときに「悪化」とします。"
              {...number('vitalMarginPercent')}
            />
            <SubmitButton busy={isSubmitting}>カナリアの設定を保存する</SubmitButton>
            <SaveResultLine result={result} />
          </Form>
        )}
      </Formik>
    </section>
  );
}

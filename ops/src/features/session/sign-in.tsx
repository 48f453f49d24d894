import { Form, Formik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { createOpsClient, OpsRequestError, OpsUnauthorized, type FetchLike } from '../../api/ops-client';
import type { SessionInfo } from '../../api/types';
import { InputField } from '../../ui/field';
import { SubmitButton } from '../../ui/submit-button';
import { normalizeCode, signInSchema, SIGN_IN_INITIAL, type SignInValues } from './sign-in-schema';

/** The ways in this server offers (GET /ops/session/methods): local accounts, or the company's provider. */
interface SignInMethods {
  local: boolean;
  oidc: boolean;
}

/** Where 「社内アカウントでサインイン」 leads: the API sends the browser on to the company's provider. */
export const OIDC_START_PATH = '/ops/session/oidc/start';

/** Why the API sent the browser back from the company's provider without a session (`?sign-in=`). */
const PROVIDER_REFUSALS: Record<string, string> = {
  unknown:
    'この社内アカウントで使える運用コンソールの担当者が登録されていません。管理者に、社内のメールアドレスで担当者を登録するよう依頼してください。',
  disabled: 'この担当者は無効になっているため、サインインできません。管理者に確認してください。',
  failed:
    '社内アカウントでのサインインを完了できませんでした。もう一度「社内アカウントでサインイン」からお試しください。',
};

/** The refusal the API put in the address, if any. */
function providerRefusal(): string | null {
  const reason = new URLSearchParams(window.location.search).get('sign-in');
  return reason === null ? null : (PROVIDER_REFUSALS[reason] ?? PROVIDER_REFUSALS.failed!);
}

/** Takes the refusal out of the address, so a reload does not say it again. */
function forgetProviderRefusal() {
  const params = new URLSearchParams(window.location.search);
  if (!params.has('sign-in')) return;
  params.delete('sign-in');
  const query = params.toString();
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`,
  );
}

function refusalText(error: unknown): string {
  if (error instanceof OpsUnauthorized)
    return 'ログインID・パスワード・確認コードのいずれかが正しくありません。確かめて、もう一度入力してください。';
  if (error instanceof OpsRequestError && error.status === 503)
    return 'このサーバーでは運用機能が無効になっています（OPS_TOKEN が設定されていません）。';
  if (error instanceof OpsRequestError) return `${error.message}。`;
  return 'サーバーに接続できませんでした。ネットワークを確認して、もう一度お試しください。';
}

/**
 * The only thing shown before sign-in: 「社内アカウントでサインイン」 when the
 * server signs people in through the company's provider, otherwise login,
 * password and the 6-digit code of the authenticator app. A refusal says so
 * and empties the password and the code; nothing else of the console is
 * asked or shown.
 */
export function SignIn(props: {
  notice: string | null;
  fetchImpl?: FetchLike;
  onSignedIn: (session: SessionInfo) => void;
}) {
  const { notice, fetchImpl, onSignedIn } = props;
  const [error, setError] = useState<string | null>(providerRefusal);
  const [methods, setMethods] = useState<SignInMethods | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(forgetProviderRefusal, []);

  useEffect(() => {
    let current = true;
    createOpsClient(null, fetchImpl)
      .get<SignInMethods>('/ops/session/methods')
      // A server that does not say offers its local accounts.
      .catch(() => ({ local: true, oidc: false }))
      .then((found) => {
        if (current) setMethods(found);
      });
    return () => {
      current = false;
    };
  }, [fetchImpl]);

  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('#login')?.focus();
  }, [methods]);

  const refusal = error ? (
    <p className="field-error" role="alert">
      {error}
    </p>
  ) : null;

  return (
    <main className="sign-in" aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading">運用コンソール サインイン</h1>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      {methods === null ? (
        <p className="lead" aria-busy="true">
          サインインの方法を確かめています…
        </p>
      ) : null}
      {methods?.oidc ? (
        <>
          <p>会社のアカウント（社内のシングルサインオン）でサインインします。</p>
          {refusal}
          <a className="button button--primary button--link" href={OIDC_START_PATH}>
            社内アカウントでサインイン
          </a>
        </>
      ) : null}
      {methods?.local ? (
        <Formik<SignInValues>
          initialValues={SIGN_IN_INITIAL}
          validationSchema={signInSchema}
          onSubmit={async (values, helpers) => {
            setError(null);
            try {
              const session = await createOpsClient(null, fetchImpl).post<SessionInfo>('/ops/session', {
                login: values.login.trim(),
                password: values.password,
                code: normalizeCode(values.code),
              });
              onSignedIn({ person: session.person, csrfToken: session.csrfToken });
            } catch (caught) {
              setError(refusalText(caught));
              helpers.resetForm({ values: { ...values, password: '', code: '' } });
              formRef.current?.querySelector<HTMLInputElement>('#password')?.focus();
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form ref={formRef} noValidate aria-label="サインイン">
              <InputField name="login" label="ログインID" autoComplete="username" />
              <InputField
                name="password"
                label="パスワード"
                type="password"
                autoComplete="current-password"
              />
              <InputField
                name="code"
                label="確認コード（6桁）"
                inputMode="numeric"
                autoComplete="one-time-code"
                hint="認証アプリ（Google Authenticator など）に表示される6桁の数字です。"
              />
              {refusal}
              <SubmitButton busy={isSubmitting} busyText="確認しています…">
                サインイン
              </SubmitButton>
            </Form>
          )}
        </Formik>
      ) : null}
    </main>
  );
}

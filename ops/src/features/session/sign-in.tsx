import { useEffect, useRef, useState, type FormEvent } from 'react';
import { createOpsClient, OpsRequestError, OpsUnauthorized, type FetchLike } from '../../api/ops-client';

/**
 * The only thing shown without a token. The token is checked against
 * GET /ops/session before anything else is asked; a wrong one gets a message
 * and the form again, nothing more.
 */
export function SignIn(props: {
  notice: string | null;
  fetchImpl?: FetchLike;
  onSignedIn: (token: string) => void;
}) {
  const { notice, fetchImpl, onSignedIn } = props;
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = token.trim();
    if (!value) {
      setError('運用トークンを入力してください。');
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await createOpsClient(value, fetchImpl).get('/ops/session');
      onSignedIn(value);
    } catch (caught) {
      setBusy(false);
      setToken('');
      if (caught instanceof OpsUnauthorized)
        setError('トークンが正しくありません。運用トークンを確かめて、もう一度入力してください。');
      else if (caught instanceof OpsRequestError && caught.status === 503)
        setError('このサーバーでは運用機能が無効になっています（OPS_TOKEN が設定されていません）。');
      else setError('サーバーに接続できませんでした。ネットワークを確認して、もう一度お試しください。');
      inputRef.current?.focus();
    }
  };

  return (
    <main className="sign-in" aria-labelledby="sign-in-heading">
      <h1 id="sign-in-heading">運用コンソール サインイン</h1>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="ops-token">運用トークン</label>
          <input
            ref={inputRef}
            id="ops-token"
            name="token"
            type="password"
            autoComplete="off"
            value={token}
            onChange={(e) => setToken(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'ops-token-error ops-token-hint' : 'ops-token-hint'}
          />
          <p id="ops-token-hint" className="hint">
            サーバーの OPS_TOKEN の値です。このタブを閉じると忘れます。
          </p>
          {error ? (
            <p id="ops-token-error" className="field-error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? '確認しています…' : 'サインイン'}
        </button>
      </form>
    </main>
  );
}

// この端末でカナリアを表示する: POST /ops/canary/preview {on} sets (or
// clears) the preview cookie of this browser, which the page servers answer
// with every running canary, whatever its share. The cookie is readable by
// script, so the screen knows whether the preview is on.
import { useState } from 'react';
import { PREVIEW_COOKIE, readCookie } from '@hikari/shared/domain';
import { errorText } from '../../api/ops-client';
import { type ActionResult, ResultLine } from '../../ui/save-result';
import { useOps } from '../session';

const previewIsOn = () =>
  typeof document !== 'undefined' && readCookie(document.cookie, PREVIEW_COOKIE) !== null;

export function CanaryPreview() {
  const ops = useOps();
  const [on, setOn] = useState(previewIsOn);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ActionResult>(null);

  const toggle = async () => {
    const next = !on;
    setBusy(true);
    setResult(null);
    try {
      await ops((client) => client.post<unknown>('/ops/canary/preview', { on: next }));
      setOn(next);
      setResult({
        ok: true,
        text: next
          ? 'この端末でカナリアを表示しています。サイトのページを開き直すと、カナリアの版が表示されます。'
          : 'プレビューを終えました。この端末では公開中の版を表示します。',
      });
    } catch (error) {
      setResult({ ok: false, text: errorText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel" aria-labelledby="canary-preview-heading">
      <h2 id="canary-preview-heading">この端末でのプレビュー</h2>
      <p id="canary-preview-note" className="hint">
        このブラウザだけに効きます（ほかの端末や訪問者には影響しません）。動いているすべてのカナリアを、表示する割合にかかわらず（0%
        でも）表示します。プレビューは8時間で自動的に終わります。
      </p>
      <p>現在：{on ? 'この端末でカナリアを表示しています' : 'この端末では公開中の版を表示しています'}</p>
      <div className="actions">
        <button
          type="button"
          className="button"
          onClick={() => void toggle()}
          disabled={busy}
          aria-describedby="canary-preview-note"
        >
          {on ? 'プレビューを終える' : 'この端末でカナリアを表示する'}
        </button>
      </div>
      <ResultLine result={result} />
    </section>
  );
}

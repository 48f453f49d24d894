import { Link } from 'react-router-dom';
import { paths } from '@hikari/shared/domain/core';

export interface RemoteFallbackProps {
  /** What the visitor was trying to open, e.g. 'キャンペーン'. */
  label: string;
  onRetry: () => void;
}

/** Shown in place of a section whose code could not be loaded; the rest of the site keeps working. */
export function RemoteFallback({ label, onRetry }: RemoteFallbackProps) {
  return (
    <section className="error-card" role="alert" aria-labelledby="remote-fallback-heading">
      <h1 id="remote-fallback-heading">{label}のページを表示できませんでした</h1>
      <p>
        通信状況などにより、ページの読み込みに失敗しました。時間をおいて「もう一度読み込む」を押してください。
        解決しない場合は、お手数ですがお電話でお問い合わせください。
      </p>
      <div className="actions" style={{ justifyContent: 'center' }}>
        <button type="button" className="button button--primary" onClick={onRetry}>
          もう一度読み込む
        </button>
        <Link to={paths.top} className="button button--ghost">
          TOPに戻る
        </Link>
      </div>
    </section>
  );
}

import { useEffect, useState } from 'react';
import { PageHeading } from '@hikari/shared/ui';
import { currentManifest } from '../remote-loading/remotes';
import type { RemotesManifest } from '../remote-loading/remotes-manifest';

/** /test/: what this browser runs, for ops (noindex). */
export default function DiagnosticsPage() {
  const [manifest, setManifest] = useState<RemotesManifest | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    currentManifest().then(setManifest, (e: unknown) => setError(String(e)));
  }, []);

  return (
    <>
      <PageHeading lead="運用担当者向けの確認ページです。お客さまの操作は必要ありません。">
        動作確認
      </PageHeading>
      <section className="section" aria-labelledby="remotes-heading">
        <h2 id="remotes-heading">公開中のリモート</h2>
        {error ? <p role="alert">リモート一覧を取得できませんでした: {error}</p> : null}
        {manifest ? (
          <div className="table-wrap">
            <table className="data">
              <thead>
                <tr>
                  <th scope="col">リモート</th>
                  <th scope="col">バージョン</th>
                  <th scope="col">エントリー</th>
                </tr>
              </thead>
              <tbody>
                {Object.entries(manifest.remotes).map(([name, entry]) => (
                  <tr key={name} data-remote={name}>
                    <th scope="row">{name}</th>
                    <td data-testid={`version-${name}`}>{entry.version}</td>
                    <td>{entry.entry}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {manifest?.updatedAt ? (
          <p>最終更新: {new Date(manifest.updatedAt).toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo' })}</p>
        ) : null}
      </section>
    </>
  );
}

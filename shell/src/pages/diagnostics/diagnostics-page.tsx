import { useEffect, useState } from 'react';
import { selectSettingsSource, selectStoredVersion, useAppSelector } from '@hikari/shared/store';
import { PageHeading, REMOTE_CONTAINERS, TableScroll } from '@hikari/shared/ui';
import shellPackage from '../../../package.json';
import { selectRealtime } from '../../services/realtime';
import { useSettings } from '../../services/settings';
import { currentManifest, type RemotesManifest } from '../../remotes/remote-loading';
import { SHELL_BUILD_ID } from '../../remotes/release-safety';
import { PageSection } from '../parts';

/** /test/: what this browser runs, for ops (noindex). */
const SOURCE_LABELS = {
  none: '未取得',
  server: 'APIから取得',
  defaults: '既定値（APIに接続できないため）',
  realtime: 'リアルタイム配信',
} as const;

const CONNECTION_LABELS: Record<string, string> = {
  Connected: '接続中',
  ConnectedPendingNetwork: '接続中（ネットワーク待ち）',
  ConnectedPendingDisconnect: '接続中（切断処理中）',
  ConnectedPendingKeepAlive: '接続中（応答待ち）',
  Connecting: '接続しています',
  ConnectionDisrupted: '接続が途切れました（再接続待ち）',
  ConnectionDisruptedPendingNetwork: '接続が途切れました（ネットワーク待ち）',
  Disconnected: '未接続',
};

const formatJa = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo' }) : '—';

function SettingsStatus() {
  const settings = useSettings();
  const source = useAppSelector(selectSettingsSource);
  const storedVersion = useAppSelector(selectStoredVersion);
  const realtime = useAppSelector(selectRealtime);
  return (
    <PageSection id="settings" heading="シェル・設定・リアルタイム配信">
      <TableScroll label="シェル・設定・リアルタイム配信">
        {/* Its values change while the page is open (the settings, the realtime channel): the
            columns keep their widths, so nothing moves. */}
        <table className="data data--status">
          <tbody>
            <tr>
              <th scope="row">シェルのバージョン</th>
              <td data-testid="shell-version">{shellPackage.version}</td>
            </tr>
            <tr>
              <th scope="row">このページのシェルのビルド</th>
              <td data-testid="shell-build">{SHELL_BUILD_ID}</td>
            </tr>
            <tr>
              <th scope="row">設定のバージョン</th>
              <td data-testid="settings-version">{settings.version}</td>
            </tr>
            <tr>
              <th scope="row">設定の取得元</th>
              <td data-testid="settings-source">{SOURCE_LABELS[source]}</td>
            </tr>
            <tr>
              <th scope="row">このブラウザに保存されたバージョン</th>
              <td>{storedVersion ?? '—'}</td>
            </tr>
            <tr>
              <th scope="row">設定の更新日時</th>
              <td>{formatJa(settings.updatedAt)}</td>
            </tr>
            <tr>
              <th scope="row">リアルタイム接続</th>
              <td data-testid="realtime-state">
                {CONNECTION_LABELS[realtime.connection] ?? realtime.connection}（{realtime.connection}）
              </td>
            </tr>
            <tr>
              <th scope="row">設定の購読</th>
              <td data-testid="realtime-subscription">{realtime.subscription}</td>
            </tr>
            <tr>
              <th scope="row">最後に配信を受けた日時</th>
              <td>{formatJa(realtime.lastSettingsAt)}</td>
            </tr>
          </tbody>
        </table>
      </TableScroll>
    </PageSection>
  );
}

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
      <SettingsStatus />
      <PageSection id="remotes" heading="公開中のリモート">
        {error ? <p role="alert">リモート一覧を取得できませんでした: {error}</p> : null}
        {/* The table is there from the first paint (its rows say 読み込み中 until the manifest
            comes), and last on the page, so that its rows growing moves nothing else. */}
        {!error ? (
          <TableScroll label="公開中のリモート">
            <table className="data">
              <thead>
                <tr>
                  <th scope="col">リモート</th>
                  <th scope="col">バージョン</th>
                  <th scope="col">エントリー</th>
                </tr>
              </thead>
              <tbody>
                {manifest
                  ? Object.entries(manifest.remotes).map(([name, entry]) => (
                      <tr key={name} data-remote={name}>
                        <th scope="row">{name}</th>
                        <td data-testid={`version-${name}`}>{entry.version}</td>
                        <td>{entry.entry}</td>
                      </tr>
                    ))
                  : Object.keys(REMOTE_CONTAINERS).map((name) => (
                      <tr key={name}>
                        <th scope="row">{name}</th>
                        <td>読み込み中</td>
                        <td>—</td>
                      </tr>
                    ))}
              </tbody>
            </table>
          </TableScroll>
        ) : null}
        <p>
          最終更新:{' '}
          {manifest?.updatedAt
            ? new Date(manifest.updatedAt).toLocaleString('ja-JP', { timeZone: 'Asia/Tokyo' })
            : '—'}
        </p>
      </PageSection>
    </>
  );
}

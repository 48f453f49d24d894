import { useCallback, useEffect, useRef, useState } from 'react';
import type { FetchLike } from '../api/ops-client';
import { SessionProvider, SignIn, clearStoredToken, readStoredToken, storeToken } from '../features/session';
import { ReleasesPage } from '../features/releases/releases-page';
import { CanaryPage } from '../features/canary/canary-page';
import { SettingsPage } from '../features/maintenance/settings-page';
import { SubmissionsPage } from '../features/submissions/submissions-page';
import { SubmissionDetailPage } from '../features/submissions/submission-detail';
import { AreaImportPage } from '../features/area-import/area-import-page';
import { AuditPage } from '../features/audit/audit-page';
import { MailPage } from '../features/mail/mail-page';
import { MailDetailPage } from '../features/mail/mail-detail';
import { WorksPage } from '../features/works/works-page';
import { pageOf, paths, type Route } from '../routing/paths';
import { useHashRoute } from '../routing/use-hash-route';

const EXPIRED =
  'サーバーがトークンを受け付けなくなりました（トークンが変更されたか、サーバーが再起動しました）。もう一度サインインしてください。';

const NAV: { screen: Route['screen']; href: string; label: string }[] = [
  { screen: 'releases', href: paths.releases, label: 'リリース/健全性' },
  { screen: 'canary', href: paths.canary, label: 'カナリア' },
  { screen: 'maintenance', href: paths.maintenance, label: 'メンテナンス・設定' },
  { screen: 'submissions', href: paths.submissions, label: '受付一覧' },
  { screen: 'works', href: paths.works, label: '工事カレンダー' },
  { screen: 'mail', href: paths.mail, label: '送信メール' },
  { screen: 'area', href: paths.area, label: 'エリアマスタ' },
  { screen: 'audit', href: paths.audit, label: '操作履歴' },
];

const TITLES: Record<Route['screen'], string> = {
  releases: 'リリース/健全性',
  canary: 'カナリア',
  maintenance: 'メンテナンス・設定',
  submissions: '受付一覧',
  submission: '受付の詳細',
  works: '工事カレンダー',
  area: 'エリアマスタ',
  audit: '操作履歴',
  mail: '送信メール',
  mailMessage: '送信メールの内容',
};

/** The menu entry a detail screen belongs to. */
const MENU_OF: Partial<Record<Route['screen'], Route['screen']>> = {
  submission: 'submissions',
  mailMessage: 'mail',
};

function Screen({ route }: { route: Route }) {
  switch (route.screen) {
    case 'canary':
      return <CanaryPage />;
    case 'maintenance':
      return <SettingsPage />;
    case 'submissions':
      return <SubmissionsPage query={route.query} />;
    case 'submission':
      return <SubmissionDetailPage kind={route.kind ?? ''} id={route.id ?? ''} query={route.query} />;
    case 'works':
      return <WorksPage />;
    case 'area':
      return <AreaImportPage />;
    case 'audit':
      return <AuditPage />;
    case 'mail':
      return <MailPage page={pageOf(route.query)} />;
    case 'mailMessage':
      return <MailDetailPage id={route.id ?? ''} page={pageOf(route.query)} />;
    default:
      return <ReleasesPage />;
  }
}

function Console({ onSignOut }: { onSignOut: () => void }) {
  const route = useHashRoute();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const current = MENU_OF[route.screen] ?? route.screen;
  const title = TITLES[route.screen];

  // A new screen: its heading takes the focus, so a screen reader starts there.
  const first = useRef(true);
  useEffect(() => {
    document.title = `${title}｜運用コンソール`;
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [title, route.screen, route.id]);

  return (
    <div className="console">
      {/* A button, not a #link: the hash is the console's route. */}
      <button type="button" className="skip-link" onClick={() => headingRef.current?.focus()}>
        本文へ移動
      </button>
      <header className="console-header">
        <p className="console-name">東海ひかりネット 運用コンソール</p>
        <nav aria-label="運用メニュー">
          <ul>
            {NAV.map((item) => (
              <li key={item.screen}>
                <a href={item.href} aria-current={item.screen === current ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" className="button button--small" onClick={onSignOut}>
          サインアウト
        </button>
      </header>
      <main className="console-main">
        <h1 ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        <Screen route={route} />
      </main>
    </div>
  );
}

/** The console: sign-in until a token is accepted, then the screens. */
export function App({ fetchImpl }: { fetchImpl?: FetchLike }) {
  const [token, setToken] = useState<string | null>(readStoredToken);
  const [notice, setNotice] = useState<string | null>(null);

  const signedIn = useCallback((value: string) => {
    storeToken(value);
    setNotice(null);
    setToken(value);
  }, []);
  const expire = useCallback(() => {
    clearStoredToken();
    setNotice(EXPIRED);
    setToken(null);
  }, []);
  const signOut = useCallback(() => {
    clearStoredToken();
    setNotice('サインアウトしました。');
    setToken(null);
  }, []);

  if (!token) return <SignIn notice={notice} fetchImpl={fetchImpl} onSignedIn={signedIn} />;
  return (
    <SessionProvider token={token} fetchImpl={fetchImpl} onExpired={expire} onSignOut={signOut}>
      <Console onSignOut={signOut} />
    </SessionProvider>
  );
}

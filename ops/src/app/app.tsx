import { useCallback, useEffect, useRef, useState } from 'react';
import { opsRoleLabel, type OpsRole } from '@hikari/shared/domain/ops-roles';

import { createOpsClient, type FetchLike } from '../api/ops-client';
import type { SessionInfo } from '../api/types';
import {
  SessionProvider,
  SignIn,
  clearStoredSession,
  readStoredSession,
  storeSession,
  useOps,
  useSignedIn,
} from '../features/session';
import { PeoplePage } from '../features/people/people-page';
import { PasswordForm } from '../features/people/password-form';
import { TokensPage } from '../features/people/tokens-page';
import { ReleasesPage } from '../features/releases/releases-page';
import { CanaryPage } from '../features/canary/canary-page';
import { SettingsPage } from '../features/maintenance/settings-page';
import { CampaignsPage } from '../features/campaigns/campaigns-page';
import { SubmissionsPage } from '../features/submissions/submissions-page';
import { SubmissionDetailPage } from '../features/submissions/submission-detail';
import { AreaImportPage } from '../features/area-import/area-import-page';
import { AuditPage } from '../features/audit/audit-page';
import { MailPage } from '../features/mail/mail-page';
import { MailDetailPage } from '../features/mail/mail-detail';
import { WorksPage } from '../features/works/works-page';
import { pageOf, paths, type Route } from '../routing/paths';
import { useHashRoute } from '../routing/use-hash-route';

const EXPIRED = 'サインインの有効期限が切れたか、担当者が無効になりました。もう一度サインインしてください。';

const NAV: {
  screen: Route['screen'];
  href: string;
  label: string;
  /** Shown only to someone holding one of these roles (the server refuses the others with 403). */
  roles?: readonly OpsRole[];
}[] = [
  { screen: 'releases', href: paths.releases, label: 'リリース/健全性' },
  { screen: 'canary', href: paths.canary, label: 'カナリア' },
  { screen: 'maintenance', href: paths.maintenance, label: 'メンテナンス・設定' },
  { screen: 'campaigns', href: paths.campaigns, label: 'キャンペーン' },
  { screen: 'submissions', href: paths.submissions, label: '受付一覧', roles: ['support'] },
  { screen: 'works', href: paths.works, label: '工事カレンダー' },
  { screen: 'mail', href: paths.mail, label: '送信メール', roles: ['support'] },
  { screen: 'area', href: paths.area, label: 'エリアマスタ' },
  { screen: 'audit', href: paths.audit, label: '操作履歴', roles: ['auditor', 'admin'] },
  { screen: 'people', href: paths.people, label: '担当者と役割', roles: ['admin'] },
  { screen: 'account', href: paths.account, label: '自分のアカウント' },
];

const TITLES: Record<Route['screen'], string> = {
  releases: 'リリース/健全性',
  canary: 'カナリア',
  maintenance: 'メンテナンス・設定',
  campaigns: 'キャンペーン',
  submissions: '受付一覧',
  submission: '受付の詳細',
  works: '工事カレンダー',
  area: 'エリアマスタ',
  audit: '操作履歴',
  mail: '送信メール',
  mailMessage: '送信メールの内容',
  people: '担当者と役割',
  account: '自分のアカウント',
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
    case 'campaigns':
      return <CampaignsPage />;
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
    case 'people':
      return <PeoplePage />;
    case 'account':
      return (
        <>
          <PasswordForm />
          <TokensPage />
        </>
      );
    default:
      return <ReleasesPage />;
  }
}

/** Who is signed in, in the header: 「佐藤 花子（管理者）」 and the sign-out button. */
function SignedInAs({ onSignOut }: { onSignOut: () => void }) {
  const person = useSignedIn();
  const ops = useOps();
  const [busy, setBusy] = useState(false);
  const roles = person.roles.map(opsRoleLabel).join('・') || '役割なし';
  const signOut = async () => {
    setBusy(true);
    try {
      await ops((client) => client.delete('/ops/session'));
    } catch {
      // The session ends on this side whatever the server said; it expires there on its own.
    }
    onSignOut();
  };
  return (
    <div className="signed-in">
      <p>
        <span className="visually-hidden">サインイン中：</span>
        {person.name}（{roles}）
      </p>
      <button type="button" className="button button--small" onClick={signOut} disabled={busy}>
        サインアウト
      </button>
    </div>
  );
}

function Console({ onSignOut }: { onSignOut: () => void }) {
  const route = useHashRoute();
  const person = useSignedIn();
  const nav = NAV.filter(
    (item) => item.roles === undefined || item.roles.some((role) => person.roles.includes(role)),
  );
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
            {nav.map((item) => (
              <li key={item.screen}>
                <a href={item.href} aria-current={item.screen === current ? 'page' : undefined}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <SignedInAs onSignOut={onSignOut} />
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

/**
 * The console: sign-in until a session is open, then the screens. A tab that
 * kept nothing asks GET /ops/session once, so a session opened in another
 * tab (the cookie) is used without signing in again.
 */
export function App({ fetchImpl }: { fetchImpl?: FetchLike }) {
  const [session, setSession] = useState<SessionInfo | null>(readStoredSession);
  const [checking, setChecking] = useState(session === null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!checking) return;
    let current = true;
    createOpsClient(null, fetchImpl)
      .get<SessionInfo>('/ops/session')
      .then(
        (found) => {
          if (!current) return;
          const kept = { person: found.person, csrfToken: found.csrfToken };
          storeSession(kept);
          setSession(kept);
        },
        () => undefined,
      )
      .finally(() => {
        if (current) setChecking(false);
      });
    return () => {
      current = false;
    };
  }, [checking, fetchImpl]);

  const signedIn = useCallback((value: SessionInfo) => {
    storeSession(value);
    setNotice(null);
    setSession(value);
  }, []);
  const expire = useCallback(() => {
    clearStoredSession();
    setNotice(EXPIRED);
    setSession(null);
  }, []);
  const signOut = useCallback(() => {
    clearStoredSession();
    setNotice('サインアウトしました。');
    setSession(null);
  }, []);

  if (checking && !session) {
    return (
      <main className="sign-in" aria-busy="true">
        <p role="status">サインインの状態を確かめています…</p>
      </main>
    );
  }
  if (!session) return <SignIn notice={notice} fetchImpl={fetchImpl} onSignedIn={signedIn} />;
  return (
    <SessionProvider session={session} fetchImpl={fetchImpl} onExpired={expire} onSignOut={signOut}>
      <Console onSignOut={signOut} />
    </SessionProvider>
  );
}

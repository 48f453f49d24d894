import { render } from '@testing-library/react';
import { App } from '../app/app';
import type { SessionInfo, SignedInPerson } from '../api/types';
import type { FakeOpsApi } from './fake-ops-api';

/** The CSRF token of the test session: sent with every change. */
export const CSRF = 'test-csrf-token';

/** Who the console is signed in as in the tests, unless a test says otherwise. */
export const TEST_PERSON: SignedInPerson = {
  login: 'sato',
  name: '佐藤 花子',
  roles: ['admin', 'site-ops', 'support', 'auditor'],
};

/** The console signed in (the session kept in sessionStorage, the cookie being the browser's) on the given screen. */
export function renderConsole(
  api: FakeOpsApi,
  hash = '#/releases',
  options: { signedIn?: boolean; person?: SignedInPerson } = {},
) {
  sessionStorage.clear();
  localStorage.clear();
  if (options.signedIn !== false) {
    const session: SessionInfo = { person: options.person ?? TEST_PERSON, csrfToken: CSRF };
    sessionStorage.setItem('hikari-ops:session', JSON.stringify(session));
  }
  window.location.hash = hash;
  return render(<App fetchImpl={api.fetch} />);
}

import { render } from '@testing-library/react';
import { App } from '../app/app';
import type { FakeOpsApi } from './fake-ops-api';

export const TOKEN = 'test-ops-token';

/** The console signed in (token in sessionStorage) on the given screen. */
export function renderConsole(api: FakeOpsApi, hash = '#/releases', options: { signedIn?: boolean } = {}) {
  sessionStorage.clear();
  localStorage.clear();
  if (options.signedIn !== false) sessionStorage.setItem('hikari-ops:token', TOKEN);
  window.location.hash = hash;
  return render(<App fetchImpl={api.fetch} />);
}

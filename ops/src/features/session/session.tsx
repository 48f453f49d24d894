import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { createOpsClient, OpsUnauthorized, type FetchLike, type OpsClient } from '../../api/ops-client';

interface Session {
  client: OpsClient;
  /** The server stopped accepting the token: back to sign-in with a message. */
  expire: () => void;
  signOut: () => void;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider(props: {
  token: string;
  fetchImpl?: FetchLike;
  onExpired: () => void;
  onSignOut: () => void;
  children: ReactNode;
}) {
  const { token, fetchImpl, onExpired, onSignOut } = props;
  const value = useMemo(
    () => ({ client: createOpsClient(token, fetchImpl), expire: onExpired, signOut: onSignOut }),
    [token, fetchImpl, onExpired, onSignOut],
  );
  return <SessionContext.Provider value={value}>{props.children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/**
 * Runs a request with the session's client. A 401 ends the session (the
 * console shows sign-in again) and the caller's promise never settles, so no
 * screen shows an error for it; any other failure is the caller's to show.
 */
export function useOps() {
  const { client, expire } = useSession();
  return useCallback(
    async <T,>(request: (client: OpsClient) => Promise<T>): Promise<T> => {
      try {
        return await request(client);
      } catch (error) {
        if (error instanceof OpsUnauthorized) {
          expire();
          return new Promise<T>(() => undefined);
        }
        throw error;
      }
    },
    [client, expire],
  );
}

import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { createOpsClient, OpsUnauthorized, type FetchLike, type OpsClient } from '../../api/ops-client';
import type { SessionInfo, SignedInPerson } from '../../api/types';

interface Session {
  client: OpsClient;
  person: SignedInPerson;
  /** The server stopped accepting the session: back to sign-in with a message. */
  expire: () => void;
  signOut: () => void;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider(props: {
  session: SessionInfo;
  fetchImpl?: FetchLike;
  onExpired: () => void;
  onSignOut: () => void;
  children: ReactNode;
}) {
  const { session, fetchImpl, onExpired, onSignOut } = props;
  const value = useMemo(
    () => ({
      client: createOpsClient(session.csrfToken, fetchImpl),
      person: session.person,
      expire: onExpired,
      signOut: onSignOut,
    }),
    [session, fetchImpl, onExpired, onSignOut],
  );
  return <SessionContext.Provider value={value}>{props.children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** Who is signed in: name, login and roles (the console is always a person: OPS_TOKEN only registers the first administrator). */
export function useSignedIn(): SignedInPerson {
  return useSession().person;
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

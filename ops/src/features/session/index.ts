// Public surface of the ops session: the provider and sign-in the app mounts,
// what the tab keeps of the session, and the client every other feature calls through.
export { SessionProvider, useOps, useSignedIn } from './session';
export { SignIn } from './sign-in';
export { clearStoredSession, readStoredSession, storeSession } from './session-storage';

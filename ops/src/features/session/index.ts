// Public surface of the ops session: the provider and sign-in the app mounts,
// the token kept between visits, and the client every other feature calls through.
export { SessionProvider, useOps } from './session';
export { SignIn } from './sign-in';
export { clearStoredToken, readStoredToken, storeToken } from './token-storage';

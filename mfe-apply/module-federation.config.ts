// What this package shares with the federation; the singletons come from the
// one root list in tools/webpack/federation-shared.ts, its name and dev port
// from the remote registry (shared/src/domain/remotes.ts).
import { REMOTE_REGISTRY } from '@hikari/shared/domain';

export const remote = REMOTE_REGISTRY['mfe-apply'];

export const federation = {
  name: remote.container,
  exposes: { './routes': './src/exposes/routes.tsx' },
};

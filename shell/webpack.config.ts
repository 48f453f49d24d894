import { createConfig } from '@hikari/webpack-config';
import { REMOTE_NAMES, REMOTE_REGISTRY } from '@hikari/shared/domain';
import { federation } from './module-federation.config';

export default createConfig({
  dir: __dirname,
  name: federation.name,
  exposes: federation.exposes,
  devPort: 8080,
  isHost: true,
  devRemotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, REMOTE_REGISTRY[name].devPort])),
});

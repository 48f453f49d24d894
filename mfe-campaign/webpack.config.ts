import { createConfig } from '@hikari/webpack-config';
import { federation, remote } from './module-federation.config';

export default createConfig({
  dir: __dirname,
  name: federation.name,
  exposes: federation.exposes,
  devPort: remote.devPort,
});

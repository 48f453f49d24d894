import { createConfig } from '../tools/webpack/create-config';
import { federation } from './module-federation.config';

export default createConfig({
  dir: __dirname,
  name: federation.name,
  exposes: federation.exposes,
  devPort: 3001,
});

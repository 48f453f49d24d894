import { createConfig } from '../tools/webpack/create-config';
import { federation } from './module-federation.config';

export default createConfig({
  dir: __dirname,
  name: federation.name,
  exposes: federation.exposes,
  devPort: 8080,
  isHost: true,
  devRemotes: { 'mfe-apply': 3001, 'mfe-campaign': 3002, 'mfe-option': 3003, 'mfe-area': 3004 },
});

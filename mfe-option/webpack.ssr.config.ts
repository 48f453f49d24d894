import { createServerConfig } from '../tools/webpack/create-server-config';

export default createServerConfig({ dir: __dirname });

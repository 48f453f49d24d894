import { createServerConfig } from '@hikari/webpack-config/server';

export default createServerConfig({ dir: __dirname });

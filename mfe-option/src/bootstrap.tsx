// Standalone mount for local development (`npm run dev` in this package). The
// stylesheet is imported here, in the development entry only.
import '@hikari/shared/site.css';
import { mountStandalone } from '@hikari/shared/ui';
import { pages } from './exposes/routes';

mountStandalone(document.getElementById('root'), pages);

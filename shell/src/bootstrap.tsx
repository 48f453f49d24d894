import { createRoot } from 'react-dom/client';
import '@hikari/shared/site.css';
import { App } from './app/app';
import { startRemotes } from './features/remote-loading/remotes';

startRemotes();

const container = document.getElementById('root');
if (container) {
  createRoot(container, {
    onUncaughtError: (error) => console.error('render failed', error),
  }).render(<App />);
} else {
  console.error('mount failed: #root is missing');
}

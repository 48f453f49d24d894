// Starts the site server: the built shell and remotes from the deploy folder.
import { createServer } from 'node:http';
import path from 'node:path';
import { createSiteHandler } from './site/serve-site';

const port = Number(process.env.PORT ?? 8080);
const deployDir = process.env.DEPLOY_DIR ?? path.resolve(__dirname, '../../deploy');
const handleSite = createSiteHandler({ deployDir });

const server = createServer((req, res) => {
  handleSite(req, res)
    .then((handled) => {
      if (!handled) {
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('Not found');
      }
    })
    .catch((error: unknown) => {
      console.error('site handler failed', error);
      if (!res.headersSent) res.statusCode = 500;
      res.end();
    });
});

server.listen(port, () => {
  console.log(`Site ready at http://localhost:${port}/`);
});

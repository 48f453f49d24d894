// A test file's app over a temporary deploy folder (DEPLOY_DIR) holding the
// files it is given: made before the file's tests, closed and removed after.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from './test-app';

export interface DeployedSite {
  /** The running app (set once the file's beforeAll has run). */
  t: TestApp;
  /** The deploy folder. */
  deploy: string;
}

/** Registers the beforeAll/afterAll that serve `files` (deploy-relative path -> text). */
export function serveDeployFolder(prefix: string, files: Record<string, string>): DeployedSite {
  const site = {} as DeployedSite;
  beforeAll(async () => {
    site.deploy = mkdtempSync(path.join(tmpdir(), prefix));
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(site.deploy, file)), { recursive: true });
      writeFileSync(path.join(site.deploy, file), text);
    }
    site.t = await startTestApp({ env: { DEPLOY_DIR: site.deploy } });
  });
  afterAll(async () => {
    await site.t.close();
    rmSync(site.deploy, { recursive: true, force: true });
  });
  return site;
}

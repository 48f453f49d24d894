// The boundaries of boundaries.mjs at work through the repository's own ESLint
// configuration: each violation placed at a real path is refused, and the
// allowed form beside it is not.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

/** The no-restricted-imports messages for `code` as if it were the file at `file`. */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const cases: { name: string; file: string; refused: string; allowed: string }[] = [
  {
    name: 'RTK Query imported by a remote itself (a second copy, and no server render)',
    file: 'mfe-apply/src/features/customer-form/components/probe.tsx',
    refused: "import { skipToken } from '@reduxjs/toolkit/query';",
    allowed: "import { skipToken } from '@hikari/shared/api';",
  },
  {
    name: 'GraphQL documents taken past the shared entry',
    file: 'shell/src/services/realtime/probe.ts',
    refused: "import { WorksSlotsDocument } from '@hikari/shared/operations';",
    allowed: "import { WorksSlotsDocument } from '@hikari/shared/api';",
  },
  {
    name: 'a relative import out of the package',
    file: 'api/src/modules/ops/probe.ts',
    refused: "import { rollback } from '../../../../release/src/releases';",
    allowed: "import { rollback } from '@hikari/release/releases';",
  },
  {
    name: 'the API importing a tools package',
    file: 'api/src/modules/ops/probe.ts',
    refused: "import { releaseRemote } from '@hikari/site-tools/deploy';",
    allowed: "import { readManifest } from '@hikari/release/releases';",
  },
  {
    name: 'a relative import out of a tools package',
    file: 'tools/site/probe.ts',
    refused: "import { shellPageScripts } from '../webpack/page-chunks';",
    allowed: "import { shellPageScripts } from '@hikari/webpack-config/page-chunks';",
  },
  {
    name: "a package's config reaching into tools/",
    file: 'mfe-area/webpack.config.ts',
    refused: "import { createConfig } from '../tools/webpack/create-config';",
    allowed: "import { createConfig } from '@hikari/webpack-config';",
  },
  {
    name: "a deep import into another package's files",
    file: 'mfe-apply/src/features/contact/probe.ts',
    refused: "import { paths } from '@hikari/shared/src/domain/routes';",
    allowed: "import { paths } from '@hikari/shared/domain';",
  },
  {
    name: "another feature's internal file",
    file: 'ops/src/features/audit/probe.ts',
    refused: "import { useOps } from '../session/session';",
    allowed: "import { useOps } from '../session';",
  },
  {
    name: "another feature's internal file, from a feature's subfolder",
    file: 'mfe-apply/src/features/area-notice/components/probe.tsx',
    refused: "import { ContactPage } from '../../contact/components/contact-page';",
    allowed: "import { ContactPage } from '../../contact/index';",
  },
  {
    name: "another feature's internal file, through features/",
    file: 'mfe-apply/src/features/area-notice/components/probe.tsx',
    refused: "import { ContactPage } from '../../../features/contact/components/contact-page';",
    allowed: "import { AreaNoticeSection } from '../components/area-notice-section';",
  },
  {
    name: 'a feature importing from app/',
    file: 'ops/src/features/submissions/probe.ts',
    refused: "import { App } from '../../app/app';",
    allowed: "import { paths } from '../../routing/paths';",
  },
  {
    name: "another shell feature's internal file (chrome/header → chrome/drawer)",
    file: 'shell/src/chrome/header/probe.tsx',
    refused: "import { MenuDrawer } from '../drawer/menu-drawer';",
    allowed: "import { MenuDrawer } from '../drawer';",
  },
  {
    name: "a shell room's internal file from another room (remotes → lib)",
    file: 'shell/src/remotes/remote-loading/probe.tsx',
    refused: "import { HydratedPage } from '../../lib/hydrated-page';",
    allowed: "import { HydratedPage } from '../../lib';",
  },
  {
    name: 'a shell page importing from app/',
    file: 'shell/src/pages/top/probe.tsx',
    refused: "import { SiteRoutes } from '../../app/router';",
    allowed: "import { topPage } from '../../content/top-page';",
  },
  {
    name: 'the raw react-redux hooks',
    file: 'mfe-option/src/features/option-list/probe.ts',
    refused: "import { useSelector } from 'react-redux';",
    allowed: "import { useAppSelector } from '@hikari/shared/store';",
  },
];

for (const c of cases) {
  test(`lint refuses ${c.name}`, async () => {
    assert.equal((await refusals(c.file, `${c.refused}\nvoid 0;\n`)).length, 1, c.refused);
    assert.deepEqual(await refusals(c.file, `${c.allowed}\nvoid 0;\n`), [], c.allowed);
  });
}

test('the typed hooks may use the raw ones where they are defined, and nothing else there is lifted', async () => {
  const file = 'shared/src/store/hooks.ts';
  assert.deepEqual(await refusals(file, "import { useSelector } from 'react-redux';\nvoid 0;\n"), []);
  assert.equal((await refusals(file, "import { x } from '../../../api/src/config';\nvoid 0;\n")).length, 1);
});

test('lint refuses a function over 150 lines outside the copy files, and accepts one of 150', async () => {
  const fn = (lines: number) =>
    `export function probe() {\n${Array.from({ length: lines - 2 }, (_, i) => `  void ${i};`).join('\n')}\n}\n`;
  const longOnes = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
    return result.messages.filter((m) => m.ruleId === 'max-lines-per-function').length;
  };
  assert.equal(await longOnes('ops/src/features/audit/probe.ts', fn(151)), 1);
  assert.equal(await longOnes('ops/src/features/audit/probe.ts', fn(150)), 0);
  assert.equal(await longOnes('shell/src/content/probe.ts', fn(151)), 0);
});

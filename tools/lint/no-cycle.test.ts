// Lint refuses an import cycle (eslint.config.mjs, import-x/no-cycle): two
// real files that import each other are reported, and the same two files
// with the cycle broken are not.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });
// Inside the repository, so the root configuration applies; removed afterwards.
const dir = mkdtempSync(path.join(__dirname, '.cycle-probe-'));
after(() => rmSync(dir, { recursive: true, force: true }));

async function cycleMessages(files: Record<string, string>): Promise<string[]> {
  for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, name), code);
  const results = await eslint.lintFiles(Object.keys(files).map((name) => path.join(dir, name)));
  return results.flatMap((r) =>
    r.messages.filter((m) => m.ruleId === 'import-x/no-cycle').map((m) => m.message),
  );
}

test('two modules that import each other are refused', async () => {
  const messages = await cycleMessages({
    'price.ts': "import { label } from './label';\nexport const price = (n: number) => `${label()} ${n}`;\n",
    'label.ts': "import { price } from './price';\nexport const label = () => typeof price;\n",
  });
  assert.ok(messages.length >= 2, `expected both imports reported, got ${JSON.stringify(messages)}`);
});

test('the same modules without the cycle pass', async () => {
  const messages = await cycleMessages({
    'price.ts': "import { label } from './label';\nexport const price = (n: number) => `${label()} ${n}`;\n",
    'label.ts': "export const label = () => 'price';\n",
  });
  assert.deepEqual(messages, []);
});

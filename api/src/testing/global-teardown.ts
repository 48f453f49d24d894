import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const dir = process.env.HIKARI_TEST_TEMPLATE_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}

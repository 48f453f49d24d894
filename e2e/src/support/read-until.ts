// Reading a value again and again until it is what a test waits for: the
// state a page keeps a moment after the visitor's action (a field the postal
// look-up fills, the store's saved record, an event the API stored).
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Reads `read()` every `everyMs` until `done` holds or `timeoutMs` has passed,
 * and returns the last value read: the caller's assertion says what was
 * expected when it never came.
 */
export async function readUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs, everyMs = 100 }: { timeoutMs: number; everyMs?: number },
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await sleep(everyMs);
    value = await read();
  }
  return value;
}

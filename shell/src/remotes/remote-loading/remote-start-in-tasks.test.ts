import { remoteStartInTasks } from './remote-start-in-tasks';

type Plugin = typeof remoteStartInTasks;

/** Whether a task queued before `step` ran before `step` was done: the step started in a task of its own. */
async function startsInATaskOfItsOwn(step: () => unknown): Promise<boolean> {
  let queuedTaskRan = false;
  setTimeout(() => {
    queuedTaskRan = true;
  }, 0);
  await step();
  return queuedTaskRan;
}

describe('a remote started in tasks', () => {
  it("gives the container's start, the request for its routes and the routes module's evaluation a task each", async () => {
    const initOptions = { shareScope: {}, initScope: [], remoteEntryInitOptions: {} };
    const hooks = remoteStartInTasks as Required<
      Pick<Plugin, 'beforeInitContainer' | 'beforeGetExpose' | 'beforeExecuteFactory'>
    >;
    const args = initOptions as unknown as Parameters<typeof hooks.beforeInitContainer>[0];
    expect(await startsInATaskOfItsOwn(() => hooks.beforeInitContainer(args))).toBe(true);
    expect(await hooks.beforeInitContainer(args)).toBe(args);
    expect(
      await startsInATaskOfItsOwn(async () =>
        hooks.beforeGetExpose({} as Parameters<typeof hooks.beforeGetExpose>[0]),
      ),
    ).toBe(true);
    expect(
      await startsInATaskOfItsOwn(async () =>
        hooks.beforeExecuteFactory({} as Parameters<typeof hooks.beforeExecuteFactory>[0]),
      ),
    ).toBe(true);
  });
});

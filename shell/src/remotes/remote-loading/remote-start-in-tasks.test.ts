import { registerPlugins } from '@module-federation/enhanced/runtime';
import { remoteStartInTasks } from './remote-start-in-tasks';
import { startRemotes } from './remotes';
import { serveJson } from '../../testing';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));

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

describe('the plugin in the page', () => {
  it('is registered with the federation runtime when the remotes start, once per page', async () => {
    serveJson(() => ({
      remotes: { 'mfe-area': { version: '0.1.0-r1', entry: '/remotes/mfe-area/0.1.0-r1/remoteEntry.js' } },
      shell: { build: 'build-1' },
    }));
    expect(registerPlugins).not.toHaveBeenCalled();
    await startRemotes();
    await startRemotes();
    expect(registerPlugins).toHaveBeenCalledTimes(1);
    expect(registerPlugins).toHaveBeenCalledWith([remoteStartInTasks]);
  });
});

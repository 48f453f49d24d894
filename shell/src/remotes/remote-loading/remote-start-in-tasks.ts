import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '@hikari/shared/ui';

/**
 * Loading a remote's routes ran in one task from its entry's load event on:
 * the container's start (its share scope, a version check per shared
 * library), then asking it for its routes (the chunks' scripts added, their
 * shared libraries looked up), then the routes module's evaluation with its
 * libraries: on /area/ some 90 ms at 4x CPU before the module's own
 * evaluation (`npm run bench:main-thread -- --routes /area/ --tasks`). This
 * federation runtime plugin starts each of those steps in a task of its own.
 */
export const remoteStartInTasks: ModuleFederationRuntimePlugin = {
  name: 'hikari-remote-start-in-tasks',
  async beforeInitContainer(args) {
    await nextTask();
    return args;
  },
  async beforeGetExpose() {
    await nextTask();
  },
  async beforeExecuteFactory() {
    await nextTask();
  },
};

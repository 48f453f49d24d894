// Federation needs one asynchronous step before shared singletons are used.
// This script is added by start.ts once a prerendered page has been painted;
// bootstrap.tsx then starts React, the store and the page in steps. The
// federation runtime starts in this script's own task; asking for the
// start-up chunks waits for the next one, so a slow phone's main thread is
// not held for both at once (Total Blocking Time).
import { nextTask } from '@hikari/shared/ui/tasks';

void nextTask().then(() => import('./bootstrap'));

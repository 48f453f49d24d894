// What is live on the site, and every change of it: the one implementation
// behind `npm run release|rollback|remotes` (tools/site/cli.ts) and the API's
// ops endpoints (api/src/modules/ops/remotes-routes.ts). Plain file operations on an
// explicit deploy folder, no build step: a rollback rebuilds nothing.
//
// deploy/
//   remotes.json                          live version, entry, last known good and withdrawn
//                                         versions of every remote; the live shell build
//   remotes/<remote>/<version>/           one immutable folder per release
//   remotes/<remote>/releases.json        every release of that remote, oldest first
//   remotes/<remote>/history.json         every change of what is live, oldest first
//   shell/                                the files visitors get (live build plus the hashed
//                                         chunks of earlier builds, for pages still open)
//   shell-versions/<build>/               one folder per published shell build
//   shell-versions/releases.json          every published shell build, oldest first
//   shell-versions/history.json           every change of the live shell build
//
// A plain rollback returns to the version that was live before the current
// one according to the live history, never to one ops rolled away from or
// withdrew: after r1 -> release r2 -> rollback (r1) -> release r3, a rollback
// gives r1, not r2.
export * from './registry';
export * from './lock';
export * from './history';
export * from './canary';
export * from './publish';
export * from './audit';

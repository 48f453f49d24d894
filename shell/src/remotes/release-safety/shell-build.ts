// The id of the shell build this page runs (tools/webpack/create-config.ts
// compiles it in; publishing writes the live one into remotes.json).

declare const __SHELL_BUILD_ID__: string | undefined;

/** 'dev' outside a production build (dev server, tests): never compared. */
export const SHELL_BUILD_ID: string = typeof __SHELL_BUILD_ID__ === 'string' ? __SHELL_BUILD_ID__ : 'dev';

export * from './remote-page';
export * from './remotes-later';
export type { RemotesManifest } from './remotes-manifest';

export * from './remote-page';
export * from './remotes';
export type { RemotesManifest } from './remotes-manifest';

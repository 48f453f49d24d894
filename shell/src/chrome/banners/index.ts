export * from './banner-bar';
export { bannerCopy } from './banner-copy';

export * from './entities';
export * from './routes';
export * from './japan-time';
export * from './catalog';
export * from './campaigns';

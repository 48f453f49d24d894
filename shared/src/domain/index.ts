export * from './entities';
export * from './routes';

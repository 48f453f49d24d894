export * from './entities';
export * from './routes';
export * from './japan-time';
export * from './catalog';
export * from './campaigns';
export * from './estimate';
export * from './price-breakdown';

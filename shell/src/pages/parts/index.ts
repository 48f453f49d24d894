export * from './campaign-cards';
export * from './data-table';

export * from './campaign-cards';
export * from './data-table';
export * from './phone-window-cards';
export * from './page-section';
export * from './page-actions';

export * from './maintenance-modal';
export * from './maintenance-page';
export * from './use-maintenance-mode';
export * from './maintenance-period';
export { maintenanceCopy } from './maintenance-copy';

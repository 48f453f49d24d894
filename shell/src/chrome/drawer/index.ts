export * from './menu-drawer';

export * from './modal-dialog';

export * from './request-form-slice';

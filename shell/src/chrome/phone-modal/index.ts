export * from './phone-modal';
export * from './call-hours';
export { PHONE_CONSULTATION } from './phone-consultation-copy';

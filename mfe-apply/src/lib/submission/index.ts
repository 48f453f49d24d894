// What the forms that send personal data (contact, transfer) share about
// sending it: one request at a time, one idempotency key per set of answers,
// and the server's refusals in the visitor's terms. The Formik controls and
// validation they use are in components/form.
export * from './single-flight';
export * from './failure';
export * from './server-field-errors';
export {
  fingerprintOf,
  keyFor,
  newIdempotencyKey,
  readPendingKey,
  type PendingKey,
} from '@hikari/shared/domain';
export * from './maintenance';

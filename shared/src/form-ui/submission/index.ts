// What every form that sends answers shares about sending them: one request
// at a time, one idempotency key per set of answers kept in the tab's
// sessionStorage, the API's refusals in the visitor's terms, the maintenance
// answer, and the server's messages next to their fields.
export * from './single-flight';
export * from './failure';
export * from './server-field-errors';
export * from './pending-key';
export * from './maintenance';
export * from './form-submission';

// The calls of the customer steps: postal and bank look-ups, the referral-code check.
export * from './lookup-postal';
export * from './find-banks';
export * from './check-introduction-id';

export * from './analytics';
export * from './analytics-context';
export * from './access-tracking';
export * from './first-party-sink';

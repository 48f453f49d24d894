export * from './realtime-slice';
export * from './settings-channel';
export * from './start-settings-channel';

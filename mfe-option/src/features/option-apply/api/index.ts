export * from './apply-upsell';

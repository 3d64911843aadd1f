// Notification channels and outbound deliveries.
export * from './api.ts';
export * from './channel-schemas.ts';
export * from './delivery-payload.ts';
export * from './delivery-rules.ts';

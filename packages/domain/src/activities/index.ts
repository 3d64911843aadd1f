// Activities: the record of what happened, by whom, on which device, and its result.
export * from './activities-api.ts';
export * from './activity-schemas.ts';

// Policies: what they hold, how a tree of them merges into a device's effective policy, condition
// forms, device roles and the node-role policy map.
export * from './agent-settings.ts';
export * from './conditions.ts';
export * from './device-roles.ts';
export * from './inheritance.ts';
export * from './policy-api.ts';
export * from './policy-items.ts';
export * from './policy-map.ts';
export * from './policy-messages.ts';
export * from './policy-schemas.ts';
export * from './policy-tree.ts';
export * from './sample-device-fields.ts';

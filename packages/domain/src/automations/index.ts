// Help-desk automation rules: conditions, actions, boards, placeholders and their calls.
export * from './action-limits.ts';
export * from './action-schema.ts';
export * from './api.ts';
export * from './automation-types.ts';
export * from './board-schema.ts';
export * from './condition-fields.ts';
export * from './condition-schema.ts';
export * from './condition-values.ts';
export * from './firing-schemas.ts';
export * from './operators.ts';
export * from './placeholders.ts';
export * from './rule-form.ts';
export * from './rule-messages.ts';
export * from './rule-reference-names.ts';
export * from './rule-schema.ts';
export * from './tag-name.ts';
export * from './time-since.ts';

// The script library's contracts and rules: records, variables and their values, templates.
export * from './run-api.ts';
export * from './run-messages.ts';
export * from './run-rules.ts';
export * from './script-enums.ts';
export * from './script-os.ts';
export * from './script-schemas.ts';
export * from './script-variables.ts';
export * from './scripts-api.ts';
export * from './variable-input.ts';
export * from './variable-names.ts';

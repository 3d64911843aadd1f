// The run-time values schema: typed results, and each bad value reported on the variable's
// calculatedName with a message naming it; and the variable list rules of the script editor.
import { describe, expect, it } from 'vitest';
import { scriptInputSchema } from './script-schemas.ts';
import { type ScriptVariable, scriptVariableValuesSchema, variableEnvironment } from './script-variables.ts';

const variable = (v: Partial<ScriptVariable> & Pick<ScriptVariable, 'name' | 'calculatedName' | 'type'>) => ({
  description: '',
  required: false,
  valueList: [],
  ...v,
});

const variables: ScriptVariable[] = [
  variable({ name: 'Backup folder', calculatedName: 'backupFolder', type: 'TEXT', required: true }),
  variable({ name: 'Keep days', calculatedName: 'keepDays', type: 'INTEGER' }),
  variable({ name: 'Ratio', calculatedName: 'ratio', type: 'DECIMAL' }),
  variable({ name: 'Dry run', calculatedName: 'dryRun', type: 'CHECKBOX', required: true }),
  variable({ name: 'From', calculatedName: 'from', type: 'DATE' }),
  variable({ name: 'At', calculatedName: 'at', type: 'DATETIME' }),
  variable({ name: 'Mode', calculatedName: 'mode', type: 'DROPDOWN', valueList: ['fast', 'full'] }),
  variable({ name: 'Server', calculatedName: 'server', type: 'IPADDRESS' }),
];
const schema = scriptVariableValuesSchema(variables);

/** The one issue of a failed parse, as { path: message }. */
function issueOf(values: Record<string, unknown>) {
  const result = schema.safeParse(values);
  expect(result.success).toBe(false);
  return Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('scriptVariableValuesSchema', () => {
  it('answers typed values, unchecked for an absent checkbox, without empty optional ones', () => {
    const parsed = schema.parse({
      backupFolder: '/srv/backup\u0007',
      keepDays: '14',
      ratio: 0.5,
      from: '2026-03-01',
      at: '2026-03-01T10:30',
      mode: 'full',
      server: '10.0.0.1',
    });
    expect(parsed).toEqual({
      backupFolder: '/srv/backup',
      keepDays: 14,
      ratio: 0.5,
      dryRun: false,
      from: '2026-03-01',
      at: '2026-03-01T10:30',
      mode: 'full',
      server: '10.0.0.1',
    });
    expect(
      schema.parse({ backupFolder: 'x', keepDays: 3, ratio: '1.2', at: '2026-03-01T10:30:00Z' }),
    ).toMatchObject({
      keepDays: 3,
      ratio: 1.2,
      at: '2026-03-01T10:30:00Z',
    });
  });

  it('names a missing required variable, but never a checkbox', () => {
    expect(issueOf({ backupFolder: '' })).toEqual({ backupFolder: "'Backup folder' is required" });
    expect(issueOf({})).toEqual({ backupFolder: "'Backup folder' is required" });
  });

  it.each([
    ['keepDays', { keepDays: 'a1b2' }, "'Keep days' must be a whole number"],
    ['keepDays', { keepDays: 1.5 }, "'Keep days' must be a whole number"],
    ['keepDays', { keepDays: -1 }, "'Keep days' must be a whole number"],
    ['keepDays', { keepDays: true }, "'Keep days' must be a whole number"],
    ['ratio', { ratio: 'abc' }, "'Ratio' must be a number"],
    ['ratio', { ratio: 1.25 }, "'Ratio' must be a multiple of 0.1"],
    ['dryRun', { dryRun: 'yes' }, "'Dry run' must be checked or unchecked"],
    ['from', { from: '2026-02-30' }, "'From' must be a date (YYYY-MM-DD)"],
    ['at', { at: 'tomorrow' }, "'At' must be a date and time"],
    ['mode', { mode: 'slow' }, "'Mode' must be one of: fast, full"],
    ['mode', { mode: 3 }, "'Mode' must be one of its values"],
    ['server', { server: '10.0.0.' }, "'Server' must be an IPv4 address"],
    ['server', { server: '10.0.0.256' }, "'Server' must be an IPv4 address"],
    ['backupFolder', { backupFolder: 42 }, "'Backup folder' must be text"],
    ['backupFolder', { backupFolder: 'x'.repeat(4001) }, "'Backup folder' is too long"],
    ['nope', { nope: 'x' }, "No variable is named 'nope'"],
  ])('refuses a bad %s (case %#)', (path, bad, message) => {
    expect(issueOf({ backupFolder: 'x', ...bad })).toEqual({ [path]: message });
  });

  it('reports every bad variable at once', () => {
    expect(Object.keys(issueOf({ keepDays: 'x', mode: 'slow' }))).toEqual([
      'backupFolder',
      'keepDays',
      'mode',
    ]);
  });
});

describe('variableEnvironment', () => {
  it('writes every variable as text, an empty optional one as empty', () => {
    const values = schema.parse({ backupFolder: 'x', keepDays: 7, mode: 'fast' });
    expect(variableEnvironment(variables, values)).toMatchObject({
      backupFolder: 'x',
      keepDays: '7',
      dryRun: 'false',
      ratio: '',
      mode: 'fast',
    });
  });
});

describe('scriptInputSchema variables', () => {
  const base = { name: 'Clean up', language: 'SHELL', operatingSystems: ['LINUX'], body: 'echo hi' } as const;
  const fieldsOf = (input: object) => {
    const result = scriptInputSchema.safeParse(input);
    expect(result.success).toBe(false);
    return Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('derives each calculatedName from the name', () => {
    const parsed = scriptInputSchema.parse({ ...base, variables: [{ name: 'Backup folder', type: 'TEXT' }] });
    expect(parsed.variables[0]).toEqual({
      name: 'Backup folder',
      calculatedName: 'backupFolder',
      type: 'TEXT',
      description: '',
      required: false,
      valueList: [],
    });
  });

  it('names the variable whose calculatedName repeats another, without case', () => {
    const variables = [
      { name: 'Backup folder', type: 'TEXT' },
      { name: 'backup-FOLDER', type: 'TEXT' },
    ];
    expect(fieldsOf({ ...base, variables })).toEqual({
      'variables.1.name': "'backup-FOLDER' and 'Backup folder' both give the variable name 'backupFolder'",
    });
  });

  it('refuses a reserved or empty calculatedName', () => {
    const variables = [
      { name: 'Path', type: 'TEXT' },
      { name: '***', type: 'TEXT' },
    ];
    expect(fieldsOf({ ...base, variables })).toEqual({
      'variables.0.name': "'Path' gives the variable name 'path', which is reserved",
      'variables.1.name': 'The name needs a letter or a digit',
    });
  });

  it('needs a value list on a DROPDOWN and only there', () => {
    const variables = [
      { name: 'Mode', type: 'DROPDOWN' },
      { name: 'Size', type: 'INTEGER', valueList: ['1'] },
      { name: 'Speed', type: 'DROPDOWN', valueList: ['a', 'a'] },
    ];
    expect(fieldsOf({ ...base, variables })).toEqual({
      'variables.0.valueList': 'A DROPDOWN variable needs values',
      'variables.1.valueList': 'Only a DROPDOWN variable has values',
      'variables.2.valueList': 'Each value may appear once',
    });
  });

  it('refuses an operating system the language does not run on', () => {
    expect(fieldsOf({ ...base, operatingSystems: ['LINUX', 'WINDOWS'] })).toEqual({
      operatingSystems: 'SHELL scripts do not run on WINDOWS',
    });
    expect(fieldsOf({ ...base, language: 'BATCH', operatingSystems: ['MAC'] })).toEqual({
      operatingSystems: 'BATCH scripts do not run on MAC',
    });
  });

  it('answers issues, never throws, when a variable failed its own schema', () => {
    // A too-long list value is an issue Zod continues after, so the list checks still run.
    const hostile = {
      ...base,
      variables: [
        { name: 'Mode', type: 'DROPDOWN', valueList: ['x'.repeat(300)] },
        { name: 'Mode', type: 'TEXT' },
      ],
    };
    expect(Object.keys(fieldsOf(hostile))).toEqual(['variables.0.valueList.0']);
  });
});

// The editor's value helpers: where a 400's field lands, the platforms a language keeps, the body
// sent without derived names, and the run form preview's variables.
import { scriptInputSchema } from '@warden/domain';
import { describe, expect, it } from 'vitest';
import { script, variable } from '../testing/script-fixtures.ts';
import {
  formErrorPath,
  formToBody,
  operatingSystemsFor,
  previewVariables,
  scriptToForm,
} from './script-form-values.ts';

describe('script form values', () => {
  it("lands a variable's field message on that variable's field, others on the top-level field", () => {
    expect(formErrorPath('variables.2.valueList.0')).toBe('variables.2.valueList');
    expect(formErrorPath('variables.0.name')).toBe('variables.0.name');
    expect(formErrorPath('operatingSystems.1')).toBe('operatingSystems');
    expect(formErrorPath('name')).toBe('name');
  });

  it('keeps the operating systems a language runs on, or all of them when none is left', () => {
    expect(operatingSystemsFor('SHELL', ['WINDOWS'])).toEqual(['LINUX', 'MAC']);
    expect(operatingSystemsFor('PYTHON', ['WINDOWS'])).toEqual(['WINDOWS']);
    expect(operatingSystemsFor('BATCH', ['LINUX', 'WINDOWS'])).toEqual(['WINDOWS']);
  });

  it('sends variables without the calculatedName the server derives', () => {
    const form = scriptToForm(script(1, 'A', { variables: [variable('Backup folder', 'TEXT')] }));
    expect(form.variables).toEqual([
      { name: 'Backup folder', type: 'TEXT', description: '', required: false, valueList: [] },
    ]);
    const parsed = scriptInputSchema.parse(form);
    expect(parsed.variables[0]?.calculatedName).toBe('backupFolder');
    const body = formToBody(parsed);
    expect(body.variables?.[0]).not.toHaveProperty('calculatedName');
  });

  it('previews named variables once each, under their derived names', () => {
    const preview = previewVariables([
      { name: 'Backup folder', type: 'TEXT' },
      { name: '  ', type: 'TEXT' },
      { name: 'backup-folder', type: 'INTEGER' },
      { name: 'Mode', type: 'DROPDOWN', valueList: ['a', ''] },
    ]);
    expect(preview.map((v) => [v.calculatedName, v.type])).toEqual([
      ['backupFolder', 'TEXT'],
      ['mode', 'DROPDOWN'],
    ]);
    expect(preview[1]?.valueList).toEqual(['a']);
  });
});

// The run form: typed and pasted values sanitised by each variable's type (spec 001 section 5), the
// '*' of a required non-checkbox variable, the inputs each type gets, and each variable's own error.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScriptVariable } from '@warden/domain';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { variable } from '../../features/scripts/testing/script-fixtures.ts';
import { ScriptVariablesForm } from './script-variables-form.tsx';
import { checkVariableValues, type VariableFormErrors, type VariableFormValues } from './variable-values.ts';

function Harness({ variables, errors }: { variables: ScriptVariable[]; errors?: VariableFormErrors }) {
  const [value, setValue] = useState<VariableFormValues>({});
  return (
    <>
      <ScriptVariablesForm variables={variables} value={value} onChange={setValue} errors={errors} />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const setup = (variables: ScriptVariable[], errors?: VariableFormErrors) => {
  const user = userEvent.setup();
  render(<Harness variables={variables} errors={errors} />);
  return user;
};

describe('ScriptVariablesForm', () => {
  it('keeps only the digits typed into an INTEGER', async () => {
    const user = setup([variable('Retry count', 'INTEGER')]);
    await user.type(screen.getByLabelText('Retry count'), 'a1b2');
    expect(screen.getByLabelText('Retry count')).toHaveValue('12');
    expect(JSON.parse(screen.getByTestId('value').textContent ?? '')).toEqual({ retryCount: '12' });
  });

  it('sanitises a paste into an INTEGER', async () => {
    const user = setup([variable('Retry count', 'INTEGER')]);
    await user.click(screen.getByLabelText('Retry count'));
    await user.paste('a1b2');
    expect(screen.getByLabelText('Retry count')).toHaveValue('12');
  });

  it('keeps only digits and dots in an IPADDRESS, typed or pasted', async () => {
    const user = setup([variable('Server', 'IPADDRESS'), variable('Gateway', 'IPADDRESS')]);
    await user.type(screen.getByLabelText('Server'), '10.0.0.x');
    expect(screen.getByLabelText('Server')).toHaveValue('10.0.0.');
    await user.click(screen.getByLabelText('Gateway'));
    await user.paste('10.0.0.x');
    expect(screen.getByLabelText('Gateway')).toHaveValue('10.0.0.');
  });

  it('strips control characters from TEXT', async () => {
    setup([variable('Message', 'TEXT')]);
    fireEvent.change(screen.getByLabelText('Message'), { target: { value: 'hi\u0007 there\u202E' } });
    expect(screen.getByLabelText('Message')).toHaveValue('hi there');
  });

  it('steps a DECIMAL by 0.1 and sanitises its paste', () => {
    setup([variable('Ratio', 'DECIMAL')]);
    const input = screen.getByLabelText('Ratio');
    expect(input).toHaveAttribute('type', 'number');
    expect(input).toHaveAttribute('step', '0.1');
    fireEvent.paste(input, { clipboardData: { getData: () => 'x1.5y.2' } });
    expect(JSON.parse(screen.getByTestId('value').textContent ?? '')).toEqual({ ratio: '1.52' });
  });

  it("marks a required variable with '*', but not a required checkbox nor an optional one", () => {
    setup([
      variable('Folder', 'TEXT', { required: true }),
      variable('Force', 'CHECKBOX', { required: true }),
      variable('Note', 'TEXT'),
    ]);
    expect(screen.getByText('Folder').closest('label')).toHaveTextContent('Folder *');
    expect(screen.getByRole('checkbox', { name: 'Force' }).parentElement).not.toHaveTextContent('*');
    expect(screen.getByText('Note').closest('label')).toHaveTextContent(/^Note$/);
  });

  it('gives each type its input: checkbox, date, date and time, drop-down from the value list', async () => {
    const user = setup([
      variable('Force', 'CHECKBOX'),
      variable('Day', 'DATE'),
      variable('When', 'DATETIME'),
      variable('Mode', 'DROPDOWN', { valueList: ['fast', 'safe'] }),
    ]);
    expect(screen.getByLabelText('Day')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('When')).toHaveAttribute('type', 'datetime-local');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a value',
      'fast',
      'safe',
    ]);
    await user.selectOptions(screen.getByLabelText('Mode'), 'safe');
    await user.click(screen.getByRole('checkbox', { name: 'Force' }));
    expect(JSON.parse(screen.getByTestId('value').textContent ?? '')).toEqual({ mode: 'safe', force: true });
  });

  it("shows each variable's own error from the values schema", () => {
    const variables = [
      variable('Folder', 'TEXT', { required: true }),
      variable('Mode', 'DROPDOWN', { valueList: ['fast'] }),
      variable('Count', 'INTEGER'),
    ];
    const check = checkVariableValues(variables, { folder: '', mode: 'slow', count: '3' });
    expect(check.ok).toBe(false);
    const errors = check.ok ? {} : check.errors;
    expect(Object.keys(errors).sort()).toEqual(['folder', 'mode']);
    setup(variables, errors);
    expect(screen.getByLabelText(/Folder/)).toHaveAccessibleDescription("'Folder' is required");
    expect(screen.getByLabelText('Mode')).toHaveAccessibleDescription(errors.mode!);
    expect(screen.getByLabelText('Count')).toHaveAttribute('aria-invalid', 'false');
  });
});

// The shared script choice: the library's scripts to pick from, the chosen script's variables by type,
// and a missing required variable refused by the domain's values rule with its message on the input.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Script } from '@warden/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { script, variable } from '../../features/scripts/testing/script-fixtures.ts';
import {
  checkVariableValues,
  type VariableFormErrors,
  type VariableFormValues,
} from '../script-variables/variable-values.ts';
import { ScriptChoiceForm } from './script-choice-form.tsx';

const rotate = script(31, 'Rotate logs', {
  variables: [variable('Log directory', 'TEXT', { required: true }), variable('Keep days', 'INTEGER')],
});
const restart = script(32, 'Restart nginx');
const library = [rotate, restart];

function Harness({ onValid }: { onValid: (values: unknown) => void }) {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [values, setValues] = useState<VariableFormValues>({});
  const [errors, setErrors] = useState<VariableFormErrors>({});
  const chosen: Script | undefined = library.find((s) => s.id === selectedId);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) return;
        const check = checkVariableValues(chosen.variables, values);
        setErrors(check.ok ? {} : check.errors);
        if (check.ok) onValid(check.values);
      }}
    >
      <ScriptChoiceForm
        search=""
        onSearch={() => undefined}
        scripts={library}
        loading={false}
        failed={false}
        selectedId={selectedId}
        onSelect={setSelectedId}
        chosen={chosen}
        values={values}
        onValuesChange={setValues}
        errors={errors}
        className="variables"
        labels={{ variables: 'Variables', choose: 'Choose a script', loading: 'Loading' }}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('ScriptChoiceForm', () => {
  it("shows the chosen script's variables and refuses a missing required one", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    expect(screen.getByText('Choose a script')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Restart nginx/ })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Rotate logs/ }));
    const section = screen.getByRole('region', { name: 'Variables' });
    expect(section).toHaveTextContent('Rotate logs');
    const directory = screen.getByLabelText(/^Log directory/);
    expect(screen.getByLabelText(/^Keep days/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(directory).toHaveAttribute('aria-invalid', 'true');
    expect(directory).toHaveAccessibleDescription("'Log directory' is required");
    expect(onValid).not.toHaveBeenCalled();

    await user.type(directory, '/var/log');
    await user.type(screen.getByLabelText(/^Keep days/), '7');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ logDirectory: '/var/log', keepDays: 7 });
  });
});

// The editor's three lists (operating systems, architectures, categories) edited as checkbox groups:
// what is ticked is what is saved, in the options' order, and a list the schema refuses shows its error
// on its own group.
import '../../../components/test-support/dom-polyfills.ts';
import { screen, waitFor, within } from '@testing-library/react';
import type { Script, ScriptInput } from '@warden/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../testing/mock-api.ts';
import { renderInShell } from '../../../testing/render-in-shell.tsx';
import { ScriptEditorForm } from './script-editor-form.tsx';
import { blankScript } from './script-form-values.ts';

// The code editor loads CodeMirror lazily; a text area stands in for it.
vi.mock('../../../components/code-editor/code-editor-lazy.tsx', () => ({
  LazyCodeEditor: (props: { value: string; onChange: (v: string) => void; label: string }) => (
    <textarea aria-label={props.label} value={props.value} onChange={(e) => props.onChange(e.target.value)} />
  ),
}));

afterEach(() => vi.unstubAllGlobals());

function setup() {
  mockApi({ 'GET /api/scripting/categories': { body: [{ id: 4, name: 'Maintenance', scriptCount: 0 }] } });
  const onSave = vi.fn(async (body: ScriptInput) => ({ ...body, id: 1 }) as unknown as Script);
  const view = renderInShell(
    <ScriptEditorForm
      initial={{ ...blankScript(), name: 'Clean up', body: 'Write-Output 1' }}
      editable
      onSave={onSave}
      onSaved={vi.fn()}
      onCancel={vi.fn()}
    />,
  );
  return { ...view, onSave };
}

const group = (name: string) => screen.getByRole('group', { name });

describe('ScriptEditorForm lists', () => {
  it('saves what is ticked in each group, in the options’ order', async () => {
    const { user, onSave } = setup();
    await user.click(within(group('Operating systems')).getByRole('checkbox', { name: 'Linux' }));
    await user.click(within(group('Architectures')).getByRole('checkbox', { name: 'ARM64' }));
    await user.click(await within(group('Categories')).findByRole('checkbox', { name: 'Maintenance' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      operatingSystems: ['WINDOWS', 'LINUX'],
      architectures: ['X86', 'X64'],
      categories: [4],
    });
  });

  it('shows a refused list’s error on its own group only', async () => {
    const { user, onSave } = setup();
    await user.click(within(group('Operating systems')).getByRole('checkbox', { name: 'Windows' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(group('Operating systems')).toHaveAttribute('aria-invalid', 'true'));
    expect(group('Architectures')).toHaveAttribute('aria-invalid', 'false');
    expect(group('Categories')).toHaveAttribute('aria-invalid', 'false');
    expect(onSave).not.toHaveBeenCalled();
  });
});

// The CodeMirror editor: the caller's document shown and edits reported, the language's syntax
// switched in place (none for Batch), an outside change replacing the document, and read-only mode.
import { language as languageFacet } from '@codemirror/language';
import { EditorView } from '@codemirror/view';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../test-support/dom-polyfills.ts';
import { CodeEditor } from './code-editor.tsx';

const editorView = () => EditorView.findFromDOM(screen.getByRole('textbox', { name: 'Script' }))!;

describe('CodeEditor', () => {
  it('shows the document under its label and reports edits', () => {
    const onChange = vi.fn();
    render(<CodeEditor value={'echo "$name"'} onChange={onChange} language="shell" label="Script" />);
    expect(screen.getByRole('textbox', { name: 'Script' })).toHaveTextContent('echo "$name"');
    const view = editorView();
    view.dispatch({ changes: { from: view.state.doc.length, insert: '\nexit 0' } });
    expect(onChange).toHaveBeenLastCalledWith('echo "$name"\nexit 0');
  });

  it('switches the syntax with the language, and Batch has none', () => {
    const { rerender } = render(<CodeEditor value="x = 1" language="shell" label="Script" />);
    expect(editorView().state.facet(languageFacet)?.name).toBe('shell');
    rerender(<CodeEditor value="x = 1" language="python" label="Script" />);
    expect(editorView().state.facet(languageFacet)?.name).toBe('python');
    rerender(<CodeEditor value="x = 1" language="powershell" label="Script" />);
    expect(editorView().state.facet(languageFacet)?.name).toBe('powershell');
    rerender(<CodeEditor value="x = 1" language="vbscript" label="Script" />);
    expect(editorView().state.facet(languageFacet)?.name).toBe('vbscript');
    rerender(<CodeEditor value="x = 1" language="batch" label="Script" />);
    expect(editorView().state.facet(languageFacet)).toBeNull();
  });

  it('replaces the document when the value changes from outside, without reporting it back', () => {
    const onChange = vi.fn();
    const { rerender } = render(<CodeEditor value="a" onChange={onChange} language="shell" label="Script" />);
    rerender(<CodeEditor value="loaded body" onChange={onChange} language="shell" label="Script" />);
    expect(editorView().state.doc.toString()).toBe('loaded body');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('cannot be edited when read-only', () => {
    render(<CodeEditor value="a" language="shell" label="Script" readOnly />);
    expect(screen.getByRole('textbox', { name: 'Script' })).toHaveAttribute('contenteditable', 'false');
    expect(editorView().state.readOnly).toBe(true);
  });
});

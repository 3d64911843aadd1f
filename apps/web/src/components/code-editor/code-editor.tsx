// A CodeMirror 6 editor for source text: line numbers, undo history, bracket matching and syntax by
// language. The document is the caller's state; outside changes (a loaded record) replace it, and the
// language and read-only state switch in place without rebuilding the editor.
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, defaultHighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { Annotation, Compartment, EditorState } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { type CodeLanguage, languageExtension } from './code-languages.ts';
import './code-editor.css';

/** Marks the document replacements that come from the caller, which are not edits to report back. */
const fromCaller = Annotation.define<boolean>();

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  language: CodeLanguage;
  /** The accessible name of the text area. */
  label: string;
  readOnly?: boolean;
  /** Ids of the hint and error that describe the editor. */
  describedBy?: string;
  invalid?: boolean;
}

export function CodeEditor({
  value,
  onChange,
  language,
  label,
  readOnly = false,
  describedBy,
  invalid = false,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const compartments = useRef({ language: new Compartment(), readOnly: new Compartment() });
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // biome-ignore lint/correctness/useExhaustiveDependencies: built once; later props arrive through the effects below
  useEffect(() => {
    const { language: lang, readOnly: ro } = compartments.current;
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          drawSelection(),
          history(),
          bracketMatching(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          lang.of(languageExtension(language)),
          ro.of([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged || update.transactions.some((tr) => tr.annotation(fromCaller))) return;
            onChangeRef.current?.(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
  }, []);

  useEffect(() => {
    view.current?.dispatch({
      effects: compartments.current.language.reconfigure(languageExtension(language)),
    });
  }, [language]);

  useEffect(() => {
    view.current?.dispatch({
      effects: compartments.current.readOnly.reconfigure([
        EditorState.readOnly.of(readOnly),
        EditorView.editable.of(!readOnly),
      ]),
    });
  }, [readOnly]);

  useEffect(() => {
    const editor = view.current;
    if (!editor) return;
    const current = editor.state.doc.toString();
    if (current === value) return;
    editor.dispatch({
      changes: { from: 0, to: current.length, insert: value },
      annotations: fromCaller.of(true),
    });
  }, [value]);

  useEffect(() => {
    const content = view.current?.contentDOM;
    if (!content) return;
    content.setAttribute('aria-label', label);
    content.setAttribute('aria-multiline', 'true');
    if (describedBy) content.setAttribute('aria-describedby', describedBy);
    else content.removeAttribute('aria-describedby');
    content.setAttribute('aria-invalid', String(invalid));
  }, [label, describedBy, invalid]);

  return (
    <div ref={host} className="code-editor" data-language={language} data-invalid={invalid || undefined} />
  );
}

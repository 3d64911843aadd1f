// A rule's e-mail or comment body in the rich-text editor, with the placeholder picker inserting at the
// caret. Bodies saved as plain text before the editor open as paragraphs; an editor with no text is
// an empty body, so the schema's "required" applies.
import { type AutomationType, isHtmlBody, isRichTextEmpty, plainTextToHtml } from '@warden/domain';
import { useId, useRef, useState } from 'react';
import type { RichTextEditorHandle } from '../../../components/rich-text/rich-text-editor.tsx';
import { LazyRichTextEditor } from '../../../components/rich-text/rich-text-lazy.tsx';
import { PlaceholderPicker } from './placeholder-picker.tsx';

export interface RuleBodyEditorProps {
  label: string;
  value: string;
  onChange: (body: string) => void;
  automationType: AutomationType;
  error?: string;
  placeholderLabel?: string;
}

export function RuleBodyEditor({
  label,
  value,
  onChange,
  automationType,
  error,
  placeholderLabel,
}: RuleBodyEditorProps) {
  const id = useId();
  const handle = useRef<RichTextEditorHandle>(null);
  // The editor reads its content once; later values come from it.
  const [initialHtml] = useState(() => (isHtmlBody(value) ? value : plainTextToHtml(value)));
  return (
    <div className="field">
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <LazyRichTextEditor
        label={label}
        initialHtml={value ? initialHtml : undefined}
        handleRef={handle}
        invalid={!!error}
        describedBy={error ? `${id}-error` : undefined}
        onChange={({ html, text }) => onChange(isRichTextEmpty(text) ? '' : html || text)}
      />
      {error && (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      )}
      <PlaceholderPicker
        automationType={automationType}
        extended
        label={placeholderLabel}
        onPick={(key) => {
          handle.current?.insertText(key);
          handle.current?.focus();
        }}
      />
    </div>
  );
}

// The editor and viewer when rich text is off: a plain text box, and the body as plain text.
import { useImperativeHandle, useRef, useState } from 'react';
import type { RichTextEditorProps } from './rich-text-editor.tsx';
import { AttachFileButton } from './toolbar/attach-file-button.tsx';
import './legacy-text.css';

export function LegacyTextEditor({
  label,
  initialHtml,
  onChange,
  onAttach,
  placeholder,
  invalid = false,
  describedBy,
  disabled = false,
  handleRef,
}: RichTextEditorProps) {
  const [text, setText] = useState(() => (initialHtml ? plainTextOf(initialHtml) : ''));
  const area = useRef<HTMLTextAreaElement>(null);

  const change = (next: string) => {
    setText(next);
    onChange({ html: '', text: next, uploading: false });
  };

  // Recreated on each render, so it always works on the current text.
  useImperativeHandle(handleRef, () => ({
    insertText(inserted: string) {
      const element = area.current;
      const start = element?.selectionStart ?? text.length;
      const end = element?.selectionEnd ?? text.length;
      change(text.slice(0, start) + inserted + text.slice(end));
    },
    focus() {
      area.current?.focus();
    },
  }));

  return (
    <div className="rich-text-legacy">
      {onAttach && (
        <div className="rich-text-legacy__attach">
          <AttachFileButton onAttach={onAttach} disabled={disabled} />
        </div>
      )}
      <textarea
        ref={area}
        className="input rich-text-legacy__input"
        aria-label={label}
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        rows={6}
        onChange={(event) => change(event.target.value)}
      />
    </div>
  );
}

export function LegacyTextViewer({ html, text }: { html: string; text?: string }) {
  return <div className="rich-text-legacy__text">{text ?? plainTextOf(html)}</div>;
}

const BLOCKS = new Set(['P', 'DIV', 'LI', 'TR', 'H1', 'H2', 'H3', 'PRE', 'BLOCKQUOTE', 'TABLE', 'UL', 'OL']);

/** The text of stored HTML, one line per block; parsed inert, nothing in it runs or loads. */
export function plainTextOf(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const lines: string[] = [];
  let line = '';
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      line += node.textContent ?? '';
      return;
    }
    if (node.nodeName === 'BR') {
      lines.push(line);
      line = '';
      return;
    }
    for (const child of node.childNodes) walk(child);
    if (BLOCKS.has(node.nodeName) && line !== '') {
      lines.push(line);
      line = '';
    }
  };
  walk(body);
  if (line !== '') lines.push(line);
  return lines.join('\n');
}

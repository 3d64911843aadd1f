// Reports the editor's value to the form: the stored HTML, the plain text and whether an image is still
// uploading. It reports once at mount too, so a form opened on existing text holds it unchanged.
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $getRoot } from 'lexical';
import { useEffect, useRef } from 'react';
import { $exportRichTextHtml } from '../html-io.ts';
import type { RichTextValue } from '../rich-text-editor.tsx';

export function ValuePlugin({
  uploading,
  onChange,
}: {
  uploading: boolean;
  onChange: (value: RichTextValue) => void;
}) {
  const [editor] = useLexicalComposerContext();
  const latest = useRef({ uploading, onChange });
  latest.current = { uploading, onChange };
  const lastReported = useRef<RichTextValue | null>(null);

  useEffect(() => {
    const report = () => {
      const { html, text } = editor.read(() => ({
        html: $exportRichTextHtml(editor),
        text: $getRoot().getTextContent(),
      }));
      const value = { html, text, uploading: latest.current.uploading };
      const previous = lastReported.current;
      if (
        previous &&
        previous.html === html &&
        previous.text === text &&
        previous.uploading === value.uploading
      ) {
        return;
      }
      lastReported.current = value;
      latest.current.onChange(value);
    };
    report();
    return editor.registerUpdateListener(({ dirtyElements, dirtyLeaves }) => {
      if (dirtyElements.size > 0 || dirtyLeaves.size > 0) report();
    });
  }, [editor]);

  // An upload finishing changes the value even when the text does not.
  useEffect(() => {
    const previous = lastReported.current;
    if (!previous || previous.uploading === uploading) return;
    const value = { ...previous, uploading };
    lastReported.current = value;
    latest.current.onChange(value);
  }, [uploading]);

  return null;
}

// The toolbar's image button: picks image files and hands them to the images plugin, which checks,
// inserts and uploads them.
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { IMAGE_MIME_TYPES } from '@warden/domain';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { INSERT_IMAGE_COMMAND } from '../nodes/image-node.tsx';
import { ToolbarButton } from './toolbar-button.tsx';

const ACCEPT = IMAGE_MIME_TYPES.join(',');

const picture = (
  <svg
    viewBox="0 0 16 16"
    width="16"
    height="16"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.5"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <rect x="1.75" y="2.75" width="12.5" height="10.5" rx="1.5" />
    <circle cx="5.5" cy="6.25" r="1.25" />
    <path d="M14.25 10.5l-3.5-3.5-6.5 6.25" />
  </svg>
);

export function InsertImageButton({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation('richText');
  const [editor] = useLexicalComposerContext();
  const inputRef = useRef<HTMLInputElement>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so that choosing the same file again still fires a change.
    event.target.value = '';
    if (files.length > 0) editor.dispatchCommand(INSERT_IMAGE_COMMAND, files);
  };

  return (
    <>
      <ToolbarButton
        label={t('images.insert')}
        icon={picture}
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
      />
      <input
        ref={inputRef}
        type="file"
        multiple
        hidden
        accept={ACCEPT}
        tabIndex={-1}
        data-testid="insert-image-input"
        disabled={disabled}
        onChange={choose}
      />
    </>
  );
}

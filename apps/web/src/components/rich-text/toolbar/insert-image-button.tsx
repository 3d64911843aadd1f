// The toolbar's image button: picks image files and hands them to the images plugin, which checks,
// inserts and uploads them.
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { IMAGE_MIME_TYPES } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { INSERT_IMAGE_COMMAND } from '../nodes/image-node.tsx';
import { FileToolbarButton } from './file-toolbar-button.tsx';
import { toolbarIcons } from './toolbar-icons.tsx';

const ACCEPT = IMAGE_MIME_TYPES.join(',');

export function InsertImageButton({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation('richText');
  const [editor] = useLexicalComposerContext();
  return (
    <FileToolbarButton
      label={t('images.insert')}
      icon={toolbarIcons.picture}
      accept={ACCEPT}
      disabled={disabled}
      testId="insert-image-input"
      onFiles={(files) => editor.dispatchCommand(INSERT_IMAGE_COMMAND, files)}
    />
  );
}

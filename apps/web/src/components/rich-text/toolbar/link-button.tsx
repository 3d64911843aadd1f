// The toolbar's link button: opens the link dialog for the selected text, or for the link it sits in.
import { $toggleLink } from '@lexical/link';
import type { RangeSelection } from 'lexical';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkDialog } from './link-dialog.tsx';
import { ToolbarButton } from './toolbar-button.tsx';
import { toolbarIcons } from './toolbar-icons.tsx';

export interface LinkButtonProps {
  linkUrl: string | null;
  apply: ($change: (selection: RangeSelection) => void) => void;
  disabled?: boolean;
}

export function LinkButton({ linkUrl, apply, disabled = false }: LinkButtonProps) {
  const { t } = useTranslation('richText');
  const [open, setOpen] = useState(false);
  return (
    <>
      <ToolbarButton
        label={t('toolbar.link')}
        icon={toolbarIcons.link}
        pressed={linkUrl !== null}
        disabled={disabled}
        onClick={() => setOpen(true)}
      />
      <LinkDialog
        open={open}
        currentUrl={linkUrl}
        onClose={() => setOpen(false)}
        onApply={(url) => {
          setOpen(false);
          apply(() => $toggleLink(url));
        }}
        onRemove={() => {
          setOpen(false);
          apply(() => $toggleLink(null));
        }}
      />
    </>
  );
}

// The font-size menu of the toolbar (10 to 36 px), applied to the selected text as an inline style.
import { $patchStyleText } from '@lexical/selection';
import type { RangeSelection } from 'lexical';
import { useTranslation } from 'react-i18next';
import { DropdownButton } from '../../dropdown-button/dropdown-button.tsx';
import { toolbarIcons } from './toolbar-icons.tsx';

export const FONT_SIZES_PX = [10, 11, 12, 13, 14, 16, 18, 20, 24, 28, 32, 36] as const;
const DEFAULT_FONT_SIZE_PX = 14;

export interface FontSizeMenuProps {
  /** The selection's size as CSS ('16px'), '' when unset or mixed. */
  value: string;
  apply: ($change: (selection: RangeSelection) => void) => void;
  disabled?: boolean;
}

export function FontSizeMenu({ value, apply, disabled = false }: FontSizeMenuProps) {
  const { t } = useTranslation('richText');
  const current = Number.parseFloat(value) || DEFAULT_FONT_SIZE_PX;
  return (
    <DropdownButton
      label={t('toolbar.fontSize')}
      tooltip={t('toolbar.fontSize')}
      disabled={disabled}
      className="rich-text-toolbar__font-size"
      icon={
        <>
          <span>{t('toolbar.fontSizeValue', { size: current })}</span>
          {toolbarIcons.chevron}
        </>
      }
      items={FONT_SIZES_PX.map((size) => ({
        id: String(size),
        label: t('toolbar.fontSizeValue', { size }),
        onSelect: () => apply((selection) => $patchStyleText(selection, { 'font-size': `${size}px` })),
      }))}
    />
  );
}

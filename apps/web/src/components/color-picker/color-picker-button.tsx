// A toolbar button that shows its icon over a bar of the current colour and opens the colour panel
// 4 px under itself. Radix closes it on Escape or a click outside and puts focus back on the button.
import * as Popover from '@radix-ui/react-popover';
import { richTextLimits } from '@warden/domain';
import { type ReactNode, useState } from 'react';
import { DROPDOWN_OFFSET_PX } from '../dropdown-button/dropdown-button.tsx';
import { Tooltip } from '../tooltip/tooltip.tsx';
import { toHexColor } from './color-convert.ts';
import { ColorPicker } from './color-picker.tsx';
import './color-picker.css';

export interface ColorPickerButtonProps {
  label: string;
  color: string;
  onChange: (hex: string) => void;
  disabled?: boolean;
  icon: ReactNode;
}

export function ColorPickerButton({
  label,
  color,
  onChange,
  disabled = false,
  icon,
}: ColorPickerButtonProps) {
  const [open, setOpen] = useState(false);
  const bar = toHexColor(color) ?? richTextLimits.colorPicker.defaultColor;
  return (
    <Popover.Root open={open && !disabled} onOpenChange={setOpen}>
      <Tooltip content={label}>
        <Popover.Trigger asChild>
          <button type="button" className="button color-picker-button" aria-label={label} disabled={disabled}>
            <span className="color-picker-button__icon" aria-hidden="true">
              {icon}
            </span>
            <span className="color-picker-button__bar" style={{ backgroundColor: bar }} aria-hidden="true" />
          </button>
        </Popover.Trigger>
      </Tooltip>
      <Popover.Portal>
        <Popover.Content
          className="color-picker-popover"
          side="bottom"
          align="start"
          sideOffset={DROPDOWN_OFFSET_PX}
          collisionPadding={8}
          aria-label={label}
        >
          <ColorPicker color={color} onChange={onChange} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

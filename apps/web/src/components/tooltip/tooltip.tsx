// Tooltip on Radix: a short hint shown 100 ms after hover or keyboard focus on its trigger.
import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';

export const TOOLTIP_DELAY_MS = 100;

export interface TooltipProps {
  /** Nothing to show renders the trigger alone, so callers can make tooltips optional. */
  content?: ReactNode;
  /** A single element that can hold a ref and receive focus. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  if (content === undefined || content === null || content === '') return children;
  // Each tooltip carries its own provider so it works anywhere without app-level set-up.
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className="tooltip" side={side} sideOffset={4} collisionPadding={8}>
            {content}
            <RadixTooltip.Arrow className="tooltip__arrow" width={10} height={5} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}

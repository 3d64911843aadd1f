// The one-time guide next to the help button. It stays until dismissed with its own button, so a
// stray click or Escape elsewhere does not hide it for good.
import * as Popover from '@radix-ui/react-popover';
import { type ReactElement, useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface HelpGuideTooltipProps {
  open: boolean;
  dismissing: boolean;
  onDismiss: () => void;
  /** The help button the guide points at. */
  children: ReactElement;
}

export function HelpGuideTooltip({ open, dismissing, onDismiss, children }: HelpGuideTooltipProps) {
  const { t } = useTranslation('help');
  const titleId = useId();
  return (
    <Popover.Root open={open}>
      <Popover.Anchor asChild>{children}</Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          className="help-guide"
          side="bottom"
          align="end"
          sideOffset={10}
          collisionPadding={8}
          aria-labelledby={titleId}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => event.preventDefault()}
        >
          <p className="help-guide__title" id={titleId}>
            {t('guide.title')}
          </p>
          <p className="help-guide__body">{t('guide.body')}</p>
          <button type="button" className="button button--primary" onClick={onDismiss} disabled={dismissing}>
            {t('guide.dismiss')}
          </button>
          <Popover.Arrow className="help-guide__arrow" width={14} height={7} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

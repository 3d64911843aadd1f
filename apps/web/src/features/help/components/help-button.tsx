// The top bar's help button: opens and closes the help panel and carries the one-time guide.
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/hooks/use-session.ts';
import { HELP_PANEL_ID, useHelpPanel } from '../help-panel-context.tsx';
import { useHelpVisibility } from '../hooks/use-help-visibility.ts';
import { useHideHelpTooltip } from '../hooks/use-hide-help-tooltip.ts';
import { HelpGuideTooltip } from './help-guide-tooltip.tsx';

export function HelpButton() {
  const { t } = useTranslation('help');
  const session = useSession();
  const { open, setOpen } = useHelpPanel();
  const visibility = useHelpVisibility();
  const hideTooltip = useHideHelpTooltip();
  if (!visibility.menu) return null;
  return (
    <HelpGuideTooltip
      open={!session.user.hideHelpTooltip}
      dismissing={hideTooltip.isPending}
      onDismiss={() => hideTooltip.mutate()}
    >
      <button
        type="button"
        className="button button--ghost help-button"
        aria-expanded={open}
        aria-controls={open ? HELP_PANEL_ID : undefined}
        onClick={() => setOpen(!open)}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
          <path
            d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.6V14"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
          <circle cx="12" cy="17.5" r="1.2" fill="currentColor" />
        </svg>
        {t('button.label')}
      </button>
    </HelpGuideTooltip>
  );
}

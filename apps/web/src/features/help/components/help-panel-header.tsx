// The panel's header: Back (when a view is stacked), the view's title, close, and the search box.
import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBar } from '../../../components/search-bar/search-bar.tsx';
import { useHelpPanel } from '../help-panel-context.tsx';
import type { HelpView } from '../help-view-stack.ts';
import { useHelpVisibility } from '../hooks/use-help-visibility.ts';

export interface HelpPanelHeaderProps {
  view: HelpView;
  titleRef: RefObject<HTMLHeadingElement | null>;
}

export function HelpPanelHeader({ view, titleRef }: HelpPanelHeaderProps) {
  const { t } = useTranslation('help');
  const { state, dispatch } = useHelpPanel();
  const visibility = useHelpVisibility();
  return (
    <header className="help-panel__header">
      <div className="help-panel__bar">
        {state.stack.length > 1 && (
          <button type="button" className="button button--ghost" onClick={() => dispatch({ type: 'back' })}>
            <span aria-hidden="true">‹</span> {t('panel.back')}
          </button>
        )}
        <Dialog.Title className="help-panel__title" ref={titleRef} tabIndex={-1}>
          {t(`panel.titles.${view}`)}
        </Dialog.Title>
        <Dialog.Close className="button button--ghost help-panel__close" aria-label={t('panel.close')}>
          ×
        </Dialog.Close>
      </div>
      {visibility.articles && view !== 'supportRequest' && (
        <SearchBar
          className="help-panel__search"
          value={state.search}
          onValueChange={(text) => dispatch({ type: 'type', text })}
          label={t('panel.searchLabel')}
          placeholder={t('panel.searchPlaceholder')}
          maxLength={200}
        />
      )}
    </header>
  );
}

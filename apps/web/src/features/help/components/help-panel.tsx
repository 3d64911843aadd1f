// The help resources panel: a 420 px non-modal side panel (Radix Dialog) holding a stack of views.
// Views under the top one stay mounted but hidden, so a support request draft survives a look at the articles.
import * as Dialog from '@radix-ui/react-dialog';
import { HELP_PANEL_WIDTH_PX, isEditorPath } from '@warden/domain';
import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import '../help.css';
import { HELP_PANEL_ID, useHelpPanel } from '../help-panel-context.tsx';
import { type HelpView, topView } from '../help-view-stack.ts';
import { useHelpVisibility } from '../hooks/use-help-visibility.ts';
import { HelpArticleListView } from './help-article-list-view.tsx';
import { HelpArticleView } from './help-article-view.tsx';
import { HelpDefaultView } from './help-default-view.tsx';
import { HelpPanelHeader } from './help-panel-header.tsx';

// The support request form (and the phone number library under it) loads only when someone opens it.
const SupportRequestView = lazy(async () => ({
  default: (await import('./support-request-view.tsx')).SupportRequestView,
}));

const views: Record<HelpView, ComponentType> = {
  default: HelpDefaultView,
  articles: HelpArticleListView,
  article: HelpArticleView,
  supportRequest: SupportRequestView,
};

export function HelpPanel() {
  const { t } = useTranslation('help');
  const { open, setOpen, state, dispatch } = useHelpPanel();
  const visibility = useHelpVisibility();
  const { pathname } = useLocation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const depth = state.stack.length;

  useEffect(() => {
    if (isEditorPath(pathname)) setOpen(false);
  }, [pathname, setOpen]);

  // A view change that took focus with it (Back, a link that unmounted) hands focus to the title.
  useEffect(() => {
    if (depth > 0 && (document.activeElement === document.body || !document.activeElement)) {
      titleRef.current?.focus();
    }
  }, [depth]);

  if (!visibility.menu) return null;
  const top = topView(state);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen} modal={false}>
      <Dialog.Portal>
        <Dialog.Content
          id={HELP_PANEL_ID}
          className="help-panel"
          style={{ width: HELP_PANEL_WIDTH_PX }}
          aria-describedby={undefined}
          // The panel stays open while the technician works on the page beside it.
          onInteractOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={() => dispatch({ type: 'reset' })}
          // Opening puts the cursor in the search box, where most visits start.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            const search = document
              .getElementById(HELP_PANEL_ID)
              ?.querySelector<HTMLElement>('input[type=search]');
            (search ?? titleRef.current)?.focus();
          }}
        >
          <HelpPanelHeader view={top} titleRef={titleRef} />
          <div className="help-panel__body">
            {state.stack.map((view) => {
              const View = views[view];
              return (
                <section key={view} hidden={view !== top} className="help-panel__view">
                  <Suspense fallback={<Spinner label={t('panel.loading')} />}>
                    <View />
                  </Suspense>
                </section>
              );
            })}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

// The browser's breadcrumb: 'All plans' first, then one crumb per level opened; any earlier crumb
// jumps back to its level.
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../i18n/format-date-time.ts';
import { type Crumb, imageFolderName, revisionDate, revisionTargetName, type Trail } from './browse-trail.ts';

export function useCrumbLabel() {
  const { t, i18n } = useTranslation('backup');
  return (crumb: Crumb): string => {
    switch (crumb.level) {
      case 'plans':
        return t('browser.allPlans');
      case 'volumes':
      case 'folders':
        return crumb.plan.name;
      case 'folder':
        return crumb.folder.entry.name;
      case 'search':
        return t('browser.searchResults');
      case 'revisions':
        return revisionTargetName(crumb.target);
      case 'image':
        return crumb.path === '/'
          ? formatDateTime(revisionDate(crumb.revision), i18n.language, 'second')
          : imageFolderName(crumb.path);
    }
  };
}

export function Breadcrumb({ trail, onJump }: { trail: Trail; onJump: (index: number) => void }) {
  const { t } = useTranslation('backup');
  const label = useCrumbLabel();
  return (
    <nav className="backup-breadcrumb" aria-label={t('browser.breadcrumbLabel')}>
      <ol>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a crumb's place in the trail is its identity
            <li key={index}>
              {last ? (
                <span aria-current="page">{label(crumb)}</span>
              ) : (
                <button type="button" className="button--link" onClick={() => onJump(index)}>
                  {label(crumb)}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

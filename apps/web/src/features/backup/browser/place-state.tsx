// What the browser shows while a linked place opens, when its calls fail, and when the place is not
// there (another organisation's, deleted, or not for this technician): the way back to 'All plans'.
import { useTranslation } from 'react-i18next';
import { LevelFrame } from './level-frame.tsx';
import type { PlaceTrail } from './use-place-trail.ts';

export function PlaceState({
  place,
  onHome,
}: {
  place: Exclude<PlaceTrail, { status: 'ready' }>;
  onHome: () => void;
}) {
  const { t } = useTranslation('backup');
  if (place.status === 'missing') {
    return (
      <div className="card empty-state" data-testid="backup-place-not-found">
        <p>{t('browser.placeNotFound')}</p>
        <button type="button" className="button" onClick={onHome}>
          {t('browser.allPlans')}
        </button>
      </div>
    );
  }
  return (
    <LevelFrame
      pending={place.status === 'pending'}
      error={place.status === 'error' ? place.error : null}
      errorMessage={t('browser.errors.generic')}
      onRetry={place.status === 'error' ? place.retry : () => {}}
      empty={false}
      emptyText=""
    >
      {null}
    </LevelFrame>
  );
}

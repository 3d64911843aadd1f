// The backup get-started panel: the steps video, what backup offers, and a 'Request Demo' button. It
// fills the backup tabs while backup is not enabled, and the 'Backup' modal.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BackupVideo } from './backup-video.tsx';
import { RequestDemoDialog } from './request-demo-dialog.tsx';

const features = ['image', 'files', 'storage', 'selfService', 'fastRestore', 'bareMetal'] as const;

/** The panel's content without a frame, for the tab card and the modal. */
export function GetStartedContent({ titleId }: { titleId?: string }) {
  const { t } = useTranslation('backup');
  const [demoOpen, setDemoOpen] = useState(false);
  return (
    <div className="get-started">
      <h2 id={titleId} className="get-started__title">
        {t('getStarted.title')}
      </h2>
      <div className="get-started__body">
        <BackupVideo />
        <ul className="get-started__features" aria-label={t('getStarted.featuresLabel')}>
          {features.map((feature) => (
            <li key={feature}>{t(`getStarted.features.${feature}`)}</li>
          ))}
        </ul>
      </div>
      <button type="button" className="button button--primary" onClick={() => setDemoOpen(true)}>
        {t('getStarted.requestDemo')}
      </button>
      {demoOpen && <RequestDemoDialog onClose={() => setDemoOpen(false)} />}
    </div>
  );
}

export function GetStartedPanel() {
  return (
    <section className="card get-started-panel" aria-labelledby="backup-get-started-title">
      <GetStartedContent titleId="backup-get-started-title" />
    </section>
  );
}

// The backup manage browser: breadcrumb from 'All plans' down through the levels of a device's
// backups, each level's rows, and the dialogs its actions open.
import { type Device, mayBrowseBackupData } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../auth/hooks/use-session.ts';
import { Breadcrumb } from './breadcrumb.tsx';
import { BrowseDialogs } from './browse-dialogs.tsx';
import type { BrowseEnv, DialogRequest } from './browse-env.ts';
import { type Crumb, crumbKey } from './browse-trail.ts';
import { FolderLevel, SearchLevel } from './content-levels.tsx';
import { FoldersLevel } from './folders-level.tsx';
import { ImageLevel } from './image-level.tsx';
import { PlaceState } from './place-state.tsx';
import { PlansLevel } from './plans-level.tsx';
import { RevisionsLevel } from './revisions-level.tsx';
import { useBrowseTrail } from './use-browse-trail.ts';
import { useOpenLevel } from './use-open-level.ts';
import { VolumesLevel } from './volumes-level.tsx';

function Level({ env, crumb }: { env: BrowseEnv; crumb: Crumb }) {
  switch (crumb.level) {
    case 'plans':
      return <PlansLevel env={env} />;
    case 'volumes':
      return <VolumesLevel env={env} plan={crumb.plan} />;
    case 'folders':
      return <FoldersLevel env={env} plan={crumb.plan} />;
    case 'folder':
      return <FolderLevel env={env} plan={crumb.plan} folder={crumb.folder} />;
    case 'search':
      return <SearchLevel env={env} plan={crumb.plan} within={crumb.within} term={crumb.term} />;
    case 'revisions':
      return <RevisionsLevel env={env} plan={crumb.plan} target={crumb.target} />;
    case 'image':
      return (
        <ImageLevel
          env={env}
          plan={crumb.plan}
          volume={crumb.volume}
          revision={crumb.revision}
          path={crumb.path}
        />
      );
  }
}

export function BackupBrowser({ device }: { device: Device }) {
  const { t } = useTranslation('backup');
  const session = useSession();
  const { place, trail, open, jumpTo, home } = useBrowseTrail(device.id);
  const openLevel = useOpenLevel(device.id, open);
  const [dialog, setDialog] = useState<DialogRequest | null>(null);
  // Bumped after a deletion: the level remounts, dropping a selection of rows that are now gone.
  const [generation, setGeneration] = useState(0);
  const env: BrowseEnv = {
    device,
    canView: mayBrowseBackupData(
      !!session.permissions.canViewAndRestoreBackupData,
      session.divisionConfig.features,
    ),
    canDelete: !!session.permissions.canDeleteBackupData,
    features: session.divisionConfig.features,
    open: openLevel,
    openDialog: setDialog,
  };
  const depth = trail.length - 1;
  const crumb = trail[depth]!;
  return (
    <section className="card backup-browser" aria-labelledby="backup-browser-title">
      <h2 id="backup-browser-title">{t('page.dataTitle')}</h2>
      {place.status === 'ready' ? (
        <>
          <Breadcrumb trail={trail} onJump={jumpTo} />
          <Level key={`${crumbKey(crumb, depth)}#${generation}`} env={env} crumb={crumb} />
        </>
      ) : (
        <PlaceState place={place} onHome={home} />
      )}
      <BrowseDialogs
        device={device}
        request={dialog}
        onClose={() => setDialog(null)}
        onDeleted={() => setGeneration((n) => n + 1)}
      />
    </section>
  );
}

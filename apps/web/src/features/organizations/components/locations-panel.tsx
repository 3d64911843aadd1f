// The chosen organisation's locations, with adding and editing them.
import type { Location } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog/dialog-frame.tsx';
import { useErrorMessage } from '../../../components/error-message/use-error-message.ts';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { useOrganizationDetail } from '../hooks/use-organization-detail.ts';
import { useSaveLocation } from '../hooks/use-organization-mutations.ts';
import { LocationForm } from './location-form.tsx';
import { LocationsTable } from './locations-table.tsx';

type DialogState = { kind: 'create' } | { kind: 'edit'; location: Location } | null;

export function LocationsPanel({
  organizationId,
  canManage,
}: {
  organizationId: number;
  canManage: boolean;
}) {
  const { t } = useTranslation('organizations');
  const errorMessage = useErrorMessage();
  const organization = useOrganizationDetail(organizationId);
  const [dialog, setDialog] = useState<DialogState>(null);
  const saveLocation = useSaveLocation(organizationId);
  const close = () => setDialog(null);
  const name = organization.data?.name ?? '';

  return (
    <section className="card customers__locations" aria-labelledby="customers-locations-title">
      <header className="page__header">
        <h2 id="customers-locations-title">
          {organization.data ? t('locations.title', { name }) : t('locations.titlePlain')}
        </h2>
        {canManage && organization.data && (
          <button
            type="button"
            className="button button--primary"
            onClick={() => setDialog({ kind: 'create' })}
          >
            {t('locations.add')}
          </button>
        )}
      </header>
      {organization.isPending ? (
        <Spinner label={t('locations.loading')} />
      ) : organization.isError ? (
        <p role="alert" className="empty-state">
          {t('locations.loadFailed', { message: errorMessage(organization.error) })}
        </p>
      ) : organization.data.locations.length === 0 ? (
        <p className="empty-state">{t('locations.empty')}</p>
      ) : (
        <div className="table-wrap">
          <LocationsTable
            locations={organization.data.locations}
            canManage={canManage}
            onEdit={(location) => setDialog({ kind: 'edit', location })}
          />
        </div>
      )}
      <DialogFrame
        open={dialog !== null}
        onClose={close}
        title={
          dialog?.kind === 'edit'
            ? t('locations.editTitle', { name: dialog.location.name })
            : t('locations.createTitle', { organization: name })
        }
      >
        {dialog && (
          <LocationForm
            location={dialog.kind === 'edit' ? dialog.location : undefined}
            onSave={(body) => saveLocation(dialog.kind === 'edit' ? dialog.location.id : undefined, body)}
            onDone={close}
          />
        )}
      </DialogFrame>
    </section>
  );
}

// Ticketing settings › Attributes: the custom ticket attributes, added and edited in a dialog.
import type { TicketAttribute } from '@warden/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../components/dialog/dialog-frame.tsx';
import { useTicketAttributes } from '../tickets/hooks/use-ticketing-config.ts';
import { AttributeForm } from './components/attribute-form.tsx';
import { AttributeTable } from './components/attribute-table.tsx';
import { ListState } from './components/list-state.tsx';
import { useSaveAttribute } from './hooks/use-catalog-mutations.ts';

type Editing = { attribute: TicketAttribute | null } | null;

export function AttributesTab() {
  const { t } = useTranslation('ticketingAdmin');
  const attributes = useTicketAttributes();
  const save = useSaveAttribute();
  const [editing, setEditing] = useState<Editing>(null);
  const attribute = editing?.attribute ?? null;
  return (
    <>
      <div className="ticketing-admin__tab-header">
        <h2>{t('tabs.attributes')}</h2>
        <button
          type="button"
          className="button button--primary"
          onClick={() => setEditing({ attribute: null })}
        >
          {t('attributes.add')}
        </button>
      </div>
      <ListState query={attributes} loadingLabel={t('attributes.loading')} emptyText={t('attributes.empty')}>
        {(rows) => <AttributeTable attributes={rows} onEdit={(a) => setEditing({ attribute: a })} />}
      </ListState>
      <DialogFrame
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={attribute ? t('editTitle', { name: attribute.name }) : t('attributes.add')}
        size="wide"
      >
        <AttributeForm
          attribute={attribute}
          onSave={(body) => save.mutateAsync({ id: attribute?.id ?? null, body })}
          onDone={() => setEditing(null)}
        />
      </DialogFrame>
    </>
  );
}

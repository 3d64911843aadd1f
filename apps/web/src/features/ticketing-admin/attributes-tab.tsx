// Ticketing settings › Attributes: the custom ticket attributes, added and edited in a dialog.
import { useTranslation } from 'react-i18next';
import { useTicketAttributes } from '../tickets/hooks/use-ticketing-config.ts';
import { AttributeForm } from './components/attribute-form.tsx';
import { AttributeTable } from './components/attribute-table.tsx';
import { CatalogTab } from './components/catalog-tab.tsx';
import { useSaveAttribute } from './hooks/use-catalog-mutations.ts';

export function AttributesTab() {
  const { t } = useTranslation('ticketingAdmin');
  const attributes = useTicketAttributes();
  const save = useSaveAttribute();
  return (
    <CatalogTab
      heading={t('tabs.attributes')}
      addLabel={t('attributes.add')}
      query={attributes}
      loadingLabel={t('attributes.loading')}
      emptyText={t('attributes.empty')}
      wide
      table={(rows, onEdit) => <AttributeTable attributes={rows} onEdit={onEdit} />}
      form={(attribute, onDone) => (
        <AttributeForm
          attribute={attribute}
          onSave={(body) => save.mutateAsync({ id: attribute?.id ?? null, body })}
          onDone={onDone}
        />
      )}
    />
  );
}

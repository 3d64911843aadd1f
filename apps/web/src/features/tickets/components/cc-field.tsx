// A ticket's CC list: technicians, end users and contacts picked from the requester picker (named,
// deleted ones marked), and plain e-mail addresses. Each change saves the whole list.
import { type CcList, emailSchema, type Ticket } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import type { PickerOptions } from '../hooks/use-picker-options.ts';
import { EditableText } from './editable-text.tsx';
import { PagedPicker } from './paged-picker.tsx';

export interface CcFieldProps {
  ccList: Ticket['ccList'];
  ccPeople: Ticket['ccPeople'];
  /** The requester picker: technicians, end users and contacts. */
  source: (search: string) => PickerOptions<string>;
  onSave: (ccList: CcList) => Promise<unknown>;
}

const splitEmails = (text: string) =>
  text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
const allEmails = (text: string) => splitEmails(text).every((e) => emailSchema.safeParse(e).success);

export function CcField({ ccList, ccPeople, source, onSave }: CcFieldProps) {
  const { t } = useTranslation('tickets');
  const { uids, emails } = ccList;
  // A uid the server no longer knows is someone removed for good: shown by uid, as deleted.
  const nameOf = (uid: string) => {
    const person = ccPeople.find((p) => p.uid === uid);
    return !person || person.deleted ? t('deleted', { name: person?.name ?? uid }) : person.name;
  };
  return (
    <fieldset className="ticket-cc">
      <legend>{t('fields.cc')}</legend>
      {uids.length > 0 && (
        <ul className="ticket-cc__people" aria-label={t('fields.ccPeople')}>
          {uids.map((uid) => (
            <li key={uid}>
              <span>{nameOf(uid)}</span>
              <button
                type="button"
                className="button button--link"
                aria-label={t('fields.ccRemove', { name: nameOf(uid) })}
                onClick={() => void onSave({ uids: uids.filter((u) => u !== uid), emails })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <PagedPicker<string>
        label={t('fields.ccAdd')}
        value={null}
        valueLabel={null}
        emptyLabel=""
        clearable={false}
        onChange={(uid) => {
          if (uid !== null && !uids.includes(uid)) void onSave({ uids: [...uids, uid], emails });
        }}
        source={source}
      />
      <EditableText
        label={t('fields.ccEmails')}
        value={emails.join(', ')}
        validate={(text) => (allEmails(text) ? undefined : t('fields.ccHint'))}
        onSave={(text) => onSave({ uids, emails: splitEmails(text) })}
      />
    </fieldset>
  );
}

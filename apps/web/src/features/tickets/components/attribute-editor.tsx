// One custom attribute's editor by its type; reports the new value (null clears it). Dates are kept
// as seconds, as the API stores them.
import type { AttributeValue, TicketAttribute } from '@warden/domain';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import { EditableText } from './editable-text.tsx';
import { EnumSelect } from './enum-select.tsx';

export interface AttributeEditorProps {
  attribute: TicketAttribute;
  value: AttributeValue | undefined;
  onSave: (value: AttributeValue | null) => Promise<unknown>;
}

const toDateInput = (seconds: unknown) =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toISOString().slice(0, 10) : '';

export function AttributeEditor({ attribute, value, onSave }: AttributeEditorProps) {
  const { t } = useTranslation('tickets');
  const choices = attribute.content.values ?? [];
  switch (attribute.attributeType) {
    case 'CHECKBOX':
      return (
        <Checkbox label={attribute.name} checked={value === true} onCheckedChange={(on) => void onSave(on)} />
      );
    case 'DROPDOWN':
      return (
        <EnumSelect
          label={attribute.name}
          value={typeof value === 'string' ? value : null}
          emptyLabel={t('none')}
          options={choices.map((c) => ({ value: c.id, label: c.name }))}
          onChange={(id) => void onSave(id)}
          onClear={() => void onSave(null)}
        />
      );
    case 'MULTI_SELECT': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <fieldset className="attribute-multi">
          <legend>{attribute.name}</legend>
          {choices.map((c) => (
            <Checkbox
              key={c.id}
              label={c.name}
              checked={chosen.includes(c.id)}
              onCheckedChange={(on) =>
                void onSave(on ? [...chosen, c.id] : chosen.filter((id) => id !== c.id))
              }
            />
          ))}
        </fieldset>
      );
    }
    case 'NUMERIC':
    case 'DECIMAL':
      return (
        <EditableText
          label={attribute.name}
          value={value === undefined ? '' : String(value)}
          validate={(text) => {
            if (text.trim() !== '' && !Number.isFinite(Number(text))) return t('fields.numberRequired');
            if (attribute.content.max !== undefined && Number(text) > attribute.content.max)
              return t('fields.atMost', { max: attribute.content.max });
            return undefined;
          }}
          onSave={(text) => onSave(text.trim() === '' ? null : Number(text))}
        />
      );
    case 'DATE':
      return (
        <EditableText
          label={attribute.name}
          value={toDateInput(value)}
          validate={(text) =>
            text === '' || !Number.isNaN(Date.parse(text)) ? undefined : t('fields.dateRequired')
          }
          onSave={(text) => onSave(text === '' ? null : Math.floor(Date.parse(text) / 1000))}
        />
      );
    default:
      return (
        <EditableText
          label={attribute.name}
          value={typeof value === 'string' ? value : ''}
          multiline={attribute.attributeType === 'TEXT_MULTILINE'}
          onSave={(text) => onSave(text === '' ? null : text)}
        />
      );
  }
}

// A group's criteria, edited as device search is used: the device name text and device search's own
// filter bar (organisation, class, status, backup).
import { useTranslation } from 'react-i18next';
import { DeviceFilterBar } from '../../devices/components/device-filter-bar.tsx';
import type { GroupSearch } from '../group-criteria.ts';
// The filter bar's popovers are styled there; this form may open before device search ever loaded.
import '../../devices/devices.css';

export interface CriteriaEditorProps {
  value: GroupSearch;
  onChange: (value: GroupSearch) => void;
  /** The server's message for the organisation, when it refused the choice. */
  organizationError?: string;
}

export function CriteriaEditor({ value, onChange, organizationError }: CriteriaEditorProps) {
  const { t } = useTranslation('deviceGroups');
  return (
    <fieldset className="group-criteria">
      <legend>{t('form.criteria')}</legend>
      <div className="field">
        <label htmlFor="group-criteria-name">{t('form.deviceName')}</label>
        <input
          id="group-criteria-name"
          className="input"
          value={value.text}
          maxLength={200}
          autoComplete="off"
          placeholder={t('form.deviceNamePlaceholder')}
          onChange={(event) => onChange({ ...value, text: event.target.value })}
        />
      </div>
      <DeviceFilterBar filters={value.filters} onChange={(filters) => onChange({ ...value, filters })} />
      {organizationError && <span className="field__error">{organizationError}</span>}
    </fieldset>
  );
}

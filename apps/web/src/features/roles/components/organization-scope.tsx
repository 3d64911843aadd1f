// Which organisations a role sees: all of them, or a chosen list.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OrganizationPicker } from './organization-picker.tsx';

export interface OrganizationScopeProps {
  allOrganizations: boolean;
  onAllOrganizationsChange: (all: boolean) => void;
  organizationIds: number[];
  onOrganizationIdsChange: (ids: number[]) => void;
  error?: string;
  readOnly?: boolean;
}

export function OrganizationScope({
  allOrganizations,
  onAllOrganizationsChange,
  organizationIds,
  onOrganizationIdsChange,
  error,
  readOnly = false,
}: OrganizationScopeProps) {
  const { t } = useTranslation('admin');
  const name = useId();
  return (
    <fieldset className="role-form__group">
      <legend>{t('roles.form.organizations')}</legend>
      <div className="role-form__scope">
        <label className="field--inline">
          <input
            type="radio"
            name={name}
            checked={allOrganizations}
            disabled={readOnly}
            onChange={() => onAllOrganizationsChange(true)}
          />
          {t('roles.allOrganizations')}
        </label>
        <label className="field--inline">
          <input
            type="radio"
            name={name}
            checked={!allOrganizations}
            disabled={readOnly}
            onChange={() => onAllOrganizationsChange(false)}
          />
          {t('roles.form.chosenOnly')}
        </label>
      </div>
      {!allOrganizations && (
        <OrganizationPicker
          value={organizationIds}
          onChange={onOrganizationIdsChange}
          error={error}
          disabled={readOnly}
        />
      )}
    </fieldset>
  );
}

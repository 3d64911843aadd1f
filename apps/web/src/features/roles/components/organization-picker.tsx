// Chooses organisations for a role: a name search over the paged organisation picker call, a
// checkbox per organisation, and the chosen ones as removable chips.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/checkbox/checkbox.tsx';
import { SearchBar } from '../../../components/search-bar/search-bar.tsx';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { useDebouncedValue } from '../../../components/use-debounced-value/use-debounced-value.ts';
import { useOrganizationNames } from '../../organizations/hooks/use-organization-names.ts';
import { useOrganizationOptions } from '../../organizations/hooks/use-organization-options.ts';

export interface OrganizationPickerProps {
  value: number[];
  onChange: (ids: number[]) => void;
  error?: string;
  disabled?: boolean;
}

export function OrganizationPicker({ value, onChange, error, disabled = false }: OrganizationPickerProps) {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search);
  const options = useOrganizationOptions(name);
  const loaded = useMemo(() => options.data?.pages.flatMap((page) => page.results) ?? [], [options.data]);
  const names = useOrganizationNames(value, loaded, !options.isPending);
  const chosen = new Set(value);

  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value, id] : value.filter((existing) => existing !== id));

  return (
    <div className="organization-picker">
      <ul className="organization-picker__chosen" aria-label={t('roles.form.chosenOrganizations')}>
        {value.length === 0 && <li className="field__hint">{t('roles.form.noneChosen')}</li>}
        {value.map((id) => {
          const label = names.get(id) ?? t('roles.form.organizationNumber', { id });
          return (
            <li key={id} className="organization-picker__chip">
              {label}
              <button
                type="button"
                className="organization-picker__remove"
                aria-label={t('roles.form.removeOrganization', { name: label })}
                disabled={disabled}
                onClick={() => toggle(id, false)}
              >
                ×
              </button>
            </li>
          );
        })}
      </ul>
      {!disabled && (
        <SearchBar
          className="organization-picker__search"
          label={t('roles.form.searchOrganizations')}
          placeholder={t('roles.form.searchOrganizations')}
          value={search}
          onValueChange={setSearch}
          maxLength={200}
          trim
        />
      )}
      <div className="organization-picker__options">
        {options.isPending ? (
          <Spinner label={t('roles.form.loadingOrganizations')} size={18} />
        ) : options.isError ? (
          <p role="alert" className="form-error">
            {t('roles.form.organizationsFailed')}
          </p>
        ) : loaded.length === 0 ? (
          <p className="field__hint">{t('roles.form.noOrganizations')}</p>
        ) : (
          <ul>
            {loaded.map((organization) => (
              <li key={organization.id}>
                <Checkbox
                  label={organization.name}
                  checked={chosen.has(organization.id)}
                  disabled={disabled}
                  onCheckedChange={(on) => toggle(organization.id, on)}
                />
              </li>
            ))}
          </ul>
        )}
        {options.hasNextPage && (
          <button
            type="button"
            className="button button--link"
            onClick={() => options.fetchNextPage()}
            disabled={options.isFetchingNextPage}
          >
            {t('roles.form.loadMore')}
          </button>
        )}
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

// Organisation filter: a button showing the chosen organisation that opens a searchable list
// (GET /query/organizations, 50 a page, more on request).
import * as Popover from '@radix-ui/react-popover';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBar } from '../../../components/search-bar/search-bar.tsx';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import { useDebouncedValue } from '../../../components/use-debounced-value/use-debounced-value.ts';
import { useOrganizationDetail } from '../../organizations/hooks/use-organization-detail.ts';
import { useOrganizationOptions } from '../../organizations/hooks/use-organization-options.ts';

export interface OrganizationFilterProps {
  value: number | undefined;
  onChange: (organizationId: number | undefined) => void;
}

export function OrganizationFilter({ value, onChange }: OrganizationFilterProps) {
  const { t } = useTranslation('devices');
  const [open, setOpen] = useState(false);
  const chosen = useOrganizationDetail(value);
  const label =
    value === undefined
      ? t('filters.allOrganizations')
      : (chosen.data?.name ?? `${t('filters.organization')} ${value}`);
  const choose = (id: number | undefined) => {
    onChange(id);
    setOpen(false);
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          type="button"
          className={
            value === undefined ? 'button filter-button' : 'button filter-button filter-button--active'
          }
          aria-label={`${t('filters.organization')}: ${label}`}
        >
          {label}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="filter-popover" align="start" sideOffset={4}>
          <OrganizationOptions value={value} onChoose={choose} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

function OrganizationOptions({
  value,
  onChoose,
}: {
  value: number | undefined;
  onChoose: (id: number | undefined) => void;
}) {
  const { t } = useTranslation('devices');
  const [search, setSearch] = useState('');
  const name = useDebouncedValue(search);
  const options = useOrganizationOptions(name);
  const organizations = options.data?.pages.flatMap((page) => page.results) ?? [];
  const total = options.data?.pages[0]?.totalElements ?? 0;
  return (
    <>
      <SearchBar
        value={search}
        onValueChange={setSearch}
        label={t('filters.searchOrganizations')}
        placeholder={t('filters.searchOrganizations')}
        trim
        maxLength={200}
      />
      <ul className="filter-popover__list" aria-label={t('filters.organization')}>
        <li>
          <button
            type="button"
            className="filter-popover__option"
            aria-pressed={value === undefined}
            onClick={() => onChoose(undefined)}
          >
            {t('filters.allOrganizations')}
          </button>
        </li>
        {organizations.map((organization) => (
          <li key={organization.id}>
            <button
              type="button"
              className="filter-popover__option"
              aria-pressed={value === organization.id}
              onClick={() => onChoose(organization.id)}
            >
              {organization.name}
            </button>
          </li>
        ))}
      </ul>
      {options.isPending && <Spinner label={t('loading', { ns: 'common' })} size={16} />}
      {options.isSuccess && organizations.length === 0 && (
        <p className="filter-popover__note">{t('filters.noOrganizations')}</p>
      )}
      {options.hasNextPage && (
        <button
          type="button"
          className="button button--link filter-popover__more"
          disabled={options.isFetchingNextPage}
          onClick={() => options.fetchNextPage()}
        >
          {t('filters.moreOrganizations', { shown: organizations.length, total })}
        </button>
      )}
    </>
  );
}

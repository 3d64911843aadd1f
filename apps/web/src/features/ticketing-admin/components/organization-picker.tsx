// Organisation picker (spec 001 §7: GET /query/organizations, 50 a page, searched by name): a button
// showing the choice that opens a searchable list. The list filter and the person form both use it.
import * as Popover from '@radix-ui/react-popover';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBar } from '../../../components/search-bar/search-bar.tsx';
import { Spinner } from '../../../components/spinner/spinner.tsx';
import {
  REMOTE_FETCH_DEBOUNCE_MS,
  useDebouncedValue,
} from '../../../components/use-debounced-value/use-debounced-value.ts';
import { useOrganizationOptions } from '../../organizations/hooks/use-organization-options.ts';

export interface OrganizationChoice {
  id: number;
  name: string;
}

export interface OrganizationPickerProps {
  /** What the picker is for; names the button with the choice. */
  label: string;
  value: OrganizationChoice | null;
  onChange: (value: OrganizationChoice | null) => void;
  /** The text of "no organisation": every organisation for a filter, none for a form. */
  noneLabel: string;
  id?: string;
  invalid?: boolean;
  describedBy?: string;
}

export function OrganizationPicker({
  label,
  value,
  onChange,
  noneLabel,
  id,
  invalid,
  describedBy,
}: OrganizationPickerProps) {
  const [open, setOpen] = useState(false);
  const shown = value?.name ?? noneLabel;
  const choose = (choice: OrganizationChoice | null) => {
    onChange(choice);
    setOpen(false);
  };
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button
          id={id}
          type="button"
          className="button org-picker__button"
          aria-label={`${label}: ${shown}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        >
          {shown}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="org-picker__popover" align="start" sideOffset={4}>
          <OrganizationOptions label={label} value={value} noneLabel={noneLabel} onChoose={choose} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

interface OptionsProps {
  label: string;
  value: OrganizationChoice | null;
  noneLabel: string;
  onChoose: (choice: OrganizationChoice | null) => void;
}

function OrganizationOptions({ label, value, noneLabel, onChoose }: OptionsProps) {
  const { t } = useTranslation('ticketingAdmin');
  const [search, setSearch] = useState('');
  const options = useOrganizationOptions(useDebouncedValue(search, REMOTE_FETCH_DEBOUNCE_MS));
  const organizations = options.data?.pages.flatMap((page) => page.results) ?? [];
  const option = (choice: OrganizationChoice | null, text: string) => (
    <li key={choice?.id ?? 'none'}>
      <button
        type="button"
        className="org-picker__option"
        aria-pressed={(value?.id ?? null) === (choice?.id ?? null)}
        onClick={() => onChoose(choice)}
      >
        {text}
      </button>
    </li>
  );
  return (
    <>
      <SearchBar
        value={search}
        onValueChange={setSearch}
        label={t('organizationPicker.search')}
        placeholder={t('organizationPicker.search')}
        trim
        maxLength={200}
      />
      <ul className="org-picker__list" aria-label={label}>
        {option(null, noneLabel)}
        {organizations.map((organization) =>
          option({ id: organization.id, name: organization.name }, organization.name),
        )}
      </ul>
      {options.isPending && <Spinner label={t('organizationPicker.loading')} size={16} />}
      {options.isError && <p role="alert">{t('organizationPicker.failed')}</p>}
      {options.isSuccess && organizations.length === 0 && (
        <p className="org-picker__note">{t('organizationPicker.empty')}</p>
      )}
      {options.hasNextPage && (
        <button
          type="button"
          className="button button--link"
          disabled={options.isFetchingNextPage}
          onClick={() => options.fetchNextPage()}
        >
          {t('organizationPicker.more')}
        </button>
      )}
    </>
  );
}

// The backup search bar: at least 3 characters, sent with the Search button or Enter.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchBar } from '../../../components/search-bar/search-bar.tsx';

export const SEARCH_MIN_LENGTH = 3;

export function SearchForm({
  initial = '',
  onSearch,
}: {
  initial?: string;
  onSearch: (term: string) => void;
}) {
  const { t } = useTranslation('backup');
  const [text, setText] = useState(initial);
  const term = text.trim();
  const ready = term.length >= SEARCH_MIN_LENGTH;
  return (
    <search>
      <form
        className="backup-search"
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) onSearch(term);
        }}
      >
        <SearchBar
          className="backup-search__bar"
          value={text}
          onValueChange={setText}
          label={t('browser.search.label')}
          placeholder={t('browser.search.placeholder')}
          maxLength={255}
        />
        <button type="submit" className="button button--primary" disabled={!ready}>
          {t('browser.search.submit')}
        </button>
        <span className="field__hint backup-search__hint">{t('browser.search.hint')}</span>
      </form>
    </search>
  );
}

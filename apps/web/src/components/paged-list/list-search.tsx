// The search box above a searchable paged list, bound to its useSearchPaging state.
import { SearchBar } from '../search-bar/search-bar.tsx';
import type { SearchPaging } from './use-search-paging.ts';

export interface ListSearchProps {
  paging: SearchPaging;
  label: string;
  placeholder: string;
  className?: string;
}

/** Longest search text the administration lists take. */
const LIST_SEARCH_MAX_LENGTH = 200;

export function ListSearch({ paging, label, placeholder, className }: ListSearchProps) {
  return (
    <div className="table-toolbar">
      <SearchBar
        className={className}
        label={label}
        placeholder={placeholder}
        value={paging.search}
        onValueChange={paging.setSearch}
        maxLength={LIST_SEARCH_MAX_LENGTH}
        trim
      />
    </div>
  );
}

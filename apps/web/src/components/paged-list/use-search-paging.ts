// The search text and page of a searchable paged list: a new search goes back to the first page, and
// the query follows the text once typing pauses.
import { useState } from 'react';
import { useDebouncedValue } from '../use-debounced-value/use-debounced-value.ts';

export interface SearchPaging {
  /** The text as typed. */
  search: string;
  setSearch: (value: string) => void;
  /** The text to query with, debounced. */
  query: string;
  page: number;
  setPage: (page: number) => void;
}

export function useSearchPaging(): SearchPaging {
  const [search, setText] = useState('');
  const [page, setPage] = useState(0);
  const query = useDebouncedValue(search);
  const setSearch = (value: string) => {
    setText(value);
    setPage(0);
  };
  return { search, setSearch, query, page, setPage };
}

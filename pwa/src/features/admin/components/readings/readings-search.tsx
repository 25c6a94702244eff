import { useEffect, useRef, useState } from 'react';
import { TextInput } from '@/components/ui/text-input';

export const SEARCH_DEBOUNCE_MS = 300;

export interface ReadingsSearchProps {
  /** The search in the URL. */
  value: string;
  onSearch: (query: string) => void;
  /** A search is on its way to the server (the old rows are still shown). */
  searching: boolean;
}

/**
 * Searches name, e-mail and question (the server matches case-insensitively) once typing pauses for
 * 300 ms, or at once on Enter. The box follows the URL when it changes from outside (Back, a link).
 */
export function ReadingsSearch({ value, onSearch, searching }: ReadingsSearchProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  // Only a real change searches: typing and deleting a letter must not throw the list back to page 1.
  const search = (query: string) => {
    clearTimeout(timer.current);
    if (query !== latest.current) onSearch(query);
  };

  return (
    <form
      role="search"
      className="relative min-w-0 flex-1 sm:max-w-sm"
      onSubmit={(event) => {
        event.preventDefault();
        search(text.trim());
      }}
    >
      <label htmlFor="admin-reading-search" className="sr-only">
        Search readings by name, e-mail or question
      </label>
      <TextInput
        id="admin-reading-search"
        type="search"
        value={text}
        placeholder="Search name, e-mail or question"
        autoComplete="off"
        spellCheck={false}
        className="min-h-10 py-1.5 pr-24 text-sm"
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => search(next.trim()), SEARCH_DEBOUNCE_MS);
        }}
      />
      <span aria-live="polite" className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-xs text-mist-muted">
        {searching ? 'Searching...' : ''}
      </span>
    </form>
  );
}

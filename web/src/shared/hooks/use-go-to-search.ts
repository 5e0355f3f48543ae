import { useNavigate } from 'react-router';

export const SEARCH_PATH = '/search';

/**
 * Opens /search for a text, carrying it both in the navigation state (spec 2: `searchInput`)
 * and in `?q=`, so a reload or a shared link searches the same thing.
 */
export function useGoToSearch(): (text: string) => void {
  const navigate = useNavigate();
  return (text) => {
    const searchInput = text.trim();
    void navigate(
      { pathname: SEARCH_PATH, search: `?${new URLSearchParams({ q: searchInput })}` },
      { state: { searchInput } },
    );
  };
}

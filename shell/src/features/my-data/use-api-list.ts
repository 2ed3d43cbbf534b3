import { useCallback, useEffect, useState } from 'react';
import { getApiClient } from '@portal/shared';

/** The first page of a list call (`{items}`): `null` while it loads, `false` when it failed (already toasted). */
export function useApiList<T>(path: string) {
  const [items, setItems] = useState<T[] | null | false>(null);
  const fetchList = useCallback(
    () =>
      getApiClient()
        .get<{ items: T[] }>(path, { searchParams: { per_page: 50 } })
        .then(
          (page) => setItems(page.items),
          () => setItems(false),
        ),
    [path],
  );
  useEffect(() => {
    void fetchList();
  }, [fetchList]);
  return { items, reload: fetchList };
}

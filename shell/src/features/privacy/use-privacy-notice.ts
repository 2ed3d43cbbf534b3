import type { PrivacyNotice } from '@portal/contracts/schemas';
import { useCallback, useEffect, useState } from 'react';
import { getApiClient } from '@portal/shared';

/** The notice in force (GET privacy-notice): `null` while it loads, `false` when it could not be read. */
export function usePrivacyNotice() {
  const [notice, setNotice] = useState<PrivacyNotice | null | false>(null);
  const fetchNotice = useCallback(
    () =>
      getApiClient()
        .get<PrivacyNotice>('privacy-notice', { toast: false })
        .then(setNotice, () => setNotice(false)),
    [],
  );
  useEffect(() => {
    void fetchNotice();
  }, [fetchNotice]);
  const reload = useCallback(() => {
    setNotice(null);
    return fetchNotice();
  }, [fetchNotice]);
  return { notice, reload };
}

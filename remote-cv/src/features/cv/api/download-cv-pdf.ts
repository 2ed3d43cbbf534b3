import { getApiClient } from '@portal/shared';
import { useCallback, useState } from 'react';

/** Hands a downloaded file to the browser under `fileName`, as a link with `download` would. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers read the URL only after the click's task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * `GET /api/cv/pdf` (main_info, x) through the API client (bearer token, 401/419 handling), saved
 * under the server's file name (`hoja-de-vida-<apellidos>-<nombres>.pdf`). A failure is shown
 * by the client as a toast with the server's message.
 */
export function useDownloadCvPdf() {
  const [downloading, setDownloading] = useState(false);
  const download = useCallback(async () => {
    setDownloading(true);
    try {
      const file = await getApiClient().download('cv/pdf');
      saveFile(file.blob, file.fileName ?? 'hoja-de-vida.pdf');
    } catch {
      // Already told: the API client toasts a failed call's message.
    } finally {
      setDownloading(false);
    }
  }, []);
  return { download, downloading };
}

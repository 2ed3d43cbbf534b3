import { useCallback, useState } from 'react';
import { getApiClient, type SearchParams } from '@portal/shared';

/** Hands a downloaded file to the browser under `fileName`, as a link with `download` would. */
export function saveFile(blob: Blob, fileName: string) {
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

export interface FileDownloadRequest {
  /** The API path (`company/applications/12/cv.pdf`). */
  path: string;
  searchParams?: SearchParams;
  /** The name to save under when the server names none. */
  fallbackName: string;
}

/**
 * Downloads a file through the API client (bearer token, 401/419 handling) and saves it under
 * the server's file name (`Content-Disposition`). A failure is shown by the client as a toast
 * with the server's message; `downloading` says a download is under way (for the button).
 */
export function useFileDownload() {
  const [downloading, setDownloading] = useState(false);
  const download = useCallback(async ({ path, searchParams, fallbackName }: FileDownloadRequest): Promise<boolean> => {
    setDownloading(true);
    try {
      const file = await getApiClient().download(path, { searchParams });
      saveFile(file.blob, file.fileName ?? fallbackName);
      return true;
    } catch {
      // Already told: the API client toasts a failed call's message.
      return false;
    } finally {
      setDownloading(false);
    }
  }, []);
  return { download, downloading };
}

// What list and form screens alike use: flags, the delete action, the kit's texts, files. Both
// `@portal/shared/kit/list-screen` and `@portal/shared/kit/form-screen` export it (a file, not a
// federation module of its own: one request fewer, for a few hundred bytes loaded twice on a
// screen of both).
export { useDeleteAction, type DeleteRequest } from './actions/use-delete-action';
export { useAccess, accessFor, Can } from './access/use-access';
export { kitMessages } from './i18n/kit-messages';
// Files (a CV's PDF, a list's CSV)
export { saveFile, useFileDownload, type FileDownloadRequest } from './files/use-file-download';
export { apiDateFormat, displayDateFormat } from './field-adapters/date-formats';

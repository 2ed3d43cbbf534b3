import { defineMessage, defineMessages } from 'react-intl';

/**
 * The kit's own texts. Spanish is the default message, so a screen gets them with no message
 * file of its own, and a shell whose messages lack a key added by a newer kit still shows
 * Spanish (react-intl falls back to the default message without complaint in Spanish).
 */
export const kitMessages = {
  ...defineMessages({
    search: { id: 'kit.search', defaultMessage: 'Buscar' },
    loading: { id: 'kit.loading', defaultMessage: 'Cargando…' },
    loadError: { id: 'kit.load_error', defaultMessage: 'No se pudieron cargar los datos.' },
    loadErrorHint: { id: 'kit.load_error_hint', defaultMessage: 'Revisa tu conexión e inténtalo de nuevo.' },
    retry: { id: 'kit.retry', defaultMessage: 'Reintentar' },
    empty: { id: 'kit.empty', defaultMessage: 'No hay elementos para mostrar.' },
    save: { id: 'kit.save', defaultMessage: 'Guardar' },
    cancel: { id: 'kit.cancel', defaultMessage: 'Cancelar' },
    close: { id: 'kit.close', defaultMessage: 'Cerrar' },
    unsavedChanges: { id: 'kit.unsaved_changes', defaultMessage: 'Hay cambios sin guardar. ¿Deseas descartarlos?' },
    deleted: { id: 'kit.deleted', defaultMessage: 'Elemento eliminado.' },
    ongoing: { id: 'kit.ongoing', defaultMessage: 'En curso' },
    chooseFile: { id: 'kit.choose_file', defaultMessage: 'Seleccionar archivo' },
    dateFormat: { id: 'kit.date_format', defaultMessage: 'dd/mm/aaaa' },
    dateUnreadable: { id: 'kit.date_unreadable', defaultMessage: 'Escribe la fecha como dd/mm/aaaa, por ejemplo 31/12/2026.' },
  }),
  // Messages with values are typed one by one, so formatMessage checks the values it is given.
  fileType: defineMessage<{ types: string }>({ id: 'kit.file_type', defaultMessage: 'El archivo debe ser de tipo {types}.' }),
  fileSize: defineMessage<{ size: number }>({ id: 'kit.file_size', defaultMessage: 'El archivo no debe superar {size} MB.' }),
};

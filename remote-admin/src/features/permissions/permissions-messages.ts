/** The permissions screen's texts (remote-admin's message file adds them). */
export const permissionsMessages: Record<string, string> = {
  'permissions.role': 'Rol',
  'permissions.role_placeholder': 'Elija un rol',
  'permissions.pick_role': 'Elija un rol para ver y cambiar sus permisos.',
  'permissions.matrix': 'Permisos de {role}',
  'permissions.read_only': 'Solo lectura',
  'permissions.column.item': 'Elemento de menú',
  'permissions.column.granted': 'En el menú',
  // Spec §6: the four flags' labels.
  'permissions.action.c': 'Agregar',
  'permissions.action.u': 'Actualizar',
  'permissions.action.d': 'Eliminar',
  'permissions.action.x': 'Ejecutar',
  'permissions.abbr.c': 'I',
  'permissions.abbr.u': 'U',
  'permissions.abbr.d': 'D',
  'permissions.abbr.x': 'X',
  'permissions.flag_label': '{action} en {item}',
  'permissions.granted_label': 'Incluir {item} en el menú',
  'permissions.flags_hint':
    'Las acciones se activan cuando el elemento está en el menú del rol. Cada cambio se guarda al momento y se aplica enseguida en las sesiones abiertas de ese rol.',
  'permissions.undo': 'Deshacer',
  'permissions.undone': 'Cambio deshecho.',
};

/** Texts of the live session (Spanish interface). */
export const realtimeMessages = {
  signedOut: 'Tu sesión se cerró porque tu cuenta fue desactivada o su contraseña cambió.',
} as const;

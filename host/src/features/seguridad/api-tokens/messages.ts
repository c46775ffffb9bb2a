/** Texts of /seguridad's API tokens section (issue 40 §3). The form's rules speak through the contract's messages. */
export const apiTokenTexts = {
  title: 'Tokens de API',
  intro:
    'Para que el sistema de tu agencia lea tu cartera, tu cuenta corriente o tus cobranzas sin tu contraseña. Cada token solo consulta (no modifica nada) los alcances que elijas, hasta su fecha de vencimiento.',
  create: 'Crear token',
  columns: {
    name: 'Nombre',
    scopes: 'Alcances',
    created: 'Creado',
    lastUsed: 'Último uso',
    endDate: 'Vence',
    actions: 'Acciones',
  },
  empty: 'Todavía no creaste tokens de API.',
  neverUsed: 'Nunca',
  expired: 'Vencido',
  revoke: 'Revocar',
  revokeTitle: 'Revocar token',
  revokeQuestion: (name: string) =>
    `¿Revocar el token «${name}»? El sistema que lo use dejará de tener acceso de inmediato.`,
  revoked: 'Token revocado.',
  form: {
    title: 'Nuevo token de API',
    name: 'Nombre',
    nameHelp: 'Para reconocerlo: el sistema que lo usa.',
    scopes: 'Alcances (solo lectura)',
    endDate: 'Fecha de vencimiento',
    endDateHelp: 'Como máximo dentro de un año.',
    cancel: 'Cancelar',
    save: 'Crear token',
  },
  created: {
    title: 'Token creado',
    warning: 'Copiá el token ahora y guardalo en un lugar seguro: no se volverá a mostrar.',
    label: 'Token',
    copy: 'Copiar',
    copied: 'Token copiado.',
    copyFailed: 'No se pudo copiar: seleccioná el texto y copialo.',
    close: 'Listo',
  },
};

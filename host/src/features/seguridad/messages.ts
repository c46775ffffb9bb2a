/**
 * Texts of /seguridad (issue 40), beside its screens rather than in the host's messages: that module is in the
 * first paint of /login and /home, and these are only read once the page is opened.
 */
export const securityMessages = {
  title: 'Seguridad',
  intro: 'Quién puede usar tu cuenta del portal, y desde dónde.',
  sessions: {
    title: 'Sesiones activas',
    intro:
      'Los navegadores donde tu cuenta está abierta. Si no reconocés alguno, cerrá esa sesión y cambiá tu contraseña.',
    columns: {
      client: 'Navegador y sistema',
      address: 'Dirección IP',
      started: 'Inicio',
      lastSeen: 'Última actividad',
      actions: 'Acciones',
    },
    current: 'Esta sesión',
    client: (browser: string, system: string) => `${browser} en ${system}`,
    unknownBrowser: 'Navegador desconocido',
    unknownSystem: 'sistema desconocido',
    unknownAddress: 'Desconocida',
    end: 'Cerrar sesión',
    endTitle: 'Cerrar sesión',
    endQuestion: (client: string) =>
      `¿Cerrar la sesión de ${client}? Quien la esté usando tendrá que volver a ingresar.`,
    endOthers: 'Cerrar las demás sesiones',
    endOthersQuestion: '¿Cerrar todas tus sesiones salvo esta? Quien las esté usando tendrá que volver a ingresar.',
    ended: 'Sesión cerrada.',
    endedOthers: 'Se cerraron las demás sesiones.',
  },
};

// The insurer's other sites, configured per environment; the spec names them but not their addresses.
// One list for the menu's external items and the channel cards of /channels.
export const EXTERNAL_SITES = {
  canales: 'https://canales.portal-productores.example/',
  ebroker: 'https://ebroker.portal-productores.example/',
  caucion: 'https://caucion.portal-productores.example/',
} as const;

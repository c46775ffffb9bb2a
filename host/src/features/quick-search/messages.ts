/** The header's quick search (issue 39 §3). */
export const quickSearchMessages = {
  label: 'Buscar póliza, asegurado o DNI',
  groups: { poliza: 'Pólizas', certificado: 'Certificados', asegurado: 'Asegurados', dni: 'DNI' },
  searching: 'Buscando…',
  noMatches: 'No se encontraron pólizas',
  failed: 'No se pudo buscar. Intentá de nuevo.',
  policy: 'Póliza',
  certificate: 'Certificado',
  dni: 'DNI',
  close: 'Cerrar',
} as const;

/**
 * Texts of the collections screens. Verbatim from 001 where it gives them (§2, §4, §5, §8); the ones
 * marked "ours" carry the spec's meaning in Spanish because it gives no wording. Shared texts come from
 * `messages` / `reportMessages` in @portal/shared.
 */
export const cobranzasMessages = {
  // 001 §2 — search tabs
  producersTab: 'Productor',
  tabDates: 'Fecha',
  tabProduct: 'Producto',
  tabPolicy: 'Póliza',
  rejectionDateFrom: 'Fecha de rechazo desde',
  rejectionDateTo: 'Fecha de rechazo hasta',
  vigencia: 'Vigencia',
  // 001 §2 — debtors
  onlyAboutToBeCancelled: 'Ver sólo pólizas próximas a anularse',
  cutDate: (date: string) => `Fecha de corte: ${date}`, // ours
  // 001 §5 — field rules (ours: the spec states the rules, not their texts)
  digitsOnly: 'Solo se admiten números',
  invalidDate: 'La fecha ingresada es inválida',
  dateRange: 'La fecha desde no puede ser posterior a la fecha hasta',
  periodRequired: 'El período es requerido',
  fixErrors: 'Revisá los filtros marcados con error.', // ours
  // Grids
  rejectionsGrid: 'Resultados de rechazos por motivo', // ours
  debtorsGrid: 'Resultados de deudores por premio', // ours
  amount: 'Importe',
  premium: 'Premio',
  lastContributionAmount: 'Importe último aporte',
  policyBalance: 'Saldo de póliza',
  outstandingBalance: 'Saldo deudor',
  toExpire: 'A vencer',
  expired30: 'Vencido 30 días',
  expired60: 'Vencido 60 días',
  expired90: 'Vencido 90 días',
  expiredMore90: 'Vencido más de 90 días',
} as const;

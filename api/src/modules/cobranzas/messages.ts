/** Texts of the collections area (001 §5, §8; issue 9 §2). Quoted ones are the spec's, verbatim. */
export const cobranzasMessages = {
  invalidPeriod: 'El período es inválido',
  alertTitle: 'Pólizas próximas a anularse',
  /** 001 §5 "Rule shown", the words of the portfolio's legend. */
  cancellationRule: 'Las pólizas con deudas de más de 60 días deben regularizarse o serán anuladas.',
  alertText: (count: number) =>
    count === 1
      ? 'Tenés 1 póliza con deudas de más de 60 días.'
      : `Tenés ${count} pólizas con deudas de más de 60 días.`,
  alertLink: 'Ver pólizas próximas a anularse',
} as const;

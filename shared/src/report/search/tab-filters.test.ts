import { emptyPerson, emptyProductPolicy, filledTexts, shownValues } from './tab-filters';

describe('tab filters', () => {
  it('sends only the filled texts, trimmed', () => {
    const filters = { ...emptyProductPolicy, ...emptyPerson, ramo: ' 12 ', poliza: '  ', dni: '30111222' };
    expect(filledTexts(filters, ['ramo', 'producto', 'poliza', 'dni'])).toEqual({ ramo: '12', dni: '30111222' });
  });

  it("shows the combos as chosen and the typed texts trimmed in 'Ver filtros aplicados'", () => {
    expect(shownValues({ ramo: '3', producto: '', poliza: ' 123 ', nombre: ' Ana ' })).toEqual({
      ramo: '3',
      producto: '',
      poliza: '123',
      certificado: undefined,
      nombre: 'Ana',
      apellido: undefined,
      dni: undefined,
    });
  });
});

import { defaultRejectionFilters } from './rejection-filters';

describe('the default rejection dates (001 §4: from one month ago until today)', () => {
  it('starts on the last day of a shorter previous month instead of rolling into this one', () => {
    expect(defaultRejectionFilters(new Date(2026, 2, 31, 12))).toMatchObject({
      fechaDesde: '28/02/2026',
      fechaHasta: '31/03/2026',
    });
    expect(defaultRejectionFilters(new Date(2026, 4, 31, 12))).toMatchObject({
      fechaDesde: '30/04/2026',
      fechaHasta: '31/05/2026',
    });
  });

  it('starts on the same day of the previous month when it exists', () => {
    expect(defaultRejectionFilters(new Date(2026, 0, 15, 12))).toMatchObject({
      fechaDesde: '15/12/2025',
      fechaHasta: '15/01/2026',
    });
  });
});

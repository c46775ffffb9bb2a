import dayjs from 'dayjs';
import { appliedFiltersText, escapeExportFilters, searchGuidance } from './applied-filters';

describe('appliedFiltersText', () => {
  const labels = {
    producers: 'Productores',
    fechaDesde: 'Fecha desde',
    ramo: 'Ramo',
    poliza: 'Póliza',
    soloAnular: 'Próximas a anularse',
  };

  it("lists each filled filter as 'Label: value' in the order of the labels", () => {
    const text = appliedFiltersText(
      {
        poliza: '123',
        producers: ['(1234) GARCIA', '(99) LOPEZ'],
        fechaDesde: dayjs('2024-03-05'),
        ramo: { id: 2, value: 'Vida' },
      },
      labels,
    );
    expect(text).toBe('Productores: (1234) GARCIA, (99) LOPEZ | Fecha desde: 05/03/2024 | Ramo: Vida | Póliza: 123');
  });

  it('leaves out empty filters and filters without a label', () => {
    expect(appliedFiltersText({ poliza: '', producers: [], ramo: null, secret: 'x', soloAnular: true }, labels)).toBe(
      'Próximas a anularse: Sí',
    );
  });
});

describe('escapeExportFilters', () => {
  it('replaces single and double quotes by an escaped single quote', () => {
    expect(escapeExportFilters(`Nombre: O'Brien "el"`)).toBe("Nombre: O\\'Brien \\'el\\'");
  });
});

describe('searchGuidance', () => {
  it('asks for a producer first, then for a filter, then nothing', () => {
    expect(searchGuidance({ producerChosen: false, filterVisited: true })).toBe('chooseProducer');
    expect(searchGuidance({ producerChosen: true, filterVisited: false })).toBe('fillAFilter');
    expect(searchGuidance({ producerChosen: true, filterVisited: true })).toBeNull();
  });
});

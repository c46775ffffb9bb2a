import { firstPage, initialGridQueryModel, pageCount, toQuery } from './grid-query';

describe('toQuery', () => {
  it('starts on page 0 with 10 rows, no sort and no filters', () => {
    expect(toQuery(initialGridQueryModel())).toEqual({ offset: 0, next: 10, sort: [], gridFilters: [] });
  });

  it('sends offset = page × page size and next = page size', () => {
    expect(toQuery({ ...initialGridQueryModel(), page: 3, pageSize: 25 })).toMatchObject({ offset: 75, next: 25 });
  });

  it('sends the sort model as field and direction', () => {
    const query = toQuery({
      ...initialGridQueryModel(),
      sortModel: [
        { field: 'premium', sort: 'desc' },
        { field: 'x', sort: null },
      ],
    });
    expect(query.sort).toEqual([{ field: 'premium', sort: 'desc' }]);
  });

  it('sends a date filter as the chosen day, YYYY-MM-DD', () => {
    const query = toQuery({
      ...initialGridQueryModel(),
      filterModel: { items: [{ id: 1, field: 'issueDate', operator: 'onOrAfter', value: new Date(2024, 2, 5) }] },
    });
    expect(query.gridFilters).toEqual([{ field: 'issueDate', operator: 'onOrAfter', value: '2024-03-05' }]);
  });

  it('sends column filters as gridFilters, leaving out filters still without a value', () => {
    const query = toQuery({
      ...initialGridQueryModel(),
      filterModel: {
        items: [
          { id: 1, field: 'status', operator: 'equals', value: 'VIGENTE' },
          { id: 2, field: 'name', operator: 'contains', value: '' },
          { id: 3, field: 'endDate', operator: 'isEmpty' },
        ],
      },
    });
    expect(query.gridFilters).toEqual([
      { field: 'status', operator: 'equals', value: 'VIGENTE' },
      { field: 'endDate', operator: 'isEmpty', value: null },
    ]);
  });
});

describe('pageCount', () => {
  it('rounds the last partial page up', () => {
    expect(pageCount(21, 10)).toBe(3);
    expect(pageCount(0, 10)).toBe(0);
  });
});

describe('firstPage', () => {
  it('sends a new search back to the first page, keeping size and sort', () => {
    const model = { ...initialGridQueryModel(25), page: 4, sortModel: [{ field: 'a', sort: 'asc' as const }] };
    expect(firstPage(model)).toEqual({ ...model, page: 0 });
  });
});

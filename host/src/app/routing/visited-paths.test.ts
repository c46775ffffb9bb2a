import { VISITED_PATHS_LIMIT, visitedPaths } from './visited-paths';

beforeEach(() => localStorage.clear());

describe('visitedPaths', () => {
  it('keeps paths with their query, most recent last', () => {
    visitedPaths.record('/home');
    visitedPaths.record('/cartera?poliza=1');
    expect(visitedPaths.list()).toEqual(['/home', '/cartera?poliza=1']);
  });

  it.each(['/', '/oauth/callback', '/auth', '/logout'])('never remembers %s', (path) => {
    visitedPaths.record(path);
    expect(visitedPaths.list()).toEqual([]);
  });

  it('does not repeat the same path twice in a row', () => {
    visitedPaths.record('/home');
    visitedPaths.record('/home');
    expect(visitedPaths.list()).toEqual(['/home']);
  });

  it(`keeps only the last ${VISITED_PATHS_LIMIT} paths`, () => {
    for (let i = 0; i < VISITED_PATHS_LIMIT + 5; i++) visitedPaths.record(`/p${i}`);
    const list = visitedPaths.list();
    expect(list).toHaveLength(VISITED_PATHS_LIMIT);
    expect(list[0]).toBe('/p5');
  });
});

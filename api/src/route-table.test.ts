import fs from 'node:fs';
import path from 'node:path';
// The front-end's table, read by relative path: @portal/shared's root entry is the browser apps' (React and all).
import { routeTable } from '../../shared/src/routes/route-table';

/**
 * The route table is the one list of routes (no copy elsewhere to compare it with): these check that what it says
 * is true of the code, so a reader can go from a route to its screen (README: owner folder, then
 * src/features/<route-name>/).
 */
const root = path.resolve(__dirname, '../..');

/** Routes that are another route's screen under a second address, so they have no folder of their own. */
const SAME_SCREEN_AS: Record<string, string> = {
  '/information': '/liquidacion',
  '/deudores-policyExpired': '/deudores',
};

const remotes = [...new Set(routeTable.map((r) => r.owner))].filter((owner) => owner !== 'host');

describe('the route table', () => {
  it('names every route and alias once', () => {
    const all = routeTable.flatMap((r) => [r.path, ...(r.aliases ?? [])].map((p) => p.toLowerCase()));
    expect(all.length).toBe(new Set(all).size);
  });

  it.each(remotes)("is what %s's ./routes declares", (owner) => {
    const source = fs.readFileSync(path.join(root, owner, 'src/routes.tsx'), 'utf8');
    const declared = [...source.matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]).sort();
    const owned = routeTable
      .filter((r) => r.owner === owner)
      .map((r) => r.path)
      .sort();
    expect(declared).toEqual(owned);
  });

  it("has each route's screen in its owner's src/features/<route-name>/", () => {
    const missing = routeTable
      .map((r) => path.join(r.owner, 'src/features', (SAME_SCREEN_AS[r.path] ?? r.path).slice(1)))
      .filter((folder) => !fs.existsSync(path.join(root, folder)));
    expect(missing).toEqual([]);
  });
});

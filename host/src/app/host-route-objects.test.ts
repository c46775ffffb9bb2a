import { hostRouteEntries, hostRouteObjects } from './host-route-objects';
import { hostScreens } from './host-screens';

describe('host routes', () => {
  it('gives every host route of the table its own screen, and no screen to a route the host does not own', () => {
    const tablePaths = hostRouteEntries.map((entry) => entry.path).sort();
    expect(Object.keys(hostScreens).sort()).toEqual(tablePaths);
  });

  it('builds a route object with an element for each of them, public and signed-in', () => {
    const built = [...hostRouteObjects('public'), ...hostRouteObjects('signed-in')];
    expect(built.map((route) => route.path).sort()).toEqual(hostRouteEntries.map((entry) => entry.path).sort());
    for (const route of built) expect(route.element).toBeTruthy();
  });
});

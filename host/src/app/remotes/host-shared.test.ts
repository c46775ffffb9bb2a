import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import react from 'react';
import * as portalShared from '@portal/shared';
import { hostShared } from './host-shared';

// What the build writes (jest.config.js defines it the same way): the shared list the remotes consume, with the
// host's installed versions.
const versions = PORTAL_SHARED_VERSIONS;

type Provided = {
  version: string;
  lib?: () => unknown;
  get?: () => Promise<() => unknown>;
  shareConfig: { singleton: boolean; requiredVersion: string };
};

describe('hostShared', () => {
  const shared = hostShared() as unknown as Record<string, Provided>;

  it('provides every module of the shared list as a singleton, at the version the build wrote', () => {
    expect(Object.keys(shared).sort()).toEqual(Object.keys(versions).sort());
    expect(Object.keys(shared)).toEqual(
      expect.arrayContaining([
        'react',
        'react-dom',
        '@emotion/react',
        '@portal/shared',
        '@portal/shared/router',
        '@portal/shared/query',
      ]),
    );
    for (const [name, { version, requiredVersion }] of Object.entries(versions)) {
      expect({ name, version: shared[name].version, config: shared[name].shareConfig }).toEqual({
        name,
        version,
        config: { singleton: true, requiredVersion },
      });
    }
    expect(versions.react.version).toBe(react.version);
  });

  it("hands over the host's own instances: one React, one session store", () => {
    // CommonJS packages as `require` gives them (a remote's ES modules take that as their default import).
    expect(shared.react.lib!()).toBe(react);
    expect((shared['@portal/shared'].lib!() as typeof portalShared).useSessionStore).toBe(portalShared.useSessionStore);
  });

  it('hands dayjs over when a remote asks for it, as the function CommonJS gives (what AdapterDayjs calls)', async () => {
    expect(shared.dayjs.lib).toBeUndefined();
    const dayjs = (await shared.dayjs.get!())() as (d: string) => { year(): number };
    expect(dayjs('2026-11-26').year()).toBe(2026);
  });

  it("hands MUI's shared files over as the host's own modules, when a remote first asks for one", async () => {
    const provided = async (name: string) => ((await shared[name].get!())() as { default: unknown }).default;
    expect(shared['@mui/material/Button/Button.mjs'].lib).toBeUndefined();
    expect(await provided('@mui/material/Button/Button.mjs')).toBe(Button);
    expect(await provided('@mui/material/styles/styled.mjs')).toBe(styled);
    // With the React contexts the shared components read: one FormControl context for every app's fields.
    expect(shared['@mui/material/FormControl/FormControlContext.mjs'].shareConfig.singleton).toBe(true);
  });

  it('refuses a module the build lists but the host does not provide', () => {
    expect(() => hostShared({ ...versions, lodash: { version: '4.17.21', requiredVersion: '^4.17.21' } })).toThrow(
      'El host no provee lodash',
    );
  });
});

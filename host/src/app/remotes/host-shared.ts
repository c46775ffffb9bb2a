import type { createInstance } from '@module-federation/enhanced/runtime';
import * as emotionReact from '@emotion/react';
import * as emotionStyled from '@emotion/styled';
import * as createTheme from '@mui/material/styles/createTheme';
import * as defaultPropsProvider from '@mui/system/DefaultPropsProvider';
import * as rtlProvider from '@mui/system/RtlProvider';
import * as portalShared from '@portal/shared';
import * as portalQuery from '@portal/shared/query';
import * as portalRouter from '@portal/shared/router';
import * as portalZod from '@portal/shared/zod';
// CommonJS packages are provided as `require` returns them (their module.exports), ES modules as their namespace:
// what the federation plugin provides, and what a remote's ES module expects of `import React from 'react'`.
import react from 'react';
import reactDom from 'react-dom';
import reactDomClient from 'react-dom/client';
import jsxRuntime from 'react/jsx-runtime';
import * as zustand from 'zustand';
import { muiProvided } from './mui-provided';

/**
 * The singletons the host provides to the remotes (docs/adr/0001-runtime-only-host.md; the list is shared/build/shared-modules.cjs,
 * whose versions the build writes here): the very modules the host runs, so a remote's screen shares the host's
 * React, theme, router, query client and session store. dayjs is handed over when a remote first asks for it.
 */
const modules: Record<string, { lib: () => unknown } | { get: () => Promise<() => unknown> }> = {
  react: { lib: () => react },
  'react/jsx-runtime': { lib: () => jsxRuntime },
  'react-dom': { lib: () => reactDom },
  'react-dom/client': { lib: () => reactDomClient },
  '@emotion/react': { lib: () => emotionReact },
  '@emotion/styled': { lib: () => emotionStyled },
  zustand: { lib: () => zustand },
  dayjs: { get: () => import('dayjs').then((m) => () => m.default) },
  '@mui/system/DefaultPropsProvider': { lib: () => defaultPropsProvider },
  '@mui/system/RtlProvider': { lib: () => rtlProvider },
  '@mui/material/styles/createTheme': { lib: () => createTheme },
  '@portal/shared': { lib: () => portalShared },
  '@portal/shared/zod': { lib: () => portalZod },
  '@portal/shared/router': { lib: () => portalRouter },
  '@portal/shared/query': { lib: () => portalQuery },
  // MUI's styling engine and the shell's components, by file: the host's own modules, which its first paint loaded.
  ...Object.fromEntries(
    Object.entries(muiProvided).map(([name, load]) => [name, { get: () => load().then((m) => () => m) }]),
  ),
};

type Versions = Record<string, { version: string; requiredVersion: string }>;
type Shared = NonNullable<Parameters<typeof createInstance>[0]['shared']>;

/** The `shared` option of the host's federation instance, one singleton per module of the shared list. */
export function hostShared(versions: Versions = PORTAL_SHARED_VERSIONS): Shared {
  return Object.fromEntries(
    Object.entries(versions).map(([name, { version, requiredVersion }]) => {
      const provided = modules[name];
      if (!provided) throw new Error(`El host no provee ${name}`);
      return [name, { version, ...provided, shareConfig: { singleton: true, requiredVersion } }];
    }),
  );
}

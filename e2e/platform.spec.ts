import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { routeTable } from '../shared/src/routes/route-table';
import { ShellPage } from './pages/shell-page';
import { SignInPage } from './pages/sign-in-page';
import { apps, closeServer, configWithRemote, portOffset, scriptsContaining, serveApp } from './support/stack';

/**
 * Records the scripts a page requests and tells, for each name, whether a script of the builds containing its marker
 * was among them (each marker must be in some build's script, or the check could never fail).
 */
function loadedScripts<K extends string>(page: Page, markers: Record<K, string>) {
  const scripts = Object.fromEntries(
    Object.entries<string>(markers).map(([name, marker]) => [name, scriptsContaining(marker)]),
  ) as Record<K, string[]>;
  for (const [name, urls] of Object.entries<string[]>(scripts))
    expect(urls, `no build has a script with the marker of ${name}`).not.toHaveLength(0);
  const requested = new Set<string>();
  page.on('request', (req) => requested.add(req.url()));
  return () =>
    Object.fromEntries(
      Object.entries<string[]>(scripts).map(([name, urls]) => [name, urls.some((u) => requested.has(u))]),
    ) as Record<K, boolean>;
}

const remoteRoutes = routeTable.filter((r) => r.owner !== 'host');
// Held by simulators acting for a producer, not by the demo producer itself.
const ADMIN_PERMISSIONS = [
  'AdminNotificaciones',
  'AdminComunicaciones',
  'AdminLeyendas',
  'VerAuditoriaProductor',
  'VerEstadisticas',
  'VerRepositorio',
];

test.describe('micro-frontends at runtime', () => {
  /** Where 000 §2.2's page title differs from the route list's name, which stays the breadcrumb. */
  const PAGE_TITLES: Record<string, string> = {
    '/envionominas': 'Envío de nómina',
    '/liquidacion': 'Liquidación de comisiones',
    '/information': 'Liquidación de comisiones',
    '/enviofacturas': 'Envío de facturas',
  };

  test('every remote route renders inside the host, loaded from its own server', async ({ page }) => {
    // Two dozen screens in one test: 46 s alone on a 2-core machine, more than twice that beside another spec file.
    test.setTimeout(240_000);
    await new SignInPage(page).signInAsProducer();
    const shell = new ShellPage(page);
    const manifestsFrom = new Set<string>();
    page.on('response', (res) => {
      if (res.url().endsWith('/mf-manifest.json') && res.ok()) manifestsFrom.add(new URL(res.url()).port);
    });
    // Screens the demo producer may open: those of its menu permissions and the signed-in ones.
    const reachable = remoteRoutes.filter(
      (r) => r.access === 'auth' || (r.access === 'perm' && !ADMIN_PERMISSIONS.includes(r.permission!)),
    );
    for (const route of reachable) {
      await page.goto(route.path);
      await expect(shell.title(), route.path).toHaveText(PAGE_TITLES[route.path] ?? route.title);
      await shell.expectFrame();
    }
    const remotePorts = apps.filter((a) => a.name !== 'host').map((a) => String(a.port));
    expect([...manifestsFrom].sort()).toEqual(remotePorts.sort());
  });

  test('the sign-in screen paints without the federation runtime, which comes with the first remote (the bell)', async ({
    page,
  }) => {
    // A text of the federation runtime's hand-over to the remotes, kept by minification.
    const loaded = loadedScripts(page, { federation: 'Detect multiple module federation runtime' });
    const signIn = new SignInPage(page);
    await signIn.open();
    await page.waitForLoadState('networkidle');
    expect(loaded().federation).toBe(false);
    expect(await page.evaluate(() => '__FEDERATION__' in window)).toBe(false);
    await signIn.signInAsProducer();
    await expect(new ShellPage(page).title()).toHaveText('Inicio');
    await expect.poll(() => loaded().federation).toBe(true);
  });

  test('the sign-in and home screens load neither the data grid nor the date pickers; /cartera loads the grid once the user acts on it', async ({
    page,
  }) => {
    const loaded = loadedScripts(page, { grid: 'MuiDataGrid', pickers: 'MuiPickersLayout' });
    await new SignInPage(page).signInAsProducer();
    await page.waitForLoadState('networkidle');
    expect(loaded()).toEqual({ grid: false, pickers: false });
    await page.goto('/cartera');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Búsqueda de cartera');
    // Before a search the empty grid is drawn without the grid's code, which the user's first act on the page brings.
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('grid', { name: 'Resultados de la búsqueda de cartera' })).toContainText(
      'No se encontraron datos.',
    );
    expect(loaded().grid).toBe(false);
    await page.getByRole('checkbox', { name: /VIDA Y GENERALES/ }).check();
    await expect.poll(() => loaded().grid).toBe(true);
  });

  test("a report screen paints without its column manager's drag and drop, which loads when the manager first opens", async ({
    page,
  }) => {
    const loaded = loadedScripts(page, { dragAndDrop: 'DndDescribedBy' });
    await new SignInPage(page).signInAsProducer();
    await page.goto('/cartera');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Búsqueda de cartera');
    await page.waitForLoadState('networkidle');
    expect(loaded().dragAndDrop).toBe(false);
    await page.getByRole('button', { name: 'Administrar columnas' }).first().click();
    await expect(page.getByRole('dialog', { name: 'ADMINISTRAR VISTA DE COLUMNAS' })).toBeVisible();
    expect(loaded().dragAndDrop).toBe(true);
  });

  test('no app carries the data router: the portal routes declaratively (issue 13 §1)', () => {
    // The data router's own error text, kept by minification: back in a build, createBrowserRouter came back with it.
    expect(scriptsContaining('non-empty routes array to createRouter')).toEqual([]);
    // The declarative router is there, so the check above reads real builds.
    expect(
      scriptsContaining('useRoutes() may be used only in the context of a <Router> component').length,
    ).toBeGreaterThan(0);
  });

  test('/login paints without zod or the HTML sanitizer; the sign-in rules load once the user reaches the form', async ({
    page,
  }) => {
    const loaded = loadedScripts(page, { zod: 'ZodError', sanitizer: 'ALLOWED_TAGS' });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ingreso');
    await page.waitForLoadState('networkidle');
    expect(loaded()).toEqual({ zod: false, sanitizer: false });
    await page.getByLabel(/^CUIT\/CUIL\/Email/).focus();
    await expect.poll(() => loaded().zod).toBe(true);
  });

  test('a remote whose server is stopped shows the error page while the shell and other remotes keep working', async ({
    browser,
  }) => {
    // Ports of this test's own pair of servers, moved with the stack's offset.
    const [hostPort, remotePort] = [9180 + portOffset, 9183 + portOffset];
    const remote = await serveApp('remote-cobranzas', remotePort);
    const host = await serveApp(
      'host',
      hostPort,
      configWithRemote('remote_cobranzas', `http://localhost:${remotePort}/mf-manifest.json`),
    );
    try {
      const page = await browser.newPage({ baseURL: `http://localhost:${hostPort}` });
      const shell = new ShellPage(page);
      await new SignInPage(page).signInAsProducer();
      await page.goto('/rechazos');
      await expect(shell.title()).toHaveText('Rechazos por motivo');

      await closeServer(remote);
      await page.goto('/deudores');
      await shell.expectCrashPage();
      await shell.expectFrame();

      // The menu still navigates, and another remote still loads, in the same page.
      await shell.menu().getByRole('link', { name: 'Marketing' }).click();
      await expect(shell.title()).toHaveText('Marketing');
      await page.goto('/cartera');
      await expect(shell.title()).toHaveText('Búsqueda de cartera');
    } finally {
      await closeServer(host);
    }
  });

  test('React, the router, the MUI theme and emotion, the query client and the session store are one instance across host and remotes', async ({
    page,
  }) => {
    // The MUI files the host provides by path (MUI_SHARED): the remotes' production builds carry no copy of them
    // (ButtonBase's ripple is in the host's build only).
    const hostPort = apps.find((a) => a.name === 'host')!.port;
    expect(scriptsContaining('MuiTouchRipple').map((url) => new URL(url).port)).toEqual(
      expect.arrayContaining([String(hostPort)]),
    );
    expect(scriptsContaining('MuiTouchRipple').filter((url) => new URL(url).port !== String(hostPort))).toEqual([]);
    await new SignInPage(page).signInAsProducer();
    const shell = new ShellPage(page);
    await page.goto('/cartera');
    await expect(shell.title()).toHaveText('Búsqueda de cartera');

    // The federation share scope holds one version of each singleton, provided by the host and used by the remote.
    const scope = await page.evaluate(() => {
      const share = (
        window as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<
              string,
              Record<string, Record<string, Record<string, { from: string; loaded?: boolean; useIn: string[] }>>>
            >;
          };
        }
      ).__FEDERATION__.__SHARE__;
      const out: Record<string, { versions: number; from: string[]; useIn: string[] }> = {};
      for (const scopes of Object.values(share)) {
        for (const pkgs of Object.values(scopes)) {
          for (const [pkg, versions] of Object.entries(pkgs)) {
            const loaded = Object.values(versions).filter((v) => v.loaded);
            out[pkg] = {
              versions: loaded.length,
              from: loaded.map((v) => v.from),
              useIn: loaded.flatMap((v) => v.useIn),
            };
          }
        }
      }
      return out;
    });
    // MUI is not shared whole (a shared module is never tree-shaken: the whole barrel went to every first paint).
    // What makes a remote's components follow the host's theme is one instance: emotion (theme context, style cache)
    // and the @mui/system modules that hold a context its components read (the theme's default props, the text
    // direction). The styling engine and the components the shell paints with come from the host by file, with the
    // contexts they read (FormControl's, ButtonGroup's): a remote's own TextField meets the host's FormControl context.
    const muiContexts = [
      '@emotion/react',
      '@emotion/styled',
      '@mui/system/DefaultPropsProvider',
      '@mui/system/RtlProvider',
    ];
    const muiFiles = [
      '@mui/material/styles/styled.mjs',
      '@mui/material/ButtonBase/ButtonBase.mjs',
      '@mui/material/Button/Button.mjs',
      '@mui/material/Typography/Typography.mjs',
    ];
    const muiFileContexts = ['@mui/material/FormControl/FormControlContext.mjs'];
    for (const pkg of [
      'react',
      'react/jsx-runtime',
      'react-dom',
      '@portal/shared/router',
      ...muiContexts,
      '@portal/shared/query',
      'zustand',
      '@portal/shared',
      '@portal/shared/zod',
    ]) {
      expect(scope[pkg]?.versions, pkg).toBe(1);
      expect(scope[pkg]?.from, pkg).toEqual(['host']);
    }
    // The host provides MUI's files lazily, and the runtime marks such a module with the app that first loaded it:
    // one version each, and the remotes' builds have no copy to give (above).
    for (const pkg of [...muiFiles, ...muiFileContexts]) expect(scope[pkg]?.versions, pkg).toBe(1);
    // (The remote's styles reach emotion through MUI's styled engine, which is the host's: emotion is used there.)
    for (const pkg of ['react', '@portal/shared', '@mui/system/DefaultPropsProvider', ...muiFiles, ...muiFileContexts])
      expect(scope[pkg].useIn, pkg).toContain('remote_cartera');
    // The router is shared only through the facade cut to what the portal uses, never as the whole package; MUI's
    // component barrel is not shared at all.
    expect(scope['react-router-dom'], 'react-router-dom').toBeUndefined();
    // The query library likewise, through its facade.
    expect(scope['@tanstack/react-query'], '@tanstack/react-query').toBeUndefined();
    expect(scope['@mui/material'], '@mui/material').toBeUndefined();
    expect(scope['@mui/system'], '@mui/system').toBeUndefined();
    // zod likewise, through its facade cut to the functions the schemas use.
    expect(scope['zod'], 'zod').toBeUndefined();

    // The remote's screen is styled by the host's theme (one emotion cache, one MUI theme), and its own MUI
    // components take the theme's default props (MuiButton: disableElevation) through the shared provider…
    await expect(shell.title()).toHaveCSS('color', 'rgb(0, 85, 140)');
    await expect(page.getByRole('main').locator('.MuiButton-root').first()).toHaveClass(/MuiButton-disableElevation/);

    // …a value set in the session store through the shared module is what the host's menu reads…
    await page.evaluate(async () => {
      const share = (
        window as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<
              string,
              Record<
                string,
                Record<
                  string,
                  Record<
                    string,
                    {
                      lib?: () => {
                        useSessionStore: { getState(): { permissions: string[]; setPermissions(p: string[]): void } };
                      };
                    }
                  >
                >
              >
            >;
          };
        }
      ).__FEDERATION__.__SHARE__;
      for (const scopes of Object.values(share)) {
        const lib = Object.values(scopes.default['@portal/shared'])[0].lib!();
        const store = lib.useSessionStore.getState();
        store.setPermissions([...store.permissions, 'VerEstadisticas']);
      }
    });
    await expect(shell.menu().getByRole('link', { name: 'Estadisticas' })).toBeVisible();

    // …and the remote's links navigate in the host's router, without reloading the page.
    await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
    await page.getByRole('main').getByRole('link', { name: 'Inicio' }).click();
    await expect(page).toHaveURL(/\/home$/);
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true);
  });
});

test.describe('servers under malformed requests', () => {
  test('a malformed percent-escape is a 400 in the error shape on the host and every remote, and they keep serving', async ({
    request,
  }) => {
    for (const app of apps) {
      const base = `http://127.0.0.1:${app.port}`;
      for (const bad of ['/%zz', '/cartera/%E0%A4%A', '/%00', '/api/%zz']) {
        const res = await request.get(`${base}${bad}`);
        expect({ app: app.name, bad, status: res.status() }).toEqual({ app: app.name, bad, status: 400 });
        expect(await res.json()).toMatchObject({
          success: false,
          businessExceptions: [{ message: 'La dirección solicitada es inválida.' }],
          issues: [{ path: 'url' }],
        });
      }
      const tooLong = await request.get(`${base}/${'a'.repeat(9000)}`);
      expect(tooLong.status()).toBe(414);
      expect((await request.get(`${base}/${app.name === 'host' ? 'config.json' : 'remoteEntry.js'}`)).status()).toBe(
        200,
      );
    }
  });

  test('scripts are sent as the build gzipped them (level 9, beside each file), not compressed again per request', async ({
    request,
  }) => {
    for (const app of apps) {
      const entry = app.name === 'host' ? 'main.js' : 'remoteEntry.js';
      const res = await request.get(`http://127.0.0.1:${app.port}/${entry}`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(res.headers()['content-encoding'], app.name).toBe('gzip');
      expect(Number(res.headers()['content-length']), app.name).toBe(
        fs.statSync(path.resolve(__dirname, '..', app.dir, 'dist', `${entry}.gz`)).size,
      );
    }
  });
});

import { expect, test } from '@playwright/test';
import { DEMO, SignInPage } from './pages/sign-in-page';
import { ShellPage } from './pages/shell-page';
import { expectNoAxeViolations } from './support/axe';

/**
 * Internal staff (000 §2.3, 002 §2, §6): a user type 2 account that is not asked to select a producer signs
 * in at /admin, lands on /home and reaches the content and oversight screens through its own permissions.
 */
test.describe('internal staff (contenidos@demo.com.ar)', () => {
  test('signs in at /admin, lands on /home with the admin menu of its permissions, and no producer', async ({
    page,
  }) => {
    const signIn = new SignInPage(page);
    const shell = new ShellPage(page);
    await signIn.open('/admin');
    await signIn.signIn(DEMO.staff);
    await expect(page).toHaveURL(/\/home$/);
    await shell.expectFrame();
    await expect(shell.header().getByTestId('header-user')).toHaveText('VALERIA ROMERO');
    await expect(page.getByRole('region', { name: 'Mis datos' })).toContainText('contenidos@demo.com.ar');

    const menu = shell.menu();
    for (const entry of ['Repositorio', 'Estadisticas', 'Marketing'])
      await expect(menu.getByRole('link', { name: entry })).toBeVisible();
    for (const producerEntry of ['Cartera', 'Cuenta Corriente', 'Cobranzas'])
      await expect(menu.getByRole('button', { name: producerEntry })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Gestión de trámites' })).toHaveCount(0);
    // No bell (no producer to ask about) and no simulation chip.
    await expect(page.getByText(/Simulando productor/)).toHaveCount(0);

    await expectNoAxeViolations(page);

    await menu.getByRole('button', { name: 'Administración' }).click();
    for (const entry of ['Notificaciones', 'Comunicaciones', 'Leyendas en las planillas', 'Auditoria']) {
      await expect(page.getByRole('menuitem', { name: entry })).toBeVisible();
    }
    await expect(page.getByRole('menuitem', { name: 'Simuladores' })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'Notificaciones' }).click();
    await expect(page).toHaveURL(/\/adminnotificaciones$/);
    await expect(shell.title()).toHaveText('Administración de Notificaciones');

    // The user menu offers no producer change; the producer selection and the producer screens send it home.
    await shell.header().getByTestId('header-user').click();
    await expect(page.getByRole('menuitem', { name: 'Salir' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Cambiar productor / Avanzado' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto('/simulate-producer');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/cartera');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
  });
});

import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { NotificationBell, NotificationHistoryPage } from './pages/notifications';
import { DEMO, SignInPage } from './pages/sign-in-page';
import { pdfText } from './support/pdf-text';

/*
 * The seeded notifications (api/src/seed/notifications.ts): the demo producer has six not yet seen (the
 * newest, 'Circular 14/2026…', with a PDF attached) and two seen; the second producer one of each.
 */
const CIRCULAR = 'Circular 14/2026: nuevas condiciones de comisiones para seguros de vida colectivos';

test.describe('notifications', () => {
  test('the demo producer reads its new notifications in the bell, the dashboard and the history', async ({ page }) => {
    await new SignInPage(page).signInAsProducer();
    const bell = new NotificationBell(page);
    await bell.expectCount(6);

    await bell.open();
    await expect(bell.items()).toHaveCount(4);
    const circular = bell.items().first();
    // 002 §9: titles cut at 45 characters, the whole title on hover.
    await expect(circular.getByText(`${CIRCULAR.slice(0, 45)}…`)).toHaveAttribute('title', CIRCULAR);
    await bell.dropdown().getByRole('button', { name: 'Ver más' }).click();
    await expect(bell.items()).toHaveCount(6);
    await expect(bell.dropdown().getByRole('button', { name: 'Ver más' })).toHaveCount(0);

    await circular.getByRole('button', { name: 'Ver mensaje' }).click();
    await expect(circular).toContainText('se actualizan las condiciones de comisiones');
    const download = page.waitForEvent('download');
    await circular.getByRole('button', { name: 'Ver archivo adjunto' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Circular_14_2026.pdf');
    expect(pdfText(fs.readFileSync(await file.path()))).toContain('CIRCULAR 14/2026');

    await bell.dropdown().getByRole('link', { name: 'Ver historial' }).click();
    await expect(page).toHaveURL(/\/historialnotificaciones$/);
    const history = new NotificationHistoryPage(page);
    await expect(history.rows()).toHaveCount(8);
    await expect(history.rows().filter({ hasText: 'Vista' })).toHaveCount(2);
    await history
      .rows()
      .filter({ hasText: 'Cierre de producción de octubre' })
      .getByRole('button', { name: 'Ver notificación' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Cierre de producción de octubre' });
    await expect(dialog).toContainText('Gracias por su gestión.');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();

    await bell.open();
    await bell.dropdown().getByRole('link', { name: 'Ver todas' }).click();
    await expect(page).toHaveURL(/\/user-dashboard-notifications$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('User Dashboard');
    await expect(main.getByRole('article')).toHaveCount(4);
    await main.getByRole('button', { name: 'Ver más' }).click();
    await expect(main.getByRole('article')).toHaveCount(6);
  });

  test('the second producer marks its notification as seen: it leaves the bell and stays in the history', async ({
    page,
  }) => {
    await new SignInPage(page).signInAsProducer(DEMO.secondProducer);
    const bell = new NotificationBell(page);
    await bell.expectCount(1);
    await bell.open();
    await expect(bell.items()).toHaveCount(1);
    await expect(bell.dropdown()).not.toContainText('Circular 14/2026');
    await bell.items().first().getByRole('button', { name: 'Marcar como vista' }).click();
    await expect(bell.dropdown()).toContainText('Sin notificaciones pendientes');
    // The open dropdown hides the page from the accessibility tree: close it (click outside) to read the badge.
    await page.mouse.click(5, 400);
    await expect(bell.dropdown()).toBeHidden();
    await bell.expectCount(0);

    await bell.open();
    await bell.dropdown().getByRole('link', { name: 'Ver historial' }).click();
    const history = new NotificationHistoryPage(page);
    await expect(history.rows()).toHaveCount(2);
    await expect(history.rows().filter({ hasText: 'Vista' })).toHaveCount(2);
    await expect(page.getByRole('main')).not.toContainText('Circular 14/2026');
  });
});

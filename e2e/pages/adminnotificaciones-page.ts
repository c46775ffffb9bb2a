import { expect, type Locator, type Page } from '@playwright/test';

/** /adminnotificaciones: the definitions, their expanded rows and the three modals of 002 §2. */
export class AdminNotificacionesPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/adminnotificaciones');
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Administración de Notificaciones');
    await expect(this.table()).toBeVisible();
  }

  table(): Locator {
    return this.page.getByRole('table', { name: 'Definiciones de notificaciones' });
  }

  row(description: string): Locator {
    return this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: description, exact: true }) });
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Definición de Notificación' });
  }

  field(label: string): Locator {
    return this.dialog().getByRole('textbox', { name: label });
  }

  async save() {
    await this.dialog().getByRole('button', { name: 'Guardar' }).click();
  }

  scheduler(): Locator {
    return this.page.getByRole('region', { name: 'Calendario de ejecución' });
  }

  destinations(): Locator {
    return this.page.getByRole('region', { name: 'Destinatarios de ejecución' });
  }

  async expand(description: string) {
    await this.row(description)
      .getByRole('button', { name: `Ver detalle ${description}` })
      .click();
    await expect(this.scheduler()).toBeVisible();
  }
}

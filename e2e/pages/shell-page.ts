import { expect, type Page } from '@playwright/test';

/** The signed-in frame around every screen: header, menu, footer, and the screen's title. */
export class ShellPage {
  constructor(readonly page: Page) {}

  header() {
    return this.page.getByRole('banner');
  }

  menu() {
    return this.page.getByRole('navigation', { name: 'Menú principal' });
  }

  footer() {
    return this.page.getByRole('contentinfo');
  }

  title() {
    return this.page.getByRole('heading', { level: 1 });
  }

  async expectFrame() {
    await expect(this.header()).toBeVisible();
    await expect(this.menu()).toBeVisible();
    await expect(this.footer()).toContainText('Portal de Productores');
    await expect(this.footer()).toContainText('V 2.4.0');
  }

  async expectCrashPage() {
    await expect(this.page.getByRole('alert')).toContainText('¡Ha ocurrido un error inesperado!');
    await expect(this.page.getByRole('link', { name: 'Volver al sitio' })).toBeVisible();
  }
}

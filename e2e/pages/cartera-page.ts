import { expect, type Page } from '@playwright/test';

/** /cartera: search tabs, the portfolio grid and its row actions. */
export class CarteraPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/cartera');
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Búsqueda de cartera');
  }

  async searchCore(core: 'VIDA Y GENERALES' | 'RETIRO') {
    await this.page.getByRole('checkbox', { name: new RegExp(core) }).check();
    await this.page.getByRole('button', { name: 'Buscar' }).click();
  }

  grid() {
    return this.page.getByRole('grid');
  }

  firstRow() {
    return this.grid().getByRole('row').nth(1);
  }
}

import { expect, type Page } from '@playwright/test';

/** /rubricadigital: month selector and download button (001 §2). */
export class RubricaPage {
  constructor(readonly page: Page) {}

  form() {
    return this.page.getByRole('form', { name: 'Rúbrica digital' });
  }

  async open() {
    await this.page.goto('/rubricadigital');
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Rúbrica digital');
  }

  /** Chooses a month by its label, e.g. 'Octubre, 2026'. */
  async chooseMonth(label: string) {
    await this.form().getByRole('combobox', { name: 'Mes' }).click();
    await this.page.getByRole('listbox').getByRole('option', { name: label, exact: true }).click();
  }

  download() {
    return this.form().getByRole('button', { name: 'Descargar' }).click();
  }
}

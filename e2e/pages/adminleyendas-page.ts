import { expect, type Locator, type Page } from '@playwright/test';

export interface LegendFields {
  section: string;
  type: string;
  description: string;
  text: string;
}

/** /adminleyendas: the list of legends and the 'Definición de Leyenda' modal (002 §2). */
export class AdminLeyendasPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/adminleyendas');
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(
      'Administración de Leyendas en las planillas',
    );
    await expect(this.table()).toBeVisible();
  }

  table(): Locator {
    return this.page.getByRole('table', { name: 'Leyendas' });
  }

  row(description: string): Locator {
    return this.table().getByRole('row').filter({ hasText: description });
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Definición de Leyenda' });
  }

  async startNew() {
    await this.page.getByRole('button', { name: 'Nueva Leyenda' }).click();
    await expect(this.dialog()).toBeVisible();
  }

  async fill(fields: Partial<LegendFields>) {
    const d = this.dialog();
    if (fields.section) {
      await d.getByRole('combobox', { name: /Sección/ }).click();
      await this.page.getByRole('option', { name: fields.section }).click();
    }
    if (fields.type) {
      await d.getByRole('combobox', { name: /Tipo/ }).click();
      await this.page.getByRole('option', { name: fields.type, exact: true }).click();
    }
    if (fields.description !== undefined)
      await d.getByRole('textbox', { name: /Descripción/ }).fill(fields.description);
    if (fields.text !== undefined) await d.getByRole('textbox', { name: /Texto/ }).fill(fields.text);
  }

  async save() {
    await this.dialog().getByRole('button', { name: 'Guardar' }).click();
  }

  async edit(description: string) {
    await this.row(description)
      .getByRole('button', { name: `Editar ${description}` })
      .click();
    await expect(this.dialog()).toBeVisible();
  }
}

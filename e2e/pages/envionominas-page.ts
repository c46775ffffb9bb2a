import { expect, type Page } from '@playwright/test';

/** /envionominas: the payroll upload form (001 §2, §4, §5). */
export class EnvioNominasPage {
  constructor(readonly page: Page) {}

  form() {
    return this.page.getByRole('form', { name: 'Envío de nómina' });
  }

  async open() {
    await this.page.goto('/envionominas');
    // 000 §2.2: the page title; the breadcrumb keeps the route's 'Envío de nóminas'.
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Envío de nómina');
  }

  templateLink() {
    return this.form().getByRole('button', { name: 'Descargar modelo válido de nómina' });
  }

  policy() {
    return this.form().getByRole('textbox', { name: 'Póliza' });
  }

  holder() {
    return this.form().getByRole('textbox', { name: 'Tomador' });
  }

  async attach(file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.form().getByLabel('Archivo', { exact: true }).setInputFiles(file);
    await expect(this.form()).toContainText(file.name);
  }

  /** The upload's progress bar (0–100), not the button's own spinner, which shares its name. */
  progress() {
    return this.form().getByRole('progressbar', { name: 'Enviar' }).and(this.page.locator('[aria-valuemax="100"]'));
  }

  send() {
    return this.form().getByRole('button', { name: 'Enviar', exact: true }).click();
  }
}

import { expect, type Page } from '@playwright/test';

/** /libredeuda: the debt-free certificate form (001 §2, §5). */
export class LibreDeudaPage {
  constructor(readonly page: Page) {}

  form() {
    return this.page.getByRole('form', { name: 'Certificado de libre deuda' });
  }

  async open() {
    await this.page.goto('/libredeuda');
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Libre deuda');
  }

  /** Fills policy, certificate and the newest period offered (the list is the last 12 months, newest first). */
  async fill(poliza: string, certificado: string) {
    await this.form().getByRole('textbox', { name: 'Póliza' }).fill(poliza);
    await this.form().getByRole('textbox', { name: 'Certificado' }).fill(certificado);
    await this.form().getByRole('combobox', { name: 'Período' }).click();
    await this.page.getByRole('listbox').getByRole('option').first().click();
  }

  generate() {
    return this.form().getByRole('button', { name: 'Generar' }).click();
  }
}

import { expect, type Locator, type Page } from '@playwright/test';

/** /news: the tabs 'Mostrar en Web' and 'Enviar E-mail', the notice modal and the send modal (002 §2). */
export class NewsAdminPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/news');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(this.table(0)).toBeVisible();
  }

  async tab(name: 'Mostrar en Web' | 'Enviar E-mail') {
    await this.page.getByRole('tab', { name }).click();
    await expect(this.table(name === 'Mostrar en Web' ? 0 : 1)).toBeVisible();
  }

  table(type: 0 | 1): Locator {
    return this.page.getByRole('table', { name: type === 0 ? 'Avisos en la web' : 'Avisos por e-mail' });
  }

  row(type: 0 | 1, text: string): Locator {
    return this.table(type).getByRole('row').filter({ hasText: text });
  }

  dialog(): Locator {
    return this.page.getByRole('dialog', { name: /^Aviso/ });
  }

  sendDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Enviar aviso por e-mail' });
  }

  field(name: 'Asunto' | 'Título' | 'Texto' | 'URL'): Locator {
    return this.dialog().getByRole('textbox', { name, exact: true });
  }

  date(name: 'Fecha de inicio' | 'Fecha de fin'): Locator {
    return this.dialog().getByLabel(name);
  }

  image(): Locator {
    return this.dialog().getByLabel('Imagen (jpg o png, hasta 5 MB)');
  }

  async save() {
    await this.dialog().getByRole('button', { name: 'Guardar' }).click();
  }
}

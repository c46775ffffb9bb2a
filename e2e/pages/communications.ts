import { expect, type Page } from '@playwright/test';

/** The communications panel the host places on /home and /user-dashboard-notifications (002 §2). */
export class CommunicationsPanel {
  constructor(readonly page: Page) {}

  region() {
    return this.page.getByRole('region', { name: 'Comunicaciones' });
  }

  items() {
    return this.region().getByRole('list', { name: 'Comunicaciones' }).getByRole('button');
  }

  async open(title: string) {
    await this.items().filter({ hasText: title }).click();
    return new CommunicationDialog(this.page, title);
  }
}

/** /historialcomunicaciones. */
export class CommunicationHistoryPage {
  constructor(readonly page: Page) {}

  table() {
    return this.page.getByRole('table', { name: 'Historial de Comunicaciones' });
  }

  rows() {
    return this.table()
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell') });
  }

  row(title: string) {
    return this.rows().filter({ hasText: title });
  }

  async open(title: string) {
    await this.row(title).getByRole('button', { name: 'Ver comunicación' }).click();
    return new CommunicationDialog(this.page, title);
  }
}

/** The communication's modal: description, body (frame or image), confirmation box, attachment link. */
export class CommunicationDialog {
  constructor(
    readonly page: Page,
    readonly title: string,
  ) {}

  dialog() {
    return this.page.getByRole('dialog', { name: this.title });
  }

  frame() {
    return this.dialog().locator('iframe');
  }

  confirmation(text: string) {
    return this.dialog().getByRole('checkbox', { name: text });
  }

  async close() {
    await this.dialog().getByRole('button', { name: 'Cerrar' }).click();
    await expect(this.dialog()).toBeHidden();
  }
}

/** /consulta: the enquiry form (002 §2). */
export class EnquiryPage {
  constructor(readonly page: Page) {}

  main() {
    return this.page.getByRole('main');
  }

  sector() {
    return this.main().getByRole('combobox', { name: /Sector/ });
  }

  reason() {
    return this.main().getByRole('combobox', { name: /Tipo de consulta/ });
  }

  async choose(combobox: ReturnType<EnquiryPage['sector']>, option: string) {
    await combobox.click();
    await this.page.getByRole('listbox').getByRole('option', { name: option }).click();
  }

  async attach(files: { name: string; mimeType: string; buffer: Buffer }[]) {
    await this.main().getByTestId('enquiry-files').setInputFiles(files);
  }

  send() {
    return this.main().getByRole('button', { name: 'ENVIAR' }).click();
  }
}

/** /admincomunicaciones (002 §2): the list and the 'Definición de Comunicación' modal. */
export class AdminCommunicationsPage {
  constructor(readonly page: Page) {}

  table() {
    return this.page.getByRole('table', { name: 'Administración de Comunicaciones' });
  }

  row(description: string) {
    return this.table().getByRole('row').filter({ hasText: description });
  }

  dialog() {
    return this.page.getByRole('dialog', { name: 'Definición de Comunicación' });
  }

  /** Uploads one file through the generic upload modal opened by `button`. */
  async upload(button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
    await this.dialog().getByRole('button', { name: button }).click();
    const modal = this.page.getByRole('dialog', { name: button });
    await modal.getByTestId('upload-input').setInputFiles(file);
    await modal.getByRole('button', { name: 'Subir' }).click();
    await expect(modal).toBeHidden();
  }
}

import type { Page } from '@playwright/test';

/** 'CONFIGURAR SCHEDULER' (001 §2, §4, §5): the scheduled-send dialog of the report screens. */
export class SchedulerDialog {
  constructor(readonly page: Page) {}

  dialog() {
    return this.page.getByRole('dialog', { name: 'CONFIGURAR SCHEDULER' });
  }

  async choosePeriod(period: 'Diario' | 'Semanal' | 'Mensual') {
    await this.dialog().getByRole('radio', { name: period }).check();
  }

  async openAdvanced() {
    await this.dialog().getByRole('button', { name: 'Configuración avanzada' }).click();
  }

  days() {
    return this.dialog().getByRole('textbox', { name: 'Cantidad de días' });
  }

  save() {
    return this.dialog().getByRole('button', { name: 'Guardar' }).click();
  }
}

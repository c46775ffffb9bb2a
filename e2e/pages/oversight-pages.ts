import { expect, type Page } from '@playwright/test';

/** /auditoria-productor (002 §2): tabs, filters, server-paged grids and the detail modal. */
export class AuditPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/auditoria-productor');
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Auditoria');
  }

  grid(tab: 'Actividad' | 'Errores' | 'Mensajes') {
    return this.page.getByRole('grid', { name: tab });
  }

  /** The grid's page size (10 by default, 002 §9). */
  async showRows(count: 25 | 50 | 100) {
    await this.page.getByRole('combobox', { name: /Filas por página/i }).click();
    await this.page.getByRole('option', { name: String(count), exact: true }).click();
  }

  onlySimulated() {
    return this.page.getByRole('checkbox', { name: 'Ver solo productor simulado' });
  }

  advanced() {
    return this.page.getByRole('checkbox', { name: 'Avanzado' });
  }

  /** 002 §5: at least 2 characters, upper case, then the option. */
  async chooseProducer(text: string, option: RegExp) {
    const box = this.page.getByRole('combobox', { name: 'Productor (CUIT o nombre)' });
    await box.fill(text);
    await expect(box).toHaveValue(text.toUpperCase());
    await this.page.getByRole('option', { name: option }).first().click();
  }

  async clearFilters() {
    await this.page.getByRole('button', { name: 'Limpiar filtros' }).click();
  }
}

/** /estadisticas (002 §2): four widgets, each a labelled section. */
export class StatisticsPage {
  constructor(readonly page: Page) {}

  widget(title: string | RegExp) {
    return this.page.getByRole('region', { name: title });
  }

  /** The total under 'Registro de ingresos' for its period. */
  async signIns(): Promise<number> {
    const text = await this.widget('Registro de ingresos')
      .getByText(/^Ingresos: \d+$/)
      .textContent();
    return Number(/\d+/.exec(text ?? '')?.[0]);
  }
}

/** /repositorio (002 §2): the stored files. */
export class RepositoryPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/repositorio');
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Repositorio');
  }

  grid() {
    return this.page.getByRole('grid', { name: 'Repositorio' });
  }

  row(fileName: string) {
    return this.grid().getByRole('row').filter({ hasText: fileName });
  }

  async delete(fileName: string) {
    await this.row(fileName)
      .getByRole('button', { name: `Eliminar ${fileName}` })
      .click();
    const dialog = this.page.getByRole('dialog', { name: 'Eliminar' });
    await expect(dialog).toContainText('¿Está seguro que desea eliminar el registro?');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(this.row(fileName)).toHaveCount(0);
  }
}

import { expect, type Locator, type Page, type Response } from '@playwright/test';

/** '$ 1.234,56' (es-AR, as the grids show money) → 1234.56. */
export function parseMoney(text: string): number {
  const match = /(-?)\$\s*(-?[\d.]+,\d{2})/.exec(text);
  if (!match) throw new Error(`not an es-AR amount: ${text}`);
  const value = Number(match[2].replace(/\./g, '').replace(',', '.'));
  return match[1] ? -value : value;
}

/** A report screen's server grid (the kit's ServerGrid) and its column manager, found by the grid's name. */
export class ReportGrid {
  constructor(
    readonly page: Page,
    readonly name: string,
  ) {}

  grid(): Locator {
    return this.page.getByRole('grid', { name: this.name, exact: true });
  }

  dataRows(): Locator {
    return this.grid()
      .getByRole('row')
      .filter({ has: this.page.getByRole('gridcell') });
  }

  columnHeader(title: string): Locator {
    return this.grid()
      .getByRole('columnheader')
      .filter({ has: this.page.getByText(title, { exact: true }) });
  }

  async columnTitles(): Promise<string[]> {
    const titles = await this.grid()
      .getByRole('columnheader')
      .evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label') ?? c.textContent ?? ''));
    return titles.map((t) => t.trim()).filter(Boolean);
  }

  /** The texts of one column on the current page, located by its header. */
  async columnValues(title: string): Promise<string[]> {
    const index = await this.columnHeader(title).first().getAttribute('aria-colindex');
    expect(index, `column '${title}' is shown`).not.toBeNull();
    return this.dataRows().locator(`[role="gridcell"][aria-colindex="${index}"]`).allTextContents();
  }

  displayedRows(): Locator {
    return this.page.locator('.MuiTablePagination-displayedRows').first();
  }

  nextPage(): Locator {
    return this.page.getByRole('button', { name: 'Ir a la página siguiente' }).first();
  }

  async openColumnFilter(title: string) {
    const header = this.columnHeader(title);
    await header.hover();
    await header.getByRole('button', { name: 'Menú' }).click();
    await this.page.getByRole('menuitem', { name: 'Filtro' }).click();
  }

  async openColumnManager(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Administrar columnas' }).first().click();
    const dialog = this.page.getByRole('dialog', { name: 'ADMINISTRAR VISTA DE COLUMNAS' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async saveColumnView(dialog: Locator) {
    await Promise.all([
      this.page.waitForResponse((r) => r.request().method() !== 'GET' && /\/columnview/i.test(r.url()) && r.ok()),
      dialog.getByRole('button', { name: 'Guardar' }).click(),
    ]);
    await expect(dialog).toBeHidden();
  }
}

/** Runs `action` and answers the first response whose path ends with `path` (and whose request `accept` takes). */
export async function responseOf(
  page: Page,
  path: RegExp,
  action: () => Promise<unknown>,
  accept: (body: unknown) => boolean = () => true,
): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) =>
        path.test(new URL(r.url()).pathname) && (r.request().method() === 'GET' || accept(r.request().postDataJSON())),
    ),
    action(),
  ]);
  expect(response.ok(), `${response.url()} answered ${response.status()}`).toBe(true);
  return response;
}

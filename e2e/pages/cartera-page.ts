import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { recordRequests } from '../support/requests';

/** The body /cartera posts to portfolio/ (001 §7), as far as the specs look at it. */
interface PortfolioSearchBody {
  producerId: string[];
  offset: number;
  next: number;
  sort: { field: string; sort: 'asc' | 'desc' }[];
  gridFilters: { field: string; operator: string; value: unknown }[];
  [criterion: string]: unknown;
}

/** One row of the portfolio/ answer (001 §3 "Portfolio row"), the fields the specs read. */
interface PortfolioRowData {
  id: number;
  policyNumber: string;
  poliza_Numero_FRMT: string;
  producerId: string;
  premium: number;
  [field: string]: unknown;
}

export interface PortfolioSearch {
  body: PortfolioSearchBody;
  answer: { data: PortfolioRowData[]; total: number };
}

/** The portfolio/ search itself, not its totals, export or detail calls. */
function isPortfolioSearch(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/api/portfolio');
}

/** '$ 1.234,56' (es-AR, as the grid and the totals show money) → 1234.56. */
export function parseMoney(text: string): number {
  const match = /(-?)\$\s*([\d.]+,\d{2})/.exec(text);
  if (!match) throw new Error(`not an es-AR amount: ${text}`);
  return Number(`${match[1]}${match[2].replace(/\./g, '').replace(',', '.')}`);
}

/** The five search tabs of /cartera (001 §2). */
type Tab =
  'Filtro por Productor' | 'Filtro por Fecha' | 'Filtro por Producto' | 'Filtro por Póliza' | 'Filtro por Cliente';

/** /cartera: search tabs, the portfolio grid and its row actions. */
export class CarteraPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/cartera');
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Búsqueda de cartera');
  }

  async searchCore(core: 'VIDA Y GENERALES' | 'RETIRO') {
    await this.page.getByRole('checkbox', { name: new RegExp(core) }).check();
    await this.page.getByRole('button', { name: 'Buscar', exact: true }).click();
  }

  grid() {
    return this.page.getByRole('grid');
  }

  firstRow() {
    return this.grid().getByRole('row').nth(1);
  }

  // ——— Search tabs (001 §2, §5) ———

  tab(name: Tab) {
    return this.page.getByRole('tablist', { name: 'Filtros de búsqueda' }).getByRole('tab', { name, exact: true });
  }

  /** Opens a filter tab and answers its panel. */
  async openTab(name: Tab) {
    await this.tab(name).click();
    const panel = this.page.getByRole('tabpanel', { name, exact: true });
    await expect(panel).toBeVisible();
    return panel;
  }

  /** Checks producer codes or a whole core in the producer tree, e.g. '(1001) GOMEZ MARTIN' or 'RETIRO'. */
  async checkProducers(...names: string[]) {
    for (const name of names) await this.page.getByRole('checkbox', { name, exact: true }).check();
  }

  searchButton() {
    return this.page.getByRole('button', { name: 'Buscar', exact: true });
  }

  /**
   * Runs `action` (a click on Buscar, a page change, a sort …) and answers the portfolio/ call it made:
   * the first one whose body `accept` takes, when an earlier change may still be answering.
   */
  async searchBy(
    action: () => Promise<unknown>,
    accept: (body: PortfolioSearchBody) => boolean = () => true,
  ): Promise<PortfolioSearch> {
    const [response] = await Promise.all([
      this.page.waitForResponse(
        (r) => isPortfolioSearch(r.request()) && accept(r.request().postDataJSON() as PortfolioSearchBody),
      ),
      action(),
    ]);
    expect(response.ok(), `portfolio/ answered ${response.status()}`).toBe(true);
    return {
      body: response.request().postDataJSON() as PortfolioSearchBody,
      answer: (await response.json()) as PortfolioSearch['answer'],
    };
  }

  search(accept?: (body: PortfolioSearchBody) => boolean) {
    return this.searchBy(() => this.searchButton().click(), accept);
  }

  /** Collects every portfolio/ request the page sends from now on. */
  recordSearches(): Request[] {
    return recordRequests(this.page, isPortfolioSearch);
  }

  // ——— The grid ———

  dataRows() {
    return this.grid()
      .getByRole('row')
      .filter({ has: this.page.getByRole('gridcell') });
  }

  /** The column headers' titles in the order shown (the expand and action columns left out). */
  async columnTitles(): Promise<string[]> {
    const titles = await this.grid()
      .getByRole('columnheader')
      .evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label') ?? c.textContent ?? ''));
    return titles.map((t) => t.trim()).filter((t) => t && t !== 'Acciones');
  }

  /** A column's header by its title (a sorted header's accessible name also holds its buttons'). */
  columnHeader(title: string) {
    return this.grid()
      .getByRole('columnheader')
      .filter({ has: this.page.getByText(title, { exact: true }) });
  }

  /** The texts of one column on the current page, located by its header, wherever the column view put it. */
  async columnValues(title: string): Promise<string[]> {
    const index = await this.columnHeader(title).getAttribute('aria-colindex');
    expect(index, `column '${title}' is shown`).not.toBeNull();
    return this.dataRows().locator(`[role="gridcell"][aria-colindex="${index}"]`).allTextContents();
  }

  /** Waits until the grid shows exactly these policies, in this order (the answer of the last search). */
  async expectPolicies(numbers: string[]) {
    await expect.poll(() => this.columnValues('Póliza')).toEqual(numbers);
  }

  /** MUI's 'desde–hasta de total' under the grid. */
  displayedRows(): Locator {
    return this.page.locator('.MuiTablePagination-displayedRows');
  }

  /** The total of rows found, as the pagination shows it. */
  async totalRows(): Promise<number> {
    const text = (await this.displayedRows().textContent()) ?? '';
    const match = /de\s+([\d.]+)/.exec(text);
    if (!match) throw new Error(`no total in '${text}'`);
    return Number(match[1].replace(/\./g, ''));
  }

  nextPage() {
    return this.page.getByRole('button', { name: 'Ir a la página siguiente' });
  }

  async choosePageSize(size: number) {
    await this.page.getByRole('combobox', { name: /Filas por página/ }).click();
    await this.page.getByRole('option', { name: String(size), exact: true }).click();
  }

  /** Opens the column menu of a header and its filter panel. */
  async openColumnFilter(title: string) {
    const header = this.columnHeader(title);
    await header.hover();
    await header.getByRole('button', { name: 'Menú' }).click();
    await this.page.getByRole('menuitem', { name: 'Filtro' }).click();
  }

  totals() {
    return this.page.getByRole('region', { name: 'Totales' });
  }

  // ——— Column manager (001 §2 'ADMINISTRAR VISTA DE COLUMNAS') ———

  async openColumnManager() {
    await this.page.getByRole('button', { name: 'Administrar columnas' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'ADMINISTRAR VISTA DE COLUMNAS' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  /** Saves the manager's view and waits for the column view to be stored. */
  async saveColumnView(dialog: Locator) {
    await Promise.all([
      this.page.waitForResponse((r) => r.request().method() !== 'GET' && /\/columnview/i.test(r.url()) && r.ok()),
      dialog.getByRole('button', { name: 'Guardar' }).click(),
    ]);
    await expect(dialog).toBeHidden();
  }

  // ——— Policy detail (001 §2 "Policy detail sections") ———

  /** Expands the grid row of a policy and answers its detail region. */
  async expandPolicy(formattedNumber: string) {
    const row = this.dataRows().filter({
      has: this.page.getByRole('gridcell', { name: formattedNumber, exact: true }),
    });
    await row.getByRole('button', { name: 'Expandir fila' }).click();
    const detail = this.grid().getByRole('region', { name: /^Detalle de la fila/ });
    await expect(detail).toBeVisible();
    return detail;
  }

  /**
   * Opens the `index`-th detail section of that title (Composición de Premio and Rechazos repeat under
   * each invoice) and answers its body once loaded, failing if it shows an error instead.
   */
  async openSection(detail: Locator, title: string, index = 0) {
    const summary = detail.getByRole('button', { name: title, exact: true }).nth(index);
    await summary.click();
    await expect(summary).toHaveAttribute('aria-expanded', 'true');
    const body = this.page.locator(`[id="${await summary.getAttribute('aria-controls')}"]`);
    await expect(body).toHaveRole('region');
    await expect(body).toHaveAccessibleName(title);
    // Loaded: a table, the empty text, or an error, which must not be there.
    await expect(
      body.getByRole('table').or(body.getByText('No se encontraron datos.')).or(body.getByRole('alert')).first(),
    ).toBeVisible();
    await expect(body.getByRole('alert')).toHaveCount(0);
    return body;
  }
}

import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { recordRequests } from '../support/requests';

type Tab = 'Productor' | 'Fecha' | 'Producto' | 'Póliza' | 'Asegurado';

/** A collections search's body and answer, as far as the specs look at them. */
export interface CollectionsSearch {
  body: {
    producerId: string[];
    offset: number;
    next: number;
    sort: { field: string; sort: string }[];
    [criterion: string]: unknown;
  };
  answer: {
    data: Record<string, unknown>[];
    total: number;
    cutDate?: string;
    sumarizeItems: Record<string, { total: number }>;
  };
}

const SEARCH_CALLS = {
  '/rechazos': '/api/rejection',
  '/deudores': '/api/debtors',
  '/deudores-policyExpired': '/api/debtors',
  '/liquidacion': '/api/settlement',
  '/information': '/api/settlement',
} as const;

/**
 * The report screens with search tabs and a producer tree — /rechazos, /deudores, /deudores-policyExpired
 * and /liquidacion (/information) — each with its search call.
 */
export class CobranzasPage {
  constructor(
    readonly page: Page,
    readonly route: keyof typeof SEARCH_CALLS,
  ) {}

  private get apiPath() {
    return SEARCH_CALLS[this.route];
  }

  isSearch = (request: Request) =>
    request.method() === 'POST' && new URL(request.url()).pathname.toLowerCase().replace(/\/$/, '') === this.apiPath;

  async open(title: string) {
    await this.page.goto(this.route);
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(title);
  }

  tab(name: Tab) {
    return this.page.getByRole('tablist', { name: 'Filtros de búsqueda' }).getByRole('tab', { name, exact: true });
  }

  async openTab(name: Tab) {
    await this.tab(name).click();
    const panel = this.page.getByRole('tabpanel', { name, exact: true });
    await expect(panel).toBeVisible();
    return panel;
  }

  async checkProducers(...names: string[]) {
    for (const name of names) await this.page.getByRole('checkbox', { name, exact: true }).check();
  }

  searchButton() {
    return this.page.getByRole('button', { name: 'Buscar', exact: true });
  }

  /** Runs `action` and answers the search call it made (the first one `accept` takes). */
  async searchBy(
    action: () => Promise<unknown>,
    accept: (body: CollectionsSearch['body']) => boolean = () => true,
  ): Promise<CollectionsSearch> {
    const [response] = await Promise.all([
      this.page.waitForResponse(
        (r) => this.isSearch(r.request()) && accept(r.request().postDataJSON() as CollectionsSearch['body']),
      ),
      action(),
    ]);
    expect(response.ok(), `${this.apiPath} answered ${response.status()}`).toBe(true);
    return {
      body: response.request().postDataJSON() as CollectionsSearch['body'],
      answer: (await response.json()) as CollectionsSearch['answer'],
    };
  }

  search(accept?: (body: CollectionsSearch['body']) => boolean) {
    return this.searchBy(() => this.searchButton().click(), accept);
  }

  recordSearches(): Request[] {
    return recordRequests(this.page, this.isSearch);
  }

  grid() {
    return this.page.getByRole('grid');
  }

  dataRows() {
    return this.grid()
      .getByRole('row')
      .filter({ has: this.page.getByRole('gridcell') });
  }

  columnHeader(title: string) {
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
    const index = await this.columnHeader(title).getAttribute('aria-colindex');
    expect(index, `column '${title}' is shown`).not.toBeNull();
    return this.dataRows().locator(`[role="gridcell"][aria-colindex="${index}"]`).allTextContents();
  }

  nextPage() {
    return this.page.getByRole('button', { name: 'Ir a la página siguiente' });
  }

  totals(): Locator {
    return this.page.getByRole('region', { name: 'Totales' });
  }

  async openColumnManager() {
    await this.page.getByRole('button', { name: 'Administrar columnas' }).click();
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

  onlyAboutToBeCancelled() {
    return this.page.getByRole('checkbox', { name: 'Ver sólo pólizas próximas a anularse' });
  }
}

import { expect, type Page } from '@playwright/test';

export const QUICK_SEARCH_LABEL = 'Buscar póliza, asegurado o DNI';

/** The header's quick search (issue 39 §3): a box from 900 px wide, a button that opens it in a dialog below. */
export class QuickSearch {
  constructor(readonly page: Page) {}

  box() {
    return this.page.getByRole('combobox', { name: QUICK_SEARCH_LABEL });
  }

  list() {
    return this.page.getByRole('listbox', { name: QUICK_SEARCH_LABEL });
  }

  option(text: string | RegExp) {
    return this.list().getByRole('option').filter({ hasText: text });
  }

  /** '/' from the page, as a person who knows the key; the box turns into the search once its code has loaded. */
  async focusWithSlash() {
    // The box shows once the user's permissions have arrived.
    await expect(this.page.getByRole('banner').getByRole('search')).toBeVisible();
    await this.page.locator('body').press('/');
    await expect(this.box()).toBeFocused();
  }

  /** On a phone: the header's button opens the search in a dialog. */
  async openOnPhone() {
    await this.page.getByRole('banner').getByRole('button', { name: QUICK_SEARCH_LABEL }).click();
    await expect(this.page.getByRole('dialog', { name: QUICK_SEARCH_LABEL })).toBeVisible();
    await expect(this.box()).toBeFocused();
  }

  async type(query: string) {
    await this.box().fill('');
    await this.box().pressSequentially(query);
  }
}

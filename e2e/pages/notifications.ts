import { expect, type Locator, type Page } from '@playwright/test';

/** The header bell (remote-comunicacion's ./NotificationBell) and its dropdown. */
export class NotificationBell {
  constructor(readonly page: Page) {}

  button(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: 'Notificaciones' });
  }

  dropdown(): Locator {
    return this.page.getByRole('dialog', { name: 'Notificaciones' });
  }

  items(): Locator {
    return this.dropdown().getByRole('article');
  }

  /** Opens the dropdown and waits for its list: the dropdown loads on the first opening, then its notifications. */
  async open() {
    await this.button().click();
    await expect(this.dropdown()).toBeVisible();
    await expect(this.dropdown().getByRole('progressbar')).toHaveCount(0);
  }

  async expectCount(count: number) {
    const badge = this.button().locator('.MuiBadge-badge');
    if (count === 0) await expect(badge).toHaveClass(/MuiBadge-invisible/);
    else await expect(badge).toHaveText(String(count));
  }
}

/** /historialnotificaciones: every notification of the producer, seen or not. */
export class NotificationHistoryPage {
  constructor(readonly page: Page) {}

  rows(): Locator {
    return this.page
      .getByRole('main')
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell') });
  }
}

import { expect, type Page } from '@playwright/test';

/** /admin-users (002 §2): the administrator's simulator users. */
export class AdminUsersPage {
  constructor(readonly page: Page) {}

  grid() {
    return this.page.getByRole('grid', { name: 'Administrar usuarios' });
  }

  row(email: string) {
    return this.grid().getByRole('row').filter({ hasText: email });
  }

  async openNewUser() {
    await this.page.getByRole('button', { name: 'Nuevo usuario' }).click();
    return this.page.getByRole('dialog', { name: 'Nuevo usuario simulador' });
  }

  async create(user: { email: string; firstName: string; lastName: string }) {
    const dialog = await this.openNewUser();
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill(user.email);
    await dialog.getByRole('textbox', { name: 'Nombre' }).fill(user.firstName);
    await dialog.getByRole('textbox', { name: 'Apellido' }).fill(user.lastName);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(this.page.getByText('Simulador creado de forma correcta.')).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  async resetPassword(email: string) {
    await this.page.getByRole('button', { name: `Restablecer contraseña ${email}` }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Restablecer contraseña' });
    await expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);
    await dialog.getByRole('button', { name: 'Restablecer' }).click();
    await expect(this.page.getByText('Email de restablecimiento enviado.')).toBeVisible();
  }

  async delete(email: string) {
    await this.page.getByRole('button', { name: `Eliminar ${email}` }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Eliminar usuario' });
    await expect(dialog).toContainText('¿Está seguro que desea eliminar el registro?');
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(this.page.getByText('El registro ha sido eliminado correctamente.')).toBeVisible();
    await expect(this.row(email)).toHaveCount(0);
  }
}

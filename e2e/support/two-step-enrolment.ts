import { expect, type Page } from '@playwright/test';
import { Authenticator } from './authenticator';

/**
 * A simulator created through /admin-users must set up two-step verification at its first sign-in (issue 40 §1,
 * MFA_REQUIRED_FOR_STAFF): after its password, this answers the set-up screen with a code computed from the secret
 * shown, leaves the recovery codes and arrives where the sign-in goes on. Returns the recovery codes.
 */
export async function enrolAtFirstSignIn(page: Page): Promise<string[]> {
  const main = page.getByRole('main');
  await expect(main).toContainText('Tu cuenta requiere la verificación en dos pasos. Configurala para ingresar.');
  const app = new Authenticator((await main.getByLabel('Clave para ingresar a mano').textContent())!);
  await main.getByLabel(/^Código de verificación/).fill(await app.next());
  await main.getByRole('button', { name: 'Confirmar' }).click();
  await expect(main.getByRole('heading', { name: 'Guardá estos códigos en un lugar seguro' })).toBeVisible();
  const codes = await main
    .getByRole('list', { name: 'Códigos de recuperación' })
    .getByRole('listitem')
    .allTextContents();
  await main.getByRole('button', { name: 'Continuar' }).click();
  return codes;
}

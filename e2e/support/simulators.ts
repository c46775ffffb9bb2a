import { expect, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, SignInPage } from '../pages/sign-in-page';
import { lastMailId, latestMailTo, portalLink } from './outbox';
import { API_PORT } from './stack';
import { enrolAtFirstSignIn } from './two-step-enrolment';

/**
 * A simulator of the calling spec's own, created through the api as an administrator does, with its password set
 * from the mailed link (the demo simulator's first sign-in, which forces a new password, belongs to auth.spec.ts).
 */
export async function newSimulator(name: string): Promise<{ email: string; password: string }> {
  const api = `http://127.0.0.1:${API_PORT}`;
  const email = `sim-${name}-${Date.now().toString(36)}@demo.com.ar`;
  const password = 'Simulador2026';
  const json = { 'content-type': 'application/json' };
  const login = await fetch(`${api}/security/simulatorusers/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ Username: DEMO.administrator, Password: DEMO_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const { authenticationResult } = (await login.json()) as { authenticationResult: { token: string } };
  const since = await lastMailId();
  const created = await fetch(`${api}/api/login/RegisterSimulator`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${authenticationResult.token}` },
    body: JSON.stringify({ Email: email, FirstName: 'Marta', LastName: 'Simulada' }),
  });
  expect(created.status).toBe(200);
  const code = portalLink(await latestMailTo(email, since)).searchParams.get('code')!;
  const set = await fetch(`${api}/security/simulatorusers/changepassword`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ Cuit: email, Password: password, ConfirmPassword: password, Code: code }),
  });
  expect(set.status).toBe(200);
  return { email, password };
}

/** Signs a new simulator in on `page` (setting up its two-step verification, as its first sign-in asks) simulating the demo producer. */
export async function signInSimulatingDemo(page: Page, name: string): Promise<void> {
  const { email, password } = await newSimulator(name);
  const signIn = new SignInPage(page);
  await signIn.open('/admin');
  await signIn.signIn(email, password);
  await enrolAtFirstSignIn(page);
  await expect(page).toHaveURL(/\/simulate-producer$/);
  await simulateDemoProducer(page);
}

/** On /simulate-producer: picks the demo producer by its CUIT and simulates it, landing on /home (000 §2.3). */
export async function simulateDemoProducer(page: Page): Promise<void> {
  await page
    .getByRole('main')
    .getByLabel(/^CUIT del productor/)
    .fill('2017254');
  await page
    .getByRole('option', { name: /20-?17254359-?7/ })
    .first()
    .click();
  await page.getByRole('main').getByRole('button', { name: 'Simular' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234';
export const DEMO = {
  producer: '20-17254359-7',
  gestor: '27-30111222-5',
  secondProducer: '20-33444555-1',
  simulator: 'simulador@demo.com.ar',
  administrator: 'admin@demo.com.ar',
  /** Internal staff (002 §6): the content and oversight screens, no producer to select. */
  staff: 'contenidos@demo.com.ar',
} as const;

/** /login and /admin: the sign-in forms of 000 §2.1. */
export class SignInPage {
  constructor(readonly page: Page) {}

  async open(path: '/login' | '/admin' = '/login') {
    await this.page.goto(path);
  }

  async signIn(identity: string, password = DEMO_PASSWORD) {
    const form = this.page.getByRole('main');
    await form.getByLabel(/^(CUIT\/CUIL\/Email|Email)/).fill(identity);
    await form.getByLabel(/^Contraseña/).fill(password);
    await form.getByRole('button', { name: 'Ingresar' }).click();
  }

  /** Signs the demo producer in and waits for home. */
  async signInAsProducer(identity: string = DEMO.producer) {
    await this.open('/login');
    await this.signIn(identity);
    await expect(this.page).toHaveURL(/\/home$/);
  }
}

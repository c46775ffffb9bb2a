import {
  allEndpoints,
  cartera,
  cobranzas,
  cuentaCorriente,
  endpointPath,
  security,
  shell,
} from '@portal/shared/contract';
import { scopeOf, scopeOfRoute } from './scopes';

describe("an API token's calls, derived from the contract's areas and reads", () => {
  it('opens the GETs, searches and exports of its area', () => {
    expect(scopeOf(cartera.searchPortfolio)).toBe('cartera');
    expect(scopeOf(cartera.exportPortfolio)).toBe('cartera');
    expect(scopeOf(cobranzas.searchDebtors)).toBe('cobranzas');
    expect(scopeOf(cuentaCorriente.settlementQuery)).toBe('cuenta-corriente');
  });

  it('opens nothing that changes or sends, nor any call outside the three areas', () => {
    expect(scopeOf(cartera.sendPayroll)).toBeNull();
    expect(scopeOf(cartera.individualCertificate)).toBeNull();
    expect(scopeOf(shell.updateProducerData)).toBeNull();
    expect(scopeOf(security.getSessions)).toBeNull();
    const opened = allEndpoints().filter((e) => scopeOf(e));
    expect(opened.every((e) => ['cartera', 'cuenta-corriente', 'cobranzas'].includes(e.area))).toBe(true);
    expect(opened.filter((e) => e.method !== 'GET').every((e) => e.read === true)).toBe(true);
  });

  it('finds the scope of a request by the route Fastify matched, a HEAD as its GET', () => {
    const route = endpointPath(cuentaCorriente.settlementQuery);
    expect(scopeOfRoute('GET', route)).toBe('cuenta-corriente');
    expect(scopeOfRoute('HEAD', route)).toBe('cuenta-corriente');
    expect(scopeOfRoute('DELETE', route)).toBeNull();
    expect(scopeOfRoute('GET', undefined)).toBeNull();
  });
});

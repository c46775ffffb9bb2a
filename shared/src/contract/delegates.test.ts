import { cartera, comunicacion, cuentaCorriente, news, reports, shell } from './index';
import {
  delegateAccessEnded,
  delegateMessages,
  delegateScopesSchema,
  delegateUntilSchema,
  scopeOfEndpoint,
} from './delegates';
import { routeEntry } from '../routes/remote-routes';
import { scopeOfPermission, scopeOfRoute } from '../routes/delegate-scopes';

describe("a delegate's menu areas (issue 40 §4)", () => {
  it('puts a screen in the area of the remote that owns it, and the shell, the administration and the tutorials in none', () => {
    expect(scopeOfRoute(routeEntry('/cartera'))).toBe('Cartera');
    expect(scopeOfRoute(routeEntry('/certificados-retencion'))).toBe('CuentaCorriente');
    expect(scopeOfRoute(routeEntry('/deudores'))).toBe('Cobranzas');
    expect(scopeOfRoute(routeEntry('/historialcomunicaciones'))).toBe('Comunicaciones');
    expect(scopeOfRoute(routeEntry('/home'))).toBeNull();
    expect(scopeOfRoute(routeEntry('/news'))).toBeNull();
    expect(scopeOfRoute(routeEntry('/tutoriales'))).toBeNull();
  });

  it("puts a permission in its screens' area, a menu group's in its own, and the rest in none", () => {
    expect(scopeOfPermission('EnvioFacturas')).toBe('CuentaCorriente');
    expect(scopeOfPermission('Consultas')).toBe('Comunicaciones');
    expect(scopeOfPermission('Cobranzas')).toBe('Cobranzas');
    expect(scopeOfPermission('Home')).toBeNull();
    expect(scopeOfPermission('VerMarketing')).toBeNull();
  });

  it("puts a call in its permission's area, or its contract area's without one", () => {
    expect(scopeOfEndpoint(cartera.searchPortfolio)).toBe('Cartera');
    expect(scopeOfEndpoint(cuentaCorriente.certificadoRetencion)).toBe('CuentaCorriente');
    expect(scopeOfEndpoint(comunicacion.notificationSearch)).toBe('Comunicaciones');
    expect(scopeOfEndpoint(news.newsSearch)).toBe('Comunicaciones');
    expect(scopeOfEndpoint(reports.getColumnView)).toBeNull();
    expect(scopeOfEndpoint(shell.getDelegados)).toBeNull();
  });
});

describe("a delegate's last day", () => {
  it('lasts through the whole day in Buenos Aires (UTC−3) and is over at its midnight', () => {
    expect(delegateAccessEnded('2026-11-30', new Date('2026-12-01T02:59:59Z'))).toBe(false);
    expect(delegateAccessEnded('2026-11-30', new Date('2026-12-01T03:00:00Z'))).toBe(true);
    expect(delegateAccessEnded(null, new Date('2099-01-01T00:00:00Z'))).toBe(false);
  });

  it('says when it ended as DD/MM/AAAA', () => {
    expect(delegateMessages.accessEnded('2026-11-30')).toBe(
      'Tu acceso como delegado venció el 30/11/2026. Pedile al productor que lo renueve.',
    );
  });

  it('takes today or later, and refuses a past or impossible day in Spanish', () => {
    expect(delegateUntilSchema.parse('2099-12-31')).toBe('2099-12-31');
    expect(delegateUntilSchema.safeParse('2020-01-01').error?.issues[0].message).toBe(delegateMessages.untilInPast);
    expect(delegateUntilSchema.safeParse('2099-02-30').error?.issues[0].message).toBe(delegateMessages.untilInvalid);
  });

  it('keeps the areas chosen once each, in the menu order, and at least one', () => {
    expect(delegateScopesSchema.parse(['Comunicaciones', 'Cartera', 'Cartera'])).toEqual(['Cartera', 'Comunicaciones']);
    expect(delegateScopesSchema.safeParse([]).error?.issues[0].message).toBe(delegateMessages.scopesRequired);
  });
});

import { MENU, visibleMenu } from './menu-items';

describe('menu items', () => {
  it('lists the 11 top items of 000 §2.4 in order', () => {
    expect(MENU.map((i) => i.label)).toEqual([
      'Inicio',
      'Cartera',
      'Cuenta Corriente',
      'Cobranzas',
      'Canales',
      'E-Broker',
      'Caución',
      'Gestión de trámites',
      'Ayuda',
      'Administración',
      'Repositorio',
      'Estadisticas',
      'Marketing',
    ]);
  });

  it('always shows Marketing, even with no permission', () => {
    expect(visibleMenu([]).map((i) => i.label)).toEqual(['Marketing']);
  });

  it('adds the parent menu when only a child permission is held', () => {
    const menu = visibleMenu(['LibreDeuda', 'DeudoresPremio']);
    expect(menu.find((i) => i.label === 'Cartera')?.options?.map((o) => o.label)).toEqual(['Libre deuda']);
    expect(menu.find((i) => i.label === 'Cobranzas')?.options?.map((o) => o.label)).toEqual(['Deudores por premio']);
    expect(menu.some((i) => i.label === 'Administración')).toBe(false);
  });

  it("does not offer 'Simuladores' (/simulator, the administrators' screen) to a simulator holding VerSimuladores", () => {
    const admin = visibleMenu(['AdminNotificaciones', 'VerSimuladores']).find((i) => i.label === 'Administración');
    expect(admin?.options?.map((o) => o.label)).toEqual(['Notificaciones']);
  });

  it('opens external sites in a new tab', () => {
    expect(visibleMenu(['URLCaucion']).find((i) => i.label === 'Caución')?.external).toBe(true);
  });

  it('leads E-Broker to its notice page (002 §1), not straight to the external site', () => {
    const ebroker = visibleMenu(['URLCanales']).find((i) => i.label === 'E-Broker');
    expect(ebroker).toMatchObject({ link: '/ebroker' });
    expect(ebroker?.external).toBeUndefined();
  });
});

import { isValidCuit } from '@portal/shared/validation';
import { GENERATED_PRODUCERS, generateSeedData } from './generate';

describe('seed data', () => {
  it('is the same on every run', () => {
    expect(generateSeedData()).toEqual(generateSeedData());
  });

  it('gives every producer and CUIT-user a valid, unique CUIT', () => {
    const data = generateSeedData();
    const cuits = data.producers.map((p) => p.cuit);
    expect(new Set(cuits).size).toBe(cuits.length);
    for (const cuit of [...cuits, ...data.demoUsers.flatMap((u) => (u.cuit ? [u.cuit] : []))]) {
      expect(isValidCuit(cuit)).toBe(true);
    }
  });

  it('includes the demo accounts: producer with account manager, Gestor, second producer, simulator, admin, staff', () => {
    const { demoUsers, producers } = generateSeedData();
    expect(demoUsers.map((u) => [u.username, u.userType, u.rol ?? null])).toEqual([
      ['20172543597', 1, null],
      ['27301112225', 1, 'Gestor'],
      ['20334445551', 1, null],
      ['simulador@demo.com.ar', 2, null],
      ['admin@demo.com.ar', 3, null],
      ['contenidos@demo.com.ar', 2, null],
    ]);
    expect(demoUsers[1].reportToCuit).toBe('20172543597');
    expect(demoUsers[3].mustChangePassword).toBe(true);
    expect(producers.find((p) => p.cuit === '20172543597')?.accountManager).toBe(0);
  });

  it('grants the staff account exactly its seven content and oversight permissions, all of them known ones', () => {
    const { userPermissions, permissions } = generateSeedData();
    expect(userPermissions.every((g) => g.username === 'contenidos@demo.com.ar')).toBe(true);
    expect(userPermissions.map((g) => g.permission).sort()).toEqual([
      'AdminComunicaciones',
      'AdminLeyendas',
      'AdminNotificaciones',
      'VerAuditoriaProductor',
      'VerEstadisticas',
      'VerMarketing',
      'VerRepositorio',
    ]);
    const known = new Set(permissions.map((p) => p.name));
    expect(userPermissions.every((g) => known.has(g.permission))).toBe(true);
  });

  it('grows with the scale', () => {
    const demoProducers = 2;
    expect(generateSeedData(1).producers).toHaveLength(demoProducers + GENERATED_PRODUCERS);
    expect(generateSeedData(3).producers).toHaveLength(demoProducers + 3 * GENERATED_PRODUCERS);
  });

  it('keeps phone numbers at 10 digits and phone companies within 1..6', () => {
    for (const p of generateSeedData().producers) {
      expect(p.telephone).toMatch(/^\d{10}$/);
      expect(p.telephoneCompany).toBeGreaterThanOrEqual(1);
      expect(p.telephoneCompany).toBeLessThanOrEqual(6);
    }
  });
});

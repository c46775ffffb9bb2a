import { apiVersion } from '../config';
import type { accountManagers, parameters, permissions, producerCodes, producers, users } from '../db/schema';
import { ParameterKey, UserType } from '../db/schema';
import { buildCuit, formatCuit } from '@portal/shared/validation';
import { emailDomains, femaleNames, lastNames, localities, maleNames, streets } from './es-ar';
import { createRandom, type Random } from './random';

/** Changing it changes every generated row: keep it fixed. */
export const SEED = 240_2026;
export const DEMO_PASSWORD = 'Demo1234';
/** Generated producers at SEED_SCALE 1, besides the demo ones. */
export const GENERATED_PRODUCERS = 50;

type NewParameter = typeof parameters.$inferInsert;
type NewPermission = typeof permissions.$inferInsert;
/** A producer code linked to its producer by CUIT (ids come on insert). */
export type ProducerCodeSeed = Omit<typeof producerCodes.$inferInsert, 'id' | 'producerId'> & { producerCuit: string };
type NewAccountManager = Omit<typeof accountManagers.$inferInsert, 'id'>;
/** A producer row whose account manager is an index into SeedData.accountManagers (ids come on insert). */
export type ProducerSeed = Omit<typeof producers.$inferInsert, 'id' | 'accountManagerId'> & { accountManager: number };
/** A user row linked to its producer by CUIT (ids come on insert) and without a hash (hashed on insert). */
export type UserSeed = Omit<typeof users.$inferInsert, 'id' | 'passwordHash' | 'producerId' | 'createdAt'> & {
  producerCuit?: string;
};

export interface DemoAccount {
  kind: string;
  username: string;
  name: string;
  note: string;
}

export interface SeedData {
  parameters: NewParameter[];
  permissions: NewPermission[];
  producerCodes: ProducerCodeSeed[];
  accountManagers: NewAccountManager[];
  producers: ProducerSeed[];
  /** Each gets its own password hash. */
  demoUsers: UserSeed[];
  /** Generated producers' accounts; they share one hash of DEMO_PASSWORD, which keeps large scales fast. */
  users: UserSeed[];
  /** Permissions granted to a user of its own (internal staff), by username. */
  userPermissions: { username: string; permission: string }[];
  demoAccounts: DemoAccount[];
}

const accountManagerList: NewAccountManager[] = [
  { name: 'Mariela', lastName: 'Quiroga', telephone: '1143215500', email: 'mariela.quiroga@ejecutivos.demo.com.ar' },
  { name: 'Esteban', lastName: 'Lombardi', telephone: '1143215501', email: 'esteban.lombardi@ejecutivos.demo.com.ar' },
  { name: 'Paula', lastName: 'Ibarra', telephone: '3514256600', email: 'paula.ibarra@ejecutivos.demo.com.ar' },
  { name: 'Germán', lastName: 'Sotelo', telephone: '3414477700', email: 'german.sotelo@ejecutivos.demo.com.ar' },
  { name: 'Verónica', lastName: 'Arce', telephone: '2614298800', email: 'veronica.arce@ejecutivos.demo.com.ar' },
];

/** Menu permissions of 000 §6: what any producer holds, and what only a simulator acting for one adds. */
export const PRODUCER_PERMISSIONS = [
  'Home',
  'Cartera',
  'BusquedaCartera',
  'CargaNominas',
  'LibreDeuda',
  'RubricaDigital',
  'CuentaCorriente',
  'ComisionesPendientes',
  'PagosYLiquidaciones',
  'ConceptosFacturar',
  'EnvioFacturas',
  'LiquidacionCC',
  'EstadoCuenta',
  'Cobranzas',
  'RechazoMotivo',
  'DeudoresPremio',
  'URLCanales',
  'URLCaucion',
  'Consultas',
  'Tutoriales',
];
export const SIMULATOR_PERMISSIONS = [
  'Administracion',
  'AdminNotificaciones',
  'AdminComunicaciones',
  'AdminLeyendas',
  'VerAuditoriaProductor',
  'VerSimuladores',
  'VerRepositorio',
  'VerEstadisticas',
  'VerMarketing',
];

/** The demo internal staff account (002 §6): the content and oversight screens, no producer to select. */
export const DEMO_STAFF = 'contenidos@demo.com.ar';
export const STAFF_PERMISSIONS = [
  'AdminNotificaciones',
  'AdminComunicaciones',
  'AdminLeyendas',
  'VerMarketing',
  'VerAuditoriaProductor',
  'VerEstadisticas',
  'VerRepositorio',
];

export const DEMO_PRODUCER = '20172543597';
const DEMO_GESTOR = '27301112225';
export const DEMO_PRODUCER_2 = '20334445551';

function ascii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();
}

function phone(random: Random, areaCode: string): string {
  return areaCode + random.digits(10 - areaCode.length);
}

function address(random: Random) {
  const place = random.pick(localities);
  return {
    place,
    street: random.pick(streets),
    number: String(random.int(1, 9999)),
    city: place.city,
    province: place.province,
    postalCode: place.postalCode,
  };
}

/** The demo accounts of the README: fixed, so anyone can sign in with them. */
function demoRows(): Pick<SeedData, 'producers' | 'demoUsers' | 'demoAccounts'> {
  const producerBase = { unregistered: false, telephoneCompany: 2 };
  const caba = { city: localities[0].city, province: localities[0].province, postalCode: localities[0].postalCode };
  const rosario = { city: 'Rosario', province: 'Santa Fe', postalCode: '2000' };
  const demoProducers: ProducerSeed[] = [
    // Paid directly, so the demo shows the pending invoice counts (001 §6); the second producer is not.
    {
      ...producerBase,
      cuit: DEMO_PRODUCER,
      name: 'MARTÍN',
      lastName: 'GÓMEZ',
      email: 'productor@demo.com.ar',
      telephone: '1145678901',
      street: 'Av. Corrientes',
      number: '1234',
      ...caba,
      accountManager: 0,
      paymentType: 'Pago directo',
      permittedPendingInvoices: 3,
    },
    {
      ...producerBase,
      cuit: DEMO_PRODUCER_2,
      name: 'DIEGO',
      lastName: 'PEREYRA',
      email: 'productor2@demo.com.ar',
      telephone: '3414567890',
      street: 'Bv. Oroño',
      number: '850',
      ...rosario,
      accountManager: 3,
    },
  ];
  const confirmed = { emailConfirmed: true, mustChangePassword: false, active: true };
  const demoUsers: UserSeed[] = [
    {
      ...confirmed,
      username: DEMO_PRODUCER,
      cuit: DEMO_PRODUCER,
      email: 'productor@demo.com.ar',
      firstName: 'MARTÍN',
      lastName: 'GÓMEZ',
      userType: UserType.producer,
      producerCuit: DEMO_PRODUCER,
    },
    // A delegate works on the represented producer's data, hence its producer link.
    {
      ...confirmed,
      username: DEMO_GESTOR,
      cuit: DEMO_GESTOR,
      email: 'gestor@demo.com.ar',
      firstName: 'LUCÍA',
      lastName: 'FERNÁNDEZ',
      userType: UserType.producer,
      rol: 'Gestor',
      reportToCuit: DEMO_PRODUCER,
      producerCuit: DEMO_PRODUCER,
    },
    {
      ...confirmed,
      username: DEMO_PRODUCER_2,
      cuit: DEMO_PRODUCER_2,
      email: 'productor2@demo.com.ar',
      firstName: 'DIEGO',
      lastName: 'PEREYRA',
      userType: UserType.producer,
      producerCuit: DEMO_PRODUCER_2,
    },
    // 000 §4: a simulator whose e-mail is not confirmed is sent to change the password first.
    {
      username: 'simulador@demo.com.ar',
      email: 'simulador@demo.com.ar',
      firstName: 'CARLA',
      lastName: 'MÉNDEZ',
      userType: UserType.simulator,
      emailConfirmed: false,
      mustChangePassword: true,
      active: true,
    },
    {
      ...confirmed,
      username: 'admin@demo.com.ar',
      email: 'admin@demo.com.ar',
      firstName: 'Usuario',
      lastName: 'Administrador',
      userType: UserType.administrator,
    },
    // Internal staff: user type 2 with permissions of its own, so never asked to select a producer (000 §2.3).
    {
      ...confirmed,
      username: DEMO_STAFF,
      email: DEMO_STAFF,
      firstName: 'VALERIA',
      lastName: 'ROMERO',
      userType: UserType.simulator,
    },
  ];
  const demoAccounts: DemoAccount[] = [
    {
      kind: 'Productor',
      username: formatCuit(DEMO_PRODUCER),
      name: 'Martín Gómez',
      note: `con ejecutivo de cuenta y un Gestor (${formatCuit(DEMO_GESTOR)})`,
    },
    {
      kind: 'Gestor',
      username: formatCuit(DEMO_GESTOR),
      name: 'Lucía Fernández',
      note: `representa a ${formatCuit(DEMO_PRODUCER)}`,
    },
    { kind: 'Productor', username: formatCuit(DEMO_PRODUCER_2), name: 'Diego Pereyra', note: 'otro productor' },
    {
      kind: 'Simulador',
      username: 'simulador@demo.com.ar',
      name: 'Carla Méndez',
      note: 'debe cambiar la contraseña al ingresar',
    },
    { kind: 'Administrador', username: 'admin@demo.com.ar', name: 'Usuario Administrador', note: '' },
    {
      kind: 'Personal interno',
      username: DEMO_STAFF,
      name: 'Valeria Romero',
      note: 'notificaciones, comunicaciones, leyendas, marketing, auditoría, estadísticas, repositorio; sin productor',
    },
  ];
  return { producers: demoProducers, demoUsers, demoAccounts };
}

/** Everything the seed inserts, computed without a database: same scale, same rows. */
export function generateSeedData(scale = 1): SeedData {
  const random = createRandom(SEED);
  const demo = demoRows();
  const usedCuits = new Set([DEMO_PRODUCER, DEMO_GESTOR, DEMO_PRODUCER_2]);
  const producerRows = [...demo.producers];
  const userRows: UserSeed[] = [];

  const count = Math.round(GENERATED_PRODUCERS * scale);
  while (producerRows.length - demo.producers.length < count) {
    const female = random.chance(0.45);
    const cuit = buildCuit(female ? 27 : 20, random.int(12_000_000, 44_999_999));
    if (usedCuits.has(cuit)) continue;
    usedCuits.add(cuit);

    const firstName = random.pick(female ? femaleNames : maleNames);
    const lastName = random.pick(lastNames);
    const { place, ...where } = address(random);
    const email = `${ascii(firstName)}.${ascii(lastName)}${random.int(1, 99)}@${random.pick(emailDomains)}`;
    // Registration sends names upper-cased (000 §3), so stored names are.
    const producer: ProducerSeed = {
      cuit,
      name: firstName.toUpperCase(),
      lastName: lastName.toUpperCase(),
      email,
      telephone: phone(random, place.areaCode),
      telephoneCompany: random.int(1, 6),
      ...where,
      unregistered: random.chance(0.3),
      accountManager: random.int(0, accountManagerList.length - 1),
    };
    producerRows.push(producer);
    if (!producer.unregistered) {
      userRows.push({
        username: cuit,
        cuit,
        email,
        firstName: producer.name,
        lastName: producer.lastName,
        userType: UserType.producer,
        emailConfirmed: random.chance(0.9),
        mustChangePassword: false,
        active: true,
        producerCuit: cuit,
      });
    }
  }

  // Two producer codes per core for each demo producer (000 §3: 'NAME|extra', VT and RVT).
  const producerCodeRows: ProducerCodeSeed[] = [
    { producerCuit: DEMO_PRODUCER, core: 'VT', code: 'X1001', name: 'GOMEZ MARTIN|Casa central' },
    { producerCuit: DEMO_PRODUCER, core: 'VT', code: 'X1002', name: 'GOMEZ MARTIN|Sucursal Belgrano' },
    { producerCuit: DEMO_PRODUCER, core: 'RVT', code: '2001', name: 'GOMEZ MARTIN|Retiro' },
    { producerCuit: DEMO_PRODUCER, core: 'RVT', code: '2002', name: 'GOMEZ MARTIN|Retiro colectivo' },
    { producerCuit: DEMO_PRODUCER_2, core: 'VT', code: 'X3001', name: 'PEREYRA DIEGO|Rosario' },
    { producerCuit: DEMO_PRODUCER_2, core: 'VT', code: 'X3002', name: 'PEREYRA DIEGO|Funes' },
    { producerCuit: DEMO_PRODUCER_2, core: 'RVT', code: '4001', name: 'PEREYRA DIEGO|Retiro' },
    { producerCuit: DEMO_PRODUCER_2, core: 'RVT', code: '4002', name: 'PEREYRA DIEGO|Retiro colectivo' },
  ];

  return {
    parameters: [
      { key: ParameterKey.showDefaultHomeImg, value: 'false' },
      { key: ParameterKey.appVersion, value: apiVersion },
    ],
    permissions: [
      ...PRODUCER_PERMISSIONS.map((name) => ({ name, scope: 'producer' as const })),
      ...SIMULATOR_PERMISSIONS.map((name) => ({ name, scope: 'simulator' as const })),
    ],
    producerCodes: producerCodeRows,
    accountManagers: accountManagerList,
    producers: producerRows,
    demoUsers: demo.demoUsers,
    users: userRows,
    userPermissions: STAFF_PERMISSIONS.map((permission) => ({ username: DEMO_STAFF, permission })),
    demoAccounts: demo.demoAccounts,
  };
}

import { z } from '../zod';
import { messages } from '../messages';
import { isValidCuit, normalizeCuit } from '../validation/cuit';
import { BusinessException, defineEndpoint } from './define';
import { integer, optionalInteger } from './integer';

/*
 * The oversight rows of the `admin` area of docs/contract/endpoints.tsv (002 §2, §3, §7): simulator users,
 * the audit trail, statistics and the file repository. Who may call what (issue 12 §3): simulator users
 * only administrators (user type 3); audit and statistics simulators and staff holding
 * VerAuditoriaProductor / VerEstadisticas; the repository VerRepositorio. Anyone else gets 403.
 */

export const oversightMessages = {
  /** 002 §5 'New simulator user'. */
  nameRequired: 'El nombre o razón social es requerido',
  invalidDate: 'La fecha ingresada es inválida',
  rangeReversed: 'La fecha desde no puede ser posterior a la fecha hasta',
} as const;

const success = z.object({ success: z.literal(true), businessExceptions: z.array(BusinessException) });

// ——— Simulator users (002 §2 /admin-users, §3, §5, §8) ———

export const SimulatorUser = z.object({
  Id: z.number(),
  UserName: z.string(),
  FirstName: z.string(),
  LastName: z.string(),
  Email: z.string(),
});
export type SimulatorUser = z.infer<typeof SimulatorUser>;

/** 002 §5: e-mail required, valid, max 50; first and last name required, max 50. */
export const NewSimulatorUser = z.object({
  Email: z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(50, messages.maxLength(50))
    .regex(z.regexes.email, messages.emailInvalid),
  FirstName: z
    .string({ error: oversightMessages.nameRequired })
    .trim()
    .min(1, oversightMessages.nameRequired)
    .max(50, messages.maxLength(50)),
  LastName: z
    .string({ error: oversightMessages.nameRequired })
    .trim()
    .min(1, oversightMessages.nameRequired)
    .max(50, messages.maxLength(50)),
  Application: z.string().max(50).optional(),
  /** The legacy payload names a role; simulator users are created as simulators (user type 2) whatever it says. */
  Rol: z.string().max(50).nullish(),
});

/** GET api Simulator/GetAll — the simulator users (user type 2 without per-user permissions). */
export const getSimulatorUsers = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'Simulator/GetAll',
  area: 'admin',
  summary: 'Usuarios simuladores',
  auth: true,
  response: z.array(SimulatorUser),
});

/** POST api login/RegisterSimulator — creates a simulator user and mails it a link to set its password. */
export const registerSimulator = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'login/RegisterSimulator',
  area: 'admin',
  summary: 'Nuevo usuario simulador',
  auth: true,
  body: NewSimulatorUser,
  response: success.extend({ Id: z.number() }),
});

/** POST security simulatorusers/deleteuser — deletes a simulator user (its sessions end at once). */
export const deleteSimulatorUser = defineEndpoint({
  method: 'POST',
  base: 'security',
  path: 'simulatorusers/deleteuser',
  area: 'admin',
  summary: 'Eliminar usuario simulador',
  auth: true,
  body: z.object({ Id: integer({ min: 1 }) }),
  response: success,
});

/**
 * POST security simulatorusers/changepassword — a simulator or administrator sets its password with a
 * mailed code (invitation or reset) or, at a forced change, the code of its sign-in plus the old password.
 */
export const changeSimulatorPassword = defineEndpoint({
  method: 'POST',
  base: 'security',
  path: 'simulatorusers/changepassword',
  area: 'admin',
  summary: 'Cambio de contraseña de simuladores',
  auth: false,
  body: z.object({
    Cuit: z.string().trim().min(1).max(100),
    Password: z.string().min(6).max(15),
    ConfirmPassword: z.string().min(6).max(15),
    Code: z.string().min(1).max(100),
    OldPassword: z.string().max(30).optional(),
  }),
  response: success,
});

// ——— Audit (002 §2 /auditoria-productor, §3 'Audit records', §5 'dates are sent as month/day/year') ———

const MDY = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** MM/DD/YYYY → YYYY-MM-DD, refusing days that do not exist. */
const monthDayYear = z
  .string({ error: messages.required })
  .regex(MDY, oversightMessages.invalidDate)
  .transform((value, ctx) => {
    const [, month, day, year] = MDY.exec(value) as RegExpExecArray;
    const iso = `${year}-${month}-${day}`;
    const date = new Date(`${iso}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso) {
      ctx.addIssue({ code: 'custom', message: oversightMessages.invalidDate });
      return z.NEVER;
    }
    return iso;
  });

/** A CUIT filter (dashes allowed), empty meaning none. */
const cuitFilter = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .max(13)
    .refine(isValidCuit, messages.cuitInvalid)
    .transform((v) => normalizeCuit(v))
    .optional(),
);

/** userId and cuit narrow the records (either may be absent); from and to are whole days, both included. */
const AuditQuery = z
  .object({
    userId: optionalInteger({ min: 1 }),
    cuit: cuitFilter,
    from: monthDayYear,
    to: monthDayYear,
    offset: optionalInteger({ max: 100_000_000 }).transform((v) => v ?? 0),
    next: optionalInteger({ min: 1, max: 100 }).transform((v) => v ?? 10),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: oversightMessages.rangeReversed });

const page = <T extends z.ZodType>(item: T) => z.object({ total: z.number(), items: z.array(item) });

/** Every audit record carries the CUIT it was for and the name of who did it (002 §3). */
const Identity = {
  id: z.number(),
  userId: z.number().nullable(),
  userName: z.string().nullable(),
  name: z.string().nullable(),
  cuit: z.string().nullable(),
};

export const AuditAction = z.object({
  ...Identity,
  application: z.string(),
  creationDate: z.string(),
  url: z.string(),
  action: z.string(),
  function: z.string(),
  trace: z.string(),
  /** Set when a simulator acted for a producer: the producer's portal user (0 when unregistered). */
  producerUserId: z.number().nullable(),
});
export type AuditAction = z.infer<typeof AuditAction>;

export const AuditLog = z.object({
  ...Identity,
  detail: z.string(),
  severity: z.string(),
  creationDate: z.string(),
  source: z.string(),
  class: z.string(),
  method: z.string(),
  logEvent: z.string(),
  parameters: z.string(),
});
export type AuditLog = z.infer<typeof AuditLog>;

export const AuditMessage = z.object({
  ...Identity,
  typeString: z.string(),
  registerId: z.number().nullable(),
  sendDate: z.string(),
  to: z.string(),
});
export type AuditMessage = z.infer<typeof AuditMessage>;

/** GET api simulator/getaudit — the actions (every signed-in call), newest first, server-paged. */
export const getAudit = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'simulator/getaudit',
  area: 'admin',
  summary: 'Auditoría: actividad',
  auth: true,
  query: AuditQuery,
  response: page(AuditAction),
});

/** GET api simulator/getlogs?exception= — true: the errors (5xx); false: the refusals (4xx). */
export const getLogs = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'simulator/getlogs',
  area: 'admin',
  summary: 'Auditoría: errores',
  auth: true,
  query: AuditQuery.and(z.object({ exception: z.enum(['true', 'false']).transform((v) => v === 'true') })),
  response: page(AuditLog),
});

/** GET api simulator/getcommunicationaudit — the mails sent. */
export const getCommunicationAudit = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'simulator/getcommunicationaudit',
  area: 'admin',
  summary: 'Auditoría: mensajes',
  auth: true,
  query: AuditQuery,
  response: page(AuditMessage),
});

// ——— Statistics (002 §2 /estadisticas, §3 'Statistics', periods and grouping formats) ———

/** 002 §3: Hoy(0), Últimos 7 días(1), Último mes(2), Últimos 3 meses(3), Últimos 6 meses(4), año en curso(5), Últimos 12 meses(6). */
export const STATISTICS_PERIODS = [
  { id: 0, label: 'Hoy' },
  { id: 1, label: 'Últimos 7 días' },
  { id: 2, label: 'Último mes' },
  { id: 3, label: 'Últimos 3 meses' },
  { id: 4, label: 'Últimos 6 meses' },
  { id: 5, label: 'Año en curso' },
  { id: 6, label: 'Últimos 12 meses' },
] as const;
/** 002 §9: the default period is the last 12 months, the default grouping the month. */
export const DEFAULT_PERIOD = 6;
/** 002 §3: 0 day, 1 month, 2 year, 3 week. */
export const GROUPING_FORMATS = [
  { id: 0, label: 'Por día' },
  { id: 1, label: 'Por mes' },
  { id: 2, label: 'Por año' },
  { id: 3, label: 'Por semana' },
] as const;
export const DEFAULT_FORMAT = 1;

const period = optionalInteger({ max: 6 }).transform((v) => v ?? DEFAULT_PERIOD);
const LabelAmount = z.array(z.object({ label: z.string(), amount: z.number() }));

/** GET api Simulator/GetProductoresRegistrados — the registered producers and their last sign-in. */
export const getRegisteredProducers = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'Simulator/GetProductoresRegistrados',
  area: 'admin',
  summary: 'Estadísticas: productores registrados',
  auth: true,
  response: z.array(z.object({ cuit: z.string(), nombre: z.string(), ultimoAcceso: z.string().nullable() })),
});

/** GET api Simulator/GetModulos?period — how many users used each module in the period. */
export const getModules = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'Simulator/GetModulos',
  area: 'admin',
  summary: 'Estadísticas: módulos más visitados',
  auth: true,
  query: z.object({ period }),
  response: z.array(z.object({ modulo: z.string(), periodo: z.string(), cantidad: z.number() })),
});

/** GET api Simulator/GetUltimosAccesos?period — sign-ins per day or month of the period. */
export const getLastAccesses = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'Simulator/GetUltimosAccesos',
  area: 'admin',
  summary: 'Estadísticas: registro de ingresos',
  auth: true,
  query: z.object({ period }),
  response: LabelAmount,
});

/** GET api Simulator/GetUsuariosRegistrados?period&format — producers that signed up, grouped. */
export const getRegisteredUsers = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'Simulator/GetUsuariosRegistrados',
  area: 'admin',
  summary: 'Estadísticas: usuarios registrados por período',
  auth: true,
  query: z.object({ period, format: optionalInteger({ max: 3 }).transform((v) => v ?? DEFAULT_FORMAT) }),
  response: LabelAmount,
});

// ——— Repository (002 §2 /repositorio, §3 'Repository file') ———

export const RepositoryFile = z.object({
  id: z.number(),
  categoria: z.string(),
  productor: z.string(),
  fechaCarga: z.string(),
  inputName: z.string(),
  outputName: z.string(),
});
export type RepositoryFile = z.infer<typeof RepositoryFile>;

/** GET api FileRepository/repositorio/ — every stored file, newest first. */
export const getRepository = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'FileRepository/repositorio/',
  area: 'admin',
  summary: 'Repositorio de archivos',
  auth: true,
  permission: 'VerRepositorio',
  response: z.array(RepositoryFile),
});

/** DELETE api FileRepository/?Entity&FileEntity — deletes a stored file (Entity = its id) and its record. */
export const deleteRepositoryFile = defineEndpoint({
  method: 'DELETE',
  base: 'api',
  path: 'FileRepository/',
  area: 'admin',
  summary: 'Eliminar archivo del repositorio',
  auth: true,
  permission: 'VerRepositorio',
  query: z.object({ Entity: integer({ min: 1 }), FileEntity: z.string().max(50).optional() }),
  response: success,
});

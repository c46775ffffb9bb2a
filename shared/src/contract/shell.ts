import { z } from '../zod';
import { appVersionCall } from './boot';
import { integer, optionalInteger } from './integer';
import {
  confirmationCodeSchema,
  cuitSchema,
  emailSchema,
  nameSchema,
  newPasswordSchema,
  phoneCompanySchema,
  phoneSchema,
} from '../validation/schemas';
import { BusinessException, defineEndpoint } from './define';
import { DELEGATE_SCOPES, delegateLimits } from './delegates';

/*
 * The `shell` rows of docs/contract/endpoints.tsv: sign-in, session, registration, recovery, profile,
 * producer selection, simulators and delegates (000 §3, §7; 002 §4, §7, §8). Field names are the
 * legacy API's, casing included.
 *
 * Secrets (docs/adr/0009-no-secrets-in-the-browser.md): the refresh token is never in a response body. Sign-in, simulator sign-in and
 * refresh set it as the `refresh_token` cookie — HttpOnly, SameSite=Strict, Path=/, Secure when the
 * request came over https — and the browser sends it back by itself (`credentials: 'include'`).
 * The access token (`authenticationResult.token`, `token`) is kept in memory only; a reload gets a new
 * one from `login/refreshtoken`. Failures are business errors: `{ success: false, businessExceptions }`
 * with a 4xx status (400 wrong input or credentials, 401 no or expired session, 403 not yours or
 * permission missing, 404 not found, 429 too many attempts).
 */

/** A user or producer id in a query string. */
const id = integer({ min: 1 });
/** The user a producer-scoped call is about: 0 names a simulator's chosen producer without a portal user (000 §4). */
const producerUserId = integer({ min: 0 });
/** Digits of a CUIT, with or without the mask's dashes. */
const cuitDigits = z
  .string()
  .trim()
  .regex(/^\d{2}-?\d{8}-?\d$/, 'El CUIT ingresado es inválido');
const success = z.object({ success: z.literal(true), businessExceptions: z.array(BusinessException).optional() });
const UserTypeCode = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** 000 §3 "Login payload". Username: a CUIT (dashes allowed) for producers, an e-mail for simulators/admins. */
const LoginPayload = z.object({
  Username: z.string().trim().min(1).max(100),
  Password: z.string().min(1).max(30),
  RememberMe: z.boolean().optional(),
  Application: z.string().max(50).optional(),
});

/** Login data of 000 §3; `sysData` feeds the pending-invoice counters (000 §9). */
const SysData = z.object({
  cantidadFacturasPendientes: z.number(),
  cantidadFacturasPendientesPermitidas: z.number(),
  descripcionTipoDePago: z.string().nullable(),
  emails: z.array(z.string()),
});

/**
 * 000 §3 "Login payload and response". `authenticationResult.refreshToken` is always absent: the refresh
 * token is the HttpOnly cookie (see the header of this file). `code` is the password-change code of a
 * user who must change the password (002 §2: go to /recover-reset?code={code}&simulador=true), else null.
 */
const LoginResponse = z.object({
  success: z.literal(true),
  isLogon: z.boolean(),
  userInfo: z.object({ cuit: z.string().nullable(), code: z.string().nullable() }),
  user: z.object({ id: z.number() }),
  authenticationResult: z.object({
    success: z.boolean(),
    token: z.string(),
    refreshToken: z.string().optional(),
    errors: z.array(z.string()),
  }),
  businessExceptions: z.array(BusinessException),
  level: z.number().optional(),
  userId: z.number(),
  cuit: z.string().nullable(),
  reportTo_Cuit: z.string().nullable(),
  avatar: z.string().nullable(),
  userType: UserTypeCode,
  userFirstName: z.string(),
  userLastName: z.string(),
  /** The user name they sign in with (CUIT digits or e-mail). */
  userName: z.string(),
  emailConfirmed: z.boolean(),
  email: z.string(),
  code: z.string().nullable(),
  rol: z.string().nullable(),
  /**
   * Whether the user must change the password before anything else (000 §2.3). Until then the server
   * answers 403 to every signed-in call but login/CheckUserInfo and login/getroles.
   */
  mustChangePassword: z.boolean(),
  /**
   * Whether the user is asked to select a producer (000 §2.3, 002 §2): a simulator, but not internal staff
   * (a user type 2 account holding menu permissions of its own, 002 §6), who lands on /home.
   */
  selectsProducer: z.boolean(),
  sysData: SysData,
  /** A delegate's menu areas (issue 40 §4); absent for everyone else, who is not limited to areas. */
  delegateAreas: z.array(z.enum(DELEGATE_SCOPES)).optional(),
});

/**
 * Issue 40 §1: what sign-in answers after a right password when the account has two-step verification, or
 * must set it up first ('enrol'): no session and no token yet, only a short-lived signed `challenge` that the
 * second step (contract/two-step.ts) sends back with a code.
 */
export const TwoStepChallenge = z.object({
  success: z.literal(true),
  isLogon: z.literal(false),
  twoStep: z.object({
    step: z.enum(['verify', 'enrol']),
    challenge: z.string(),
    expiresInSeconds: z.number().int(),
  }),
  businessExceptions: z.array(BusinessException),
});

/** A completed sign-in: the session of 000 §3. */
export { LoginResponse as SignedIn };

/** POST security account/login — producers' (and Gestores') sign-in. Sets the refresh-token cookie. */
export const accountLogin = defineEndpoint({
  method: 'POST',
  base: 'security',
  path: 'account/login',
  area: 'shell',
  summary: 'Ingreso de productores',
  auth: false,
  body: LoginPayload,
  response: z.union([LoginResponse, TwoStepChallenge]),
});

/** POST security simulatorusers/login — simulators' and administrators' sign-in (002 §2 /admin). Sets the cookie. */
export const simulatorLogin = defineEndpoint({
  method: 'POST',
  base: 'security',
  path: 'simulatorusers/login',
  area: 'shell',
  summary: 'Ingreso de simuladores y administradores',
  auth: false,
  body: LoginPayload,
  response: z.union([LoginResponse, TwoStepChallenge]),
});

/**
 * POST security account/forgotpassword — mails a link to /recover-reset?code=… (`&simulador=true` for
 * simulators, whose Cuit is their e-mail). Always answers success, so it cannot tell who has an account.
 */
export const forgotPassword = defineEndpoint({
  method: 'POST',
  base: 'security',
  path: 'account/forgotpassword',
  area: 'shell',
  summary: 'Recuperar contraseña',
  auth: false,
  body: z.object({
    Cuit: z.string().trim().min(1).max(100),
    Email: z.string().trim().max(100).optional(),
    Application: z.string().max(50).optional(),
  }),
  response: success,
});

/** POST security account/SendEmailConfirmation — mails the confirmation code again. Always success. */
export const sendEmailConfirmation = defineEndpoint({
  method: 'POST',
  base: 'security',
  path: 'account/SendEmailConfirmation',
  area: 'shell',
  summary: 'Reenviar código de confirmación',
  auth: false,
  body: z.object({
    Username: z.string().trim().min(1).max(100),
    Email: z.string().trim().max(100).optional(),
    Application: z.string().max(50).optional(),
  }),
  response: success,
});

/**
 * POST security account/resetpassword — sets a new password with the mailed code (or, for a simulator
 * who must change it, the code of the sign-in answer plus `OldPassword`). Ends every session of the user.
 */
export const resetPassword = defineEndpoint({
  method: 'POST',
  base: 'security',
  path: 'account/resetpassword',
  area: 'shell',
  summary: 'Restablecer contraseña',
  auth: false,
  body: z.object({
    Cuit: z.string().trim().min(1).max(100),
    Password: newPasswordSchema(),
    ConfirmPassword: z.string(),
    Code: z
      .string()
      .trim()
      .min(8)
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/),
    OldPassword: z.string().max(30).optional(),
  }),
  response: success,
});

/** POST security account/confirmemail — confirms the e-mail with the code mailed at registration. */
export const confirmEmail = defineEndpoint({
  method: 'POST',
  base: 'security',
  path: 'account/confirmemail',
  area: 'shell',
  summary: 'Confirmar e-mail con el código',
  auth: false,
  body: z.object({ code: confirmationCodeSchema() }),
  response: success,
});

/**
 * POST security Account/Logout — revokes the refresh token of the cookie (its whole family) and clears
 * the cookie. Public, so that signing out works with an expired access token.
 */
export const logout = defineEndpoint({
  method: 'POST',
  base: 'security',
  path: 'Account/Logout',
  area: 'shell',
  summary: 'Cerrar sesión',
  auth: false,
  body: z.object({ userid: z.union([z.number(), z.string()]).optional() }).optional(),
  response: success,
});

/**
 * POST api login/refreshtoken — exchanges the refresh-token cookie for a new access token and a new
 * cookie (rotation). A refresh token used twice revokes its family: the answer is 401 and the user is
 * signed out. The body fields of 000 §7 are accepted and ignored (the cookie is what counts).
 */
export const refreshToken = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'login/refreshtoken',
  area: 'shell',
  summary: 'Renovar el token de acceso',
  auth: false,
  body: z
    .object({
      token: z.string().max(4096).optional(),
      refreshToken: z.string().max(4096).optional(),
      userIdSession: z.union([z.number(), z.string()]).optional(),
    })
    .optional(),
  response: z.object({ success: z.literal(true), token: z.string(), refreshToken: z.string().optional() }),
});

/** GET api login/getroles?userId — the menu permissions of a producer (000 §6). Own id only. */
export const getRoles = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'login/getroles',
  area: 'shell',
  summary: 'Permisos de menú del usuario',
  auth: true,
  query: z.object({ userId: id }),
  response: z.array(z.string()),
});

/**
 * GET api simulator/getpermissionsproducersimulator?userIdProducer&userId — a simulator's permissions
 * for the producer it selected with simulateproducer (`userIdProducer` is the `userId` of that answer,
 * 0 for an unregistered producer). Another producer: 403.
 */
export const getPermissionsProducerSimulator = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'simulator/getpermissionsproducersimulator',
  area: 'shell',
  summary: 'Permisos de menú del simulador para el productor elegido',
  auth: true,
  query: z.object({ userIdProducer: integer(), userId: id }),
  response: z.array(z.string()),
});

/** GET api login/CheckUserInfo?userId — called after sign-in; the state of the account. */
export const checkUserInfo = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'login/CheckUserInfo',
  area: 'shell',
  summary: 'Verificación de datos del usuario',
  auth: true,
  query: z.object({ userId: id }),
  response: z.object({
    success: z.literal(true),
    userId: z.number(),
    emailConfirmed: z.boolean(),
    mustChangePassword: z.boolean(),
    active: z.boolean(),
  }),
});

/** GET api/Login/GetAppVersion — the version text compared with the stored one at start (000 §4). */
// Its call is written once in boot.ts, which the browser uses at start without zod.
export const getAppVersion = defineEndpoint({ ...appVersionCall, response: z.string() });

/**
 * POST api login/register — without a session: a producer signs up (a confirmation code is mailed;
 * Password required). With a producer's session (not a Gestor): creates a delegate (002 §8) reporting to
 * that producer, who gets a mail to set the password, limited to `areas` (all when absent) and, with
 * `accessUntil`, to that last day (issue 40 §4). Names are stored upper-cased.
 */
export const register = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'login/register',
  area: 'shell',
  summary: 'Registración de productor o alta de subusuario',
  auth: false,
  optionalSession: true,
  body: z.object({
    Application: z.string().max(50).optional(),
    Name: nameSchema(),
    LastName: nameSchema(),
    CUIT: cuitSchema(),
    Password: newPasswordSchema().optional(),
    Email: emailSchema(),
    Telephone: phoneSchema().optional(),
    TelephoneCompany: phoneCompanySchema().optional(),
    reportTo: z.string().max(13).optional(),
    Subusuario: z.boolean().optional(),
    ReportToName: z.string().max(200).optional(),
    Rol: z.string().max(50).optional(),
    ...delegateLimits.shape,
  }),
  response: success,
});

/** 000 §3 "Profile (producer user)". */
const Profile = z.object({
  id: z.number(),
  Name: z.string(),
  LastName: z.string(),
  CUIT: z.string(),
  Email: z.string(),
  Telephone: z.string().nullable(),
  TelephoneCompany: z.number().nullable(),
  Avatar: z.string().nullable(),
  AccountManagerId: z.number().nullable(),
});

/** GET api producer/GetProducerById?userId — the profile (000 §3 "Producer (get by id)"). Own id, or the simulated producer's. */
export const getProducerById = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'producer/GetProducerById',
  area: 'shell',
  summary: 'Datos del productor',
  auth: true,
  query: z.object({ userId: id }),
  response: z.object({
    success: z.literal(true),
    user: Profile,
    name: z.string(),
    lastName: z.string(),
    telephone: z.string().nullable(),
    email: z.string(),
  }),
});

/**
 * GET api producer/GetAccountManagerByCuit?cuit — 'Mi ejecutivo de cuenta'. The spec calls it without an
 * auth header; here it needs the session, since only the effective CUIT's manager may be read.
 */
export const getAccountManagerByCuit = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'producer/GetAccountManagerByCuit',
  area: 'shell',
  summary: 'Ejecutivo de cuenta del productor',
  auth: true,
  query: z.object({ cuit: cuitDigits }),
  response: z.object({
    success: z.literal(true),
    id: z.number(),
    name: z.string(),
    lastName: z.string(),
    telephone: z.string().nullable(),
    email: z.string(),
    avatar: z.string().nullable(),
  }),
});

/** GET api producer/GetAccountManagers — the choice of account manager on the profile. */
export const getAccountManagers = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'producer/GetAccountManagers',
  area: 'shell',
  summary: 'Ejecutivos de cuenta',
  auth: true,
  response: z.array(z.object({ id: z.number(), name: z.string(), lastName: z.string() })),
});

/**
 * POST api producer/UpdateProducerData — saves the profile. `User` is the user id (own, or the simulated
 * producer's); CUIT is read-only (must be the user's). A new Password needs CurrentPassword and ends
 * the user's other sessions. A changed Email is confirmed by mail before it replaces the old one.
 */
export const updateProducerData = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'producer/UpdateProducerData',
  area: 'shell',
  summary: 'Modificar datos del usuario',
  auth: true,
  body: z.object({
    User: integer({ min: 1 }),
    Name: nameSchema(),
    LastName: nameSchema(),
    CUIT: cuitDigits,
    Email: emailSchema(),
    Telephone: phoneSchema(),
    TelephoneCompany: phoneCompanySchema(),
    CurrentPassword: z.string().max(30).optional(),
    Password: newPasswordSchema('profile').optional(),
    /** A data URL of the cropped image (390x295). */
    Avatar: z.string().max(700_000).nullable().optional(),
    AccountManagerId: optionalInteger({ min: 1 }).nullable(),
  }),
  response: z.object({
    success: z.literal(true),
    email: z.string(),
    avatar: z.string().nullable(),
    businessExceptions: z.array(BusinessException),
  }),
});

/** One producer code (000 §3 "Producer selection entries"): `name` is 'NAME|extra', display the part before '|'. */
const ProducerCode = z.object({ id: z.string(), name: z.string(), core: z.string() });

/** GET api producer/GetProducerCodes?userId — the producer codes per core (VT, RVT) of the user's producer. */
export const getProducerCodes = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'producer/GetProducerCodes',
  area: 'shell',
  summary: 'Códigos de productor por compañía',
  auth: true,
  query: z.object({ userId: producerUserId }),
  response: z.array(z.object({ core: z.string(), producerCodes: z.array(ProducerCode) })),
});

/** GET api/Parameters/Parameters?key — one configuration parameter (e.g. ShowDefaultHomeImg). */
export const getParameter = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'Parameters/Parameters',
  area: 'shell',
  summary: 'Parámetro de configuración por clave',
  auth: false,
  query: z.object({ key: z.string().min(1).max(100) }),
  response: z.object({ Key: z.string(), Value: z.string() }),
});

/**
 * GET api datos/GetAutocompleteValues?e=Productor_CUIT|Productor_NOMBRE&q&page&per_page — the
 * simulator's producer typeahead (000 §7). `id` is the CUIT, `value` the text shown, `message` 'U' for
 * an unregistered producer ('' otherwise). Simulators only.
 */
export const getAutocompleteValues = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'datos/GetAutocompleteValues',
  area: 'shell',
  summary: 'Búsqueda de productores para simular',
  auth: true,
  query: z.object({
    e: z.enum(['Productor_CUIT', 'Productor_NOMBRE']),
    q: z.string().trim().min(2).max(100),
    page: optionalInteger({ min: 1, max: 10_000 }).transform((v) => v ?? 1),
    per_page: optionalInteger({ min: 1, max: 50 }).transform((v) => v ?? 50),
  }),
  response: z.object({
    items: z.array(z.object({ id: z.string(), value: z.string(), message: z.string() })),
    total_count: z.number(),
  }),
});

/**
 * GET api datos/GetComboValues?e=… — options of a combo as {id, value}. Keys served: 'Productor' (the
 * producers the session may query). Other keys (Sector, TipoConsulta, Ramo_…, Producto_…) answer 404
 * until their areas exist.
 */
export const getComboValues = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'datos/GetComboValues',
  area: 'shell',
  summary: 'Opciones de un combo',
  auth: true,
  query: z.object({ e: z.string().min(1).max(100), parentId: z.string().max(100).optional() }),
  response: z.array(z.object({ id: z.string(), value: z.string() })),
});

/**
 * POST api simulator/simulateproducer — a simulator chooses the producer to act for (002 §3). The choice
 * is kept server-side in the session; `userId` is the producer's user id (0 when unregistered).
 */
export const simulateProducer = defineEndpoint({
  method: 'POST',
  base: 'api',
  path: 'simulator/simulateproducer',
  area: 'shell',
  summary: 'Simular productor',
  auth: true,
  body: z.object({ Cuit: cuitSchema(), UserId: integer({ min: 1 }) }),
  response: z.object({
    success: z.literal(true),
    userId: z.number(),
    name: z.string(),
    userFirstName: z.string(),
    userLastName: z.string(),
    cuit: z.string(),
    unregistered: z.boolean(),
    reportTo_Cuit: z.string().nullable(),
    sysData: SysData,
    roles: z.array(z.string()),
    businessExceptions: z.array(BusinessException),
  }),
});

/** GET api Producer/Delegados?userId — the signed-in producer's delegates (002 §2 /delegado). */
export const getDelegados = defineEndpoint({
  method: 'GET',
  base: 'api',
  path: 'Producer/Delegados',
  area: 'shell',
  summary: 'Subusuarios del productor',
  auth: true,
  query: z.object({ userId: id }),
  response: z.array(
    z.object({
      id: z.number(),
      nombre: z.string(),
      apellido: z.string(),
      cuit: z.string(),
      email: z.string(),
      estado: z.string(),
      rol: z.string().nullable(),
      /** The menu areas it may use, and its last day (YYYY-MM-DD) or null (issue 40 §4). */
      areas: z.array(z.enum(DELEGATE_SCOPES)),
      accessUntil: z.string().nullable(),
    }),
  ),
});

/** DELETE api Producer?cuit= — removes one of the signed-in producer's delegates (and ends its sessions). */
export const deleteProducer = defineEndpoint({
  method: 'DELETE',
  base: 'api',
  path: 'Producer',
  area: 'shell',
  summary: 'Eliminar subusuario',
  auth: true,
  query: z.object({ cuit: cuitDigits }),
  response: success,
});

import type { SessionData, Simulation } from '@portal/shared';

export const producerSession: SessionData = {
  userId: 10,
  cuit: '20172543597',
  reportTo: null,
  userAvatar: null,
  userName: 'Ana Pérez',
  user: '20172543597',
  userType: 1,
  userEmailConfirmed: true,
  userEmail: 'ana@example.com',
  userCode: null,
  rol: null,
  cantidadFacturasPendientes: 0,
  cantidadFacturasPendientesPermitidas: 0,
  descripcionTipoDePago: null,
  emails: [],
  rememberMe: false,
  active: true,
};

export const simulatorSession: SessionData = {
  ...producerSession,
  userId: 50,
  cuit: '',
  userName: 'Sofía Simuladora',
  user: 'simulador@demo.com.ar',
  userType: 2,
  userEmail: 'simulador@demo.com.ar',
};

export const simulation: Simulation = {
  userIdProducer: 10,
  userNameProducer: 'ANA PÉREZ',
  cuitProducer: '20172543597',
  menuAdvanced: false,
};

/** A sign-in answer of the contract for a producer. */
export function loginAnswer(overrides: Record<string, unknown> = {}) {
  return {
    success: true,
    isLogon: true,
    userInfo: { cuit: '20172543597', code: null },
    user: { id: 10 },
    authenticationResult: { success: true, token: 'header.eyJleHAiOjQxMDI0NDQ4MDB9.sig', errors: [] },
    businessExceptions: [],
    userId: 10,
    cuit: '20172543597',
    reportTo_Cuit: null,
    avatar: null,
    userType: 1,
    userFirstName: 'Ana',
    userLastName: 'Pérez',
    userName: '20172543597',
    emailConfirmed: true,
    email: 'ana@example.com',
    code: null,
    rol: null,
    mustChangePassword: false,
    sysData: { cantidadFacturasPendientes: 0, cantidadFacturasPendientesPermitidas: 3, descripcionTipoDePago: null, emails: [] },
    ...overrides,
  };
}

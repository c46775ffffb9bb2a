export { producerSession, simulatorSession, simulation } from '@portal/shared/testing';

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
    selectsProducer: false,
    sysData: {
      cantidadFacturasPendientes: 0,
      cantidadFacturasPendientesPermitidas: 3,
      descripcionTipoDePago: null,
      emails: [],
    },
    ...overrides,
  };
}

import type { SessionData, Simulation } from '../session/session-store';

/** Session fixtures for the tests of every package: a producer, a simulator and a simulation. */
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
};

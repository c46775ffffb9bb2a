/**
 * Texts the api answers with. Those quoted from the spec (000 §8) are verbatim; the rest are ours, in
 * the same voice. (shared/src/messages.ts holds the same spec texts but is not exported to the api.)
 */
export const messages = {
  errorTitle: 'Error',
  notValidated: 'La información no pudo ser validada.',
  unexpectedTitle: '¡Ha ocurrido un error!',
  tryLater: 'Por favor intente nuevamente más tarde',
  invalidValue: 'El valor ingresado es inválido',
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido.',
  bodyTooLarge: 'La solicitud supera el tamaño máximo permitido.',
  unsupportedMediaType: 'El tipo de contenido de la solicitud no está soportado.',
  routeNotFound: 'El recurso solicitado no existe.',
  parameterNotFound: (key: string) => `No existe el parámetro '${key}'.`,
  // Sign-in and session (ours: the spec shows the first business exception but not its text).
  wrongCredentials: 'Usuario o contraseña incorrectos',
  signInTitle: 'Error al ingresar',
  tooManyAttempts: 'Demasiados intentos fallidos. Intente nuevamente más tarde.',
  tooManyRequests: 'Demasiadas solicitudes. Intente nuevamente más tarde.',
  emailNotConfirmed: 'Debe confirmar su e-mail antes de ingresar. Revise su casilla de correo.',
  sessionExpired: 'La sesión ha expirado. Ingrese nuevamente.',
  forbidden: 'No tiene permiso para acceder a esta información.',
  mustChangePassword: 'Debe cambiar su contraseña antes de continuar.',
  notFound: 'No se encontraron datos.',
  // Codes, registration, profile.
  invalidCode: 'El código ingresado es inválido o ha expirado.',
  passwordsDontMatch: 'Las contraseñas no coinciden',
  wrongPassword: 'La contraseña ingresada es incorrecta',
  currentPasswordRequired: 'Ingrese su contraseña actual',
  passwordRequired: 'Este campo es obligatorio. Por favor completar este campo',
  selectOption: 'Seleccioná una opción',
  duplicateCuit: 'Ya existe un usuario registrado con el CUIT ingresado.',
  gestorCannotAddSubusers: 'Un Gestor no puede agregar subusuarios.',
  cuitReadOnly: 'El CUIT no puede modificarse.',
  noAccountManager: 'No se pudo procesar la información',
  simulateFailed: 'Error al simular productor',
  producerNotFound: 'No se encontró el productor con el CUIT ingresado.',
  unknownCombo: (key: string) => `No existe el combo '${key}'.`,
} as const;

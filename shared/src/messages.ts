/**
 * Spanish texts shared by every app, verbatim from the spec (000 §5, §8). A screen's own texts live in
 * its package's messages.ts; anything two packages show comes from here.
 */
export const messages = {
  // 000 §8 — requests
  unreachable: 'No se pudo conectar con el servidor!',
  requestFailed: (statusText: string) => `Error procesando solicitud: ${statusText}`,
  unparsable: 'Error procesando datos',
  generic: '¡Ha ocurrido un error!',
  operationFailed: 'Error al realizar la operación',
  notValidated: 'La información no pudo ser validada.',
  tryLater: 'Por favor intente nuevamente más tarde',
  timeout: 'No se enviar la información. Reintente nuevamente!',
  // 000 §8 — page crash
  pageCrashTitle: '¡Ha ocurrido un error inesperado!',
  pageCrashAction: 'Volver al sitio',
  // 000 §8 — empty results
  noMatches: 'No se encontraron coincidencias.',
  noData: 'No se encontraron datos.',
  emptyValue: '(SIN DATOS)',
  // 000 §5 — validation
  required: 'Este campo es obligatorio. Por favor completar este campo',
  cuitInvalid: 'El CUIT ingresado es inválido',
  emailInvalid: 'Ingresar una dirección de mail válida',
  emailInvalidAlt: 'El e-mail ingresado es inválido',
  onlyNumbers: 'Por favor incluir solamente números',
  phoneMin: 'El campo debe poseer al menos 8 caracteres',
  selectOption: 'Seleccioná una opción',
  termsRequired: 'Debe aceptar los términos y condiciones',
  passwordsDontMatch: 'Las contraseñas no coinciden',
  passwordAndConfirmationDontMatch: 'La contraseña y confirmación no coinciden',
  passwordRule: 'La contraseña debe contener al menos una letra mayúscula y un número',
  currentPasswordRequired: 'Ingrese su contraseña actual',
  wrongPassword: 'La contraseña ingresada es incorrecta',
  invalidValue: 'El valor ingresado es inválido',
  invalidDni: 'DNI inválido',
  selectImage: 'Por favor seleccionar una imagen',
  selectFile: 'Por favor seleccionar un archivo',
  incompleteFields: 'Existen campos incompletos',
  fillAFilter: 'Completá un filtro...',
  chooseProducerFirst: 'Primero debés elegir un productor de la selección de Productores',
  minLength: (n: number) => `El campo debe poseer al menos ${n} caracteres`,
  maxLength: (n: number) => `El campo debe poseer como máximo ${n} caracteres`,
  /** 000 §5: date inputs are DD/MM/YYYY; the field shows the order to type. */
  datePlaceholder: 'DD/MM/AAAA',
  // 000 §4 — sign-out
  signOutTitle: 'Cerrar sesión',
  signOutQuestion: '¿Está seguro que desea salir?',
  // 000 §1 — footer
  portalName: 'Portal de Productores',
  loading: 'Cargando datos...',
  noDataShort: 'Sin datos',
  // Dialog buttons
  accept: 'Aceptar',
  cancel: 'Cancelar',
  // Issue 40 §1 — two-step verification codes, as the form and the api check them
  twoStepCodeFormat: 'Ingresá los 6 dígitos que muestra tu aplicación.',
  recoveryCodeFormat: 'El código de recuperación tiene 10 letras y números.',
} as const;

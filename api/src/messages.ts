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
} as const;

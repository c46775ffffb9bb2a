/** Texts of the current-account area. Those quoted from the spec (001 §5, §8) are verbatim; the rest are ours. */
export const ccMessages = {
  withholdingContact: 'Para descargar retenciones por favor comunicarse con la compañía.',
  withholdingFilter: 'El filtro de la consulta de liquidaciones es inválido.',
  invoiceSend:
    'Debe ingresar al menos 1 factura, seleccionando Empresa, Rama, Mes de Liquidación, Importe a facturar, y al 1 o más archivos adjuntos.',
  invoiceSent: 'Los documentos se han enviado satisfactoriamente',
  invoiceMailNote: 'Recibirá un email con la documentación enviada',
  documentErrorTitle: 'Error en el documento',
  uploadError: 'Error al subir documentos',
  invoiceMonth: 'El mes de liquidación debe ser uno de los últimos 12 meses.',
  invoiceAmount: 'El importe a facturar no coincide con el importe liquidado de la rama en el mes.',
  invoiceCompany: 'La empresa no corresponde a la rama seleccionada.',
  invoiceFiles: 'Los archivos adjuntos no son válidos o ya fueron enviados.',
  tooManyFiles: 'Se pueden adjuntar hasta 20 archivos.',
  fileRequired: 'Debe adjuntar al menos un archivo.',
  fileType: (name: string) => `El archivo '${name}' no es de un tipo permitido (pdf, jpg o png).`,
  fileTooLarge: (name: string) => `El archivo '${name}' supera el tamaño máximo de 10 MB.`,
  entityNotAllowed: 'La entidad indicada no admite archivos.',
  mailSubject: 'Envío de facturas',
} as const;

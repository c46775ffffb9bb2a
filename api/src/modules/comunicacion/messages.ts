/** Texts of the communications and enquiries api. Quoted ones are the spec's (002 §5, §8), the rest ours. */
export const comunicacionMessages = {
  requiredFields: 'Debe completar todos los campos obligatorios',
  communicationNotFound: 'No se encontró la comunicación.',
  sectorRequired: 'Debe seleccionar un sector.',
  reasonRequired: 'Este campo es obligatorio. Por favor completar este campo',
  reasonInvalid: 'El tipo de consulta no corresponde al sector elegido.',
  subjectTooLong: 'El asunto admite hasta 200 caracteres.',
  detailLength: 'El comentario debe tener como mínimo 25 caracteres y como máximo 2000.',
  tooManyFiles: (max: number) => `Se pueden adjuntar hasta ${max} archivos.`,
  fileTooLarge: (name: string, mb: number) => `El archivo '${name}' supera el tamaño máximo de ${mb} MB.`,
  fileType: (name: string, allowed: string) => `El archivo '${name}' no es de un tipo permitido (${allowed}).`,
  fileRequired: 'Debe adjuntar un archivo.',
  unknownEntity: 'La entidad indicada no admite archivos.',
  enquirySubject: (sector: string, motive: string) => `Consulta ${sector}${motive ? `: ${motive}` : ''}`,
  enquiryCopySubject: (sector: string) => `Copia de su consulta a ${sector}`,
  communicationMailSubject: (title: string) => `Nueva comunicación: ${title}`,
} as const;

/**
 * Texts of two-step verification (issue 40 §1), shared by the sign-in step and /seguridad; loaded with them,
 * not with /login's first paint.
 */
export const twoStepMessages = {
  code: 'Código de verificación',
  codeIntro: 'Ingresá el código de 6 dígitos que muestra tu aplicación de autenticación.',
  verify: 'Verificar',
  useRecoveryCode: 'Usar un código de recuperación',
  useAppCode: 'Usar el código de la aplicación',
  recoveryCode: 'Código de recuperación',
  recoveryIntro: 'Ingresá uno de los códigos de recuperación que guardaste. Cada uno sirve una sola vez.',
  back: 'Volver',
  enrolRequired: 'Tu cuenta requiere la verificación en dos pasos. Configurala para ingresar.',
  activate: 'Activar verificación en dos pasos',
  scan: 'Escaneá este código QR con tu aplicación de autenticación (Google Authenticator, Microsoft Authenticator u otra).',
  qrAlt: 'Código QR para la aplicación de autenticación',
  manual: '¿No podés escanearlo? Ingresá esta clave en la aplicación:',
  secretLabel: 'Clave para ingresar a mano',
  confirmIntro: 'Después ingresá el código de 6 dígitos que muestra la aplicación.',
  confirm: 'Confirmar',
  recoveryTitle: 'Guardá estos códigos en un lugar seguro',
  recoveryText: 'Si perdés el teléfono, cada código te deja ingresar una vez. No se volverán a mostrar.',
  recoveryListLabel: 'Códigos de recuperación',
  copy: 'Copiar los códigos',
  copied: 'Códigos copiados.',
  continue: 'Continuar',
};

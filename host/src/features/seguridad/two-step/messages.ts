/** Texts of the two-step section of /seguridad (issue 40 §1); the set-up's own are in components/two-step/messages.ts. */
export const twoStepSectionMessages = {
  title: 'Verificación en dos pasos',
  intro: 'Además de tu contraseña, al ingresar se te pide un código de una aplicación de autenticación de tu teléfono.',
  on: 'Activada',
  off: 'Desactivada',
  state: 'Estado:',
  recoveryLeft: (n: number) =>
    n === 1 ? 'Te queda 1 código de recuperación.' : `Te quedan ${n} códigos de recuperación.`,
  required: 'El portal requiere la verificación en dos pasos para tu cuenta: no se puede desactivar.',
  activate: 'Activar verificación en dos pasos',
  done: 'Listo',
  activated: 'La verificación en dos pasos quedó activada.',
  disable: 'Desactivar',
  disableTitle: 'Desactivar verificación en dos pasos',
  disableIntro: 'Para desactivarla, ingresá un código actual de tu aplicación de autenticación.',
  disableRecoveryIntro: 'Para desactivarla, ingresá uno de tus códigos de recuperación.',
  disabled: 'La verificación en dos pasos quedó desactivada.',
};

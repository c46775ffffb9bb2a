/**
 * The texts of the sign-in form and of /login, apart from the host's other texts (messages.ts, which re-exports them
 * as `hostMessages.signIn`): /login imports only this module, so its first paint does not download every screen's
 * texts (docs/adr/0007-first-paint-budgets-and-shared-facades.md).
 */
export const signInMessages = {
  title: 'Ingreso',
  intro: 'Ingresá con tu CUIT/CUIL o tu e-mail y tu contraseña.',
  identity: 'CUIT/CUIL/Email',
  password: 'Contraseña',
  rememberMe: 'Recordarme',
  submit: 'Ingresar',
  forgotPassword: '¿Olvidaste tu contraseña?',
  noAccount: '¿No tenés cuenta?',
  register: 'Registrate ahora',
  resendConfirmation: 'Reenviar confirmación de registro',
  tutorials: 'Tutoriales:',
  howToRegister: 'Cómo registrarse',
  howToSignIn: 'Cómo ingresar',
  recoverSuccess: 'Su contraseña fue restablecida. Ya puede ingresar con su nueva contraseña.',
  otherWays: 'Otras formas de ingresar',
} as const;

/** /admin, the simulators' and administrators' sign-in: a public screen like /login, with as little to download. */
export const adminSignInMessages = {
  title: 'Ingreso simuladores',
  intro: 'Acceso para simuladores y administradores del Portal de Productores.',
  identity: 'Email',
  accountProblem: '¿No puede ingresar? Para reenviar la confirmación de su cuenta haga',
  clickHere: 'click aqui',
} as const;

/** The password field's show/hide button (form-text-field.tsx), on /login and every form with a password. */
export const passwordVisibilityMessages = {
  show: 'Mostrar contraseña',
  hide: 'Ocultar contraseña',
} as const;

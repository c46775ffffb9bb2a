export { normalizeCuit, cuitCheckDigit, isValidCuit, formatCuit, maskCuitInput } from './cuit';
export {
  cuitSchema,
  loginIdentitySchema,
  signInPasswordSchema,
  newPasswordSchema,
  withPasswordConfirmation,
  nameSchema,
  emailSchema,
  phoneSchema,
  phoneCompanySchema,
  termsSchema,
  confirmationCodeSchema,
} from './schemas';

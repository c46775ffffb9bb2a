export { normalizeCuit, cuitDigits, cuitCheckDigit, isValidCuit, formatCuit, maskCuitInput, buildCuit } from './cuit';
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

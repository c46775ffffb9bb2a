/**
 * Field schemas of 000 §5 and §9, one factory per kind of field, to compose into form schemas for
 * react-hook-form's zodResolver. Each field reports the first rule it breaks in the order written,
 * and an empty field only ever says it is required.
 */
import { z } from '../zod';
import { integer } from '../contract/integer';
import { messages } from '../messages';
import { isValidCuit, normalizeCuit } from './cuit';

const SPANISH_NAME = /^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ -]+$/;

/**
 * An empty value gets only the required message; a filled one goes on to `rules`. Piped rather than
 * stopped with `abort: true`, because an aborted field also skips its form's own refinements (the
 * password confirmation) and the user would not see that error until the field is fixed.
 */
function required<T extends z.ZodType<unknown, string>>(rules: T, { trim = true } = {}) {
  const text = z.string({ error: messages.required });
  // Trimmed so that blanks alone count as empty.
  return (trim ? text.trim() : text).min(1, messages.required).pipe(rules);
}

export function cuitSchema() {
  return required(z.string().refine(isValidCuit, { error: messages.cuitInvalid }));
}

/** Sign-in identity: a CUIT/CUIL (11 digits once dashes are removed, 13 characters at most) or an e-mail. */
export function loginIdentitySchema() {
  return required(
    z.string().superRefine((value, ctx) => {
      if (value.includes('@')) {
        if (!z.regexes.email.test(value)) ctx.addIssue({ code: 'custom', message: messages.emailInvalid });
        else if (value.length > 100) ctx.addIssue({ code: 'custom', message: messages.maxLength(100) });
        return;
      }
      if (normalizeCuit(value).length < 11) ctx.addIssue({ code: 'custom', message: messages.minLength(11) });
      else if (value.length > 13) ctx.addIssue({ code: 'custom', message: messages.maxLength(13) });
    }),
  );
}

export function signInPasswordSchema() {
  return required(
    z
      .string()
      .min(6, messages.minLength(6))
      .max(15, messages.maxLength(15))
      .regex(/^[\p{L}0-9 ]+$/u, messages.invalidValue),
    { trim: false },
  );
}

/**
 * A password being set (registration, reset, profile): alphanumeric, one uppercase letter and one
 * digit; 15 characters at most, 30 on the profile screen. The spec's reset screen also mentions a
 * minimum of 7; 6 is the figure in its limits.
 */
export function newPasswordSchema(variant: 'default' | 'profile' = 'default') {
  const max = variant === 'profile' ? 30 : 15;
  return required(
    z
      .string()
      .min(6, messages.minLength(6))
      .max(max, messages.maxLength(max))
      .regex(/^[A-Za-z0-9]+$/, messages.invalidValue)
      .refine((value) => /[A-Z]/.test(value) && /[0-9]/.test(value), { error: messages.passwordRule }),
    { trim: false },
  );
}

/**
 * Adds "confirmation must equal password" to a form schema, reported on the confirmation field. It
 * runs even while other fields are still wrong, so the user sees every error on the first submit.
 */
export function withPasswordConfirmation<S extends z.ZodObject>(
  schema: S,
  fields: { password: keyof z.input<S> & string; confirmation: keyof z.input<S> & string },
  message: string = messages.passwordsDontMatch,
) {
  const read = (value: unknown, key: string) => (value as Record<string, unknown>)[key];
  return schema.refine((value) => read(value, fields.password) === read(value, fields.confirmation), {
    error: message,
    path: [fields.confirmation],
    when: ({ value }) =>
      typeof value === 'object' &&
      value !== null &&
      typeof read(value, fields.password) === 'string' &&
      typeof read(value, fields.confirmation) === 'string',
  });
}

/** Name or last name: 50 characters at most (100 on the admin's new-user form, 000 §9). */
export function nameSchema(max = 50) {
  return required(
    z
      .string()
      .min(2, messages.minLength(2))
      .max(max, messages.maxLength(max))
      .regex(SPANISH_NAME, messages.invalidValue),
  );
}

/** The spec has two texts for a wrong e-mail; screens that show the other one pass it. */
export function emailSchema(invalidMessage: string = messages.emailInvalid) {
  return required(z.string().max(100, messages.maxLength(100)).regex(z.regexes.email, invalidMessage));
}

export function phoneSchema() {
  return required(
    z.string().regex(/^\d+$/, messages.onlyNumbers).min(8, messages.phoneMin).max(15, messages.maxLength(15)),
  );
}

/** Phone company id 1..6 (Claro … Otra); a select may hold it as a number or as digits (read as the contract reads them). */
export function phoneCompanySchema() {
  return integer({ min: 1, max: 6, message: messages.selectOption });
}

export function termsSchema() {
  return z.literal(true, { error: messages.termsRequired });
}

export function confirmationCodeSchema() {
  return required(
    z
      .string()
      .min(8, messages.minLength(8))
      .max(10, messages.maxLength(10))
      .regex(/^[A-Za-z0-9]+$/, messages.invalidValue),
  );
}

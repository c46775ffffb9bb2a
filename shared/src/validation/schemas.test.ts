import { z } from '../zod';
import { messages } from '../messages';
import {
  confirmationCodeSchema,
  cuitSchema,
  emailSchema,
  loginIdentitySchema,
  nameSchema,
  newPasswordSchema,
  phoneCompanySchema,
  phoneSchema,
  signInPasswordSchema,
  termsSchema,
  withPasswordConfirmation,
} from './schemas';

/** The messages a value gets, in order; [] when it is valid. */
function errorsOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** The message a form would show: the first one. */
function firstError(schema: z.ZodType, value: unknown): string | undefined {
  return errorsOf(schema, value)[0];
}

describe('cuitSchema', () => {
  it('accepts a valid CUIT with or without dashes', () => {
    expect(errorsOf(cuitSchema(), '20-17254359-7')).toEqual([]);
    expect(errorsOf(cuitSchema(), '20172543597')).toEqual([]);
  });

  it.each([
    ['empty', ''],
    ['blank', '   '],
    ['missing', undefined],
  ])('says the field is required when it is %s, and nothing else', (_, value) => {
    expect(errorsOf(cuitSchema(), value)).toEqual([messages.required]);
  });

  it.each(['20-17254359-6', '2017'])('says the CUIT is invalid for %s', (value) => {
    expect(errorsOf(cuitSchema(), value)).toEqual(['El CUIT ingresado es inválido']);
  });
});

describe('loginIdentitySchema', () => {
  it('accepts a CUIT with dashes (13 characters) and without (11)', () => {
    expect(errorsOf(loginIdentitySchema(), '20-17254359-7')).toEqual([]);
    expect(errorsOf(loginIdentitySchema(), '20172543597')).toEqual([]);
  });

  it('accepts an e-mail, as simulators sign in with one', () => {
    expect(errorsOf(loginIdentitySchema(), 'simulador@example.com')).toEqual([]);
  });

  it('requires a value', () => {
    expect(errorsOf(loginIdentitySchema(), '')).toEqual([messages.required]);
  });

  it('asks for 11 characters once dashes are removed', () => {
    expect(errorsOf(loginIdentitySchema(), '20-1725435-9')).toEqual(['El campo debe poseer al menos 11 caracteres']);
  });

  it('allows at most 13 characters for a CUIT', () => {
    expect(errorsOf(loginIdentitySchema(), '20-17254359-71')).toEqual([
      'El campo debe poseer como máximo 13 caracteres',
    ]);
  });

  it('says an e-mail-looking value is not a valid e-mail', () => {
    expect(errorsOf(loginIdentitySchema(), 'simulador@example')).toEqual([messages.emailInvalid]);
  });
});

describe('signInPasswordSchema', () => {
  it('accepts letters, digits and spaces from 6 to 15 characters', () => {
    expect(errorsOf(signInPasswordSchema(), 'abc 123')).toEqual([]);
    expect(errorsOf(signInPasswordSchema(), 'abcdef')).toEqual([]);
    expect(errorsOf(signInPasswordSchema(), 'a'.repeat(15))).toEqual([]);
  });

  it('requires a value', () => {
    expect(errorsOf(signInPasswordSchema(), '')).toEqual([messages.required]);
  });

  it('asks for at least 6 characters', () => {
    expect(firstError(signInPasswordSchema(), 'abc12')).toBe('El campo debe poseer al menos 6 caracteres');
  });

  it('allows at most 15 characters', () => {
    expect(firstError(signInPasswordSchema(), 'a'.repeat(16))).toBe('El campo debe poseer como máximo 15 caracteres');
  });

  it('rejects symbols', () => {
    expect(firstError(signInPasswordSchema(), 'abc12$')).toBe(messages.invalidValue);
  });
});

describe('newPasswordSchema', () => {
  it('accepts an alphanumeric password with an uppercase letter and a digit', () => {
    expect(errorsOf(newPasswordSchema(), 'Clave1')).toEqual([]);
  });

  it('requires a value', () => {
    expect(errorsOf(newPasswordSchema(), '')).toEqual([messages.required]);
  });

  it.each(['clave1', 'Claves', 'CLAVES'])('asks for an uppercase letter and a digit in %s', (value) => {
    expect(errorsOf(newPasswordSchema(), value)).toEqual([
      'La contraseña debe contener al menos una letra mayúscula y un número',
    ]);
  });

  it('asks for at least 6 characters', () => {
    expect(firstError(newPasswordSchema(), 'Cla1')).toBe(messages.minLength(6));
  });

  it('allows 15 characters at most, 30 on the profile screen', () => {
    const sixteen = 'Clave1' + 'a'.repeat(10);
    expect(firstError(newPasswordSchema(), sixteen)).toBe(messages.maxLength(15));
    expect(errorsOf(newPasswordSchema('profile'), sixteen)).toEqual([]);
    expect(errorsOf(newPasswordSchema('profile'), 'Clave1' + 'a'.repeat(24))).toEqual([]);
    expect(firstError(newPasswordSchema('profile'), 'Clave1' + 'a'.repeat(25))).toBe(messages.maxLength(30));
  });

  it('rejects anything but letters and digits', () => {
    expect(firstError(newPasswordSchema(), 'Clave 1')).toBe(messages.invalidValue);
    expect(firstError(newPasswordSchema(), 'Clave1!')).toBe(messages.invalidValue);
  });
});

describe('withPasswordConfirmation', () => {
  const form = () =>
    withPasswordConfirmation(
      z.object({ name: nameSchema(), password: newPasswordSchema(), confirmPassword: z.string() }),
      { password: 'password', confirmation: 'confirmPassword' },
    );

  it('accepts a confirmation equal to the password', () => {
    expect(form().safeParse({ name: 'Ana', password: 'Clave1', confirmPassword: 'Clave1' }).success).toBe(true);
  });

  it('says the passwords do not match, on the confirmation field', () => {
    const result = form().safeParse({ name: 'Ana', password: 'Clave1', confirmPassword: 'Clave2' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: 'Las contraseñas no coinciden', path: ['confirmPassword'] }),
    ]);
  });

  it('reports the mismatch together with the errors of other fields', () => {
    const result = form().safeParse({ name: '', password: 'Clave1', confirmPassword: 'Clave2' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', messages.required],
      ['confirmPassword', messages.passwordsDontMatch],
    ]);
  });

  it('uses the profile screen text when given', () => {
    const schema = withPasswordConfirmation(
      z.object({ password: z.string(), confirmation: z.string() }),
      { password: 'password', confirmation: 'confirmation' },
      messages.passwordAndConfirmationDontMatch,
    );
    expect(errorsOf(schema, { password: 'a', confirmation: 'b' })).toEqual([
      'La contraseña y confirmación no coinciden',
    ]);
  });
});

describe('nameSchema', () => {
  it.each(['Ana', 'José María', 'Núñez-Güemes', 'ÑANDÚ'])('accepts %s', (value) => {
    expect(errorsOf(nameSchema(), value)).toEqual([]);
  });

  it('requires a value, and blanks do not count', () => {
    expect(errorsOf(nameSchema(), '  ')).toEqual([messages.required]);
  });

  it('asks for at least 2 characters', () => {
    expect(errorsOf(nameSchema(), 'A')).toEqual(['El campo debe poseer al menos 2 caracteres']);
  });

  it('allows at most 50 characters, or the maximum given', () => {
    expect(errorsOf(nameSchema(), 'a'.repeat(50))).toEqual([]);
    expect(errorsOf(nameSchema(), 'a'.repeat(51))).toEqual([messages.maxLength(50)]);
    expect(errorsOf(nameSchema(100), 'a'.repeat(100))).toEqual([]);
  });

  it.each(['Ana1', "O'Brien", 'Ana.'])(
    'rejects %s, which has characters other than letters, space and hyphen',
    (value) => {
      expect(errorsOf(nameSchema(), value)).toEqual([messages.invalidValue]);
    },
  );
});

describe('emailSchema', () => {
  it('accepts a valid e-mail', () => {
    expect(errorsOf(emailSchema(), 'productor@example.com.ar')).toEqual([]);
  });

  it('requires a value', () => {
    expect(errorsOf(emailSchema(), '')).toEqual([messages.required]);
  });

  it.each(['productor', 'productor@', 'productor@example', 'a b@example.com'])('rejects %s', (value) => {
    expect(errorsOf(emailSchema(), value)).toEqual(['Ingresar una dirección de mail válida']);
  });

  it('uses the other spec text when a screen asks for it', () => {
    expect(errorsOf(emailSchema(messages.emailInvalidAlt), 'x')).toEqual(['El e-mail ingresado es inválido']);
  });

  it('allows at most 100 characters', () => {
    const local = 'a'.repeat(101 - '@example.com'.length);
    expect(errorsOf(emailSchema(), `${local}@example.com`)).toEqual([messages.maxLength(100)]);
  });
});

describe('phoneSchema', () => {
  it('accepts 8 to 15 digits', () => {
    expect(errorsOf(phoneSchema(), '11223344')).toEqual([]);
    expect(errorsOf(phoneSchema(), '1'.repeat(15))).toEqual([]);
  });

  it('requires a value', () => {
    expect(errorsOf(phoneSchema(), '')).toEqual([messages.required]);
  });

  it('asks for numbers only', () => {
    expect(firstError(phoneSchema(), '11-2233-4455')).toBe('Por favor incluir solamente números');
  });

  it('asks for at least 8 characters', () => {
    expect(errorsOf(phoneSchema(), '1122334')).toEqual(['El campo debe poseer al menos 8 caracteres']);
  });

  it('allows at most 15 characters', () => {
    expect(errorsOf(phoneSchema(), '1'.repeat(16))).toEqual([messages.maxLength(15)]);
  });
});

describe('phoneCompanySchema', () => {
  it.each([1, 6, '3'])('accepts company %p', (value) => {
    expect(errorsOf(phoneCompanySchema(), value)).toEqual([]);
  });

  it('reads a company held as text as its number', () => {
    expect(phoneCompanySchema().parse('4')).toBe(4);
  });

  it.each([undefined, '', 0, 7, 1.5, 'Claro'])('asks to select an option for %p', (value) => {
    expect(firstError(phoneCompanySchema(), value)).toBe('Seleccioná una opción');
  });
});

describe('termsSchema', () => {
  it('accepts the checked box', () => {
    expect(errorsOf(termsSchema(), true)).toEqual([]);
  });

  it.each([false, undefined])('asks to accept the terms when the box is %p', (value) => {
    expect(errorsOf(termsSchema(), value)).toEqual(['Debe aceptar los términos y condiciones']);
  });
});

describe('confirmationCodeSchema', () => {
  it('accepts 8 to 10 letters and digits', () => {
    expect(errorsOf(confirmationCodeSchema(), 'AB12cd34')).toEqual([]);
    expect(errorsOf(confirmationCodeSchema(), 'AB12cd34EF')).toEqual([]);
  });

  it('requires a value', () => {
    expect(errorsOf(confirmationCodeSchema(), '')).toEqual([messages.required]);
  });

  it('asks for at least 8 characters', () => {
    expect(errorsOf(confirmationCodeSchema(), 'AB12cd3')).toEqual([messages.minLength(8)]);
  });

  it('allows at most 10 characters', () => {
    expect(errorsOf(confirmationCodeSchema(), 'AB12cd34EF5')).toEqual([messages.maxLength(10)]);
  });

  it('rejects anything but letters and digits', () => {
    expect(errorsOf(confirmationCodeSchema(), 'AB12-cd34')).toEqual([messages.invalidValue]);
  });
});

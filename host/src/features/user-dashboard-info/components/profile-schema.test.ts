import { profileSchema, type ProfileValues } from './profile-schema';

const valid: ProfileValues = {
  name: 'Ana',
  lastName: 'Pérez',
  cuit: '20172543597',
  email: 'ana@example.com',
  phone: '1144556677',
  phoneCompany: 2,
  accountManagerId: 3,
  avatar: null,
  currentPassword: '',
  password: '',
  confirmPassword: '',
};

function errors(values: Partial<ProfileValues>) {
  const result = profileSchema.safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('profile form rules (000 §5)', () => {
  it('accepts the data without a password change', () => {
    expect(errors({})).toEqual([]);
  });

  it("asks for the current password when a new one is given ('Ingrese su contraseña actual')", () => {
    expect(errors({ password: 'Nueva123', confirmPassword: 'Nueva123' })).toEqual([
      ['currentPassword', 'Ingrese su contraseña actual'],
    ]);
  });

  it('marks new and confirmation as required when only the current password is given', () => {
    expect(errors({ currentPassword: 'Vieja123' })).toEqual([
      ['password', 'Este campo es obligatorio. Por favor completar este campo'],
      ['confirmPassword', 'Este campo es obligatorio. Por favor completar este campo'],
    ]);
  });

  it('needs an uppercase letter and a digit in the new password', () => {
    expect(errors({ currentPassword: 'Vieja123', password: 'nuevaclave', confirmPassword: 'nuevaclave' })).toEqual([
      ['password', 'La contraseña debe contener al menos una letra mayúscula y un número'],
    ]);
  });

  it('allows up to 30 characters on the profile', () => {
    const long = 'Nueva1' + 'a'.repeat(24);
    expect(errors({ currentPassword: 'Vieja123', password: long, confirmPassword: long })).toEqual([]);
  });

  it("says 'La contraseña y confirmación no coinciden' when they differ", () => {
    expect(errors({ currentPassword: 'Vieja123', password: 'Nueva123', confirmPassword: 'Nueva124' })).toEqual([
      ['confirmPassword', 'La contraseña y confirmación no coinciden'],
    ]);
  });

  it('reports the password rules together with errors of other fields', () => {
    expect(errors({ name: '', password: 'Nueva123', confirmPassword: 'Nueva123' })).toEqual([
      ['name', 'Este campo es obligatorio. Por favor completar este campo'],
      ['currentPassword', 'Ingrese su contraseña actual'],
    ]);
  });
});

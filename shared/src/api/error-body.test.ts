import { BusinessError, ValidationError } from '../contract/define';
import { businessExceptionsOf, validationIssuesOf } from './error-body';

// The hand-written readers must agree with the contract's schemas on every shape, valid or not.
const bodies: unknown[] = [
  { success: false, businessExceptions: [{ message: 'No autorizado' }] },
  { success: false, businessExceptions: [{ message: 'A', title: 'T' }, { message: 'B' }] },
  { success: false, businessExceptions: [] },
  {
    success: false,
    businessExceptions: [{ message: 'La información no pudo ser validada.' }],
    issues: [{ path: 'Username', message: 'Requerido' }],
  },
  { success: false, businessExceptions: [{ message: 'x' }], issues: [{ path: 1, message: 'Requerido' }] },
  { success: false, businessExceptions: [{ message: 'x' }], issues: 'no' },
  { success: true, businessExceptions: [{ message: 'x' }] },
  { success: false, businessExceptions: [{ message: 3 }] },
  { success: false, businessExceptions: [{ message: 'x', title: 4 }] },
  { success: false },
  { businessExceptions: [{ message: 'x' }] },
  null,
  'Error',
  [],
  42,
];

describe('error bodies read without zod', () => {
  it.each(bodies.map((b) => [JSON.stringify(b), b]))(
    '%s: business messages as BusinessError reads them',
    (_name, body) => {
      const parsed = BusinessError.safeParse(body);
      expect(businessExceptionsOf(body)).toEqual(parsed.success ? parsed.data.businessExceptions : null);
    },
  );

  it.each(bodies.map((b) => [JSON.stringify(b), b]))(
    '%s: field reasons as ValidationError reads them',
    (_name, body) => {
      const parsed = ValidationError.safeParse(body);
      expect(validationIssuesOf(body)).toEqual(parsed.success ? parsed.data.issues : []);
    },
  );
});

import { zodResolver } from '@hookform/resolvers/zod';
import { z } from '@portal/shared/zod';
import { loginIdentitySchema, signInPasswordSchema } from '@portal/shared/validation';

/** The sign-in form's rules (000 §5); loaded apart from the form, see sign-in-form.tsx. */
export const signInSchema = z.object({
  username: loginIdentitySchema(),
  password: signInPasswordSchema(),
  rememberMe: z.boolean(),
});
export type SignInValues = z.input<typeof signInSchema>;

export const signInResolver = zodResolver(signInSchema);

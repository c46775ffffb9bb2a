import { z } from '@portal/shared/zod';
import { messages } from '@portal/shared';
import { integer } from '@portal/shared/contract/define';
import { emailSchema, nameSchema, newPasswordSchema, phoneCompanySchema, phoneSchema } from '@portal/shared/validation';

const always = { when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null };
type Passwords = { currentPassword: string; password: string; confirmPassword: string };

/**
 * The profile form (000 §5): name, surname, e-mail, phone and company required; the password section
 * is optional but, once touched, needs all three fields, the rule and a matching confirmation.
 */
export const profileSchema = z
  .object({
    name: nameSchema(),
    lastName: nameSchema(),
    cuit: z.string().min(1, messages.required),
    email: emailSchema(),
    phone: phoneSchema(),
    phoneCompany: phoneCompanySchema(),
    accountManagerId: z.union([z.literal(''), integer({ min: 1 })]),
    avatar: z.string().nullable(),
    currentPassword: z.string(),
    password: z.union([z.literal(''), newPasswordSchema('profile')]),
    confirmPassword: z.string(),
  })
  .refine((v: Passwords) => !(v.password || v.confirmPassword) || Boolean(v.currentPassword), {
    path: ['currentPassword'],
    error: messages.currentPasswordRequired,
    ...always,
  })
  .refine((v: Passwords) => !v.currentPassword || Boolean(v.password) || Boolean(v.confirmPassword), {
    path: ['password'],
    error: messages.required,
    ...always,
  })
  .refine((v: Passwords) => !v.currentPassword || Boolean(v.password) || Boolean(v.confirmPassword), {
    path: ['confirmPassword'],
    error: messages.required,
    ...always,
  })
  .refine((v: Passwords) => !(v.password || v.confirmPassword) || v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: messages.passwordAndConfirmationDontMatch,
    ...always,
  });

export type ProfileValues = z.input<typeof profileSchema>;

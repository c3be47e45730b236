import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@shared/domain/limits';
import { z } from 'zod';

/** Client-side checks with the messages people see; the server validates again. */
export const SignUpForm = z.object({
  firstName: z.string().trim().min(1, 'Enter your first name.').max(60, 'First name is too long.'),
  lastName: z.string().trim().max(60, 'Last name is too long.'),
  email: z.email('Enter a valid email address, like name@example.com.'),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`)
    .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`),
});

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters for your password.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

export const ForgotPasswordForm = z.object({
  email: z.email('Enter a valid email address, like name@example.com.'),
});

export const NewPasswordForm = z
  .object({ newPassword, repeat: z.string() })
  .refine((v) => v.newPassword === v.repeat, { path: ['repeat'], message: 'The two passwords differ.' });

export const SignInForm = z.object({
  email: z.email('Enter a valid email address, like name@example.com.'),
  password: z.string().min(1, 'Enter your password.'),
});

export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    out[key] ??= issue.message;
  }
  return out;
}

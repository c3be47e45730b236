import { z } from 'zod';

/** Client-side checks with the messages people see; the server validates again. */
export const SignUpForm = z.object({
  firstName: z.string().trim().min(1, 'Enter your first name.').max(60, 'First name is too long.'),
  lastName: z.string().trim().max(60, 'Last name is too long.'),
  email: z.email('Enter a valid email address, like name@example.com.'),
  password: z
    .string()
    .min(8, 'Use at least 8 characters for your password.')
    .max(128, 'Use at most 128 characters.'),
});

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

import { z } from 'zod';

/** Product spec §5 and the server's better-auth limits (8..128 characters). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const emailField = z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email address'));

export const newPasswordField = z
  .string()
  .min(1, 'Password is required')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

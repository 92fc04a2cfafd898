import { describe, expect, it } from 'vitest';
import { resetPasswordInputSchema } from './reset-password';
import { signUpInputSchema } from './sign-up';

/** The first message per field, as react-hook-form's zod resolver shows it. */
function messages(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join('.')] ??= issue.message;
  return first;
}

describe('sign-up form schema', () => {
  it('accepts a valid email and an 8-character password', () => {
    expect(signUpInputSchema.safeParse({ email: ' ann@example.com ', password: '12345678' }).success).toBe(true);
  });
  it.each([
    [{ email: '', password: '' }, { email: 'Email is required', password: 'Password is required' }],
    [{ email: 'not-an-email', password: 'short' }, { email: 'Please enter a valid email address', password: 'Password must be at least 8 characters' }],
    [{ email: 'a@b.co', password: 'x'.repeat(129) }, { password: 'Password must be at most 128 characters' }],
  ])('rejects %j', (input, expected) => {
    expect(messages(signUpInputSchema.safeParse(input))).toEqual(expected);
  });
});

describe('reset-password form schema', () => {
  it('requires both passwords to match', () => {
    expect(messages(resetPasswordInputSchema.safeParse({ newPassword: 'longenough', confirmPassword: 'different1' }))).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});

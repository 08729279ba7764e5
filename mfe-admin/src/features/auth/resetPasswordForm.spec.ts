import { resetPasswordFormSchema } from './resetPasswordForm';

function messages(password: string, confirmPassword: string) {
  const result = resetPasswordFormSchema.safeParse({ password, confirmPassword });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('resetPasswordFormSchema', () => {
  it('accepts matching passwords of at least 12 characters', () => {
    expect(messages('abcdefghijkl', 'abcdefghijkl')).toEqual({});
    expect(resetPasswordFormSchema.parse({ password: 'abcdefghijkl', confirmPassword: 'abcdefghijkl' })).toEqual({
      password: 'abcdefghijkl',
      confirmPassword: 'abcdefghijkl',
    });
  });

  it('refuses a password shorter than 12 characters', () => {
    expect(messages('abcdefghijk', 'abcdefghijk')).toEqual({ password: 'Password must be at least 12 characters long.' });
  });

  it('refuses a confirmation that differs', () => {
    expect(messages('abcdefghijkl', 'abcdefghijkm')).toEqual({ confirmPassword: 'Passwords do not match.' });
  });

  it('reports both rules together', () => {
    expect(messages('abc', '')).toEqual({
      password: 'Password must be at least 12 characters long.',
      confirmPassword: 'Passwords do not match.',
    });
  });
});

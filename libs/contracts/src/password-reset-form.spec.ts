import { newPasswordFormSchema, passwordResetFormSchema } from './identity';

function messages(password: string, confirmPassword: string) {
  const result = newPasswordFormSchema.safeParse({ password, confirmPassword });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('newPasswordFormSchema', () => {
  it('accepts matching passwords of at least 12 characters', () => {
    expect(messages('abcdefghijkl', 'abcdefghijkl')).toEqual({});
    expect(newPasswordFormSchema.parse({ password: 'abcdefghijkl', confirmPassword: 'abcdefghijkl' })).toEqual({
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

describe('passwordResetFormSchema', () => {
  it("holds the service's call, the link's token and the new password, and the same rules for the confirmation", () => {
    expect(passwordResetFormSchema.parse({ token: 't0k', password: 'abcdefghijkl', confirmPassword: 'abcdefghijkl' })).toEqual({
      token: 't0k',
      password: 'abcdefghijkl',
      confirmPassword: 'abcdefghijkl',
    });
    const refused = passwordResetFormSchema.safeParse({ token: '', password: 'abc', confirmPassword: '' });
    expect(Object.fromEntries(refused.error!.issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
      token: 'Reset token is required',
      password: 'Password must be at least 12 characters long.',
      confirmPassword: 'Passwords do not match.',
    });
  });
});

import { resetPasswordFormSchema } from './resetPasswordForm';

function messages(password: string, confirmPassword: string) {
  const result = resetPasswordFormSchema.safeParse({ password, confirmPassword });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('resetPasswordFormSchema', () => {
  it('accepts matching passwords of at least 6 characters', () => {
    expect(messages('abcdef', 'abcdef')).toEqual({});
    expect(resetPasswordFormSchema.parse({ password: 'abcdef', confirmPassword: 'abcdef' })).toEqual({
      password: 'abcdef',
      confirmPassword: 'abcdef',
    });
  });

  it('refuses a password shorter than 6 characters', () => {
    expect(messages('abcde', 'abcde')).toEqual({ password: 'Password must be at least 6 characters long.' });
  });

  it('refuses a confirmation that differs', () => {
    expect(messages('abcdef', 'abcdeg')).toEqual({ confirmPassword: 'Passwords do not match.' });
  });

  it('reports both rules together', () => {
    expect(messages('abc', '')).toEqual({
      password: 'Password must be at least 6 characters long.',
      confirmPassword: 'Passwords do not match.',
    });
  });
});

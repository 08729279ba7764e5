import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { cleanup, hydratePage, mockApi, renderPage } from '@atelier/ui/testing';
import { PasswordResetPage, REDIRECT_AFTER_RESET_MS } from './PasswordResetPage';

afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

describe(`${PasswordResetPage.name} in request mode`, () => {
  function requestFor(email: string) {
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
  }

  it('sends the e-mail address and says the link is on its way', async () => {
    const calls = mockApi({
      'POST /api/admin/password-reset/request': { body: { message: 'Password reset link has been sent to your email address.' } },
    });
    renderPage(<PasswordResetPage />, { path: '/password-reset' });
    requestFor('artist@example.com');

    expect((await screen.findByTestId('admin-reset-success')).textContent).toBe('Password reset link has been sent to your email address.');
    expect(calls).toEqual([{ method: 'POST', url: '/api/admin/password-reset/request', body: { email: 'artist@example.com' } }]);
  });

  it("keeps the address typed into the server's form before the page was live, and sends it without leaving the page", async () => {
    const calls = mockApi({
      'POST /api/admin/password-reset/request': { body: { message: 'Password reset link has been sent to your email address.' } },
    });
    hydratePage(<PasswordResetPage />, {
      path: '/password-reset',
      meanwhile: () => fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'artist@example.com' } }),
    });
    const form = screen.getByRole('button', { name: 'Send Reset Link' }).closest('form')!;
    expect([form.method, form.getAttribute('action')]).toEqual(['post', '/password-reset']);
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect((await screen.findByTestId('admin-reset-success')).textContent).toBe('Password reset link has been sent to your email address.');
    expect(calls).toEqual([{ method: 'POST', url: '/api/admin/password-reset/request', body: { email: 'artist@example.com' } }]);
  });

  it("shows the server's message on failure, else the SPEC fallback", async () => {
    let status = 503;
    mockApi({
      'POST /api/admin/password-reset/request': () => ({
        status,
        body: status === 503 ? { statusCode: 503, message: 'Service unavailable' } : '',
      }),
    });
    renderPage(<PasswordResetPage />);
    requestFor('artist@example.com');
    expect((await screen.findByTestId('admin-reset-error')).textContent).toBe('Service unavailable');

    status = 500;
    jest.mocked(fetch).mockRejectedValueOnce(new Error(''));
    requestFor('artist@example.com');
    await waitFor(() => expect(screen.getByTestId('admin-reset-error').textContent).toBe('Failed to send reset email. Please try again.'));
  });
});

describe(`${PasswordResetPage.name} in reset mode`, () => {
  function choose(password: string, confirmation: string) {
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: password } });
    fireEvent.change(screen.getByLabelText('Confirm New Password'), { target: { value: confirmation } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
  }

  it("posts the link's token in the form's body, never in the address it posts to", () => {
    renderPage(<PasswordResetPage />, { path: '/password-reset?token=tok-789' });
    const form = screen.getByRole('button', { name: 'Reset Password' }).closest('form')!;
    expect(form.getAttribute('action')).toBe('/password-reset');
    expect(Object.fromEntries(new FormData(form))).toEqual({ form: 'password-reset', token: 'tok-789', password: '', confirmPassword: '' });
  });

  it('checks length and match before sending anything', async () => {
    const calls = mockApi({});
    renderPage(<PasswordResetPage />, { path: '/password-reset?token=abc' });

    choose('short', 'short');
    expect(await screen.findByText('Password must be at least 12 characters long.')).toBeTruthy();
    choose('long enough now', 'long enough noW');
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
    expect(screen.queryByText('Password must be at least 12 characters long.')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('resets with the token from the link, then returns to /admin-login after 3 seconds', async () => {
    const calls = mockApi({
      'POST /api/admin/password-reset/confirm': {
        body: { message: 'Password has been reset successfully. You can now sign in with your new password.' },
      },
    });
    jest.useFakeTimers();
    renderPage(<PasswordResetPage />, { path: '/password-reset?token=tok-123', route: '/password-reset' });
    choose('a-new-password', 'a-new-password');

    expect((await screen.findByTestId('admin-reset-success')).textContent).toBe(
      'Password has been reset successfully. You can now sign in with your new password.',
    );
    expect(calls).toEqual([
      { method: 'POST', url: '/api/admin/password-reset/confirm', body: { token: 'tok-123', password: 'a-new-password' } },
    ]);

    act(() => jest.advanceTimersByTime(REDIRECT_AFTER_RESET_MS - 10));
    expect(screen.getByTestId('location').textContent).toBe('/password-reset?token=tok-123');
    act(() => jest.advanceTimersByTime(10));
    expect(screen.getByTestId('location').textContent).toBe('/admin-login');
  });

  it("shows why a reset failed: the server's message, else the SPEC fallback", async () => {
    mockApi({
      'POST /api/admin/password-reset/confirm': {
        status: 400,
        body: { statusCode: 400, message: 'This password reset link is invalid or has expired. Please request a new one.' },
      },
    });
    renderPage(<PasswordResetPage />, { path: '/password-reset/tok-456', route: '/password-reset/:token?' });
    choose('a-new-password', 'a-new-password');

    expect((await screen.findByTestId('admin-reset-error')).textContent).toBe(
      'This password reset link is invalid or has expired. Please request a new one.',
    );
    jest.mocked(fetch).mockRejectedValueOnce(new Error(''));
    choose('a-new-password', 'a-new-password');
    await waitFor(() => expect(screen.getByTestId('admin-reset-error').textContent).toBe('Failed to reset password. Please try again.'));
  });
});

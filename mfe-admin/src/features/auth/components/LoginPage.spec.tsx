import { fireEvent, screen, waitFor } from '@testing-library/react';
import { cleanup, hydratePage, mockApi, renderPage } from '@atelier/ui/testing';
import { LoginPage } from './LoginPage';

afterEach(cleanup);

function fillIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe(LoginPage.name, () => {
  it('shows the fields, the reset link and the way back to the site', () => {
    mockApi({ 'GET /api/admin/status': { body: { authenticated: false } } });
    renderPage(<LoginPage />, { path: '/admin/login' });

    expect(screen.getByRole('heading', { level: 1, name: 'Admin Sign In' })).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/password-reset');
    expect(screen.getByTestId('admin-back-to-site').getAttribute('href')).toBe('/');
  });

  it("keeps what was typed into the server's page before it was live, whose button waits until then", async () => {
    const calls = mockApi({
      'GET /api/admin/status': { body: { authenticated: false } },
      'POST /api/admin/login': { body: { success: true } },
    });
    let waiting: boolean | undefined;
    hydratePage(<LoginPage />, {
      path: '/admin/login',
      meanwhile: () => {
        waiting = (screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled;
        fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'artist@example.com' } });
        fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'the-password' } });
      },
    });
    expect(waiting).toBe(true);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Sign In' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin'));
    expect(calls.filter((call) => call.method === 'POST').map(({ body }) => body)).toEqual([
      { email: 'artist@example.com', password: 'the-password' },
    ]);
  });

  it('requires email and password before calling the server', async () => {
    const calls = mockApi({ 'GET /api/admin/status': { body: { authenticated: false } } });
    renderPage(<LoginPage />);
    fillIn('', '');

    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('signs in and goes to /admin', async () => {
    const calls = mockApi({
      'GET /api/admin/status': { body: { authenticated: false } },
      'POST /api/admin/login': { body: { success: true } },
    });
    renderPage(<LoginPage />, { path: '/admin-login' });
    fillIn('artist@example.com', 'secret-password');

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin'));
    expect(calls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/admin/login',
      body: { email: 'artist@example.com', password: 'secret-password' },
    });
  });

  it("shows the server's error, or 'Login failed'", async () => {
    let answer: unknown = {
      code: 'INVALID_CREDENTIALS',
      success: false,
      error: 'Invalid email or password',
      message: 'Invalid email or password',
    };
    mockApi({
      'GET /api/admin/status': { body: { authenticated: false } },
      'POST /api/admin/login': () => ({ status: 401, body: answer }),
    });
    renderPage(<LoginPage />);
    fillIn('artist@example.com', 'wrong');
    expect((await screen.findByTestId('admin-login-error')).textContent).toBe('Invalid email or password');

    answer = { code: 'INVALID_CREDENTIALS', success: false };
    fillIn('artist@example.com', 'wrong');
    await waitFor(() => expect(screen.getByTestId('admin-login-error').textContent).toBe('Login failed'));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it("shows a thrown error's message, or 'Login failed. Please try again.'", async () => {
    let failure: Error = new TypeError('Failed to fetch');
    mockApi({
      'GET /api/admin/status': { body: { authenticated: false } },
      'POST /api/admin/login': () => Promise.reject(failure),
    });
    renderPage(<LoginPage />);
    fillIn('artist@example.com', 'secret');
    expect((await screen.findByTestId('admin-login-error')).textContent).toBe('Failed to fetch');

    failure = new Error('');
    fillIn('artist@example.com', 'secret');
    await waitFor(() => expect(screen.getByTestId('admin-login-error').textContent).toBe('Login failed. Please try again.'));
  });

  it('sends a signed-in administrator straight to the dashboard', async () => {
    mockApi({ 'GET /api/admin/status': { body: { authenticated: true } } });
    renderPage(<LoginPage />, { path: '/admin/login' });

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin'));
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { cleanup, mockApi, renderPage } from '@atelier/ui/testing';
import { AccountDialog } from './AccountDialog';

afterEach(cleanup);

describe(AccountDialog.name, () => {
  it('changes the password with the current one and says what happened', async () => {
    const calls = mockApi({
      'GET /api/admin/account': { body: { email: 'artist@example.com' } },
      'POST /api/admin/account/password': { body: { message: 'Password changed. Your other devices are signed out.' } },
    });
    renderPage(<AccountDialog onClose={() => undefined} />);
    const dialog = await screen.findByTestId('admin-account-dialog');
    expect(await within(dialog).findByText('You sign in as artist@example.com.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('New password (12 characters or more)'), { target: { value: 'short' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await within(dialog).findByText('Current password is required')).toBeTruthy();
    expect(within(dialog).getByText('Password must be at least 12 characters long.')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Current password', { selector: '#admin-account-current-password' }), {
      target: { value: 'correct horse battery' },
    });
    fireEvent.change(within(dialog).getByLabelText('New password (12 characters or more)'), { target: { value: 'a much longer secret' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Password changed. Your other devices are signed out.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      currentPassword: 'correct horse battery',
      newPassword: 'a much longer secret',
    });
  });

  it("shows the server's refusal of an e-mail change", async () => {
    mockApi({
      'GET /api/admin/account': { body: { email: 'artist@example.com' } },
      'POST /api/admin/account/email': { status: 400, body: { statusCode: 400, message: 'Your current password is not right.' } },
    });
    renderPage(<AccountDialog onClose={() => undefined} />);
    const dialog = await screen.findByTestId('admin-account-dialog');
    fireEvent.change(within(dialog).getByLabelText('New e-mail'), { target: { value: 'aroha@studio.example' } });
    fireEvent.change(within(dialog).getByLabelText('Current password', { selector: '#admin-account-email-password' }), {
      target: { value: 'nope' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change E-mail' }));
    expect(await screen.findByText('Your current password is not right.')).toBeTruthy();
  });
});

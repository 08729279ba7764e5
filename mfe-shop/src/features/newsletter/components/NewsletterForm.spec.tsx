import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { cleanup, hydratePage, mockApi, renderPage } from '@atelier/ui/testing';
import { NewsletterForm } from './NewsletterForm';

/** Answers the sign-up with `status`; answers the calls the form makes. */
function answerNewsletter(status = 200) {
  return mockApi({ 'POST /api/newsletter': { status, body: { message: 'ok' } } });
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const subscribe = () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
const renderForm = () => renderPage(<NewsletterForm />);

afterEach(cleanup);

describe(NewsletterForm.name, () => {
  it("sends nothing without an '@' in the e-mail or without a name, and has the browser point at the field", async () => {
    const posted = answerNewsletter();
    renderForm();
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    const pointedAt: string[] = [];
    for (const label of ['First name', 'Last name', 'Email'])
      screen.getByLabelText(label).addEventListener('invalid', (event) => pointedAt.push((event.target as HTMLInputElement).name));

    expect(screen.getByLabelText('First name').hasAttribute('required')).toBe(true);
    expect(screen.getByLabelText('Last name').hasAttribute('required')).toBe(true);
    fill('First name', 'Aroha');
    fill('Last name', 'Ngata');
    fill('Email', 'aroha.example.nz');
    subscribe();
    expect(email.validationMessage).toBe('Please enter your e-mail address, with an @.');
    fill('Email', '');
    subscribe();
    fill('Email', 'aroha@example.nz');
    expect(email.validationMessage).toBe(''); // typing clears it
    fill('Last name', ' ');
    subscribe();

    await act(() => Promise.resolve());
    expect(posted).toHaveLength(0);
    expect(pointedAt).toEqual(['email', 'email', 'lastName']);
    expect((screen.getByLabelText('Last name') as HTMLInputElement).validationMessage).toBe('Last name is required');
    expect(screen.queryByRole('alert')).toBeNull(); // no toast: the browser's own pointer says it
  });

  it("shows the server's reason when it refuses the address", async () => {
    mockApi({
      'POST /api/newsletter': { status: 400, body: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'Invalid email address' } },
    });
    renderForm();
    fill('First name', 'Aroha');
    fill('Last name', 'Ngata');
    fill('Email', 'aroha@example');
    subscribe();
    const reason = await screen.findByText('Invalid email address');
    expect(reason.closest('[role=status], [role=alert]')!.textContent).toContain('Error');
  });

  it("subscribes, says 'Success!' with the request to confirm from the e-mail, and clears the form", async () => {
    const posted = answerNewsletter();
    renderForm();

    fill('First name', 'Aroha');
    fill('Last name', 'Ngata');
    fill('Email', 'aroha@example.nz');
    subscribe();

    const success = await screen.findByText('Please check your inbox and confirm your subscription.');
    expect(success.closest('[role=status], [role=alert]')!.textContent).toContain('Success!');
    expect(posted.map(({ body }) => body)).toEqual([{ email: 'aroha@example.nz', firstName: 'Aroha', lastName: 'Ngata' }]);
    await waitFor(() => expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe(''));
  });

  it("keeps what the visitor typed into the server's form before it hydrated", async () => {
    const posted = answerNewsletter();
    hydratePage(<NewsletterForm />, { meanwhile: () => fill('Email', 'aroha@example.nz') });

    fill('First name', 'Aroha');
    fill('Last name', 'Ngata');
    subscribe();

    expect(await screen.findByText('Please check your inbox and confirm your subscription.')).toBeTruthy();
    expect(posted.map(({ body }) => body)).toEqual([{ email: 'aroha@example.nz', firstName: 'Aroha', lastName: 'Ngata' }]);
  });

  it("says 'Error' / 'Failed to subscribe. Please try again.' when it fails", async () => {
    answerNewsletter(500);
    renderForm();

    fill('First name', 'Aroha');
    fill('Last name', 'Ngata');
    fill('Email', 'aroha@example.nz');
    subscribe();

    const failure = await screen.findByText('Failed to subscribe. Please try again.');
    expect(failure.closest('[role=status], [role=alert]')!.textContent).toContain('Error');
  });
});

import { fireEvent, screen, waitFor } from '@testing-library/react';
import { cleanup, hydratePage, mockApi, renderPage } from '@atelier/ui/testing';
import { EnquiryForm } from './EnquiryForm';

/** Answers the enquiry with `answer`; answers the calls the form makes. */
function answerInquiries(answer: { status: number; body: string }) {
  return mockApi({ 'POST /api/inquiries': answer });
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const renderForm = (ui = <EnquiryForm defaultInquiryType="commission" />) => renderPage(ui);

afterEach(cleanup);

describe(EnquiryForm.name, () => {
  it('shows the SPEC messages of the shared schema and sends nothing', async () => {
    const posted = answerInquiries({ status: 201, body: '{"success":true,"id":1}' });
    renderForm();

    expect((screen.getByLabelText('Inquiry Type') as HTMLSelectElement).value).toBe('commission');
    fill('Email', 'not-an-address');
    fill('Message', 'Too short');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Message must be at least 10 characters')).toBeTruthy();
    expect(posted).toHaveLength(0);
  });

  it("sends the enquiry with the painting id and no blank phone, then says 'Message Sent' and starts again", async () => {
    const posted = answerInquiries({ status: 201, body: '{"success":true,"id":1}' });
    renderForm(<EnquiryForm paintingId={12} defaultInquiryType="painting-purchase" />);

    fill('First Name', 'Tom');
    fill('Last Name', 'Hart');
    fill('Email', 'tom@example.com');
    fill('Message', 'Is this one still available for shipping?');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText("Thank you for your inquiry. We'll get back to you soon!")).toBeTruthy();
    expect(posted.map(({ body }) => body)).toEqual([
      {
        firstName: 'Tom',
        lastName: 'Hart',
        email: 'tom@example.com',
        inquiryType: 'painting-purchase',
        message: 'Is this one still available for shipping?',
        paintingId: 12,
      },
    ]);
    await waitFor(() => expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Inquiry Type') as HTMLSelectElement).value).toBe('painting-purchase');
  });

  it("keeps what the visitor typed into the server's form before it hydrated", async () => {
    const posted = answerInquiries({ status: 201, body: '{"success":true,"id":1}' });
    hydratePage(<EnquiryForm defaultInquiryType="commission" />, {
      meanwhile: () => {
        fill('First Name', 'Tom');
        fill('Inquiry Type', 'general');
      },
    });

    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Tom');
    fill('Last Name', 'Hart');
    fill('Email', 'tom@example.com');
    fill('Message', 'Do you take commissions of the Remarkables?');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText("Thank you for your inquiry. We'll get back to you soon!")).toBeTruthy();
    expect(posted.map(({ body }) => body)).toEqual([
      {
        firstName: 'Tom',
        lastName: 'Hart',
        email: 'tom@example.com',
        inquiryType: 'general',
        message: 'Do you take commissions of the Remarkables?',
      },
    ]);
  });

  it("shows the server's message when it refuses the enquiry", async () => {
    answerInquiries({ status: 429, body: '{"statusCode":429,"code":"RATE_LIMITED","message":"Too many messages from your address."}' });
    renderForm();

    fill('First Name', 'Tom');
    fill('Last Name', 'Hart');
    fill('Email', 'tom@example.com');
    fill('Message', 'A painting of our bay, please.');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    const alert = await screen.findByText('Too many messages from your address.');
    expect(alert.closest('[role=status], [role=alert]')!.textContent).toContain('Error');
  });
});

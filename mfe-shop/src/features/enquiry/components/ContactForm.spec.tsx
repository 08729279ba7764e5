import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { cleanup, hydratePage, mockApi, renderPage } from '@atelier/ui/testing';
import { ContactForm } from './ContactForm';

/** The code a refusal of that status carries in these tests. */
const refusalCode = (status: number) => (status === 400 ? 'VALIDATION_FAILED' : 'INTERNAL_ERROR');

/** Answers the enquiry (the server's refusal unless 201); answers the calls the form makes. */
function answerInquiries(status = 201, refusal = 'nope') {
  return mockApi({
    'POST /api/inquiries': {
      status,
      body: status === 201 ? { success: true, id: 7 } : { statusCode: status, code: refusalCode(status), message: refusal },
    },
  });
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function fillAll() {
  fill('First Name', 'Aroha');
  fill('Last Name', 'Ngata');
  fill('Email', 'aroha@example.nz');
  fill('Inquiry Type', 'general');
  fill('Message', 'Do you paint in winter as well?');
}

const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

const contactForm = <ContactForm />;

afterEach(() => {
  cleanup();
  jest.useRealTimers();
});

describe(ContactForm.name, () => {
  it("says 'Error' / 'Please fill in all fields.' and sends nothing while a field is empty", async () => {
    const posted = answerInquiries();
    renderPage(contactForm);

    expect(screen.getByRole('heading', { name: 'Send a Message' })).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    fillAll();
    fill('Last Name', '  ');
    send();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error');
    expect(alert.textContent).toContain('Please fill in all fields.');
    expect(posted).toHaveLength(0);
  });

  it("sends the five fields, says 'Message Sent' and clears the form", async () => {
    const posted = answerInquiries();
    renderPage(contactForm);

    fillAll();
    send();

    const sent = (await screen.findByText("Thank you for your inquiry. We'll get back to you soon!")).closest(
      '[role=status], [role=alert]',
    )!;
    expect(sent.textContent).toContain('Message Sent');
    expect(posted[0]!.body).toEqual({
      firstName: 'Aroha',
      lastName: 'Ngata',
      email: 'aroha@example.nz',
      inquiryType: 'general',
      message: 'Do you paint in winter as well?',
    });
    await waitFor(() => expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
  });

  it("keeps what the visitor typed into the server's form before it hydrated", async () => {
    const posted = answerInquiries();
    hydratePage(contactForm, {
      meanwhile: () => {
        fill('First Name', 'Aroha');
        fill('Inquiry Type', 'general');
      },
    });

    fill('Last Name', 'Ngata');
    fill('Email', 'aroha@example.nz');
    fill('Message', 'Do you paint in winter as well?');
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Aroha');
    send();

    expect(await screen.findByText("Thank you for your inquiry. We'll get back to you soon!")).toBeTruthy();
    expect(posted[0]!.body).toEqual({
      firstName: 'Aroha',
      lastName: 'Ngata',
      email: 'aroha@example.nz',
      inquiryType: 'general',
      message: 'Do you paint in winter as well?',
    });
  });

  it("says 'Failed to send message. Please try again.' when the server refuses", async () => {
    answerInquiries(500);
    renderPage(contactForm);

    fillAll();
    send();

    expect((await screen.findByRole('alert')).textContent).toContain('Failed to send message. Please try again.');
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Aroha');
  });

  it('shows the reason of a refusal under the field it is about, until that field changes', async () => {
    answerInquiries(400, 'Message must be at least 10 characters');
    renderPage(contactForm);

    fillAll();
    fill('Message', 'Hi there');
    send();

    expect((await screen.findByRole('alert')).textContent).toContain('Message must be at least 10 characters');
    const message = screen.getByLabelText('Message');
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(message.getAttribute('aria-describedby')!)?.textContent).toBe('Message must be at least 10 characters');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();

    fill('Message', 'Hi there, do you paint in winter?');
    expect(message.getAttribute('aria-invalid')).toBeNull();
    expect(document.getElementById('contact-message-error')).toBeNull();
  });

  it("is prefilled by Enquire's address and scrolls to #contact-form after about 100 ms", () => {
    jest.useFakeTimers();
    answerInquiries();
    const anchor = document.createElement('div');
    anchor.id = 'contact-form';
    anchor.scrollIntoView = jest.fn();
    document.body.append(anchor);
    const search = new URLSearchParams({ painting: 'Mount Earnslaw', size: '20" x 24"', price: '4200', currency: '$' });
    renderPage(<ContactForm />, { path: `/?${search}` });

    expect((screen.getByLabelText('Inquiry Type') as HTMLSelectElement).value).toBe('painting-purchase');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(
      'I\'m interested in "Mount Earnslaw" (20" x 24") priced at $4,200. Could you please provide more information about this piece?',
    );
    expect(anchor.scrollIntoView).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(100));
    expect(anchor.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    anchor.remove();
  });

  it('sends the painting Enquire came from with the enquiry, and forgets it once sent', async () => {
    const posted = answerInquiries();
    const search = new URLSearchParams({ painting: 'Mount Earnslaw', paintingId: '12', price: '12800', currency: '$', code: 'NZD' });
    renderPage(contactForm, { path: `/?${search}` });

    fill('First Name', 'Aroha');
    fill('Last Name', 'Ngata');
    fill('Email', 'aroha@example.nz');
    send();

    expect(await screen.findByText("Thank you for your inquiry. We'll get back to you soon!")).toBeTruthy();
    expect(posted[0]!.body).toEqual({
      firstName: 'Aroha',
      lastName: 'Ngata',
      email: 'aroha@example.nz',
      inquiryType: 'painting-purchase',
      message: 'I\'m interested in "Mount Earnslaw" priced at $12,800 NZD. Could you please provide more information about this piece?',
      paintingId: 12,
    });

    // The next message from the emptied form is about no painting.
    await waitFor(() => expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe(''));
    fillAll();
    send();
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]!.body).not.toHaveProperty('paintingId');
  });
});

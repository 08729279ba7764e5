import { fireEvent, screen } from '@testing-library/react';
import { cleanup, mockApi, renderPage } from '@atelier/ui/testing';
import { NewsletterLinkPage } from './NewsletterLinkPage';

const TOKEN = 'k'.repeat(43);

afterEach(cleanup);

describe(NewsletterLinkPage.name, () => {
  it('confirms only when the visitor presses the button, then says they are subscribed', async () => {
    const calls = mockApi({ 'POST /api/newsletter/confirm': { body: { message: "You've been subscribed to our newsletter." } } });
    renderPage(<NewsletterLinkPage kind="confirm" />, { path: `/newsletter/confirm?token=${TOKEN}` });

    expect(screen.getByRole('heading', { name: 'Confirm your subscription' })).toBeTruthy();
    const posts = () => calls.filter(({ method }) => method === 'POST');
    expect(posts()).toHaveLength(0); // a mail scanner opening the link confirms nothing
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));

    expect((await screen.findByTestId('newsletter-link-done')).textContent).toBe("You've been subscribed to our newsletter.");
    expect(posts()).toEqual([{ method: 'POST', url: '/api/newsletter/confirm', body: { token: TOKEN } }]);
  });

  it('unsubscribes through the link’s own address and says so', async () => {
    const calls = mockApi({
      [`POST /api/newsletter/unsubscribe/${TOKEN}`]: { body: { message: 'You have been unsubscribed. We are sorry to see you go.' } },
    });
    renderPage(<NewsletterLinkPage kind="unsubscribe" />, { path: `/newsletter/unsubscribe?token=${TOKEN}` });

    expect(screen.getByText('You will no longer receive our newsletter.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect((await screen.findByTestId('newsletter-link-done')).textContent).toBe('You have been unsubscribed. We are sorry to see you go.');
    expect(calls.find(({ url }) => url === `/api/newsletter/unsubscribe/${TOKEN}`)?.method).toBe('POST');
  });

  it('says a link the server does not know is not valid, and one without a token at once', async () => {
    mockApi({ 'POST /api/newsletter/confirm': { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'nope' } } });
    renderPage(<NewsletterLinkPage kind="confirm" />, { path: `/newsletter/confirm?token=${TOKEN}` });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This confirmation link is not valid any more. Please sign up again from the form below.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks to try again when the server is down, keeping the button', async () => {
    mockApi({ [`POST /api/newsletter/unsubscribe/${TOKEN}`]: { status: 503, body: '' } });
    renderPage(<NewsletterLinkPage kind="unsubscribe" />, { path: `/newsletter/unsubscribe?token=${TOKEN}` });
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Please try again in a minute.');
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeTruthy();
  });

  it('says an unsubscribe link without a token is not valid, without a button', () => {
    mockApi({});
    renderPage(<NewsletterLinkPage kind="unsubscribe" />, { path: '/newsletter/unsubscribe' });
    expect(screen.getByRole('alert').textContent).toContain('This unsubscribe link is not valid.');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { cleanup, mockApi, renderSettled } from '@atelier/ui/testing';
import { ContactSection } from './ContactSection';

jest.mock('../../remotes/runtimeConfig', () => ({ loadRemoteModule: () => Promise.reject(new Error('not exposed yet')) }));

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(cleanup);

describe(ContactSection.name, () => {
  it("shows 'Get In Touch' with the e-mail and phone of the runtime config and the studios", async () => {
    mockApi();
    await renderSettled(<ContactSection />, {
      site: { contact: { email: 'studio@example.nz', phone: '+64 21 555 0101', locations: 'Twizel, Canterbury' } },
    });

    const section = document.getElementById('contact')!;
    expect(within(section).getByRole('heading', { name: 'Get In Touch' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'studio@example.nz' })[0]!.getAttribute('href')).toBe('mailto:studio@example.nz');
    expect(screen.getByRole('link', { name: '+64 21 555 0101' }).getAttribute('href')).toBe('tel:+64215550101');
    expect(screen.getByTestId('contact-lines').textContent).toContain('Twizel, Canterbury');
  });

  it('has the contact-form anchor with a stand-in until the form is there', async () => {
    mockApi();
    await renderSettled(<ContactSection />);

    const slot = document.getElementById('contact-form')!;
    expect(within(slot).getByRole('heading', { name: 'Send a Message' })).toBeTruthy();
    expect(screen.getByTestId('contact-lines').textContent).not.toContain('@');
  });
});

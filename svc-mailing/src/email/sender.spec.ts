import type { MailingEnv } from '../env';
import { parseMailbox, senderFor } from './sender';

const env = { MAIL_FROM: '"Atelier" <studio@atelier.example>', ARTIST_EMAIL: 'artist@atelier.example' } as MailingEnv;

describe(senderFor.name, () => {
  it("takes the business name, contact address and signature from the artist's Site settings, the address from MAIL_FROM", () => {
    expect(senderFor({ artistName: 'Mere Tūhoe', businessName: 'Tūhoe Studio Ltd', contactEmail: 'hello@tuhoe.example' }, env)).toEqual({
      from: { name: 'Tūhoe Studio Ltd', address: 'studio@atelier.example' },
      replyTo: 'hello@tuhoe.example',
      businessName: 'Tūhoe Studio Ltd',
      artistName: 'Mere Tūhoe',
    });
  });

  it('answers replies at ARTIST_EMAIL when the settings give no contact address', () => {
    expect(senderFor({ artistName: 'Mere', businessName: 'Studio', contactEmail: null }, env).replyTo).toBe('artist@atelier.example');
  });

  it('falls back to the configuration when the settings are out of reach', () => {
    expect(senderFor(null, env)).toEqual({
      from: { name: 'Atelier', address: 'studio@atelier.example' },
      replyTo: 'artist@atelier.example',
      businessName: 'Atelier',
      artistName: 'Atelier',
    });
  });
});

describe(parseMailbox.name, () => {
  it.each([
    ['Atelier <studio@atelier.example>', { name: 'Atelier', address: 'studio@atelier.example' }],
    ['"Aroha Lane Art" <a@b.example>', { name: 'Aroha Lane Art', address: 'a@b.example' }],
    ['no-reply@atelier.localhost', { name: 'Atelier', address: 'no-reply@atelier.localhost' }],
  ])('reads %s', (mailbox, expected) => {
    expect(parseMailbox(mailbox)).toEqual(expected);
  });
});

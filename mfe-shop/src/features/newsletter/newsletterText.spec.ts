import { NEWSLETTER_MESSAGES } from '@atelier/contracts';
import { NEWSLETTER_TEXT } from './newsletterText';

describe('newsletterText', () => {
  it('has the messages of the contracts word for word', () => {
    for (const key of Object.keys(NEWSLETTER_TEXT) as (keyof typeof NEWSLETTER_TEXT)[])
      expect(NEWSLETTER_TEXT[key]).toBe(NEWSLETTER_MESSAGES[key]);
  });
});

import { LegalPage } from './LegalPage';

/** /privacy-policy: static text. */
export function PrivacyPolicyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="1 November 2025">
      <section>
        <h2>What we collect</h2>
        <p>We collect only what you give us, and only to answer you or complete what you asked for:</p>
        <ul>
          <li>your name, e-mail address, phone number and message when you send an enquiry or request a commission;</li>
          <li>your name and e-mail address when you join the newsletter;</li>
          <li>your booking details when you book a painting adventure;</li>
          <li>your name, contact details and shipping address when you buy a painting.</li>
        </ul>
      </section>
      <section>
        <h2>Payments</h2>
        <p>
          Card and wallet payments are handled by our payment providers. Your card details go to them directly and never reach or stay on
          our servers.
        </p>
      </section>
      <section>
        <h2>Your currency</h2>
        <p>
          The currency you pick for prices is kept in your browser&apos;s local storage. If you have not picked one, your approximate
          country is looked up once from your IP address to suggest one; the answer is not stored.
        </p>
      </section>
      <section>
        <h2>Newsletter</h2>
        <p>
          When you sign up we e-mail you a link to confirm your address; until you press it you are not subscribed and your address is not
          passed on. The newsletter is sent through a mailing-list provider. Every e-mail about it has an unsubscribe link, and you may ask
          us to remove you.
        </p>
      </section>
      <section>
        <h2>Your rights</h2>
        <p>
          Under the New Zealand Privacy Act 2020 you may ask to see the personal information we hold about you and to correct it. Use the
          contact details on the home page.
        </p>
      </section>
    </LegalPage>
  );
}

import { composeEmail, defineTemplate, heading, note, paragraph } from './template';

const when = new Intl.DateTimeFormat('en-NZ', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Pacific/Auckland' });

/** To the address the administrator had, when her password or sign-in e-mail changes (svc-identity). */
export const accountChangedTemplate = defineTemplate({
  name: 'account-changed',
  audience: 'administrator',
  render: ({ change, newEmail, at }, context) =>
    composeEmail(
      change === 'password' ? `Your ${context.siteName} password was changed` : `Your ${context.siteName} sign-in e-mail was changed`,
      [
        heading(change === 'password' ? 'Your password was changed' : 'Your sign-in e-mail was changed'),
        paragraph(
          change === 'password'
            ? `The password of the ${context.siteName} admin was changed on ${when.format(new Date(at))} (New Zealand time). Other devices were signed out.`
            : `The ${context.siteName} admin now signs in with ${newEmail ?? 'another address'} (changed on ${when.format(new Date(at))}, New Zealand time). This address will not receive password reset links any more.`,
        ),
        note(`If you did not make this change, reset your password at once from ${context.siteUrl}/admin/login and reply to this e-mail.`),
      ],
      context,
    ),
});

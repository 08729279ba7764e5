import { button, composeEmail, defineTemplate, heading, note, paragraph } from './template';

/** Sent by svc-identity when the administrator asks to reset their password. */
export const passwordResetTemplate = defineTemplate({
  name: 'password-reset',
  audience: 'administrator',
  sensitive: true,
  render: ({ link, minutes }, context) =>
    composeEmail(
      `Reset your ${context.siteName} password`,
      [
        heading('Reset your password'),
        paragraph(`Someone asked to reset the password of the ${context.siteName} admin account. If it was you, choose a new password:`),
        button('Choose a new password', link),
        paragraph(`The link works once, for ${minutes} minutes.`),
        note('If you did not ask for this, ignore this e-mail: your password stays as it is.'),
      ],
      context,
    ),
});

import { composeMail, type MailBrand } from '../../mail/app/mailLayout';
import type { MailMessage } from '../../mail/app/Mailer';

/**
 * The notice to the old address after an account's e-mail address changed: if someone else
 * changed it, this is how the owner learns of it. The new address is not named, so a mailbox
 * the owner left behind (an old employer's) does not learn where they went.
 */
export function emailChangedMail(oldEmail: string, brand: MailBrand): MailMessage {
  return composeMail(
    {
      to: oldEmail,
      subject: `The e-mail address of your ${brand.foundryName} account was changed`,
      paragraphs: [
        'Hello,',
        `the e-mail address of your ${brand.foundryName} account was changed: from now on we write to the new address, and you log in with it. Password reset links sent to this address no longer work.`,
        `If you did not change it, write to us at ${brand.foundryEmail} and we will help you get your account back.`,
      ],
    },
    brand,
  );
}

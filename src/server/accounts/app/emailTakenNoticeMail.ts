import { composeMail, type MailBrand } from '../../mail/app/mailLayout';
import type { MailMessage } from '../../mail/app/Mailer';

/**
 * What an address that already has an account gets when another account asks to move to it:
 * no link (an address has one account), only word of it, so the settings page can answer a
 * taken address exactly as a free one (docs/security.md "Account settings").
 */
export function emailTakenNoticeMail(to: string, brand: MailBrand): MailMessage {
  return composeMail(
    {
      to,
      subject: `Someone asked to use this address for a ${brand.foundryName} account`,
      paragraphs: [
        'Hello,',
        `someone asked to move a ${brand.foundryName} account to this address, which already has one; if it was you, log in or reset your password: ${brand.publicUrl}/user/login`,
        'If it was not you, ignore this email: nothing changed, and your account stays as it is.',
      ],
    },
    brand,
  );
}

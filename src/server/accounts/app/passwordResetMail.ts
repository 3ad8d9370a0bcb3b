import { composeMail, type MailBrand } from '../../mail/app/mailLayout';
import type { MailMessage } from '../../mail/app/Mailer';

/** The link opens the browser's reset page (docs/spec.md §2 /user/change-password?code=…). */
export function passwordResetMail(to: string, code: string, brand: MailBrand): MailMessage {
  const url = `${brand.publicUrl}/user/change-password?code=${encodeURIComponent(code)}`;
  return composeMail(
    {
      to,
      subject: `Reset your ${brand.foundryName} password`,
      paragraphs: [
        'Hello,',
        `someone (we hope you) asked to reset the password of your ${brand.foundryName} account. Choose a new password with the link below.`,
      ],
      action: { label: 'Choose a new password', url },
      footnote:
        'The link works once and expires in one hour. If you did not ask for it, ignore this email: your password stays as it is.',
    },
    brand,
  );
}

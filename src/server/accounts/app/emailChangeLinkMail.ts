import { composeMail, type MailBrand } from '../../mail/app/mailLayout';
import type { MailMessage } from '../../mail/app/Mailer';

/** The link opens the browser's confirmation page (/user/confirm-email?code=…). */
export function emailChangeLinkMail(to: string, code: string, brand: MailBrand): MailMessage {
  const url = `${brand.publicUrl}/user/confirm-email?code=${encodeURIComponent(code)}`;
  return composeMail(
    {
      to,
      subject: `Confirm the new e-mail address of your ${brand.foundryName} account`,
      paragraphs: [
        'Hello,',
        `someone (we hope you) asked to move a ${brand.foundryName} account to this address. The address changes when you confirm it with the link below; until then you log in with the old one.`,
      ],
      action: { label: 'Confirm this address', url },
      footnote:
        'The link works once and expires in 24 hours. If you did not ask for it, ignore this email: no account moves to this address.',
    },
    brand,
  );
}

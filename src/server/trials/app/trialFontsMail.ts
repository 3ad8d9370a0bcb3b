import { composeMail, type MailBrand } from '../../mail/app/mailLayout';
import type { MailMessage } from '../../mail/app/Mailer';

export function trialFontsMail(
  to: { email: string; name: string },
  downloadUrl: string,
  typefaceNames: string[],
  brand: MailBrand,
): MailMessage {
  return composeMail(
    {
      to: to.email,
      subject: `Your ${brand.foundryName} trial fonts`,
      paragraphs: [
        `Hello ${to.name.trim()},`,
        `thank you for trying our typefaces. Your trial fonts are ready: ${typefaceNames.join(', ')}.`,
        'Trial fonts may only be used for mockups, in all your favourite design apps. The trial licence in the download says exactly what you may do with them; when a design goes out into the world, a licence from our shop covers it.',
      ],
      action: { label: 'Download the trial fonts', url: downloadUrl },
      footnote:
        'The download link works for 7 days. Ask for the trial fonts again any time for a new one.',
    },
    brand,
  );
}

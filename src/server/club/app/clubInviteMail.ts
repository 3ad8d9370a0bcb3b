import { composeMail, type MailBrand } from '../../mail/app/mailLayout';
import type { MailMessage } from '../../mail/app/Mailer';

export interface ClubInviteMailContent {
  to: string;
  link: string;
  /** The member who invited a co-worker ("Mara Lindqvist of Northlight Studio"). */
  invitedBy?: string | null;
  /** Greeting name, when the inviting member typed one. */
  name?: string | null;
}

export function clubInviteMail(content: ClubInviteMailContent, brand: MailBrand): MailMessage {
  const greeting = content.name ? `Hello ${content.name},` : 'Hello,';
  const who = content.invitedBy
    ? `${content.invitedBy} has invited you to join them in the ${brand.foundryName} Club.`
    : `you are invited to join the ${brand.foundryName} Club.`;
  return composeMail(
    {
      to: content.to,
      subject: `Your invitation to the ${brand.foundryName} Club`,
      paragraphs: [
        greeting,
        who,
        'Club members see new typefaces and work in progress before anyone else. Register with the link below; it is meant for you alone.',
      ],
      action: { label: 'Register as a club user', url: content.link },
      footnote: 'The invitation can be used once. If you do not want to join, ignore this email.',
    },
    brand,
  );
}

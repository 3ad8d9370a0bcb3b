/** The foundry's social accounts, shown in the footer as plain external links. */
export const SOCIAL_LINKS: readonly { href: string; label: string }[] = [
  { href: 'https://www.instagram.com/', label: 'Instagram' },
  { href: 'https://www.behance.net/', label: 'Behance' },
  { href: 'https://www.linkedin.com/', label: 'LinkedIn' },
];

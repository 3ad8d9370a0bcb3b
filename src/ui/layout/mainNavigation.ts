/** The header's site links (spec §2, "Header links"). */
export const MAIN_NAVIGATION: readonly { to: string; label: string }[] = [
  { to: '/typefaces', label: 'Typefaces' },
  { to: '/free-trial-fonts', label: 'Free Trials' },
  { to: '/commissions', label: 'Commissions' },
  { to: '/blog', label: 'Blog' },
  { to: '/information', label: 'Information' },
  { to: '/about', label: 'About' },
];

/** The footer's site links (docs/spec.md §2, "Footer"). */
export const FOOTER_NAVIGATION: readonly { to: string; label: string }[] = [
  { to: '/about', label: 'About us' },
  { to: '/commissions', label: 'Custom fonts' },
  { to: '/typefaces', label: 'Retail fonts' },
  { to: '/information', label: 'Licensing' },
  { to: '/information#payment', label: 'Payment' },
  { to: '/free-trial-fonts', label: 'Free trial fonts' },
  { to: '/blog/in-use', label: 'Fonts in use' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  // §5 DDG: the provider's identification, "easily recognisable and directly accessible".
  { to: '/legal-notice', label: 'Legal notice' },
  { to: '/newsletter', label: 'Newsletter' },
];

/**
 * The header's site links (docs/spec.md §2, "Header links"). `hint` finishes a label that says little
 * out of context for screen readers and search engines ("Information" on what?); it is not
 * shown, so the header reads as the spec writes it.
 */
export const MAIN_NAVIGATION: readonly { to: string; label: string; hint?: string }[] = [
  { to: '/typefaces', label: 'Typefaces' },
  { to: '/free-trial-fonts', label: 'Free Trials' },
  { to: '/commissions', label: 'Commissions' },
  { to: '/blog', label: 'Blog' },
  { to: '/information', label: 'Information', hint: 'on licensing and payment' },
  { to: '/about', label: 'About' },
];

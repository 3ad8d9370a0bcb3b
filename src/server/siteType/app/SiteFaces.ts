import type { SiteFace } from './SiteFace';

/** The site's own faces as its setting names them, checked against the font files. */
export type SiteFaces = () => Promise<SiteFace[]>;

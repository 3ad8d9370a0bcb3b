/** A style's retail font in content/typefaces/<family>/, and the hash its URLs carry. */
export interface StyleFile {
  fileName: string;
  fileHash: string;
}

/** Which retail file each style is, for the web-font route. KyselyStyleFiles is the adapter. */
export interface StyleFiles {
  find(familySlug: string, styleSlug: string): Promise<StyleFile | undefined>;
}

/** One file of an order's zip. */
export interface OrderZipFile {
  /** Path inside the zip, e.g. "EB Garamond/Web/WOFF2/EBGaramond_400Regular.woff2". */
  name: string;
  buffer: Buffer;
}

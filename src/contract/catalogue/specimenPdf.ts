import type { FileEndpoint } from '../Endpoint';
import { typefacePage } from './typefacePage';

/**
 * GET /typefaces/{page}/specimen.pdf: the typeface's printable specimen (application/pdf),
 * made when first asked for (src/server/catalogue/adapters/files/specimenPdf.ts).
 */
export const getSpecimenPdf = { params: typefacePage } satisfies FileEndpoint;

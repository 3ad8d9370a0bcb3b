import type { FastifyRequest } from 'fastify';
import type { TaxDecision } from '../../domain/tax/taxDecision';
import type { AppContext } from '../appContext';

/**
 * The tax of a logged-in customer's saved address (their last checkout's order
 * information), for the cart before checkout; null for a guest, a customer without a saved
 * country, or an address the calculator cannot place (checkout will ask for it).
 */
export async function savedAddressTax(
  context: Pick<AppContext, 'auth' | 'tax'>,
  request: FastifyRequest,
): Promise<TaxDecision | null> {
  const user = await context.auth.currentUser(request);
  if (!user) return null;
  const saved = user.personalInfo;
  if (!saved.country) return null;
  const lookup = await context.tax.taxFor({
    country: saved.country,
    state: saved.state ?? null,
    zip_code: saved.zip_code ?? '',
    city: saved.city ?? null,
    address1: saved.address1 ?? null,
    vat_number: saved.vat_number ?? null,
  });
  return lookup.ok ? lookup.tax : null;
}

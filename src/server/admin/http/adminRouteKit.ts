import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatMoney } from '../../../domain/pricing/formatMoney';
import type { AppContext } from '../../appContext';
import type { StaffStep } from '../../staff/http/StaffAuth';
import type { StaffMember } from '../../staff/app/StaffMember';
import type { AdminComponents } from '../adminComponents';

export const TAGS = ['admin'];
export const PAGE_SIZE = 25;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A back-office route a staff member may call before giving the second factor. */
    staffStep?: StaffStep;
    /**
     * A back-office file a plain link downloads (a credit note, a tax return's CSV): a link
     * sends no Authorization header, so the guard reads the login cookie too.
     */
    plainLinkDownload?: boolean;
  }
  interface FastifyRequest {
    /** The staff member the back office's guard let in. */
    staffMember?: StaffMember;
  }
}

/**
 * Declared on each route, where every reader of a route's options (the maintenance gate, the
 * fuzz suite's inventory) finds it: staff turn maintenance off from the back office.
 */
export const openInMaintenance = { openDuringMaintenance: true } as const;

/** A file staff download by a plain link, open in maintenance like every back-office route. */
export const plainLinkDownload = { ...openInMaintenance, plainLinkDownload: true } as const;

/** What every area's route file is handed: the plugin's instance and the back office's parts. */
export interface AdminRouteKit {
  api: FastifyInstance;
  context: AppContext;
  admin: AdminComponents;
  /** Cents as the shop shows them (the configured currency symbol). */
  money: (cents: number) => string;
}

export function adminRouteKit(
  api: FastifyInstance,
  context: AppContext,
  admin: AdminComponents,
): AdminRouteKit {
  const symbol = context.config.currencySymbol;
  return { api, context, admin, money: (cents) => formatMoney(cents, symbol) };
}

/**
 * The page a list asked for. The contract bounds it, but Ajv reads `?page=1e309` as an
 * infinite whole number that passes its bounds; such a page is the first.
 */
export function pageOf(requested: number | undefined): number {
  return requested !== undefined && Number.isSafeInteger(requested) && requested >= 1
    ? requested
    : 1;
}

/** The staff member of a request the guard let through. */
export function staffOf(request: FastifyRequest): StaffMember {
  if (!request.staffMember) throw new Error('back-office route without the staff guard');
  return request.staffMember;
}

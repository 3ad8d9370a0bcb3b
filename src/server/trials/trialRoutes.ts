import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import {
  TRIAL_SUCCESS_MESSAGE,
  NEWSLETTER_LOCATION_TRIALS,
  validateTrialForm,
} from '../../domain/validation/trialForms';
import type { AppContext } from '../appContext';
import { API_PREFIX } from '../http/apiPaths';
import { HttpError } from '../http/HttpError';
import { subscribeToNewsletter } from '../newsletter/newsletterStore';
import { rejectInvalidForm } from '../security/formInput';
import { routeSchema, type RouteOf } from '../http/routeSchema';
import { postTrial } from '../../contract/trials';
import { rateLimited } from '../security/rateLimits';
import { SECRET_TOKEN_PATTERN } from '../security/secretTokens';
import { createTrialDownload, findTrialDownload } from './trialDownloadStore';
import { trialFontsMail } from './trialFontsMail';

export const TRIAL_LINK_UNKNOWN_MESSAGE =
  'This download link is not valid. Please request the trial fonts again.';
export const TRIAL_LINK_EXPIRED_MESSAGE =
  'This download link has expired. Please request the trial fonts again.';

/** The path of a trial download, as the e-mail links it and the route matches it. */
export function trialDownloadPath(token: string): string {
  return `${API_PREFIX}/trials/${token}.zip`;
}

/** docs/spec.md §2 /free-trial-fonts: the request form, and the link the e-mail carries. */
export function trialRoutes(context: AppContext): (api: FastifyInstance) => Promise<void> {
  const { db, config, mailQueue, trialFonts, catalogue } = context;
  const downloadName = `${config.foundryName.replace(/[^A-Za-z0-9]+/g, '-')}-Trial-Fonts.zip`;
  // The content version is read from memory (at most once a second from the database), so a
  // request re-reads content/ only after an import.
  const currentPackage = async () => trialFonts.plan(await catalogue.versions.current());

  return async (api) => {
    const options = { ...rateLimited, schema: routeSchema(postTrial, ['trials']) };
    api.post<RouteOf<typeof postTrial>>('/trials', options, async (request) => {
      const values = request.body;
      rejectInvalidForm(validateTrialForm(values));
      const requester = { email: values.email ?? '', name: values.name ?? '' };

      const trialPackage = await currentPackage();
      // Normally made at build or import time; if the content changed since, the zip is made
      // now, off this thread and not awaited, so the first click on the link finds it ready.
      trialFonts.prepare(trialPackage).catch((error: unknown) => {
        request.log.error({ err: error }, 'trial fonts: could not make the zip');
      });

      const token = await createTrialDownload(db, requester);
      const url = `${config.publicUrl}${trialDownloadPath(token)}`;
      await mailQueue.enqueue(trialFontsMail(requester, url, trialPackage.typefaceNames, config));
      if (values.subscribe) {
        await subscribeToNewsletter(db, {
          ...requester,
          location: values.newsletter_subscribe_location || NEWSLETTER_LOCATION_TRIALS,
        });
      }
      return { message: TRIAL_SUCCESS_MESSAGE };
    });

    const downloadOptions = { config: { linkSecrets: ['file'] } };
    api.get<{ Params: { file: string } }>(
      '/trials/:file',
      downloadOptions,
      async (request, reply) => {
        const token = /^(.+)\.zip$/.exec(request.params.file)?.[1] ?? '';
        const unknown = () => HttpError.of(404, TRIAL_LINK_UNKNOWN_MESSAGE, 'not_found');
        if (!SECRET_TOKEN_PATTERN.test(token)) throw unknown();
        const download = await findTrialDownload(db, token);
        if (!download) throw unknown();
        if (download.expires_at <= new Date().toISOString()) {
          throw HttpError.of(410, TRIAL_LINK_EXPIRED_MESSAGE, 'expired');
        }
        const zip = await trialFonts.zipPath(await currentPackage());
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${downloadName}"`)
          .header('cache-control', 'private, no-store')
          .send(createReadStream(zip));
      },
    );
  };
}

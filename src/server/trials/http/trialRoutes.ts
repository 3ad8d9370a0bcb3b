import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { TRIAL_SUCCESS_MESSAGE } from '../../../domain/validation/trialForms';
import { getTrialDownload, postTrial } from '../../../contract/trials';
import type { AppContext } from '../../appContext';
import { valueOrRefuse } from '../../http/Refused';
import {
  fileRouteSchema,
  routeSchema,
  type FileRouteOf,
  type RouteOf,
} from '../../http/routeSchema';
import { rateLimited } from '../../http/rateLimits';

const TAGS = ['trials'];

/**
 * docs/spec.md §2 /free-trial-fonts: the request form (the SendTrialFonts use case), and the
 * link the e-mail carries (OpenTrialDownload).
 */
export function trialRoutes(context: AppContext): (api: FastifyInstance) => Promise<void> {
  const { config, sendTrialFonts, openTrialDownload } = context;
  const downloadName = `${config.foundryName.replace(/[^A-Za-z0-9]+/g, '-')}-Trial-Fonts.zip`;

  return async (api) => {
    const options = { ...rateLimited, schema: routeSchema(postTrial, TAGS) };
    api.post<RouteOf<typeof postTrial>>('/trials', options, async (request) => {
      valueOrRefuse(await sendTrialFonts.execute(request.body, request.log));
      return { message: TRIAL_SUCCESS_MESSAGE };
    });

    const downloadOptions = {
      config: { linkSecrets: ['file'] },
      schema: fileRouteSchema(getTrialDownload, TAGS, 'application/zip'),
    };
    api.get<FileRouteOf<typeof getTrialDownload>>(
      '/trials/:file',
      downloadOptions,
      async (request, reply) => {
        const token = /^(.+)\.zip$/.exec(request.params.file)?.[1] ?? '';
        const zip = valueOrRefuse(await openTrialDownload.execute(token));
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${downloadName}"`)
          .header('cache-control', 'private, no-store')
          .send(createReadStream(zip));
      },
    );
  };
}

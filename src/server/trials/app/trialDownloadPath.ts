import { API_PREFIX } from '../../http/apiPaths';

/** The path of a trial download, as the e-mail links it and the route matches it. */
export function trialDownloadPath(token: string): string {
  return `${API_PREFIX}/trials/${token}.zip`;
}

/**
 * Some secrets travel in URLs: the trial download token (/api/v1/trials/{token}.zip), the
 * club invitation (/club/invite/{token}) and the password reset code (?code=…). Request
 * logs keep the URL's shape and lose the secret.
 */
const SECRET_IN_PATH = [/(\/trials\/)[^/?#]+(\.zip)/, /(\/club\/invite\/)[^/?#]+()/];
const SECRET_QUERY_PARAMETER = /([?&](?:code|token)=)[^&#]*/gi;

export const URL_SECRET_PLACEHOLDER = '[Redacted]';

export function redactUrlSecrets(url: string): string {
  let redacted = url.replace(SECRET_QUERY_PARAMETER, `$1${URL_SECRET_PLACEHOLDER}`);
  for (const pattern of SECRET_IN_PATH) {
    redacted = redacted.replace(pattern, `$1${URL_SECRET_PLACEHOLDER}$2`);
  }
  return redacted;
}

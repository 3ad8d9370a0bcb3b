/**
 * Some secrets travel in URLs, and a request log must keep the URL's shape but lose them.
 * In paths, a route names its secret parameters (`linkSecrets` in its config): the shared
 * cart id (/api/v1/cart/{id}), the quote (/api/v1/cart/quotes/{id}.pdf), the trial download
 * token (/api/v1/trials/{token}.zip), the club invitation page (/club/invite/{token}). In
 * queries, the password reset code (/user/change-password?code=…), the shared cart page's
 * id (/cart?id=…) and any token.
 */
const SECRET_QUERY_PARAMETER = /([?&](?:code|token|id)=)[^&#]*/gi;

export const URL_SECRET_PLACEHOLDER = '[Redacted]';

/** The route the router matched for a URL: its pattern and its secret parameters. */
export interface MatchedRouteSecrets {
  pattern: string | undefined;
  secretParams: readonly string[] | undefined;
}

/**
 * The URL as sent, with every secret replaced. A path segment is found by its place in the
 * matched pattern, so whatever spelling reached the route (`%41bc` for `Abc`) is redacted.
 */
export function redactUrlSecrets(url: string, route: MatchedRouteSecrets): string {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart);
  const redactedQuery = query.replace(SECRET_QUERY_PARAMETER, `$1${URL_SECRET_PLACEHOLDER}`);
  // Most routes name no secret: their path is logged as it is (every request is logged).
  if (!route.secretParams?.length || !route.pattern) return path + redactedQuery;
  const secret = new Set(route.secretParams.map((name) => `:${name}`));
  const patternSegments = route.pattern.split('/');
  const redactedPath = path
    .split('/')
    .map((segment, index) => {
      const inPattern = patternSegments[index];
      return inPattern && secret.has(inPattern) ? URL_SECRET_PLACEHOLDER : segment;
    })
    .join('/');
  return redactedPath + redactedQuery;
}

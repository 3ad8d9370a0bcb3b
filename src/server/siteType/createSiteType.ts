import type { ContentVersionWatch } from '../content/app/contentVersionWatch';
import { metricOverrides } from './adapters/fallbackFaces';
import { readSiteType } from './adapters/siteTypeSetting';
import { SiteType } from './app/siteType';

/** The site's own type read from content/site/type.yaml and measured with fontkit. */
export function createSiteType(contentDir: string, versions: ContentVersionWatch): SiteType {
  return new SiteType(() => readSiteType(contentDir), metricOverrides, versions);
}

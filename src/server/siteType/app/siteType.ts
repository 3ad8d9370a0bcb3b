import type { ContentVersionWatch } from '../../content/app/contentVersionWatch';
import { perContentVersion, type PerContentVersion } from '../../catalogue/app/perContentVersion';
import type { FallbackMetrics } from './FallbackMetrics';
import type { SiteFace } from './SiteFace';
import type { SiteFaces } from './SiteFaces';
import { siteTypeHead, type SiteTypeHead } from './siteTypeHead';

/**
 * The site's own type as content/site/type.yaml sets it, read with the font files once per
 * content version (an edit of the file is a content change, imported like any other).
 */
export class SiteType {
  private readonly state: PerContentVersion<{ faces: SiteFace[]; head: SiteTypeHead }>;

  constructor(readFaces: SiteFaces, metrics: FallbackMetrics, versions: ContentVersionWatch) {
    this.state = perContentVersion(versions, async () => {
      const faces = await readFaces();
      return { faces, head: await siteTypeHead(faces, metrics) };
    });
  }

  async faces(): Promise<SiteFace[]> {
    return (await this.state.get()).faces;
  }

  async head(): Promise<SiteTypeHead> {
    return (await this.state.get()).head;
  }
}

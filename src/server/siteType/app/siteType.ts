import type { ContentVersionWatch } from '../../content/app/contentVersionWatch';
import { perContentVersion, type PerContentVersion } from '../../catalogue/app/perContentVersion';
import { siteTypeHead, type SiteTypeHead } from './siteTypeHead';
import { readSiteType, type SiteFace } from '../adapters/siteTypeSetting';

/**
 * The site's own type as content/site/type.yaml sets it, read with the font files once per
 * content version (an edit of the file is a content change, imported like any other).
 */
export class SiteType {
  private readonly state: PerContentVersion<{ faces: SiteFace[]; head: SiteTypeHead }>;

  constructor(contentDir: string, versions: ContentVersionWatch) {
    this.state = perContentVersion(versions, async () => {
      const faces = await readSiteType(contentDir);
      return { faces, head: await siteTypeHead(faces) };
    });
  }

  async faces(): Promise<SiteFace[]> {
    return (await this.state.get()).faces;
  }

  async head(): Promise<SiteTypeHead> {
    return (await this.state.get()).head;
  }
}

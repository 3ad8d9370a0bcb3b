import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import mime from 'mime';
import { bodyEtag } from '../../../http/bodyEtag';
import { encodeBody } from '../../../http/encodedBody';
import type { EncodedFile } from '../../../http/sendEncoded';
import type { ContentVersionWatch } from '../../../content/app/contentVersionWatch';
import { perContentVersion, type PerContentVersion } from '../../app/perContentVersion';

// Unversioned URLs: a day, then the ETag makes the revalidation a 304.
const IMAGE_CACHE = 'public, max-age=86400';

/**
 * The images under content/images (a megabyte or two), each read on its first request and
 * then answered from memory until the next content import: SVGs compressed once (they are
 * text), PNG, JPEG and WebP as they are. Reading each from disk per request made them the
 * slowest thing the server sends (bench:api, 'content image').
 */
export class ContentImages {
  private readonly imagesOfVersion: PerContentVersion<Map<string, Promise<EncodedFile>>>;

  constructor(
    private readonly root: string,
    versions: ContentVersionWatch,
  ) {
    this.imagesOfVersion = perContentVersion(versions, async () => new Map());
  }

  /** The image at `relative` under the root; null for a missing file or one that is no image. */
  async find(relative: string): Promise<EncodedFile | null> {
    const file = path.resolve(this.root, relative);
    const type = mime.getType(file);
    // Nothing outside content/images, and only images (never the YAML beside them).
    if (!type?.startsWith('image/') || !file.startsWith(this.root + path.sep)) return null;
    const images = await this.imagesOfVersion.get();
    let image = images.get(file);
    if (!image) {
      // A miss is not kept: the map holds only files that exist, however many URLs are tried.
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return null;
      image = readImage(file, type);
      images.set(file, image);
      image.catch(() => images.delete(file));
    }
    return image;
  }
}

async function readImage(file: string, contentType: string): Promise<EncodedFile> {
  const bytes = await readFile(file);
  return {
    body: contentType === 'image/svg+xml' ? await encodeBody(bytes) : { identity: bytes },
    etag: bodyEtag(bytes),
    contentType,
    cacheControl: IMAGE_CACHE,
  };
}

import type { Selectable } from 'kysely';
import { contentImageUrl } from '../../../content/app/contentDirectory';
import type { TypefaceCollectionsTable } from '../../../database/tables/catalogueTables';
import { parseJsonList, type TypefaceRows } from '../../app/typefaceRows';

interface StoredSection {
  name?: string;
  items?: Array<Record<string, unknown>>;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** GET /collections/{page}: the collection, and every family (its items link to them). */
export function collectionAnswer(
  collection: Selectable<TypefaceCollectionsTable>,
  typefaces: TypefaceRows[],
) {
  const link = (typefaceSlug: string | null) => {
    const record = typefaces.find((candidate) => candidate.row.slug === typefaceSlug);
    return record
      ? {
          name: record.row.name,
          page: record.row.slug,
          class: record.row.css_class,
          overview_text: record.row.overview_text,
        }
      : null;
  };
  const image = (value: unknown) => {
    const url = contentImageUrl(text(value));
    return url ? { path: url } : null;
  };
  const shown = new Set<string>();
  const sections = parseJsonList<StoredSection>(collection.sections_json).map((section) => ({
    name: section.name ?? '',
    items: (section.items ?? []).map((item) => {
      const typeface = link(text(item.typeface));
      if (typeface) shown.add(typeface.page);
      return {
        title: text(item.title) ?? '',
        typeface,
        image: image(item.image),
        description: text(item.description) ?? '',
        action_type: Number(item.action_type),
        action_value: text(item.action_value),
        action_header: text(item.action_header) ?? '',
      };
    }),
  }));
  return {
    id: collection.id,
    name: collection.name,
    slug: collection.slug,
    description: collection.description,
    about: collection.about_html,
    sections,
    minisite_url: collection.minisite_url,
    minisite_link_name: collection.minisite_link_name,
    minisite_image: image(collection.minisite_image),
    minisite_image_gif: image(collection.minisite_image_gif),
    // 'Other typefaces' (docs/spec.md §2): every family the collection does not already show.
    other_typefaces: typefaces
      .filter((record) => !shown.has(record.row.slug))
      .map((record) => ({
        name: record.row.name,
        page: record.row.slug,
        class: record.row.css_class,
      })),
    meta: {
      title: collection.name,
      description: collection.description,
      image: contentImageUrl(collection.minisite_image),
    },
  };
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from '../../app/contentFields';
import { readYamlFile } from '../contentFiles';
import { TAG } from '../../../../domain/typeTester/testerSetup';

/**
 * The names a foundry gives its features in `features.yaml` beside `typeface.yaml`
 * (`ss01: Petite capitals`), for the stylistic sets and character variants whose font gives
 * them no name of its own (a `featureParams` UINameID in the `name` table:
 * https://learn.microsoft.com/typography/opentype/spec/features_pt#ss01--ss20). None when
 * the file is not there.
 */
export async function readContentFeatureNames(folder: string): Promise<Record<string, string>> {
  const source = path.join(folder, 'features.yaml');
  if (!existsSync(source)) return {};
  const fields = await readYamlFile(source);
  if (fields === null || typeof fields !== 'object' || Array.isArray(fields))
    throw new ContentError(source, 'must map feature tags to names');
  const names: Record<string, string> = {};
  for (const [tag, name] of Object.entries(fields as Record<string, unknown>)) {
    if (!TAG.test(tag) || typeof name !== 'string' || name.trim() === '')
      throw new ContentError(source, `"${tag}" must be a feature tag with a name`);
    names[tag] = name.trim();
  }
  return names;
}

/** The font's own names first: the file's names stand in only where it has none. */
export function withContentFeatureNames(
  fontNames: Readonly<Record<string, string>>,
  contentNames: Readonly<Record<string, string>>,
): Record<string, string> {
  return { ...contentNames, ...fontNames };
}

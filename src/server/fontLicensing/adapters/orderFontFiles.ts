import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuiltFontCache } from './builtFontCache';
import type { OrderZipFile } from '../app/OrderZipFile';
import type { DeliveredStyle, LicensedScripts } from '../app/deliveredStyle';
import { pinnedInstance, withoutScripts } from './licensedFont';
import {
  nameStaticInstance,
  staticFamilyName,
  staticPostScriptName,
} from '../app/nameStaticInstance';
import { readSfnt } from '../app/sfntFont';
import { stampLicensee, type LicenceStamp } from '../app/stampLicensee';
import { toWoff } from './toWoff';
import { toWoff2 } from './toWoff2';
import { namedInstances } from './variableInstances';
import { DESKTOP_FOLDER, WEB_FOLDER, WEB_FORMATS, desktopFormatOf } from '../app/zipFolders';

const OPENTYPE_CFF = 0x4f54544f; // 'OTTO'

/**
 * The font files of an order's zip: each style subset to the scripts its licence covers and
 * stamped with the licensee. Desktop and app licences get the font as shipped (TTF, or OTF
 * where its outlines are CFF), and for a variable font one static font per named instance
 * beside it; a web licence gets WOFF2 and WOFF. What is the same for every order of a style
 * (the subset, the instances) comes from `cache`; the stamp and what is made from it
 * (WOFF2, WOFF) are the order's own.
 */
export async function orderFontFiles(
  styles: readonly DeliveredStyle[],
  stamp: LicenceStamp,
  cache: BuiltFontCache,
): Promise<OrderZipFile[]> {
  const files: OrderZipFile[] = [];
  for (const style of styles) {
    const retail = await readFile(style.path);
    const base = path.basename(style.path, path.extname(style.path));
    const format = desktopFormatOf(readSfnt(retail).header.readUInt32BE(0) === OPENTYPE_CFF);
    const instances = namedInstances(retail);
    const family = style.familyName;
    const licensedFor = (scripts: LicensedScripts) =>
      cache.get(style.path, `scripts:${[...scripts.withheld].sort().join(',')}`, () =>
        withoutScripts(retail, scripts.withheld),
      );
    if (style.desktop) {
      const font = await licensedFor(style.desktop);
      const folder = `${family}/${DESKTOP_FOLDER}/${format.folder}`;
      const variable = instances.length > 0;
      files.push({
        name: `${folder}/${variable ? 'Variable/' : ''}${base}${format.extension}`,
        buffer: stampLicensee(font, stamp),
      });
      const staticFamily = variable ? staticFamilyName(retail) : '';
      for (const instance of instances) {
        const withheld = [...style.desktop.withheld].sort().join(',');
        const made = await cache.get(
          style.path,
          `instance:${instance.name}:${withheld}`,
          async () =>
            nameStaticInstance(
              await pinnedInstance(font, instance.coordinates),
              staticFamily,
              instance.name,
            ),
        );
        files.push({
          name: `${folder}/Static/${staticPostScriptName(staticFamily, instance.name)}${format.extension}`,
          buffer: stampLicensee(made, stamp),
        });
      }
    }
    if (style.web) {
      const stamped = stampLicensee(await licensedFor(style.web), stamp);
      files.push({
        name: `${family}/${WEB_FOLDER}/${WEB_FORMATS[0]}/${base}.woff2`,
        buffer: await toWoff2(stamped),
      });
      files.push({
        name: `${family}/${WEB_FOLDER}/${WEB_FORMATS[1]}/${base}.woff`,
        buffer: toWoff(stamped),
      });
    }
  }
  return files;
}

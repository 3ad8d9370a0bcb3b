import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import { marked } from 'marked';
import { parse as parseYaml } from 'yaml';
import { asFields, type Fields } from '../app/contentFields';

/** A Markdown file: its front matter and its body rendered to HTML. */
export interface MarkdownDocument {
  name: string;
  fields: Fields;
  html: string;
}

export async function readYamlFile(filePath: string): Promise<unknown> {
  return parseYaml(await readFile(filePath, 'utf8'));
}

/**
 * The content is the foundry's own (trusted, reviewed in its repository), so raw HTML in
 * Markdown is kept as written: headings with ids, the video embed.
 */
export async function readMarkdownFile(filePath: string): Promise<MarkdownDocument> {
  const parsed = matter(await readFile(filePath, 'utf8'));
  return {
    name: path.basename(filePath, '.md'),
    fields: asFields(parsed.data, filePath),
    html: await marked.parse(parsed.content, { gfm: true }),
  };
}

export async function readMarkdownFolder(folder: string): Promise<MarkdownDocument[]> {
  const names = (await readdir(folder)).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(names.map((name) => readMarkdownFile(path.join(folder, name))));
}

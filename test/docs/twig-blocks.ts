import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Twig a doc shows, as fenced blocks, with what the doc says about each in an HTML comment on
 * the line before its fence (docs/contributing.md, "Twig in the docs"):
 *
 * - `<!-- twig: fragment -->`: a part of a template that cannot render alone; it must compile;
 * - `<!-- twig: context {"form_mode": "addNew"} -->`: the variables the page's controller passes
 *   (JSON), which the block may use as they are;
 * - `<!-- twig: extension -->` before a ```php block: a Twig extension the doc asks the site to add;
 *   the docs' Twig renders with it.
 */
export interface TwigBlock {
  doc: string;
  /** The line of the opening fence, from 1. */
  line: number;
  code: string;
  fragment: boolean;
  context: Record<string, unknown>;
}

export interface DocBlocks {
  twig: TwigBlock[];
  /** The PHP source of each `<!-- twig: extension -->` block. */
  extensions: string[];
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)/;
const MARKER = /^\s*<!--\s*twig:\s*(fragment|context|extension)\b\s*([\s\S]*?)\s*-->\s*$/;

/** The fenced blocks of one Markdown text: ```twig ones, and the PHP extensions marked so. */
export function docBlocks(doc: string, text: string): DocBlocks {
  const lines = text.split('\n');
  const found: DocBlocks = { twig: [], extensions: [] };
  for (let i = 0; i < lines.length; i += 1) {
    const open = FENCE.exec(lines[i] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '', language = ''] = open;
    const close = new RegExp(`^\\s*${fence[0] === '`' ? '`' : '~'}{${fence.length},}\\s*$`);
    let end = i + 1;
    while (end < lines.length && !close.test(lines[end] ?? '')) end += 1;
    if (end === lines.length) throw new Error(`${doc}:${i + 1}: a fence that is never closed`);
    // A fence inside a list item is indented: its lines are, by as much.
    const code = lines
      .slice(i + 1, end)
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line.trimStart()))
      .join('\n');
    const marker = MARKER.exec(lines[i - 1] ?? '');
    const kind = marker?.[1];
    const where = `${doc}:${i + 1}`;
    if (language === 'twig') {
      if (kind === 'extension') throw new Error(`${where}: "twig: extension" marks a php block`);
      let context: Record<string, unknown> = {};
      if (kind === 'context') {
        try {
          context = JSON.parse(marker?.[2] ?? '') as Record<string, unknown>;
        } catch (error) {
          throw new Error(`${where}: "twig: context" wants a JSON object: ${String(error)}`);
        }
      }
      found.twig.push({ doc, line: i + 1, code, fragment: kind === 'fragment', context });
    } else if (kind === 'extension') {
      if (language !== 'php') throw new Error(`${where}: "twig: extension" marks a ${language || 'plain'} block, not php`);
      found.extensions.push(code.startsWith('<?php') ? code : `<?php\n${code}`);
    } else if (kind) throw new Error(`${where}: "twig: ${kind}" marks a ${language || 'plain'} block, not twig`);
    i = end;
  }
  return found;
}

/** README.md and every Markdown file under docs/ that git tracks. */
export function trackedDocs(root: string): string[] {
  return execFileSync('git', ['ls-files', '-z', '--', 'README.md', 'docs'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file.endsWith('.md'));
}

/** Every doc's blocks, together. */
export function allDocBlocks(root: string): DocBlocks {
  const all: DocBlocks = { twig: [], extensions: [] };
  for (const doc of trackedDocs(root)) {
    const blocks = docBlocks(doc, readFileSync(path.join(root, doc), 'utf8'));
    all.twig.push(...blocks.twig);
    all.extensions.push(...blocks.extensions);
  }
  return all;
}

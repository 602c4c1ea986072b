import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Marked, type Token, type Tokens } from 'marked';
import { esc, slugify } from './html';

const INCLUDE = /^<!--\s*include:\s*(\S+)\s*-->$/gm;

/**
 * Reads a Markdown page, replacing each `<!-- include: path -->` line with that file (relative to the page),
 * minus its top-level title: a package README becomes the body of its docs page, so the two cannot disagree.
 */
export function loadMarkdown(file: string): string {
  const source = readFileSync(file, 'utf8');
  return source.replace(INCLUDE, (_, included: string) =>
    readFileSync(resolve(dirname(file), included), 'utf8').replace(/^# .*\n+/, ''),
  );
}

/** A heading of a rendered page, for the page's table of contents. */
export interface Heading {
  depth: number;
  text: string;
  id: string;
}

export interface RenderedMarkdown {
  title: string;
  html: string;
  headings: Heading[];
}

const isRelative = (href: string) => !/^[a-z][a-z0-9+.-]*:|^\/\/|^#/i.test(href);

/** Links between Markdown sources (`sdk.md#results`) point at the built pages (`sdk.html#results`). */
export function rewriteHref(href: string): string {
  return isRelative(href) ? href.replace(/\.md(#|$)/, '.html$1') : href;
}

/** Renders a page's Markdown to HTML with stable heading ids; the first `#` heading is the page title. */
export function renderMarkdown(source: string): RenderedMarkdown {
  const headings: Heading[] = [];
  const used = new Map<string, number>();
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }) {
        const inner = this.parser.parseInline(tokens);
        const base = slugify(inner) || 'section';
        const seen = used.get(base) ?? 0;
        used.set(base, seen + 1);
        const id = seen === 0 ? base : `${base}-${seen}`;
        headings.push({ depth, text: inner.replace(/<[^>]*>/g, ''), id });
        return `<h${depth} id="${id}"><a class="anchor" href="#${id}">${inner}</a></h${depth}>\n`;
      },
      link({ href, title, tokens }) {
        const inner = this.parser.parseInline(tokens);
        const titleAttr = title ? ` title="${esc(title)}"` : '';
        return `<a href="${esc(rewriteHref(href))}"${titleAttr}>${inner}</a>`;
      },
    },
  });
  const html = marked.parse(source, { async: false });
  const title = headings.find((heading) => heading.depth === 1)?.text ?? 'Rack Console';
  return { title, html, headings };
}

/** A fenced code block of a Markdown source, with the line it starts on (1-based). */
export interface CodeBlock {
  lang: string;
  code: string;
  line: number;
}

/** Every fenced code block of a Markdown source in the given language. */
export function codeBlocks(source: string, lang: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  let offset = 0;
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'code') {
        const code = token as Tokens.Code;
        const at = source.indexOf(code.raw, offset);
        offset = at >= 0 ? at + code.raw.length : offset;
        if (code.lang === lang) {
          blocks.push({ lang, code: code.text, line: source.slice(0, Math.max(at, 0)).split('\n').length });
        }
      } else if ('tokens' in token && token.tokens) {
        visit(token.tokens);
      } else if (token.type === 'list') {
        for (const item of (token as Tokens.List).items) visit(item.tokens);
      }
    }
  };
  visit(new Marked({ gfm: true }).lexer(source));
  return blocks;
}

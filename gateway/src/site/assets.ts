// What a rendered page needs in its head, from the web build's manifest (Vite's `.vite/manifest.json`):
// the chunks of the modules it draws from, to fetch while the entry loads (modulepreload), and their
// styles, inlined so the first paint needs no second round trip. Each inlined sheet is also named by a
// disabled <link>, which the browser does not fetch and Vite's loader takes as already there when the
// chunk's import later asks for it. The site's CSP admits each inlined sheet by its hash, never any
// inline style.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cspHash } from '../security/headers';

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** A sheet inlined in a page, with its CSP hash source (`sha256-…`, CSP Level 2 §4.2.4). */
export type InlinedStyle = { href: string; text: string; hash: string };
export type PageAssets = { preload: string[]; styles: InlinedStyle[] };

export class SiteAssets {
  readonly #manifest: Manifest;
  readonly #webDist: string;
  readonly #styles = new Map<string, { text: string; hash: string }>();
  readonly #entry: { files: Set<string>; css: string[] };

  private constructor(webDist: string, manifest: Manifest) {
    this.#webDist = webDist;
    this.#manifest = manifest;
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    const files = new Set<string>();
    const css: string[] = [];
    if (entryKey) this.#walk(entryKey, files, css);
    this.#entry = { files, css };
  }

  /** The build's manifest, or null when the build has none (a site built without it). */
  static load(webDist: string): SiteAssets | null {
    const path = join(webDist, '.vite', 'manifest.json');
    if (!existsSync(path)) return null;
    return new SiteAssets(webDist, JSON.parse(readFileSync(path, 'utf8')) as Manifest);
  }

  /** The entry's styles and, for the given source modules, their chunks and styles. */
  forModules(modules: readonly string[]): PageAssets {
    const files = new Set(this.#entry.files);
    const css = [...this.#entry.css];
    const preload: string[] = [];
    for (const module of modules) {
      const found = new Set<string>();
      if (!this.#manifest[module]) continue;
      this.#walk(module, found, css);
      for (const file of found) {
        if (files.has(file)) continue;
        files.add(file);
        preload.push(`/${file}`);
      }
    }
    const styles = [...new Set(css)].map((file) => ({ href: `/${file}`, ...this.#style(file) }));
    return { preload, styles };
  }

  /** Adds a chunk, its static imports and their styles (imports' styles first, as they apply). */
  #walk(key: string, files: Set<string>, css: string[], seen = new Set<string>()): void {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = this.#manifest[key];
    if (!chunk) return;
    for (const imported of chunk.imports ?? []) this.#walk(imported, files, css, seen);
    files.add(chunk.file);
    css.push(...(chunk.css ?? []));
  }

  #style(file: string): { text: string; hash: string } {
    let style = this.#styles.get(file);
    if (style === undefined) {
      const path = join(this.#webDist, file);
      // `</style` would end the element early; a built sheet never holds it, but it is file input.
      const text = existsSync(path) ? readFileSync(path, 'utf8').replace(/<\/style/gi, '<\\/style') : '';
      // The hash of the element's text exactly as sent.
      style = { text, hash: cspHash(text) };
      this.#styles.set(file, style);
    }
    return style;
  }
}

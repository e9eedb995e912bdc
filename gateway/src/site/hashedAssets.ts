// The build's hashed files (web/dist/assets), served from memory. A file's name carries a hash of its
// content, so a name's bytes never change: each is read once, with the brotli and gzip copies the
// build wrote beside it (web/build/precompress.ts), and every later request is answered without
// touching the disk. A page's first load asks for twenty or more of them; read from disk each time
// they cost the gateway a stat, an open, reads and a close each (bench/staticFiles.ts).
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncodings } from './pageCache';

interface HashedFile {
  type: string;
  etag: string;
  plain: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/** A file name Vite writes: letters, digits, `-`, `_` and dots, no folder. */
const FILE_NAME = /^[\w-]+(\.[\w-]+)*$/;

const readIfThere = (path: string) => readFile(path).catch(() => undefined);

/**
 * `GET /assets/:file` from memory. A name the folder does not hold is left to the not-found handler
 * (the site's 404 page), and is not remembered: only the folder's own files are kept, so what is held
 * is bounded by the build.
 */
export function hashedAssets(fastify: FastifyInstance, dir: string): void {
  const files = new Map<string, Promise<HashedFile | undefined>>();

  async function load(name: string): Promise<HashedFile | undefined> {
    const path = join(dir, name);
    const plain = await readIfThere(path);
    if (!plain) return undefined;
    const [br, gzip] = await Promise.all([readIfThere(`${path}.br`), readIfThere(`${path}.gz`)]);
    return {
      type: TYPES[extname(name)] ?? 'application/octet-stream',
      etag: `"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`,
      plain,
      ...(br ? { br } : {}),
      ...(gzip ? { gzip } : {}),
    };
  }

  function fileOf(name: string): Promise<HashedFile | undefined> {
    let file = files.get(name);
    if (!file) {
      file = load(name);
      files.set(name, file);
      // A miss is not kept: the next build's file may arrive under that name.
      file.then((found) => found ?? files.delete(name)).catch(() => files.delete(name));
    }
    return file;
  }

  async function send(request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) {
    const name = request.params.file;
    const file = FILE_NAME.test(name) && !/\.(br|gz)$/.test(name) ? await fileOf(name) : undefined;
    if (!file) return reply.callNotFound();
    reply
      .header('content-type', file.type)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', file.etag);
    if (file.br || file.gzip) reply.header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    if (file.br && accepted.has('br')) return reply.header('content-encoding', 'br').send(file.br);
    if (file.gzip && accepted.has('gzip')) return reply.header('content-encoding', 'gzip').send(file.gzip);
    return reply.send(file.plain);
  }

  fastify.get('/assets/:file', send);
}

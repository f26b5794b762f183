import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

/**
 * A plain static file server, as a site serves its public folder: files under one folder at one path
 * (`/build/` → dist/), with a type by extension and the given headers, and 404 for anything else. No
 * pages rendered, no API, no mock worker: what a page of the build needs, it must find in the build.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export interface StaticServer {
  /** `http://localhost:<port>` */
  origin: string;
  close(): Promise<void>;
}

export async function startStaticServer(
  folder: string,
  at: string,
  headers: Record<string, string> = {},
): Promise<StaticServer> {
  const root = path.resolve(folder);
  const server: Server = createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    const file = path.join(root, pathname.slice(at.length));
    const found =
      pathname.startsWith(at) &&
      file.startsWith(`${root}${path.sep}`) &&
      statSync(file, { throwIfNoEntry: false })?.isFile();
    if (req.method !== 'GET' || !found) {
      res.writeHead(404, { 'Content-Type': 'text/plain', ...headers }).end('Not found');
      return;
    }
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      ...headers,
    });
    createReadStream(file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOGIN_PAGE } from '../../../fixtures/faults';

/**
 * A real HTTP server with Symfony's default `form_login` habit for a session
 * that ended: every request is redirected (302) to `/login`, a 200 HTML page.
 * `/api/page` answers that page without a redirect, `/api/json` real JSON,
 * `/api/too-large` what nginx answers a body over `client_max_body_size`: a 413 HTML page,
 * `/api/upload-sso` a 302 to a single sign-on's login page on another origin (`/sso/login` on
 * localhost), and `/api/drop` drops the connection.
 * Requests are counted in `seen` (method and path; preflights left out).
 */
/** nginx's own page for a request body over its limit (the proxy answers, Symfony never sees it). */
const NGINX_413 =
  '<html>\r\n<head><title>413 Request Entity Too Large</title></head>\r\n<body>\r\n<center><h1>413 Request Entity Too Large</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n';

export interface LoginServer {
  origin: string;
  seen: string[];
  close(): Promise<void>;
}

export async function startLoginServer(): Promise<LoginServer> {
  const seen: string[] = [];
  let port = 0;
  const server: Server = createServer((req, res) => {
    // A single sign-on's login page, on another origin (localhost, not 127.0.0.1): no CORS
    // headers, so a request redirected there fails in the page as a lost connection does.
    if (req.url?.startsWith('/sso/')) {
      seen.push(`${req.method} ${req.url}`);
      res.writeHead(200, { 'Content-Type': 'text/html; charset=UTF-8' }).end(LOGIN_PAGE);
      return;
    }
    // jsdom's XMLHttpRequest asks first as for another origin: allowed, and not counted.
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    if (req.method === 'OPTIONS') {
      res
        .writeHead(204, {
          'Access-Control-Allow-Methods': 'GET, POST, PATCH',
          'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '',
        })
        .end();
      return;
    }
    seen.push(`${req.method} ${req.url}`);
    req.resume();
    if (req.url === '/login' || req.url === '/api/page') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=UTF-8' }).end(LOGIN_PAGE);
      return;
    }
    if (req.url === '/api/too-large') {
      res.writeHead(413, { 'Content-Type': 'text/html' }).end(NGINX_413);
      return;
    }
    if (req.url === '/api/upload-sso') {
      res.writeHead(302, { Location: `http://localhost:${port}/sso/login` }).end();
      return;
    }
    if (req.url === '/api/drop') {
      // The connection lost: no answer at all.
      req.socket.destroy();
      return;
    }
    if (req.url === '/api/json') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
      return;
    }
    res.writeHead(302, { Location: '/login' }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const dom = (): { reconfigure(options: { url: string }): void } =>
  (globalThis as unknown as { jsdom: { reconfigure(options: { url: string }): void } }).jsdom;

/**
 * Puts the test's page on the server's origin (vitest's jsdom reconfigured), so the route
 * dump's paths lead there as on a real site. Returns the way back.
 */
export function servePageFrom(url: string): () => void {
  const before = window.location.href;
  dom().reconfigure({ url });
  return () => dom().reconfigure({ url: before });
}

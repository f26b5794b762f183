// @vitest-environment node
import { readdirSync, readFileSync, statSync, writeFileSync, mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteManifest } from '@/core/router/manifest';
import { checkRouteDump } from '@/core/router/required-routes';
import { checkRoutes } from '../../../tools/check-routes';
import { widgetRequiredRoutes } from '../../../widgets/config-schemas';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SHIPPED = path.join(ROOT, 'src/core/router/shipped-routes.json');
const shipped = (): RouteManifest => JSON.parse(readFileSync(SHIPPED, 'utf8')) as RouteManifest;

// Every route name the shipped manifest knows, read from the generated union.
const KNOWN = new Set(
  [
    ...readFileSync(path.join(ROOT, 'src/core/router/route-names.ts'), 'utf8').matchAll(
      /\| '(\w+)'/g,
    ),
  ].map((m) => m[1] as string),
);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry) && entry !== 'routes.ts' ? [full] : [];
  });
}

const FEATURES: Record<string, string> = {
  'auction-form': 'auction-form',
  'cookie-bar': 'cookie-consent',
  notifications: 'notifications',
  'login-helper': 'login-helper',
  'mobile-app-bar': 'mobile-app-bar',
  'top-announcement': 'top-announcement',
  'validation-messages': 'validation-messages',
};

describe('required routes', () => {
  it.each(Object.entries(FEATURES))(
    '%s declares exactly the route names its code resolves',
    (widget, feature) => {
      const used = new Set<string>();
      for (const file of sources(path.join(ROOT, 'src/features', feature))) {
        for (const m of readFileSync(file, 'utf8').matchAll(/'(\w+)'/g)) {
          if (KNOWN.has(m[1] as string)) used.add(m[1] as string);
        }
      }
      const declared = new Set((widgetRequiredRoutes[widget] ?? []).map((r) => r.name));
      expect([...used].sort()).toEqual([...declared].sort());
    },
  );

  it('the shipped manifest has every route, placeholder and method the widgets need', () => {
    expect(checkRouteDump(shipped(), widgetRequiredRoutes)).toEqual([]);
  });

  it('names what a dump lacks: a name, a placeholder, a needed parameter, a method', () => {
    const dump = shipped();
    delete dump.routes.notifications_hub;
    dump.routes.auction_form_edit!.tokens = [['text', '/edit-auction']];
    dump.routes.my_account_listing_success!.tokens = [
      ['variable', '/', '\\d+', 'listing'],
      ['variable', '/', '\\d+', 'auctionId'],
      ['text', '/listings'],
    ];
    dump.routes.api_post_auction!.methods = ['PUT'];
    expect(checkRouteDump(dump, widgetRequiredRoutes)).toEqual([
      {
        widget: 'auction-form',
        route: 'auction_form_edit',
        problem: 'has no {id} placeholder',
        condition: 'needed only where the node sets `data-mode=edit`',
      },
      {
        widget: 'auction-form',
        route: 'api_post_auction',
        problem: 'allows PUT, the widget sends POST',
        condition: 'not needed where the node sets `data-mode=edit`',
      },
      {
        widget: 'auction-form',
        route: 'my_account_listing_success',
        problem: 'needs {listing}, which the widget does not send (give it a default)',
      },
      {
        widget: 'notifications',
        route: 'notifications_hub',
        problem: 'missing from the dump (expose it: `options: {expose: true}`)',
        condition: 'not needed where the node sets `data-hub-url`',
      },
    ]);
  });

  it('finds a name under its locale variant, as the widgets do', () => {
    const dump = shipped();
    dump.routes['auction_form_add.pl'] = dump.routes.auction_form_add!;
    delete dump.routes.auction_form_add;
    expect(checkRouteDump(dump, widgetRequiredRoutes, 'pl')).toEqual([]);
    expect(checkRouteDump(dump, widgetRequiredRoutes, 'de')).toHaveLength(1);
  });
});

describe('npm run check-routes', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'check-routes-'));
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    return file;
  };

  it('passes a good dump, JSON or JSONP, with exit code 0', async () => {
    expect(await checkRoutes([SHIPPED])).toEqual({
      code: 0,
      output: 'The dump has every route the widgets need.',
    });
    const jsonp = write('routing.js', `/**/fos.Router.setData(${readFileSync(SHIPPED, 'utf8')});`);
    expect((await checkRoutes([jsonp])).code).toBe(0);
  });

  it('lists what a bad dump lacks, with a non-zero exit code', async () => {
    const dump = shipped();
    delete dump.routes.autocomplete_car;
    const bad = write('bad.json', JSON.stringify(dump));
    const result = await checkRoutes([bad, '--locale', 'pl']);
    expect(result.code).toBe(1);
    expect(result.output).toBe(
      'The dump lacks 1 thing(s) the widgets need:\n  autocomplete_car (auction-form): missing from the dump (expose it: `options: {expose: true}`)',
    );
  });

  it('says why a file is not a dump', async () => {
    const other = write('other.json', '{"hello": 1}');
    expect(await checkRoutes([other])).toEqual({
      code: 2,
      output: `Route dump ${other} is not a FOSJsRouting dump (routes: missing)`,
    });
  });

  it('says a missing file in one line, with how to write it', async () => {
    const missing = path.join(dir, 'nope.json');
    const result = await checkRoutes([missing]);
    expect(result.code).toBe(2);
    expect(result.output).toBe(
      `Route dump ${missing}: no such file. Write it first (\`bin/console fos:js-routing:dump --format=json --target=var/fos_js_routes.json\`), or give its URL (\`https://site.example/js/routing.json\`).`,
    );
    expect(result.output).not.toMatch(/\n|ENOENT|at /);
  });

  it('without a page, names the attribute that would make a missing route optional', async () => {
    const dump = shipped();
    delete dump.routes.notifications_hub;
    const result = await checkRoutes([write('no-hub.json', JSON.stringify(dump))]);
    expect(result).toEqual({
      code: 1,
      output:
        'The dump lacks 1 thing(s) the widgets need:\n  notifications_hub (notifications): missing from the dump (expose it: `options: {expose: true}`) (not needed where the node sets `data-hub-url`)\nPass --page <page URL> to demand only what one page needs.',
    });
  });

  it('with --page, demands only what the page’s widgets and attributes need', async () => {
    const dump = shipped();
    for (const name of [
      'notifications_hub',
      'front_force_login',
      'api_get_auction_form_data',
      'auction_form_edit',
      'api_patch_auction_form_data',
      'create_auction_category',
      'api_user_cookie_consent_log',
    ])
      delete dump.routes[name];
    const file = write('lean.json', JSON.stringify(dump));
    const page = write(
      'page.html',
      `<!DOCTYPE html><html lang="pl"><head><meta name="transport-widgets" data-locale="pl_PL"></head><body>
        <div data-tw-widget="notifications" data-hub-url="https://hub.example/.well-known/mercure"></div>
        <div data-tw-widget="login-helper" data-login-check-url="/login-check"></div>
        <div data-tw-widget="auction-form" data-mode="addNew" data-new-form-category-ids=""></div>
      </body></html>`,
    );
    const result = await checkRoutes([file, '--page', page]);
    expect(result.output).toContain("The dump has every route the page's widgets need.");
    expect(result.output.split('Not demanded on this page:\n')[1]?.split('\n')).toEqual([
      '  api_get_auction_form_data (auction-form): needed only where the node sets `data-mode=edit` or `data-mode=copy` or `data-auction-id`',
      '  auction_form_edit (auction-form): needed only where the node sets `data-mode=edit`',
      '  create_auction_category (auction-form): needed only where the node sets `data-new-form-category-ids`',
      '  api_patch_auction_form_data (auction-form): needed only where the node sets `data-mode=edit`',
      '  front_force_login (auction-form): not needed on a page with the login-helper widget',
      '  notifications_hub (notifications): not needed where the node sets `data-hub-url`',
      '  front_force_login (notifications): not needed on a page with the login-helper widget',
      '  front_force_login (login-helper): not needed where the node sets `data-login-check-url`',
    ]);
    expect(result.code).toBe(0);
    // Without the login helper, the form's 401 fallback and the bell's "Log in" need the route.
    const without = write(
      'page2.html',
      readFileSync(page, 'utf8').replace(/<div data-tw-widget="login-helper"[^>]*><\/div>/, ''),
    );
    const lacking = await checkRoutes([file, '--page', without]);
    expect(lacking.code).toBe(1);
    expect(lacking.output.split('\nNot demanded')[0]).toBe(
      [
        "The dump lacks 2 thing(s) the page's widgets need:",
        '  front_force_login (auction-form): missing from the dump (expose it: `options: {expose: true}`) (not needed on a page with the login-helper widget)',
        '  front_force_login (notifications): missing from the dump (expose it: `options: {expose: true}`) (not needed on a page with the login-helper widget)',
      ].join('\n'),
    );
  });

  it('with --page alone, checks the dump the page points at', async () => {
    const page = write(
      'inline.html',
      `<meta name="transport-widgets" data-routes='${JSON.stringify({ routes: {} })}'><div data-tw-widget="cookie-bar"></div>`,
    );
    expect(await checkRoutes(['--page', page])).toEqual({
      code: 1,
      output:
        "The dump lacks 1 thing(s) the page's widgets need:\n  api_user_cookie_consent_log (cookie-bar): missing from the dump (expose it: `options: {expose: true}`)",
    });
  });
});

describe('check-routes against a server', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/js/routing.json') {
        res.writeHead(302, { Location: '/login?_target=x' }).end();
      } else if (req.url?.startsWith('/login')) {
        res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!DOCTYPE html><form></form>');
      } else if (req.url === '/form') {
        res
          .writeHead(200, { 'Content-Type': 'text/html' })
          .end(
            '<meta name="transport-widgets" data-routes-url="/api-routes.json"><div data-tw-widget="cookie-bar"></div>',
          );
      } else if (req.url === '/api-routes.json') {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(readFileSync(SHIPPED));
      } else res.writeHead(404).end('Not found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('says what a URL answered as the runtime says it: status, what was expected, the fix', async () => {
    expect(await checkRoutes([`${base}/missing.json`])).toEqual({
      code: 2,
      output: `Route dump ${base}/missing.json answered HTTP 404, expected 200 with a FOSJsRouting dump (is FOSJsRoutingBundle's routing imported? \`config/routes/fos_js_routing.yaml\`: \`fos_js_routing: {resource: '@FOSJsRoutingBundle/Resources/config/routing/routing.php'}\`)`,
    });
    const login = await checkRoutes([`${base}/js/routing.json`]);
    expect(login.code).toBe(2);
    expect(login.output).toMatch(
      /^Route dump .*\/js\/routing\.json was not read: the server answered with a page, not the route dump \(HTTP 200 text\/html, after a redirect to \/login\)\. .*access_control/,
    );
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await checkRoutes([`http://127.0.0.1:${port}/js/routing.json`])).toEqual({
      code: 2,
      output: `Route dump http://127.0.0.1:${port}/js/routing.json could not be fetched (ECONNREFUSED): is the site running, and is the URL right?`,
    });
  });

  it('follows a page URL to the dump it points at', async () => {
    expect(await checkRoutes(['--page', `${base}/form`])).toEqual({
      code: 0,
      output: "The dump has every route the page's widgets need.",
    });
  });
});

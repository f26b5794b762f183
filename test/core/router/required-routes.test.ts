import { readdirSync, readFileSync, statSync, writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
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
      { widget: 'auction-form', route: 'auction_form_edit', problem: 'has no {id} placeholder' },
      {
        widget: 'auction-form',
        route: 'api_post_auction',
        problem: 'allows PUT, the widget sends POST',
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

  it('passes a good dump, JSON or JSONP, with exit code 0', async () => {
    expect(await checkRoutes([SHIPPED])).toEqual({
      code: 0,
      output: 'The dump has every route the widgets need.',
    });
    const jsonp = path.join(dir, 'routing.js');
    writeFileSync(jsonp, `/**/fos.Router.setData(${readFileSync(SHIPPED, 'utf8')});`);
    expect((await checkRoutes([jsonp])).code).toBe(0);
  });

  it('lists what a bad dump lacks, with a non-zero exit code', async () => {
    const dump = shipped();
    delete dump.routes.autocomplete_car;
    const bad = path.join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify(dump));
    const result = await checkRoutes([bad, '--locale', 'pl']);
    expect(result.code).toBe(1);
    expect(result.output).toBe(
      'The dump lacks 1 thing(s) the widgets need:\n  autocomplete_car (auction-form): missing from the dump (expose it: `options: {expose: true}`)',
    );
  });

  it('says why a file is not a dump', async () => {
    const other = path.join(dir, 'other.json');
    writeFileSync(other, '{"hello": 1}');
    expect(await checkRoutes([other])).toEqual({
      code: 2,
      output: `Route dump ${other} is not a FOSJsRouting dump (routes: missing)`,
    });
  });
});

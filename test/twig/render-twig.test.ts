// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderTwig, renderTwigPages, type TwigPage } from '../../tools/twig/render-twig';
import { ENTRYPOINTS_FIXTURE, readEntrypoints, testSite } from './test-site';

/*
 * The Twig the snippet tests trust: real Twig, where the payloads they feed a snippet do run when
 * printed bare. A renderer that escaped or ignored them would let any snippet pass.
 */

const render = (template: string) => renderTwig([template])[0];

describe('renderTwig (real Twig 3 under PHP)', () => {
  it('runs expressions, PHP constants and PHP functions named by a filter', () => {
    expect(render('{{ 7*7 }}')).toEqual({ html: '49' });
    expect(render("{{ constant('PHP_VERSION') }}")?.html).toMatch(/^\d+\.\d+\.\d+/);
    expect(render("{{ ['b', 'a']|sort('strcmp')|join }}")).toEqual({ html: 'ab' });
  });

  it('escapes a variable for HTML, and prints a string literal as it is (Twig takes it for safe)', () => {
    expect(render("{% set copy = '<b>\"' %}{{ copy }}")).toEqual({ html: '&lt;b&gt;&quot;' });
    expect(render("{{ '<b>\"' }}")).toEqual({ html: '<b>"' });
  });

  it('gives the error of each template that fails, and renders the others', () => {
    const [comment, variable, fine] = renderTwig(['a {# b', '{{ missing }}', 'é']);
    expect(comment?.error).toMatch(/SyntaxError: Unclosed comment/);
    expect(variable?.error).toMatch(/RuntimeError: Variable "missing" does not exist/);
    expect(fine).toEqual({ html: 'é' });
  });

  it('loads the named templates a page imports or includes', () => {
    const named = { '@ns/macros.html.twig': '{% macro hi(name) %}Hi {{ name }}{% endmacro %}' };
    expect(
      renderTwig(["{% import '@ns/macros.html.twig' as m %}{{ m.hi('<b>') }}"], named),
    ).toEqual([{ html: 'Hi &lt;b&gt;' }]);
    expect(renderTwig(["{% include 'missing.html.twig' %}"], named)[0]?.error).toMatch(
      /LoaderError: Template "missing.html.twig" is not defined/,
    );
  });
});

describe('renderTwigPages (a page of a Symfony site)', () => {
  const site = testSite({ 'consent-default': { code: 'queue()' } });
  const onSite = (pages: Array<Omit<TwigPage, 'site'>>) =>
    renderTwigPages(pages.map((page) => ({ site, ...page })));
  const [guest, user, unknownEntry, fragment, badUsage, repeated] = onSite([
    {
      template:
        "{{ app.user ? app.user.id : 'guest' }} {{ app.request.locale }} {{ path('privacy_policy', {x: 1}) }} " +
        "{{ path('fos_js_routing_js', {_format: 'json'}) }} {{ asset('img/a.png') }} {{ csrf_token('api') }}",
    },
    {
      template: "{{ app.user.id }} {{ source('@transport_widgets/consent-default.js') }}",
      signedIn: true,
    },
    { template: "{{ encore_entry_script_tags('no-such-widget') }}" },
    { template: '{{ defined_elsewhere }}', compileOnly: true },
    { template: "{{ csp_nonce('img') }}" },
    {
      template:
        "{{ encore_entry_script_tags('cookie-bar', null, '_default', {nonce: csp_nonce('script'), defer: true}) }}" +
        "|{{ encore_entry_js_files('cookie-bar')|join(',') }}|{{ encore_entry_js_files('auction-form')|join(',') }}",
    },
  ]);

  it('has the app global, routing, assets and CSRF of Symfony, and a guest who gets a token starts a session', () => {
    expect(guest?.html).toMatch(
      /^guest pl \/privacy-policy\?x=1 \/js\/routing\.json \/img\/a\.png [\w.-]{20,}$/,
    );
    expect(guest).toMatchObject({ nonce: null, startedSession: true });
    expect(user).toEqual({ html: '12 queue()\n', nonce: null, startedSession: false });
  });

  it("prints Encore's tags with the nonce, integrity and a bare attribute for true, each file once", () => {
    const fixture = readEntrypoints(ENTRYPOINTS_FIXTURE);
    const [runtime, cookieBar] = fixture.entrypoints['cookie-bar']?.js ?? [];
    const nonce = repeated?.nonce ?? '';
    expect(nonce).toMatch(/^[\w+/=]{20,}$/);
    const [tags, again, form] = repeated?.html?.split('|') ?? [];
    expect(tags).toBe(
      [runtime, cookieBar]
        .map(
          (src = '') =>
            `<script src="${src}" nonce="${nonce}" defer integrity="${fixture.integrity[src]}"></script>`,
        )
        .join(''),
    );
    expect(again).toBe('');
    expect(form?.split(',')).not.toContain(runtime);
  });

  it('fails as the bundles do: an unknown entry, a nonce of an unknown usage; a fragment only compiles', () => {
    expect(unknownEntry?.error).toMatch(
      /Could not find the entry "no-such-widget" in .*Found: auction-form/,
    );
    expect(badUsage?.error).toMatch(/Invalid usage provided/);
    expect(fragment).toEqual({ html: '', nonce: null, startedSession: false });
    const [unclosed] = onSite([{ template: '{% if x %}', compileOnly: true }]);
    expect(unclosed?.error).toMatch(/SyntaxError: Unexpected end of template/);
  });
});

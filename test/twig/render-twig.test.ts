// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { renderTwig } from './render-twig';

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

import fc from 'fast-check';
import { createAnnouncementSanitizer } from '@/features/top-announcement/sanitize';

// jsdom has no Trusted Types, so the sanitiser returns plain strings here.
const sanitize = createAnnouncementSanitizer() as (html: string) => string;

/** Parses sanitised output the way the page will, to check what survived. */
function parse(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  return box;
}

function assertInert(box: HTMLElement) {
  for (const element of box.querySelectorAll('*')) {
    expect(['A', 'B', 'STRONG', 'I', 'EM', 'U', 'S', 'SMALL', 'SPAN', 'BR']).toContain(
      element.tagName,
    );
    for (const attribute of element.attributes) {
      expect(['href', 'title', 'rel']).toContain(attribute.name);
      if (attribute.name === 'href')
        expect(
          [...attribute.value]
            .filter((c) => c.charCodeAt(0) > 0x20)
            .join('')
            .toLowerCase(),
        ).not.toMatch(/^(javascript|data|vbscript):/);
    }
  }
}

describe('the announcement sanitiser', () => {
  it('keeps the small allow-list and gives links rel="noopener noreferrer"', () => {
    const out = parse(
      sanitize(
        '<strong>New:</strong> <em>fixed</em> prices <a href="/help" target="_blank">see how</a><br>',
      ),
    );
    expect(out.querySelector('strong')?.textContent).toBe('New:');
    expect(out.querySelector('em')).not.toBeNull();
    const link = out.querySelector('a');
    expect(link?.getAttribute('href')).toBe('/help');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link?.hasAttribute('target')).toBe(false);
  });

  it('drops scripts, handlers, javascript: URLs, styles, iframes and svg', () => {
    const hostile =
      'Sale <img src=x onerror="alert(1)"><script>alert(1)</script><a href="javascript:alert(1)" onclick="alert(1)">a</a>' +
      '<a href="jav&#x09;ascript:alert(1)">b</a><svg onload="alert(1)"><script>alert(1)</script></svg>' +
      '<iframe src="javascript:alert(1)"></iframe><b style="position:fixed" class="x" id="y">c</b><form><input></form>' +
      '<a href="data:text/html,<script>alert(1)</script>">d</a><math><mtext><style><img src=x onerror=alert(1)></style></mtext></math>';
    const html = sanitize(hostile);
    expect(html).not.toMatch(
      /script|onerror|onclick|onload|javascript|iframe|style|svg|img|form|input|data:/i,
    );
    const box = parse(html);
    assertInert(box);
    expect(box.textContent).toContain('Sale');
    expect(box.querySelector('b')?.textContent).toBe('c');
  });

  it('never lets an element or attribute outside the allow-list through, whatever the input', () => {
    const piece = fc.constantFrom(
      '<a href="javascript:x()">',
      '<a href="/ok">',
      '</a>',
      '<img src=x onerror=y()>',
      '<script>y()</script>',
      '<b onmouseover=y()>',
      '</b>',
      '<svg><a xlink:href="javascript:y()">',
      '<style>*{}</style>',
      'text',
      '<br>',
      '<span title="t" onclick="y()">',
      '</span>',
      '<!--',
      '-->',
      '"',
      "'",
      '<',
      '>',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (parts) => {
        assertInert(parse(sanitize(parts.join(''))));
      }),
      { numRuns: 300 },
    );
  });
});

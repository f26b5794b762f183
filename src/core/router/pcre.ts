/**
 * Symfony checks a parameter with `preg_match('#^(?:REQ)$#i')` after removing look-arounds.
 * JavaScript regexes with the `u` flag refuse much of what PCRE accepts (`\-`, `\:`, a lone `{`,
 * possessive quantifiers), so requirements are translated, never compiled as they are.
 */
export class UnreadablePattern extends Error {}

const SYNTAX = new Set('^$\\.*+?()[]{}|/');
const SPACE = '\\t\\n\\v\\f\\r ';
const HSPACE = '\\t \\u00a0\\u1680\\u180e\\u2000-\\u200a\\u202f\\u205f\\u3000';
const POSIX: Record<string, string> = {
  alpha: 'a-zA-Z',
  digit: '0-9',
  alnum: 'a-zA-Z0-9',
  upper: 'A-Z',
  lower: 'a-z',
  xdigit: '0-9A-Fa-f',
  space: SPACE,
  blank: ' \\t',
  word: '\\w',
  punct: '!-\\/:-@\\[-`{-~',
};

/** Removes `(?=…)`, `(?!…)`, `(?<=…)`, `(?<!…)` the way UrlGenerator's own regex does (classes not special). */
function stripLookarounds(pcre: string): string {
  let out = '';
  let i = 0;
  while (i < pcre.length) {
    const head = /^\(\?(?:=|<=|!|<!)/.exec(pcre.slice(i));
    if (head) {
      let depth = 1;
      let j = i + head[0].length;
      while (j < pcre.length && depth > 0) {
        if (pcre[j] === '\\') j += 1;
        else if (pcre[j] === '(') depth += 1;
        else if (pcre[j] === ')') depth -= 1;
        j += 1;
      }
      if (depth === 0) {
        i = j;
        continue;
      }
    }
    if (pcre[i] === '\\') {
      out += pcre.slice(i, i + 2);
      i += 2;
      continue;
    }
    out += pcre[i];
    i += 1;
  }
  return out;
}

/** One escape `\x…` at `at`; returns its JavaScript spelling and the PCRE length read. */
function escape(pcre: string, at: number, inClass: boolean): [string, number] {
  const c = pcre[at + 1];
  if (c === undefined) throw new UnreadablePattern('ends with a backslash');
  const rest = pcre.slice(at + 1);
  if (/^x\{[0-9a-fA-F]+\}/.test(rest)) {
    const m = /^x\{([0-9a-fA-F]+)\}/.exec(rest)!;
    return [`\\u{${m[1]}}`, m[0].length + 1];
  }
  if (/^[pP]\{\^?[A-Za-z_&]+\}/.test(rest)) {
    const m = /^([pP])\{(\^?)([A-Za-z_&]+)\}/.exec(rest)!;
    const p = m[2] ? (m[1] === 'p' ? 'P' : 'p') : m[1];
    return [`\\${p}{${m[3]!.replace('&', '')}}`, m[0].length + 1];
  }
  if (/^[pP][A-Z]/.test(rest)) return [`\\${c}{${rest[1]}}`, 3];
  if (/^x[0-9a-fA-F]{2}/.test(rest)) return [`\\${rest.slice(0, 3)}`, 4];
  switch (c) {
    case 'd':
    case 'D':
    case 'w':
    case 'W':
    case 'n':
    case 'r':
    case 't':
    case 'f':
    case 'v':
      return [`\\${c}`, 2];
    case 'b':
    case 'B':
      if (inClass && c === 'B') throw new UnreadablePattern('\\B in a class');
      return [`\\${c}`, 2];
    case '0':
      return ['\\0', 2];
    case 's':
      return [inClass ? SPACE : `[${SPACE}]`, 2];
    case 'S':
      if (inClass) return ['\\S', 2];
      return [`[^${SPACE}]`, 2];
    case 'h':
      return [inClass ? HSPACE : `[${HSPACE}]`, 2];
    case 'H':
      if (inClass) throw new UnreadablePattern('\\H in a class');
      return [`[^${HSPACE}]`, 2];
    case 'e':
      return ['\\x1b', 2];
    case 'a':
      return ['\\x07', 2];
  }
  if (!inClass) {
    if (c === 'A' || c === 'G') return ['^', 2];
    if (c === 'z' || c === 'Z') return ['$', 2];
    if (c === 'R') return ['(?:\\r\\n|[\\n\\v\\f\\r\\u0085\\u2028\\u2029])', 2];
  }
  if (/[A-Za-z0-9]/.test(c)) throw new UnreadablePattern(`\\${c} is not supported`);
  // PCRE lets any other character be escaped; `u` only allows syntax characters.
  if (SYNTAX.has(c) || (inClass && c === '-')) return [`\\${c}`, 2];
  return [c, 2];
}

function charClass(pcre: string, at: number): [string, number] {
  let i = at + 1;
  let out = '[';
  if (pcre[i] === '^') {
    out += '^';
    i += 1;
  }
  if (pcre[i] === ']') {
    out += '\\]'; // PCRE: a `]` first in a class is a literal
    i += 1;
  }
  while (i < pcre.length && pcre[i] !== ']') {
    const c = pcre[i]!;
    if (c === '\\') {
      const [js, len] = escape(pcre, i, true);
      out += js;
      i += len;
      continue;
    }
    const posix = /^\[:(\^?)([a-z]+):\]/.exec(pcre.slice(i));
    if (posix) {
      const set = POSIX[posix[2]!];
      if (!set || posix[1])
        throw new UnreadablePattern(`[:${posix[1]}${posix[2]}:] is not supported`);
      out += set;
      i += posix[0].length;
      continue;
    }
    out += c === '[' ? '\\[' : c;
    i += 1;
  }
  if (i >= pcre.length) throw new UnreadablePattern('unterminated class');
  return [`${out}]`, i + 1 - at];
}

/**
 * Translates a PCRE requirement to JavaScript source for the `iu` flags; throws UnreadablePattern.
 *
 * Atomic groups `(?>X)` and possessive quantifiers `X*+`, `X++`, `X?+`, `X{n,m}+` are emulated
 * exactly with a look-ahead and a back-reference, `(?=(?<tw_aN>X))\k<tw_aN>`: a look-ahead is
 * atomic in JavaScript, so the engine never backtracks into it. Dropping the possessive mark would
 * both change what matches (`[a-z]*+z` matches nothing in PCRE) and let a pattern that is linear in
 * PHP (`(?:[a-z0-9]++-?)++`) backtrack exponentially on a hostile value. Capturing groups are named
 * by their PCRE number (`tw_gN`) so the inserted groups cannot shift a back-reference `\N`.
 */
export function toJsPattern(pcre: string): string {
  let out = '';
  let i = 0;
  /** Where the last quantifiable item starts in `out`; -1 after `(`, `|` or an anchor. */
  let atom = -1;
  let atomics = 0;
  let captures = 0;
  const open: Array<{ start: number; atomic: string | null }> = [];
  const atomicStart = (): string => {
    const name = `tw_a${atomics}`;
    atomics += 1;
    return name;
  };
  const quantified = () => {
    // after a quantifier: `+` makes it possessive, `?` lazy
    if (pcre[i] === '+') {
      i += 1;
      const name = atomicStart();
      out = `${out.slice(0, atom)}(?:(?=(?<${name}>${out.slice(atom)}))\\k<${name}>)`;
    } else if (pcre[i] === '?') {
      out += '?';
      i += 1;
    }
  };
  const item = (js: string) => {
    atom = out.length;
    out += js;
  };
  while (i < pcre.length) {
    const c = pcre[i]!;
    const rest = pcre.slice(i);
    if (c === '\\') {
      if (pcre[i + 1] === 'Q') {
        const end = pcre.indexOf('\\E', i + 2);
        const quoted = pcre.slice(i + 2, end === -1 ? undefined : end);
        for (const q of quoted) item(q.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&'));
        i = end === -1 ? pcre.length : end + 2;
        continue;
      }
      const backReference = /^\\([1-9])/.exec(rest);
      if (backReference) {
        item(`\\k<tw_g${backReference[1]}>`);
        i += 2;
        continue;
      }
      const [js, len] = escape(pcre, i, false);
      if (js === '^' || js === '$') {
        out += js;
        atom = -1;
      } else item(js);
      i += len;
      continue;
    }
    if (c === '[') {
      const [js, len] = charClass(pcre, i);
      item(js);
      i += len;
      continue;
    }
    if (c === '(') {
      const comment = /^\(\?#[^)]*\)/.exec(rest);
      if (comment) {
        i += comment[0].length;
        continue;
      }
      let head: string;
      let atomic: string | null = null;
      const named = /^\(\?(?:P?<([A-Za-z_]\w*)>|'([A-Za-z_]\w*)')/.exec(rest);
      const other = /^\(\?(?::|=|!|<=|<!)/.exec(rest);
      if (named || !rest.startsWith('(?')) {
        captures += 1;
        head = `(?<tw_g${captures}>`;
        i += named ? named[0].length : 1;
      } else if (rest.startsWith('(?>')) {
        atomic = atomicStart();
        head = `(?:(?=(?<${atomic}>`;
        i += 3;
      } else if (other) {
        head = other[0];
        i += other[0].length;
      } else throw new UnreadablePattern(`${rest.slice(0, 4)} is not supported`);
      open.push({ start: out.length, atomic });
      out += head;
      atom = -1;
      continue;
    }
    if (c === ')') {
      const group = open.pop();
      if (!group) throw new UnreadablePattern('unmatched )');
      out += group.atomic ? `))\\k<${group.atomic}>)` : ')';
      atom = group.start;
      i += 1;
      continue;
    }
    if (c === '|' || c === '^' || c === '$') {
      out += c;
      atom = -1;
      i += 1;
      continue;
    }
    if (c === '{') {
      const q = /^\{\d+(?:,\d*)?\}/.exec(rest);
      if (q && atom >= 0) {
        out += q[0];
        i += q[0].length;
        quantified();
        continue;
      }
      item('\\{'); // PCRE reads a brace that is no quantifier as a literal
      i += 1;
      continue;
    }
    if (c === '}') {
      item('\\}');
      i += 1;
      continue;
    }
    if (c === '.') {
      item('[^\\n]'); // PCRE's dot excludes only \n
      i += 1;
      continue;
    }
    if (c === '*' || c === '+' || c === '?') {
      if (atom < 0) throw new UnreadablePattern(`${c} follows nothing to repeat`);
      out += c;
      i += 1;
      quantified();
      continue;
    }
    item(c);
    i += 1;
  }
  if (open.length) throw new UnreadablePattern('missing )');
  return out;
}

const cache = new Map<string, RegExp | UnreadablePattern>();

/** The anchored, case-insensitive matcher UrlGenerator uses for `requirement`. */
export function requirementMatcher(requirement: string): RegExp {
  let found = cache.get(requirement);
  if (!found) {
    try {
      found = new RegExp(`^(?:${toJsPattern(stripLookarounds(requirement))})$`, 'iu');
    } catch (error) {
      found =
        error instanceof UnreadablePattern
          ? error
          : new UnreadablePattern(String((error as Error).message));
    }
    if (cache.size > 500) cache.clear();
    cache.set(requirement, found);
  }
  if (found instanceof UnreadablePattern) throw found;
  return found;
}

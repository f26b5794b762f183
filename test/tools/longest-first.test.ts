// @vitest-environment node
import { environmentOf, inEnvironmentRuns } from './longest-first';

// Spelled in pieces: vitest reads this file's own text for the comment that names its environment.
const VITEST = '@vitest-' + 'environment';
const JEST = '@jest-' + 'environment';

describe('environmentOf', () => {
  it.each([
    ['no comment: the project’s own', 'import x from "y";', ''],
    ['a docblock', `/**\n * ${VITEST} node\n */`, 'node'],
    ['a line comment', `// ${VITEST} jsdom\nimport x from "y";`, 'jsdom'],
    ['Jest’s spelling', `/** ${JEST} node */`, 'node'],
    [
      'options make another environment',
      `/**\n * ${VITEST} jsdom\n * ${VITEST}-options { "url": "https://a.example/" }\n */`,
      'jsdom { "url": "https://a.example/" }',
    ],
    [
      'options closing the docblock',
      `/** ${VITEST}-options {"url":"https://a.example/"} */`,
      '{"url":"https://a.example/"}',
    ],
  ])('%s', (_, source, expected) => {
    expect(environmentOf(source)).toBe(expected);
  });
});

describe('inEnvironmentRuns', () => {
  const env = (file: string) => file.split(':')[0] ?? '';
  it.each([
    ['nothing', [], []],
    ['one environment keeps its order', ['a:3', 'a:2', 'a:1'], ['a:3', 'a:2', 'a:1']],
    [
      'interleaved files come in runs, each in the order given',
      ['jsdom:60', 'node:44', 'jsdom:31', 'node:27', 'jsdom:2', 'node:1'],
      ['jsdom:60', 'jsdom:31', 'jsdom:2', 'node:44', 'node:27', 'node:1'],
    ],
    [
      'runs come in the order of their first files',
      ['node:9', 'jsdom:8', 'https:7', 'jsdom:6', 'node:5'],
      ['node:9', 'node:5', 'jsdom:8', 'jsdom:6', 'https:7'],
    ],
  ])('%s', (_, files, expected) => {
    expect(inEnvironmentRuns(files, env)).toEqual(expected);
  });
});

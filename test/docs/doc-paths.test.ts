// @vitest-environment node
import { staleDocPaths, stalePathsOf } from '../../tools/stale-doc-paths';

describe('stalePathsOf', () => {
  const repository = {
    tracked: ['src/features/auction-form/state/title-listener.ts', 'src/features/auction-form/state/', 'docs/router.md'],
    exists: (file: string) =>
      ['src/features/auction-form/state', 'docs/router.md', 'src/features/auction-form/state/title-listener.ts'].includes(file),
  };
  it.each([
    ['a path from the root that exists', '`src/features/auction-form/state/`', []],
    ['a path from the root that does not', '`src/features/auction-form/store/`', ['src/features/auction-form/store/']],
    ['a file named from inside its feature', '`state/title-listener.ts`', []],
    ['a moved file named from inside its feature', '`store/title-listener.ts`', ['store/title-listener.ts']],
    ['a folder named from inside its feature', '`state/`', []],
    ['a folder that is gone', '`app/`', ['app/']],
    ['a file with a line or a symbol', '`state/title-listener.ts:12`', []],
    ['a relative link that resolves', '[router](router.md#dump)', []],
    ['a relative link that does not', '[router](routing.md)', ['routing.md']],
    ['a web link, a placeholder, a site folder, a build output', '[x](https://a.b/c) `src/features/<feature>/` `public/build/` `dist/inline/`', []],
    ['a package or a scoped name', '`@reduxjs/toolkit` `redux-persist/lib/storage`', []],
  ])('%s', (_what, text, stale) => {
    expect(stalePathsOf('docs/doc.md', text, repository).map((s) => s.named)).toEqual(stale);
  });
});

describe('the docs', () => {
  it('name no code path or relative link that does not exist', () => {
    expect(staleDocPaths()).toEqual([]);
  });
});

// @vitest-environment node
import { unusedExports } from '../../tools/unused-exports';

describe('unusedExports', () => {
  it('finds no export of src/ that no other file names', () => {
    expect(unusedExports()).toEqual([]);
  });
});

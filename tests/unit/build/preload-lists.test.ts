// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { preloadLists } from '../../../scripts/preload-lists';

type Hook = { handler: (options: unknown, bundle: Record<string, unknown>) => void };

const chunk = (fileName: string, imports: string[], isEntry = false) => ({
  type: 'chunk',
  fileName,
  imports,
  isEntry,
});

/** Runs the plugin's generateBundle on a bundle: the entry imports a and b; b imports c; d is lazy-only. */
function learnt() {
  const lists = preloadLists();
  const bundle = {
    'assets/index.js': chunk('assets/index.js', ['assets/a.js', 'assets/b.js'], true),
    'assets/a.js': chunk('assets/a.js', []),
    'assets/b.js': chunk('assets/b.js', ['assets/c.js']),
    'assets/c.js': chunk('assets/c.js', []),
    'assets/d.js': chunk('assets/d.js', ['assets/a.js']),
    'assets/route.js': chunk('assets/route.js', ['assets/d.js', 'assets/c.js']),
    'assets/index.css': { type: 'asset', fileName: 'assets/index.css' },
  };
  (lists.plugin.generateBundle as unknown as Hook).handler({}, bundle);
  return lists.resolveDependencies;
}

describe('the preload lists of lazy imports', () => {
  it('leave out the chunks the entry loads statically, at any depth', () => {
    const resolve = learnt();
    expect(
      resolve('assets/route.js', ['assets/d.js', 'assets/a.js', 'assets/c.js', 'assets/index.css'], {
        hostType: 'js',
      }),
    ).toEqual(['assets/d.js', 'assets/index.css']);
  });

  it("keep the HTML's list as it is", () => {
    const resolve = learnt();
    expect(resolve('assets/index.js', ['assets/a.js', 'assets/b.js'], { hostType: 'html' })).toEqual([
      'assets/a.js',
      'assets/b.js',
    ]);
  });
});

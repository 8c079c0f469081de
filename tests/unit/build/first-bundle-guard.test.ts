// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstBundleOffenders } from '../../../scripts/first-bundle-guard';

const chunk = (
  fileName: string,
  isEntry: boolean,
  imports: string[],
  moduleIds: string[],
  facadeModuleId: string | null = null,
) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  imports,
  moduleIds,
  facadeModuleId,
});

describe('first bundle guard', () => {
  it('names a screen reached statically from the entry, through another chunk', () => {
    const bundle = {
      'index.js': chunk('index.js', true, ['shared.js'], ['/p/src/client/main.tsx']),
      'shared.js': chunk(
        'shared.js',
        false,
        [],
        ['/p/src/client/features/fees/components/voucher-list-page.tsx'],
      ),
    };
    expect(firstBundleOffenders(bundle)).toEqual([
      'src/client/features/fees/components/voucher-list-page.tsx (shared.js)',
    ]);
  });

  it('leaves dynamically loaded chunks and the first screen (shell, sign-in) alone', () => {
    const bundle = {
      'index.js': chunk('index.js', true, [], ['/p/src/client/features/shell/components/shell-layout.tsx']),
      'late.js': chunk(
        'late.js',
        false,
        [],
        ['/p/src/client/features/fees/components/page.tsx', '/p/node_modules/dexie/dist/dexie.mjs'],
      ),
      'style.css': { type: 'asset' as const, fileName: 'style.css' },
    };
    expect(firstBundleOffenders(bundle)).toEqual([]);
  });

  it('names Dexie, forms and tables in the first bundle', () => {
    const bundle = {
      'index.js': chunk(
        'index.js',
        true,
        [],
        [
          '/p/node_modules/dexie/dist/dexie.mjs',
          '/p/node_modules/react-hook-form/dist/index.esm.mjs',
          '/p/node_modules/@tanstack/table-core/build/lib/index.mjs',
        ],
      ),
    };
    expect(firstBundleOffenders(bundle)).toHaveLength(3);
  });

  it("lets the layout route hold the top bar, never a later screen's store or forms", () => {
    const layout = '/p/src/client/routes/_app.tsx?tsr-split=component';
    const bundle = {
      'index.js': chunk('index.js', true, [], ['/p/src/client/main.tsx']),
      '_app.js': chunk(
        '_app.js',
        false,
        ['db.js'],
        ['/p/src/client/features/chat/components/chat-button.tsx'],
        layout,
      ),
      'db.js': chunk('db.js', false, [], ['/p/node_modules/dexie/dist/dexie.js']),
    };
    expect(firstBundleOffenders(bundle)).toEqual(['node_modules/dexie/dist/dexie.js (db.js)']);
  });
});

// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTE_SPLIT_GROUPS } from '../../../../vite.config';

/**
 * Route files are all part of the first bundle (the route tree imports them); the router's code splitting
 * moves out a route's component and loader (vite.config.ts ROUTE_SPLIT_GROUPS) when it is a function, not
 * the value of a call. A route file that builds its component with a factory, or imports a zod contract
 * for its options, drags a whole feature and zod into every first screen (it cost ~75 KB gz once).
 */
const routesDir = path.resolve(__dirname, '../../../../src/client/routes');

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.startsWith('-') ? [full] : [];
  });
}

const files = routeFiles(routesDir).filter((file) => !file.endsWith('route-tree.gen.ts'));
const name = (file: string) => path.relative(routesDir, file);

describe('route files stay light', () => {
  it('finds the route files', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it('leave their loader to its own lazily loaded chunk, fetched beside the component', () => {
    // A loader kept in the route file brought its area's queries, Dexie and dayjs into /home (~45 KB gz);
    // one grouped with the component would start its reads only once the screen's code had arrived.
    const loaderGroup = ROUTE_SPLIT_GROUPS.find((group) => group.includes('loader'));
    expect(loaderGroup).toEqual(['loader']);
    expect(ROUTE_SPLIT_GROUPS.flat()).toContain('component');
  });

  it('declare their component as a function, never as the result of a call', () => {
    const offenders = files.filter((file) =>
      /\bcomponent:\s*[A-Za-z_$][\w$.]*\(/.test(fs.readFileSync(file, 'utf8')),
    );
    expect(offenders.map(name)).toEqual([]);
  });

  it('take values from the zod-free *-paths contracts only (types may come from any)', () => {
    const offenders = files.flatMap((file) =>
      [
        ...fs
          .readFileSync(file, 'utf8')
          .matchAll(/^import (?!type )[^;]*from '@\/shared\/contracts\/([\w-]+)'/gm),
      ]
        .filter((match) => !match[1]?.endsWith('-paths'))
        .map((match) => `${name(file)}: ${match[1]}`),
    );
    expect(offenders).toEqual([]);
  });
});

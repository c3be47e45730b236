import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The project's folder (the one with package.json), found from wherever this code runs: src/server
 * through tsx, or a chunk in dist/server once `npm run build` has bundled it. Content, migrations and
 * the client build are found from here, so they resolve the same either way.
 */
export const projectRoot = (() => {
  let dir = import.meta.dirname;
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error(`no package.json above ${import.meta.dirname}`);
    dir = up;
  }
  return dir;
})();

/**
 * Writes src/client/components/ui/icons.ts: each Lucide icon the client imports from
 * '@client/components/ui/icons', its shapes taken from lucide-react's own files (the package is a
 * build-time source only; see src/client/components/ui/icon.tsx for why).
 *
 *   node scripts/icons.mjs           # after importing a new icon
 *   node scripts/icons.mjs --check   # fails if icons.ts is not what it would write (a unit test runs it)
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '..');
const out = join(root, 'src/client/components/ui/icons.ts');
const require = createRequire(import.meta.url);
const lucideDir = join(dirname(require.resolve('lucide-react/package.json')), 'dist/esm');
const lucideVersion = JSON.parse(readFileSync(join(lucideDir, '../../package.json'), 'utf8')).version;

/** The names imported from the icons module anywhere under src/client. */
function importedNames() {
  const names = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name)) {
        const text = readFileSync(path, 'utf8');
        for (const m of text.matchAll(
          /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@client\/components\/ui\/icons'/g,
        ))
          for (const part of m[1].split(',')) {
            const name = part
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0];
            if (name) names.add(name);
          }
      }
    }
  };
  walk(join(root, 'src/client'));
  return [...names].sort();
}

/** lucide-react's export name -> its icon file. */
const files = new Map();
for (const m of readFileSync(join(lucideDir, 'lucide-react.mjs'), 'utf8').matchAll(
  /export \{([^}]*)\} from '\.\/icons\/([a-z0-9-]+)\.mjs'/g,
))
  for (const part of m[1].split(',')) files.set(part.trim().replace(/^default as /, ''), m[2]);

/** The icon's shapes as [tag, attributes] pairs (lucide's own data, without its React keys). */
function shapes(file) {
  const text = readFileSync(join(lucideDir, 'icons', `${file}.mjs`), 'utf8');
  const literal = text.match(/const __iconData = (\{[\s\S]*?\n\});/)?.[1];
  if (!literal) throw new Error(`no icon data in lucide-react's icons/${file}.mjs`);
  const data = Function(`return (${literal})`)();
  const nodes = data.node.map(([tag, attrs, children]) => {
    if (children?.length) throw new Error(`${file}: nested shapes are not supported by icon.tsx`);
    return [
      tag,
      Object.fromEntries(
        Object.entries(attrs)
          .filter(([k]) => k !== 'key')
          .map(([k, v]) => [k, String(v)]),
      ),
    ];
  });
  return { name: data.name, nodes };
}

const names = importedNames().filter((n) => n !== 'IconComponent' && n !== 'IconProps');
const lines = [
  `// Written by scripts/icons.mjs from lucide-react ${lucideVersion} (ISC licence, https://lucide.dev): do not edit.`,
  '// Import an icon from here and run `node scripts/icons.mjs` to add it.',
  "import { icon } from './icon';",
  '',
  "export type { IconComponent, IconProps } from './icon';",
  '',
];
for (const name of names) {
  const file = files.get(name);
  if (!file) throw new Error(`${name}: not a lucide-react icon`);
  const s = shapes(file);
  lines.push(
    `export const ${name} = /* @__PURE__ */ icon(${JSON.stringify(s.name)}, ${JSON.stringify(s.nodes)});`,
  );
}
// As the repository's formatter writes it, so that `biome check` and this script agree.
const text = execFileSync(
  join(root, 'node_modules/.bin/biome'),
  ['format', '--stdin-file-path=src/client/components/ui/icons.ts'],
  { cwd: root, input: `${lines.join('\n')}\n`, encoding: 'utf8' },
);
if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(out, 'utf8');
  } catch {}
  if (current !== text) {
    console.error('src/client/components/ui/icons.ts is out of date: run `node scripts/icons.mjs`');
    process.exit(1);
  }
} else {
  writeFileSync(out, text);
  console.log(`icons.ts: ${names.length} icons`);
}

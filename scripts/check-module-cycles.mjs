// Fails when the API's modules (api/src/modules/*) or the PWA's features (pwa/src/features/*) import
// each other in a cycle: a module may only import those below it (docs/decisions/020-api-module-layers.md).
// Builds the folder-level graph from the static, re-export and dynamic imports of non-test files
// (relative paths and the tsconfig path aliases; type-only imports count too), prints each strongly
// connected set of folders with one example import per edge, and exits 1 if there is one.
//   node scripts/check-module-cycles.mjs          both sections
//   node scripts/check-module-cycles.mjs api      the API's modules only (pwa: the features only)
//   --edges                                       also lists every import between folders
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const SECTIONS = {
  api: { title: 'API modules', folder: 'api/src/modules', source: /\.ts$/ },
  pwa: { title: 'PWA features', folder: 'pwa/src/features', source: /\.tsx?$/ },
};
const TEST_FILE = /\.test\.tsx?$/;

const IMPORT = /^[ \t]*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]|^[ \t]*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** The modules a source file imports: each specifier with its 1-based line and the statement on one line. */
export function importsOf(source) {
  const found = [];
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    const line = source.slice(0, match.index).split('\n').length;
    found.push({ specifier, line, text: match[0].trim().replace(/\s+/g, ' ') });
  }
  return found;
}

/**
 * The strongly connected sets of a directed graph (Map of node -> Set of nodes) that hold a cycle: two
 * or more nodes, or one that imports itself. Each set is sorted, and the sets by their first node.
 */
export function findCycles(graph) {
  const nodes = new Set(graph.keys());
  for (const targets of graph.values()) for (const target of targets) nodes.add(target);
  const index = new Map();
  const lowest = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  let next = 0;
  // Tarjan's algorithm; the graphs are a few dozen folders, so recursion is shallow.
  const visit = (node) => {
    index.set(node, next);
    lowest.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        lowest.set(node, Math.min(lowest.get(node), lowest.get(target)));
      } else if (onStack.has(target)) {
        lowest.set(node, Math.min(lowest.get(node), index.get(target)));
      }
    }
    if (lowest.get(node) !== index.get(node)) return;
    const members = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      members.push(member);
    } while (member !== node);
    if (members.length > 1 || graph.get(node)?.has(node)) cycles.push(members.sort());
  };
  for (const node of [...nodes].sort()) if (!index.has(node)) visit(node);
  return cycles.sort((a, b) => a[0].localeCompare(b[0]));
}

/** tsconfig's `paths` as [prefix, folder] pairs, e.g. ['@/', '<root>/pwa/src/']. */
function pathAliases() {
  const { compilerOptions } = JSON.parse(readFileSync(join(ROOT, 'tsconfig.json'), 'utf8'));
  const base = resolve(ROOT, compilerOptions.baseUrl ?? '.');
  return Object.entries(compilerOptions.paths ?? {}).map(([alias, [target]]) => [alias.replace(/\*$/, ''), resolve(base, target.replace(/\*$/, '')) + sep]);
}

function sourceFiles(folder, source) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && source.test(entry.name) && !TEST_FILE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The folder graph of one section, with the first import seen for each edge. */
function folderGraph({ folder, source }, aliases) {
  const top = join(ROOT, folder);
  // A file's top folder; an import of the folder itself (`@/features/orders`, its index.ts) counts too.
  const folderOf = (path) => {
    const inside = relative(top, path);
    if (inside === '' || inside.startsWith('..')) return undefined;
    const [first, ...rest] = inside.split(sep);
    return rest.length > 0 || statSync(join(top, first), { throwIfNoEntry: false })?.isDirectory() ? first : undefined;
  };
  const graph = new Map();
  const examples = new Map();
  for (const file of sourceFiles(top, source)) {
    const from = folderOf(file);
    for (const { specifier, line, text } of importsOf(readFileSync(file, 'utf8'))) {
      const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
      const target = specifier.startsWith('.') ? resolve(dirname(file), specifier) : alias && alias[1] + specifier.slice(alias[0].length);
      const to = target && folderOf(target);
      if (!to || to === from) continue;
      if (!graph.has(from)) graph.set(from, new Set());
      graph.get(from).add(to);
      const edge = `${from} -> ${to}`;
      if (!examples.has(edge)) examples.set(edge, `${relative(ROOT, file)}:${line}  ${text}`);
    }
  }
  return { graph, examples };
}

function report(section, aliases, listEdges) {
  const { graph, examples } = folderGraph(section, aliases);
  const cycles = findCycles(graph);
  console.log(`${section.title} (${section.folder}/*): ${cycles.length ? `${cycles.length} cycle(s)` : 'no cycles'}`);
  if (listEdges) for (const from of [...graph.keys()].sort()) console.log(`  ${from} -> ${[...graph.get(from)].sort().join(', ')}`);
  for (const members of cycles) {
    console.log(`  cycle among ${members.join(', ')}:`);
    for (const from of members) {
      for (const to of [...(graph.get(from) ?? [])].sort()) {
        if (members.includes(to)) console.log(`    ${from} -> ${to}  ${examples.get(`${from} -> ${to}`)}`);
      }
    }
  }
  return cycles.length;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const asked = process.argv.slice(2).filter((arg) => arg !== '--edges');
  const unknown = asked.filter((name) => !(name in SECTIONS));
  if (unknown.length) {
    console.error(`Unknown section ${unknown.join(', ')}: use ${Object.keys(SECTIONS).join(' or ')}.`);
    process.exit(2);
  }
  const aliases = pathAliases();
  let cycles = 0;
  for (const name of asked.length ? asked : Object.keys(SECTIONS)) cycles += report(SECTIONS[name], aliases, process.argv.includes('--edges'));
  process.exit(cycles ? 1 : 0);
}

import { describe, expect, it } from 'vitest';
import { findCycles, importsOf } from './check-module-cycles.mjs';

const graphOf = (edges: Record<string, string[]>) => new Map(Object.entries(edges).map(([from, to]) => [from, new Set(to)]));

describe('findCycles', () => {
  it('finds none in a layered graph', () => {
    expect(findCycles(graphOf({ admin: ['orders', 'mail'], orders: ['products'], payments: ['orders', 'products'] }))).toEqual([]);
  });

  it('returns each strongly connected set once, sorted', () => {
    const graph = graphOf({ orders: ['readings'], readings: ['admin'], admin: ['orders', 'mail'], mail: [], auth: ['notifications'], notifications: ['auth'] });
    expect(findCycles(graph)).toEqual([
      ['admin', 'orders', 'readings'],
      ['auth', 'notifications'],
    ]);
  });

  it('counts a folder that imports itself, and a target with no edges of its own', () => {
    expect(findCycles(graphOf({ orders: ['orders', 'products'] }))).toEqual([['orders']]);
  });
});

describe('importsOf', () => {
  it('reads static, type-only, multi-line, re-export, side-effect and dynamic imports with their lines', () => {
    const source = [
      "import { a } from '../orders/a';",
      "import type {",
      '  B,',
      "} from '@/features/account/b';",
      "export { c } from './c';",
      "import './styles.css';",
      "const lazy = () => import('../admin/lazy');",
      "const text = Array.from('abc');",
    ].join('\n');
    expect(importsOf(source)).toEqual([
      { specifier: '../orders/a', line: 1, text: "import { a } from '../orders/a'" },
      { specifier: '@/features/account/b', line: 2, text: "import type { B, } from '@/features/account/b'" },
      { specifier: './c', line: 5, text: "export { c } from './c'" },
      { specifier: './styles.css', line: 6, text: "import './styles.css'" },
      { specifier: '../admin/lazy', line: 7, text: "import('../admin/lazy')" },
    ]);
  });
});

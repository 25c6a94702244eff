/** Types of scripts/check-module-cycles.mjs, for its unit test. */
export interface FoundImport {
  specifier: string;
  line: number;
  text: string;
}
export function importsOf(source: string): FoundImport[];
export function findCycles(graph: Map<string, Set<string>>): string[][];

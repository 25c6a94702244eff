import { readFileSync } from 'node:fs';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The walls between the PWA's rooms are lint rules (eslint.config.js). A rule that silently stops
 * applying (a lost parser setting, a zone that no longer matches a folder) would let the rooms grow
 * together again unnoticed, so these plant each kind of forbidden import and expect lint to refuse it.
 * Nothing is written to disk: each planted file is linted as text under a real path.
 */
let eslint: ESLint;

async function ruleIds(code: string, filePath: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((message: Linter.LintMessage) => message.ruleId);
}

describe('the walls between rooms', () => {
  beforeAll(() => {
    eslint = new ESLint();
  });

  it("refuses a feature's import of another feature's internals, and accepts its index", async () => {
    const planted = 'pwa/src/features/home/planted.ts';
    expect(await ruleIds("export { useOrder } from '@/features/readings/api/get-order';\n", planted)).toContain('import-x/no-restricted-paths');
    expect(await ruleIds("export { useOrder } from '@/features/readings';\n", planted)).toEqual([]);
  }, 60_000);

  it('refuses any feature import from lib/ and components/, and an import of app/ from a feature', async () => {
    expect(await ruleIds("export { useOrder } from '@/features/readings';\n", 'pwa/src/lib/planted.ts')).toContain('import-x/no-restricted-paths');
    expect(await ruleIds("export { useOrder } from '@/features/readings';\n", 'pwa/src/components/ui/planted.ts')).toContain('import-x/no-restricted-paths');
    expect(await ruleIds("export { AppRoutes } from '@/app/router';\n", 'pwa/src/features/home/planted.ts')).toContain('import-x/no-restricted-paths');
  }, 60_000);

  it('refuses an import cycle', async () => {
    // error-messages.ts imports api-error.ts: api-error.ts importing it back closes a cycle.
    const apiError = 'pwa/src/lib/api-error.ts';
    const closed = `${readFileSync(apiError, 'utf8')}\nexport { errorMessage } from './error-messages';\n`;
    expect(await ruleIds(closed, apiError)).toContain('import-x/no-cycle');
    expect(await ruleIds(readFileSync(apiError, 'utf8'), apiError)).toEqual([]);
  }, 60_000);
});

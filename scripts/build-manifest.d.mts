/** Types of scripts/build-manifest.mjs, for the TypeScript build scripts that use it. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

export const APP_ENTRY: string;
export function readBuildManifest(outDir: string): BuildManifest;
export function staticImportClosure(manifest: BuildManifest, keys: readonly string[]): Map<string, string>;

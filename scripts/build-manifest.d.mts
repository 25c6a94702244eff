/** Types of scripts/build-manifest.mjs, for the TypeScript build scripts that use it. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

export function readBuildManifest(outDir: string): BuildManifest;
export function pageEntryKey(manifest: BuildManifest): string | undefined;
export function appChunkKey(manifest: BuildManifest): string;
export function staticImportClosure(manifest: BuildManifest, keys: readonly string[]): Map<string, string>;

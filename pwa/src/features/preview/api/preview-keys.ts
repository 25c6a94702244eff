/** Query keys of the preview (sales and first-reading) feature, from one factory (ARCHITECTURE.md). */
export const previewKeys = {
  all: ['preview'] as const,
  socialProof: () => [...previewKeys.all, 'social-proof'] as const,
};

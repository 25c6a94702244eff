/** Query keys of the preview (sales and first-reading) feature, from one factory, so no key is typed twice. */
export const previewKeys = {
  all: ['preview'] as const,
  socialProof: () => [...previewKeys.all, 'social-proof'] as const,
};

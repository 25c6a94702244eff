/**
 * How a server-rendered page (server-rendered-pages.ts) names its scripts. A file of its own, with
 * no imports: the boot script reads it before the first paint, and carries nothing else.
 */

/**
 * Each page's scripts (JSON: pattern → built files), beside the module: what the app loads to hydrate
 * the page, found by the build in its manifest. The page names them in its HTML, so the browser asks
 * for them side by side instead of finding each when the one that imports it arrives.
 */
export const SERVER_PAGE_CHUNKS = 'page-chunks.json';

/**
 * Where the page names its scripts: a `<template>` of `<link rel="modulepreload">` elements, inert
 * until the boot script (pwa/src/boot.ts) moves them into the head after the first paint, so they do
 * not share the network with what the first paint waits for.
 */
export const PAGE_CHUNKS_ELEMENT_ID = 'page-chunks';

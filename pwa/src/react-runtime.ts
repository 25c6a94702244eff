/**
 * React's runtime, which the boot script evaluates one task before the app (src/boot.ts): together
 * they were the landing page's longest task after its first paint. Nothing is exported; the
 * app imports React itself, and the build puts both in one chunk (scripts/first-load-chunks.ts).
 */
import 'react';
import 'react-dom/client';

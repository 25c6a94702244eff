/**
 * The page's only script tag. A page is painted from its HTML first, and the app is asked for after
 * that first frame: a prerendered page's text, or the app shell's loading state, never waits
 * for the app's download, parse or hydration. A root with nothing in it (the dev server's page)
 * has nothing to show without the app, which starts at once.
 */
// The styles stay with the page's HTML (a stylesheet link the build inlines where critical), not the app.
import './styles/app.css';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// React's runtime is evaluated first, and the app one task later: a module graph is evaluated in one
// task, and React with the app was the longest the landing page ran after its first paint. On a
// prerendered page the app's chunk is asked for once the runtime's has arrived, one round trip later
// than together (the app shell preloads both).
const start = () => void import('./react-runtime').then(nextTask).then(() => import('./main'));

if (document.getElementById('root')?.hasChildNodes()) requestAnimationFrame(() => setTimeout(start, 0));
else start();

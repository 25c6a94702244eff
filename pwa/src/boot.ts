/**
 * The page's only script tag. A prerendered page (issue 13) is painted from its HTML first, and the app
 * that hydrates it is asked for after that first frame: the hero's text never waits for the app's
 * download, parse or hydration. An empty app shell has nothing to show without the app, which starts
 * at once.
 */
// The styles stay with the page's HTML (a stylesheet link the build inlines where critical), not the app.
import './styles/app.css';

const start = () => void import('./main');

if (document.getElementById('root')?.hasChildNodes()) requestAnimationFrame(() => setTimeout(start, 0));
else start();

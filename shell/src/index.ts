import { firstScreenPainted } from './firstScreen';
// The site's styles belong to the page itself: a page rendered on the server is styled at first paint.
import './styles.css';

/** Ends the current task, so the browser can answer input before the next stage starts. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

// zod (in the remotes' bundles) reads its settings from this global, shared by every copy: with its
// JIT probe off, its `new Function('')` never meets the CSP (script-src without 'unsafe-eval'),
// which refuses it and, though zod catches the error, reports a violation. Set before any remote loads.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

const root = document.getElementById('root')!;
// Async boundary: Module Federation negotiates the shared singletons before bootstrap runs. A page
// rendered on the server starts its scripts once its first screen is painted; React DOM, the
// largest module, is evaluated in a task of its own, the app in the next.
void (root.hasChildNodes() ? firstScreenPainted(root) : Promise.resolve())
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./bootstrap'));

import { loadShare } from '@module-federation/enhanced/runtime';
import { firstScreenPainted } from './firstScreen';
// The site's styles belong to the page itself: a page rendered on the server is styled at first paint.
import './styles.css';

/** Ends the current task, so the browser can answer input before the next stage starts. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

// zod (in the remotes' bundles) reads its settings from this global, shared by every copy: with its
// JIT probe off, its `new Function('')` never meets the CSP (script-src without 'unsafe-eval'),
// which refuses it and, though zod catches the error, reports a violation. Set before any remote loads.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

/** Settles once the document is parsed: this script is `async`, so it may run before `#root` exists. */
const documentParsed = () =>
  document.readyState === 'loading'
    ? new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }))
    : Promise.resolve();

// Async boundary: Module Federation negotiates the shared singletons before bootstrap runs. A page
// rendered on the server starts its scripts once its first screen is painted. The largest shared
// modules are then evaluated one per task, the app last: evaluated together they were one long
// task that a tap meanwhile had to wait for.
const stages = [
  () => import('react'),
  // React DOM's chunk is compiled in one task (loadShare fetches a shared module without running
  // it), its module run in the next.
  () => loadShare('react-dom/client'),
  () => import('react-dom/client'),
  () => import('@tanstack/react-query'),
  () => import('react-router'),
  () => import('@atelier/ui'),
  () => import('./bootstrap'),
];
void documentParsed()
  .then(() => {
    const root = document.getElementById('root')!;
    return root.hasChildNodes() ? firstScreenPainted(root) : undefined;
  })
  .then(() => stages.reduce((previous, stage) => previous.then(nextTask).then(stage), Promise.resolve<unknown>(undefined)));

// The site's styles belong to the page itself: a page rendered on the server is styled at first paint.
import './styles.css';

// Async boundary: Module Federation negotiates the shared singletons before bootstrap runs.
void import('./bootstrap');

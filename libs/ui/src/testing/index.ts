/**
 * @atelier/ui/testing: the one way every app's specs render a page and answer its calls. Not part
 * of any bundle: only specs import it.
 */
export { mockApi, TEST_RUNTIME_CONFIG, type Answer, type AnswerBody, type RecordedCall } from './mockApi';
export { cleanup, hydratePage, renderPage, renderSettled, settle, type PageOptions } from './renderPage';

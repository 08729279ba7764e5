/**
 * `@atelier/ui/dialog`: modal dialogs on Radix Dialog. A subpath, not part of the shared
 * singleton, so the visitor's first page load does not carry it; each app that opens dialogs
 * bundles it. Dialogs render in a portal: wrap the app's pages in `PortalScopeProvider` so a
 * remote's scoped utilities still style them.
 */
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { Dialog, DialogClose, DialogContent, DialogTrigger, type DialogContentProps } from './Dialog';
export { PortalScopeProvider, usePortalScope } from './PortalScope';

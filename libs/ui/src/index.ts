/**
 * @atelier/ui: the design system and browser glue every front-end app shares. It is a Module
 * Federation singleton, so module-level state (the toast store) is one per page.
 */
export { apiRequest, getJson } from './api';
export { AppProviders } from './AppProviders';
export { buttonClass, type ButtonVariant } from './button';
export { ErrorBoundary, type ErrorBoundaryProps } from './ErrorBoundary';
export { createQueryClient } from './queryClient';
export { RemoteScope } from './RemoteScope';
export { renderStandalone } from './renderStandalone';
export { Skeleton } from './Skeleton';
export { dismissToast, toast, useToast, type Toast, type ToastOptions, type ToastVariant } from './toast';
export { Toaster } from './Toaster';

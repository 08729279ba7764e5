/**
 * @atelier/ui: the design system and browser glue every front-end app shares. It is a Module
 * Federation singleton, so module-level state (the toast store, the runtime config) is one per page.
 * Everything exported here ships with the shell's first page load: keep it small.
 */
export { ApiError, call, isUnauthorized, refusalOf } from './api';
export { AppProviders } from './AppProviders';
export { buttonClass, type ButtonVariant } from './button';
export { useFeaturedPaintings } from './catalog/featuredPaintings';
export { CurrencyProvider, Price, useCurrency, type CurrencyContextValue, type PricedAs } from './currency/CurrencyProvider';
export {
  announceCurrency,
  CURRENCY_CHANGED_EVENT,
  CURRENCY_STORAGE_KEY,
  currencyCookie,
  currencyForCountry,
  currencyFromCookie,
  fetchExchangeRates,
  readSavedCurrency,
  type CurrencyChangedDetail,
} from './currency/preferences';
export {
  convertPrice,
  formatAmount,
  formatMoney,
  formatPrice,
  formatStoredPrice,
  parsePrice,
  PRICE_UNAVAILABLE,
  type Rates,
} from './currency/price';
export { FORM_NAME_FIELD, formResultQueryKey, useFormResult } from './formResult';
export { ErrorBoundary, type ErrorBoundaryProps } from './ErrorBoundary';
export { useHydrated, useKeepChangedBeforeHydration, useKeepTypedBeforeHydration, useNewPageAtTop } from './hydrated';
export { HydrateOnView } from './HydrateOnView';
export { ResponsivePicture, type ResponsivePictureProps } from './media/ResponsivePicture';
export { fallbackSrc, largestSrc, srcSetFor } from './media/srcset';
export { Overlay, type OverlayProps } from './overlay/Overlay';
export { lockPageScroll, useScrollLock } from './overlay/scrollLock';
export { BackgroundFilm, FilmPlayerDialog, playableFilm } from './overlay/Film';
export { FilmDialog, VideoDialog, videoEmbedUrl } from './overlay/VideoDialog';
export { createQueryClient } from './queryClient';
export { RemoteScope, useRemoteScope } from './RemoteScope';
export { renderStandalone } from './renderStandalone';
export {
  EMPTY_RUNTIME_CONFIG,
  loadRuntimeConfig,
  resetRuntimeConfig,
  RUNTIME_CONFIG_QUERY_KEY,
  setRuntimeConfig,
  useRuntimeConfig,
} from './runtime/runtimeConfig';
export { readPageData } from './pageData';
export { SITE_SETTINGS_QUERY_KEY, useSiteSettings } from './site/siteSettings';
export { Skeleton } from './Skeleton';
export { dismissToast, toast, useToast, type Toast, type ToastOptions, type ToastVariant } from './toast';
export { Toaster } from './Toaster';
export { apiErrorMessage, refusalReason, serverFieldErrors, serverMessage, type FieldError } from './apiErrorMessage';
export { Spinner, type SpinnerProps } from './Spinner';

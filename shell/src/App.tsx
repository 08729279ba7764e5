import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { Layout } from './layout/Layout';
import { HomePage } from './pages/home/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RemotePage } from './remotes/RemotePage';

// Long static texts few visitors open: not part of the first page's JavaScript.
const PrivacyPolicyPage = lazy(() => import('./pages/legal/PrivacyPolicyPage').then((module) => ({ default: module.PrivacyPolicyPage })));
const TermsOfServicePage = lazy(() =>
  import('./pages/legal/TermsOfServicePage').then((module) => ({ default: module.TermsOfServicePage })),
);

/** The route table (requirements §2); remote pages load on demand. */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="collection" element={<RemotePage id="shop/CollectionPage" />} />
        <Route path="paintings" element={<RemotePage id="shop/CollectionPage" />} />
        <Route path="painting/:id" element={<RemotePage id="shop/PaintingDetailPage" />} />
        <Route path="commissions" element={<RemotePage id="shop/CommissionsPage" />} />
        <Route path="checkout/:paintingId" element={<RemotePage id="shop/CheckoutPage" />} />
        <Route path="adventures" element={<RemotePage id="adventures/AdventuresPage" />} />
        <Route path="booking" element={<RemotePage id="adventures/BookingPage" />} />
        <Route path="booking/confirm" element={<RemotePage id="adventures/BookingConfirmPage" />} />
        <Route path="certificate/:code" element={<RemotePage id="shop/CertificatePage" />} />
        <Route path="newsletter/confirm" element={<RemotePage id="shop/NewsletterConfirmPage" />} />
        <Route path="newsletter/unsubscribe" element={<RemotePage id="shop/NewsletterUnsubscribePage" />} />
        <Route
          path="privacy-policy"
          element={
            <Suspense fallback={null}>
              <PrivacyPolicyPage />
            </Suspense>
          }
        />
        <Route
          path="terms-of-service"
          element={
            <Suspense fallback={null}>
              <TermsOfServicePage />
            </Suspense>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      {/* Admin pages bring their own frame (mfe-admin): no public navigation or footer. */}
      <Route path="admin" element={<RemotePage id="admin/AdminPage" />} />
      <Route path="admin/login" element={<RemotePage id="admin/LoginPage" />} />
      <Route path="admin-login" element={<RemotePage id="admin/LoginPage" />} />
      <Route path="password-reset/:token?" element={<RemotePage id="admin/PasswordResetPage" />} />
    </Routes>
  );
}

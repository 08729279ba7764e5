import { Spinner, useNewPageAtTop } from '@atelier/ui';
import { PortalScopeProvider } from '@atelier/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@atelier/ui/tabs';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { forgetSession, useAdminStatus, useSignInAgainOn401 } from '../../auth/api/adminSession';
import { BookingsTab } from '../../bookings/components/BookingsTab';
import { EnquiriesTab } from '../../enquiries/components/EnquiriesTab';
import { CustomersTab } from '../../customers/components/CustomersTab';
import { NewsletterTab } from '../../newsletter/components/NewsletterTab';
import { OrdersTab } from '../../orders/components/OrdersTab';
import { PaintingsTab } from '../../paintings/components/PaintingsTab';
import { SaleAction } from '../../sell/components/SaleAction';
import { SiteTab } from '../../site/components/SiteTab';
import { AdminHeader } from './AdminHeader';
import { FailedWorkPanel } from './FailedWorkPanel';
import { WorkSummaryPanel } from './WorkSummaryPanel';

/** The Paintings tab with the sell feature's action on each row (the dashboard composes the features). */
function PaintingsPanel() {
  return <PaintingsTab saleAction={(painting) => <SaleAction painting={painting} />} />;
}

/** The dashboard's tabs (requirements §2); the chosen one is kept in `?tab=` so a reload stays on it. */
const TABS = [
  { value: 'paintings', label: 'Paintings', Panel: PaintingsPanel },
  { value: 'bookings', label: 'Bookings', Panel: BookingsTab },
  { value: 'customers', label: 'Customers', Panel: CustomersTab },
  { value: 'newsletter', label: 'Newsletter', Panel: NewsletterTab },
  { value: 'enquiries', label: 'Enquiries', Panel: EnquiriesTab },
  { value: 'orders', label: 'Orders', Panel: OrdersTab },
  { value: 'site', label: 'Site', Panel: SiteTab },
] as const;

type TabValue = (typeof TABS)[number]['value'];
const DEFAULT_TAB: TabValue = 'paintings';

function isTab(value: string | null): value is TabValue {
  return TABS.some((tab) => tab.value === value);
}

/**
 * /admin: checks the admin status first (spinner), sends a signed-out visitor to
 * /admin/login, then shows 'Admin Dashboard' with its tabs.
 */
export function AdminPage() {
  const status = useAdminStatus();
  const queryClient = useQueryClient();
  const loggedOut = useRef(false);
  useSignInAgainOn401();

  useNewPageAtTop(useLocation().pathname);

  // After Logout the session and its data leave the cache, once the dashboard (and every query on it) is gone.
  useEffect(
    () => () => {
      if (loggedOut.current) forgetSession(queryClient);
    },
    [queryClient],
  );

  if (status.isPending) {
    return (
      <main className="flex min-h-dvh items-center justify-center" data-testid="admin-status-check">
        <Spinner label="Checking sign-in" />
      </main>
    );
  }
  if (!status.data?.authenticated) return <Navigate to="/admin/login" replace />;

  return (
    <PortalScopeProvider name="admin">
      <Dashboard onLoggedOut={() => (loggedOut.current = true)} />
    </PortalScopeProvider>
  );
}

function Dashboard({ onLoggedOut }: { onLoggedOut: () => void }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab = isTab(requested) ? requested : DEFAULT_TAB;

  const selectTab = (value: string) =>
    setSearchParams(
      (params) => {
        if (value === DEFAULT_TAB) params.delete('tab');
        else params.set('tab', value);
        return params;
      },
      { replace: true },
    );

  return (
    <div className="min-h-dvh bg-paper">
      <AdminHeader onLoggedOut={onLoggedOut} />
      <main className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6">
        <WorkSummaryPanel onOpen={selectTab} />
        <FailedWorkPanel />
        <Tabs value={tab} onValueChange={selectTab} className="mt-8">
          <TabsList aria-label="Admin sections" wrap>
            {TABS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value} data-testid={`admin-tab-${value}`}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map(({ value, Panel }) => (
            <TabsContent key={value} value={value} className="pt-6">
              <Panel />
            </TabsContent>
          ))}
        </Tabs>
      </main>
    </div>
  );
}

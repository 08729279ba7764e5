import { Spinner } from '@atelier/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { LogOutIcon } from '../../../components/icons';
import { useLogout } from '../../auth/api/adminSession';
import { AccountDialog } from '../../auth/components/AccountDialog';

/** The dashboard's own top bar (no public navigation): title, a way to the site, her account, Logout. */
export function AdminHeader({ onLoggedOut }: { onLoggedOut: () => void }) {
  const logout = useLogout(onLoggedOut);
  const [account, setAccount] = useState(false);

  return (
    <header className="border-b border-line bg-paper-deep">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-4 sm:px-6 sm:py-5">
        <div className="min-w-0">
          <p className="text-[0.625rem] tracking-[0.3em] text-ink-soft uppercase">Site administration</p>
          <h1 className="mt-1 text-xl sm:text-3xl">Admin Dashboard</h1>
        </div>
        <div className="flex shrink-0 items-center gap-2 sm:gap-4">
          <Link to="/" className="hidden text-sm text-ink-soft transition-colors hover:text-accent sm:inline">
            View site
          </Link>
          <button
            type="button"
            onClick={() => setAccount(true)}
            data-testid="admin-account"
            className="rounded-sm px-2 py-2 text-sm text-ink-soft transition-colors hover:text-accent"
          >
            Account
          </button>
          <button
            type="button"
            onClick={() => logout.mutate()}
            disabled={logout.isPending}
            data-testid="admin-logout"
            className="inline-flex items-center gap-2 rounded-sm border border-line bg-paper px-3 py-2 text-sm transition-colors hover:border-ink disabled:opacity-60"
          >
            {logout.isPending ? <Spinner label={null} className="h-4 w-4" /> : <LogOutIcon />}
            Logout
          </button>
        </div>
      </div>
      {account && <AccountDialog onClose={() => setAccount(false)} />}
    </header>
  );
}

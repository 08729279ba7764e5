import { Route, Routes } from 'react-router';
import { Layout } from './layout/Layout';
import { HomePage } from './pages/HomePage';
import { NotFoundPage } from './pages/NotFoundPage';
import { RemotePage } from './remotes/RemotePage';

/** The route table (SPEC §2); remote pages load on demand. */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="collection" element={<RemotePage id="shop/CollectionPage" />} />
        <Route path="paintings" element={<RemotePage id="shop/CollectionPage" />} />
        <Route path="adventures" element={<RemotePage id="adventures/AdventuresPage" />} />
        <Route path="admin" element={<RemotePage id="admin/AdminPage" />} />
        <Route path="admin/login" element={<RemotePage id="admin/LoginPage" />} />
        <Route path="admin-login" element={<RemotePage id="admin/LoginPage" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

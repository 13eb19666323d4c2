import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { MessageProvider } from '../../lib/message';
import { ADMIN_SECTIONS } from './admin-sections';
import { AdminLayout, SectionGate } from './admin-layout';
import './admin.css';

const LoginPage = lazy(() => import('./login-page'));
const HomePage = lazy(() => import('./home-page'));
const SetPasswordPage = lazy(() => import('./link-pages').then((m) => ({ default: m.SetPasswordPage })));
const ForgotPasswordPage = lazy(() => import('./link-pages').then((m) => ({ default: m.ForgotPasswordPage })));
/** The shared door phone's page: a door link's session, no back-office shell (it reaches nothing else). */
const DoorLinkPage = lazy(() => import('../../features/registrations/door-link-page'));

/**
 * Everything under /admin: its own routes, layout and session, in chunks of their own (the
 * public router knows only the path '/admin/*'). No third-party script is ever added here.
 */
export default function AdminApp() {
  return (
    <MessageProvider>
      <Suspense fallback={<p className="admin-loading">Loading…</p>}>
        <Routes>
          <Route path="login" element={<LoginPage />} />
          <Route path="set-password" element={<SetPasswordPage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="check-in/door" element={<DoorLinkPage />} />
          <Route element={<AdminLayout />}>
            <Route index element={<HomePage />} />
            {ADMIN_SECTIONS.map((s) => (
              <Route key={s.path} path={`${s.path}/*`} element={<SectionGate section={s} />} />
            ))}
            <Route path="*" element={<p>Not found</p>} />
          </Route>
        </Routes>
      </Suspense>
    </MessageProvider>
  );
}

import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@/lib/session/session-store';
import { decideAccess, type Access } from './guards';

/** Renders its routes only for those `access` admits; sends everyone else where they belong. */
export const Guard = ({ access, children }: { access: Access; children?: ReactNode }) => {
  const session = useSession();
  const location = useLocation();
  const decision = decideAccess(access, session, location);
  // While waiting, the root layout shows the initializing overlay.
  if (decision.kind === 'wait') return null;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children ?? <Outlet />}</>;
};

import { signInPathFor, sanitizeRedirect } from '@/lib/safe-redirect';
import { isSignedIn, ownsAgent, type SessionSnapshot } from '@/lib/session/session-store';

// Who may open a route (spec sections 2, 5 and 6; the choices for routes whose guard the
// spec does not show are in docs/decisions/routes-and-guards.md).
export type Access = 'public' | 'guest' | 'signed-in' | 'agent-owner';

export type GuardDecision = { kind: 'allow' } | { kind: 'wait' } | { kind: 'redirect'; to: string };

export interface GuardLocation {
  pathname: string;
  search: string;
  hash: string;
}

type GuardSession = Pick<SessionSnapshot, 'token' | 'user' | 'agentIds' | 'agentCount' | 'initializing'> & Partial<Pick<SessionSnapshot, 'loggedOut'>>;

export const decideAccess = (access: Access, session: GuardSession, location: GuardLocation): GuardDecision => {
  if (access === 'public') return { kind: 'allow' };
  // Until the session check and the bootstrap are done nobody can tell who is here.
  if (session.initializing) return { kind: 'wait' };
  const signedIn = isSignedIn(session as SessionSnapshot);
  if (access === 'guest') {
    if (!signedIn) return { kind: 'allow' };
    return { kind: 'redirect', to: sanitizeRedirect(new URLSearchParams(location.search).get('redirect')) };
  }
  if (!signedIn) {
    // After an explicit logout there is nothing to return to.
    if (session.loggedOut) return { kind: 'redirect', to: '/sign-in' };
    return { kind: 'redirect', to: signInPathFor(`${location.pathname}${location.search}${location.hash}`) };
  }
  if (access === 'agent-owner' && !ownsAgent(session as SessionSnapshot)) return { kind: 'redirect', to: '/onboarding' };
  return { kind: 'allow' };
};

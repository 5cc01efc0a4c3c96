import { describe, expect, it } from 'vitest';
import type { User } from '@/api/generated/model';
import { decideAccess, type Access } from './guards';

const user = { id: 'usr_1', email: 'fan@kizuna.example' } as User;
const guest = { token: null, user: null, agentIds: [], agentCount: 0, initializing: false };
const fan = { token: 't', user, agentIds: [], agentCount: 0, initializing: false };
const creator = { token: 't', user, agentIds: ['agt_1'], agentCount: 1, initializing: false };
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('decideAccess', () => {
  it('lets everyone open public routes', () => {
    for (const session of [guest, fan, creator, { ...guest, initializing: true }]) {
      expect(decideAccess('public', session, at('/demo/aoi_draws/chats'))).toEqual({ kind: 'allow' });
    }
  });

  it('waits while the session is initializing', () => {
    for (const access of ['guest', 'signed-in', 'agent-owner'] as Access[]) {
      expect(decideAccess(access, { ...fan, initializing: true }, at('/profile'))).toEqual({ kind: 'wait' });
    }
  });

  it('refuses guest-only routes to signed-in users', () => {
    expect(decideAccess('guest', guest, at('/sign-in'))).toEqual({ kind: 'allow' });
    expect(decideAccess('guest', fan, at('/sign-in'))).toEqual({ kind: 'redirect', to: '/chats' });
    expect(decideAccess('guest', creator, at('/sign-up/setup-account'))).toEqual({ kind: 'redirect', to: '/chats' });
  });

  it('sends a signed-in user on a guest-only route to a safe ?redirect=', () => {
    expect(decideAccess('guest', fan, at('/sign-in', '?redirect=%2Fprofile%3Ftab%3D1'))).toEqual({ kind: 'redirect', to: '/profile?tab=1' });
    expect(decideAccess('guest', fan, at('/sign-in', '?redirect=%2F%2Fevil.com'))).toEqual({ kind: 'redirect', to: '/chats' });
    expect(decideAccess('guest', fan, at('/sign-in', '?redirect=https%3A%2F%2Fevil.com'))).toEqual({ kind: 'redirect', to: '/chats' });
  });

  it('sends guests on signed-in routes to sign in, remembering where they were going', () => {
    expect(decideAccess('signed-in', guest, at('/profile', '?tab=1', '#x'))).toEqual({
      kind: 'redirect',
      to: '/sign-in?redirect=%2Fprofile%3Ftab%3D1%23x',
    });
    expect(decideAccess('signed-in', guest, at('/chats'))).toEqual({ kind: 'redirect', to: '/sign-in' });
    expect(decideAccess('agent-owner', guest, at('/my-agent'))).toEqual({ kind: 'redirect', to: '/sign-in?redirect=%2Fmy-agent' });
  });

  it('sends a user who just logged out to a plain sign-in page', () => {
    expect(decideAccess('signed-in', { ...guest, loggedOut: true }, at('/my-agent'))).toEqual({ kind: 'redirect', to: '/sign-in' });
  });

  it('treats a token without a user, or a user without a token, as signed out', () => {
    expect(decideAccess('signed-in', { ...guest, token: 't' }, at('/chats'))).toEqual({ kind: 'redirect', to: '/sign-in' });
    expect(decideAccess('signed-in', { ...guest, user }, at('/chats'))).toEqual({ kind: 'redirect', to: '/sign-in' });
  });

  it('sends users without an agent from agent-owner routes to onboarding', () => {
    expect(decideAccess('agent-owner', fan, at('/my-agent/statistics'))).toEqual({ kind: 'redirect', to: '/onboarding' });
    expect(decideAccess('agent-owner', creator, at('/my-agent/statistics'))).toEqual({ kind: 'allow' });
    expect(decideAccess('signed-in', fan, at('/my-agent/agent-setting/edit'))).toEqual({ kind: 'allow' });
  });
});

import { env, type Stage } from '@/lib/env';

// The Google Identity Services client id differs between the production stage and the
// others (spec section 9). A stage-specific variable wins; VITE_GOOGLE_CLIENT_ID is the
// fallback for any stage (local development, a one-off build).
export interface GoogleClientIdVars {
  VITE_GOOGLE_CLIENT_ID?: string;
  VITE_GOOGLE_CLIENT_ID_PRODUCTION?: string;
  VITE_GOOGLE_CLIENT_ID_SANDBOX?: string;
}

export const pickGoogleClientId = (stage: Stage, vars: GoogleClientIdVars): string | undefined =>
  (stage === 'production' ? vars.VITE_GOOGLE_CLIENT_ID_PRODUCTION : vars.VITE_GOOGLE_CLIENT_ID_SANDBOX) || vars.VITE_GOOGLE_CLIENT_ID || undefined;

export const googleClientId = (): string | undefined => pickGoogleClientId(env.stage, import.meta.env as GoogleClientIdVars);

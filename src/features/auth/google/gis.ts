// Google Identity Services, loaded on demand: only a screen that shows the Google button
// outside mock mode adds the script, once. Nothing here runs in mock mode or in tests.
export const gisScriptUrl = 'https://accounts.google.com/gsi/client';

export interface GoogleCredentialResponse {
  credential: string;
}

export interface GoogleAccountsId {
  initialize: (config: { client_id: string; callback: (response: GoogleCredentialResponse) => void; ux_mode?: 'popup' | 'redirect'; use_fedcm_for_button?: boolean }) => void;
  renderButton: (
    parent: HTMLElement,
    options: { type?: 'standard' | 'icon'; theme?: 'outline' | 'filled_blue' | 'filled_black'; size?: 'large' | 'medium' | 'small'; text?: 'signin_with' | 'signup_with' | 'continue_with'; shape?: 'rectangular' | 'pill'; width?: number; locale?: string },
  ) => void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

let loading: Promise<GoogleAccountsId> | null = null;

export const loadGoogleIdentity = (): Promise<GoogleAccountsId> => {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = gisScriptUrl;
    script.async = true;
    script.defer = true;
    script.onload = () => {
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('Google Identity Services did not load'));
    };
    script.onerror = () => reject(new Error('Google Identity Services did not load'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    // A later screen may try again (a flaky network, a blocker switched off).
    loading = null;
    throw error;
  });
  return loading;
};

import { Box, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useI18nContext } from '@/i18n/i18n-react';
import { logError } from '@/lib/logger';
import { loadGoogleIdentity } from '../gis';
import { googleClientId } from '../google-config';
import type { GoogleButtonProps } from './google-button';

/** Outside mock mode: Google's own button, rendered by Google Identity Services. */
export const GisButton = ({ onCredential, emphasised, describedBy }: GoogleButtonProps) => {
  const { LL, locale } = useI18nContext();
  const clientId = googleClientId();
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    callback.current = onCredential;
  }, [onCredential]);

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    loadGoogleIdentity().then(
      (id) => {
        const parent = container.current;
        if (cancelled || !parent) return;
        id.initialize({ client_id: clientId, ux_mode: 'popup', callback: ({ credential }) => void callback.current(credential) });
        id.renderButton(parent, { type: 'standard', theme: 'outline', size: 'large', text: 'continue_with', shape: 'rectangular', width: Math.min(400, parent.offsetWidth || 320), locale });
      },
      (error: unknown) => {
        logError('Google Identity Services failed to load', error);
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, locale]);

  if (!clientId || failed) {
    return (
      <Text color="fg.muted" fontSize="sm" data-testid="google-unavailable">
        {clientId ? LL.auth.google.loadFailed() : LL.auth.google.notConfigured()}
      </Text>
    );
  }
  return (
    <Box
      ref={container}
      minH="44px"
      w="full"
      borderRadius="md"
      outline={emphasised ? '3px solid' : undefined}
      outlineColor="primary.focusRing"
      outlineOffset="2px"
      aria-describedby={describedBy}
      data-testid="google-button"
    />
  );
};

import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { ApiError } from '@/api/api-error';
import { useI18nContext } from '@/i18n/i18n-react';
import { isBotUserAgent } from '@/lib/is-bot';
import { logError } from '@/lib/logger';
import { RouteCheckFailed } from './route-check-failed';

export interface ErrorPageProps {
  /** HTTP-like status; 500 unless told. */
  status?: number;
  /** The error's own message; replaces "Internal Server Error" for statuses other than 404. */
  message?: string;
  /** A further line, e.g. the server's description. */
  description?: string;
  /** The original error, for the log. */
  error?: unknown;
}

/**
 * 404 gets "Page Not Found"; anything else "Internal Server Error" unless the error brings its
 * own message. Crawlers and bots see nothing: the error is only logged.
 */
export const ErrorPage = ({ status = 500, message, description, error }: ErrorPageProps) => {
  const { LL } = useI18nContext();
  const bot = isBotUserAgent();
  useEffect(() => {
    if (bot) logError(`error page suppressed for a bot (status ${status})`, error ?? message);
    else if (status >= 500) logError(`error page shown (status ${status})`, error ?? message);
  }, [bot, status, error, message]);
  if (bot) return null;
  const title = status === 404 ? LL.pages.error.notFoundTitle() : (message ?? LL.pages.error.internalTitle());
  // The error element replaces the route's own layout, so it brings the layout's padding itself
  // (it used to sit against the left edge of the window).
  return (
    <Container maxW="4xl" py="4" data-layout="error">
    <Stack gap="4" py="10" align="flex-start" data-testid="error-page" data-status={status}>
      <title>{`${title} | ${LL.app.name()}`}</title>
      <Text fontWeight="semibold" color="fg.muted">
        {LL.pages.error.status({ status })}
      </Text>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {description ? <Text data-testid="error-description">{description}</Text> : null}
      <Button asChild colorPalette="primary">
        <RouterLink to="/chats">{LL.pages.error.backHome()}</RouterLink>
      </Button>
    </Stack>
    </Container>
  );
};

/** An unmatched route: "Page not found: {path}". */
export const NotFoundPage = () => {
  const { LL } = useI18nContext();
  const { pathname } = useLocation();
  return <ErrorPage status={404} description={LL.pages.error.pageNotFound({ path: pathname })} />;
};

/** What a route threw (router/route-error-boundary.tsx): prefetch failures, route-check failures, render errors. */
export const RouteErrorPage = ({ error }: { error: unknown }) => {
  const { LL } = useI18nContext();
  const { pathname } = useLocation();
  if (error instanceof RouteCheckFailed) {
    return <ErrorPage status={error.status} description={LL.pages.error.routeCheckFailed({ path: pathname })} error={error} />;
  }
  if (error instanceof ApiError) {
    // The server's own status and description.
    return <ErrorPage status={error.status} message={error.status === 404 ? undefined : error.description || undefined} description={error.description} error={error} />;
  }
  const message = error instanceof Error && error.message ? error.message : undefined;
  return <ErrorPage status={500} message={message} error={error} />;
};

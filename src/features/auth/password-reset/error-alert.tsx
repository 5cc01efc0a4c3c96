import { Alert, Link } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';
import { Link as RouterLink } from 'react-router';

export interface ErrorAlertProps {
  title?: string;
  children: ReactNode;
  /** A way out, such as "Request a new link". */
  action?: { to: string; label: string };
  ref?: Ref<HTMLDivElement>;
}

/** A refusal the user must read: announced at once (role="alert") and kept on screen. */
export const ErrorAlert = ({ title, children, action, ref }: ErrorAlertProps) => (
  <Alert.Root status="error" role="alert" ref={ref} tabIndex={-1} data-testid="form-error">
    <Alert.Indicator />
    <Alert.Content>
      {title ? <Alert.Title>{title}</Alert.Title> : null}
      <Alert.Description>{children}</Alert.Description>
      {action ? (
        <Link asChild colorPalette="error" color="colorPalette.fg" fontWeight="semibold" mt="1" textDecoration="underline">
          <RouterLink to={action.to}>{action.label}</RouterLink>
        </Link>
      ) : null}
    </Alert.Content>
  </Alert.Root>
);

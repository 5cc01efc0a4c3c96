import { Alert } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface FormAlertProps {
  status?: 'error' | 'info' | 'warning' | 'success';
  children: ReactNode;
  id?: string;
  action?: ReactNode;
}

/**
 * A message about the whole form (a server answer that belongs to no field, a notice about
 * the flow). `role="alert"` so that screen readers announce it as soon as it appears.
 */
export const FormAlert = ({ status = 'error', children, id, action }: FormAlertProps) => (
  <Alert.Root status={status} role="alert" id={id} data-testid="form-alert" alignItems="flex-start">
    <Alert.Indicator />
    <Alert.Content gap="2">
      <Alert.Description>{children}</Alert.Description>
      {action}
    </Alert.Content>
  </Alert.Root>
);

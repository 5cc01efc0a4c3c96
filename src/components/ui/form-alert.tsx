import { Alert } from '@chakra-ui/react';
import { alertSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode, Ref } from 'react';
import { registerSlotRecipes } from '@/components/ui/recipes';

registerSlotRecipes({ alert: alertSlotRecipe });

export interface FormAlertProps {
  status?: 'error' | 'info' | 'warning' | 'success';
  title?: ReactNode;
  children: ReactNode;
  /** A way forward, such as "Send a new code" or a link to request a new e-mail. */
  action?: ReactNode;
  id?: string;
  /** Forms move focus here when a submit fails, so the message is read first. */
  ref?: Ref<HTMLDivElement>;
  testId?: string;
}

/**
 * A message about the whole form: a server answer that belongs to no field, or a notice
 * about the flow. `role="alert"` so that screen readers announce it as soon as it appears.
 */
export const FormAlert = ({ status = 'error', title, children, action, id, ref, testId = 'form-alert' }: FormAlertProps) => (
  <Alert.Root status={status} role="alert" id={id} ref={ref} tabIndex={-1} data-testid={testId} alignItems="flex-start">
    <Alert.Indicator />
    <Alert.Content gap="2">
      {title ? <Alert.Title>{title}</Alert.Title> : null}
      <Alert.Description>{children}</Alert.Description>
      {action}
    </Alert.Content>
  </Alert.Root>
);

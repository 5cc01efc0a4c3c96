import { chakra } from '@chakra-ui/react';
import type { ReactNode, Ref } from 'react';

export type FormAlertStatus = 'error' | 'info' | 'warning' | 'success';

export interface FormAlertProps {
  status?: FormAlertStatus;
  title?: ReactNode;
  children: ReactNode;
  /** A way forward, such as "Send a new code" or a link to request a new e-mail. */
  action?: ReactNode;
  id?: string;
  /** Forms move focus here when a submit fails, so the message is read first. */
  ref?: Ref<HTMLDivElement>;
  testId?: string;
}

// Each status draws with Kizuna's palette of that name (src/app/theme.ts), whose text reads
// at AA on its tint in both colour modes. Chakra's alert picked its own blue for `info`, a
// palette the theme leaves out.

// Chakra's alert icons (its `WarningIcon`, `InfoIcon`, `CheckCircleIcon`).
const warning = 'M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 15H13V17H11V15ZM11 7H13V13H11V7Z';
const icons: Record<FormAlertStatus, string> = {
  error: warning,
  warning,
  info: 'M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11 7H13V9H11V7ZM11 11H13V17H11V11Z',
  success: 'M12 22C6.47715 22 2 17.5228 2 12C2 6.47715 6.47715 2 12 2C17.5228 2 22 6.47715 22 12C22 17.5228 17.5228 22 12 22ZM12 20C16.4183 20 20 16.4183 20 12C20 7.58172 16.4183 4 12 4C7.58172 4 4 7.58172 4 12C4 16.4183 7.58172 20 12 20ZM11.0026 16L6.75999 11.7574L8.17421 10.3431L11.0026 13.1716L16.6595 7.51472L18.0737 8.92893L11.0026 16Z',
};

/**
 * A message about the whole form: a server answer that belongs to no field, or a notice
 * about the flow. `role="alert"` so that screen readers announce it as soon as it appears.
 * It has the look of Chakra's subtle alert (its recipe's sizes and tokens), drawn with style
 * props: Chakra's `Alert` brought its slot recipe and icon set (~2 KB gzip) to every form.
 */
export const FormAlert = ({ status = 'error', title, children, action, id, ref, testId = 'form-alert' }: FormAlertProps) => (
  <chakra.div
    role="alert"
    id={id}
    ref={ref}
    tabIndex={-1}
    data-testid={testId}
    data-status={status}
    colorPalette={status}
    bg="colorPalette.subtle"
    color="colorPalette.fg"
    display="flex"
    alignItems="flex-start"
    position="relative"
    width="full"
    borderRadius="l3"
    gap="3"
    px="4"
    py="4"
    textStyle="sm"
  >
    <chakra.span display="inline-flex" alignItems="center" justifyContent="center" flexShrink="0" textStyle="xl" width="1em" height="1em">
      <svg viewBox="0 0 24 24" fill="currentColor" width="100%" height="100%" aria-hidden="true">
        <path d={icons[status]} />
      </svg>
    </chakra.span>
    <chakra.div display="flex" flexDirection="column" flex="1" gap="2">
      {title ? <chakra.div fontWeight="medium">{title}</chakra.div> : null}
      <chakra.div display="inline">{children}</chakra.div>
      {action}
    </chakra.div>
  </chakra.div>
);

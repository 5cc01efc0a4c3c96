import { Spinner, type SpinnerProps } from '@chakra-ui/react';

/**
 * A spinner that tells assistive technology what is happening: a status named `label`.
 * Chakra's spinner is a `<span>`, which has no role, so an `aria-label` on it alone names
 * nothing a screen reader announces, and axe reports it (`aria-prohibited-attr`).
 */
export const LoadingSpinner = ({ label, ...props }: Omit<SpinnerProps, 'role' | 'aria-label'> & { label: string }) => (
  <Spinner {...props} role="status" aria-label={label} />
);

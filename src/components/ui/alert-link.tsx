import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** An in-app link inside an alert (a way out, such as "Request a new link"), AA on every alert colour. */
export const AlertLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link asChild colorPalette="error" color="colorPalette.fg" fontWeight="semibold" textDecoration="underline">
    <RouterLink to={to}>{children}</RouterLink>
  </Link>
);

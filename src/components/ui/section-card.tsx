import { Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SectionCardProps {
  id?: string;
  title: ReactNode;
  description?: ReactNode;
  /** Beside the title (a link, a button). */
  action?: ReactNode;
  children: ReactNode;
}

/** One titled block of a page (the wallet, the packages…); its heading is an h2 for the page outline. */
export const SectionCard = ({ id, title, description, action, children }: SectionCardProps) => {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Card.Root as="section" id={id} aria-labelledby={headingId} scrollMarginTop="20">
      <Card.Body gap="4">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h2" size="lg" id={headingId}>
              {title}
            </Heading>
            {description ? (
              <Text color="fg.muted" fontSize="sm">
                {description}
              </Text>
            ) : null}
          </Stack>
          {action}
        </HStack>
        {children}
      </Card.Body>
    </Card.Root>
  );
};

import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useI18nContext } from '@/i18n/i18n-react';

export interface PlaceholderPageProps {
  title: string;
  /** The feature area the screen belongs to, already translated. */
  area: string;
  children?: ReactNode;
}

/** Stands in for a screen whose feature issue is not done yet: never a blank page. */
export const PlaceholderPage = ({ title, area, children }: PlaceholderPageProps) => {
  const { LL } = useI18nContext();
  return (
    <Stack gap="3" py="6" data-testid="placeholder-page">
      <title>{`${title} | ${LL.app.name()}`}</title>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">{LL.pages.placeholder.body({ area })}</Text>
      {children}
    </Stack>
  );
};

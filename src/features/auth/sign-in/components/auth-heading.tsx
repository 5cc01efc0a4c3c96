import { Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useI18nContext } from '@/i18n/i18n-react';

export interface AuthHeadingProps {
  title: string;
  intro?: ReactNode;
  /** Moves focus to the heading when the screen appears (each sign-up step), so screen-reader and keyboard users start at the new step. */
  focusOnMount?: boolean;
}

/** The page title, the screen's h1 and its introduction. */
export const AuthHeading = ({ title, intro, focusOnMount = false }: AuthHeadingProps) => {
  const { LL } = useI18nContext();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <Stack gap="2" mb="5">
      <title>{`${title} | ${LL.app.name()}`}</title>
      <Heading as="h1" size="2xl" ref={ref} tabIndex={-1} outline="none">
        {title}
      </Heading>
      {intro ? <Text color="fg.muted">{intro}</Text> : null}
    </Stack>
  );
};

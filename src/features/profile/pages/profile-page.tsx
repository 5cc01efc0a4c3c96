import { Alert, Box, Heading, Separator, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { alertSlotRecipe, separatorRecipe } from '@chakra-ui/react/theme';
import { useGetMyProfile } from '@/api/generated/endpoints/profile/profile';
import { Button } from '@/components/ui/button';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { AvatarSection } from '../components/avatar-section';
import { PreferencesSection } from '../components/preferences-section';
import { ProfileForm } from '../components/profile-form';
import { registerRecipes, registerSlotRecipes } from '@/components/ui/recipes';

registerRecipes({ separator: separatorRecipe });
registerSlotRecipes({ alert: alertSlotRecipe });

/** /profile: the signed-in user's own details, picture and preferences. */
export default function ProfilePage() {
  const { LL } = useI18nContext();
  const profile = useGetMyProfile();
  const user = profile.data?.user;
  return (
    <Stack gap="8" py="4" data-testid="profile-page">
      <title>{`${LL.profile.title()} | ${LL.app.name()}`}</title>
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {LL.profile.title()}
        </Heading>
        <Text color="fg.muted">{LL.profile.intro()}</Text>
      </Stack>
      {user ? (
        <>
          <AvatarSection user={user} />
          <Separator />
          <ProfileForm user={user} />
          <Separator />
          <PreferencesSection user={user} />
        </>
      ) : profile.isError ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{LL.profile.loadFailed()}</Alert.Title>
            <Alert.Description>{errorMessage(LL, profile.error)}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" color="error" onClick={() => profile.refetch()}>
            {LL.profile.retry()}
          </Button>
        </Alert.Root>
      ) : (
        <Box role="status" alignSelf="center" data-testid="profile-loading">
          <Spinner size="lg" color="primary.fg" />
          <VisuallyHidden>{LL.shell.loading()}</VisuallyHidden>
        </Box>
      )}
    </Stack>
  );
}

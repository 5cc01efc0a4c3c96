import { Box, Heading, Separator, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { separatorRecipe } from '@chakra-ui/react/theme';
import { useGetMyProfile } from '@/api/generated/endpoints/profile/profile';
import { Button } from '@/components/ui/button';
import { useI18nContext } from '@/i18n/i18n-react';
import { errorMessage } from '@/lib/error-message';
import { AvatarSection } from '../components/avatar-section';
import { PreferencesSection } from '../components/preferences-section';
import { ProfileForm } from '../components/profile-form';
import { FormAlert } from '@/components/ui/form-alert';
import { registerRecipes } from '@/components/ui/recipes';

registerRecipes({ separator: separatorRecipe });

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
        <FormAlert
          title={LL.profile.loadFailed()}
          action={
            <Button size="sm" variant="outline" color="error" alignSelf="flex-start" onClick={() => profile.refetch()}>
              {LL.profile.retry()}
            </Button>
          }
        >
          {errorMessage(LL, profile.error)}
        </FormAlert>
      ) : (
        <Box role="status" alignSelf="center" data-testid="profile-loading">
          <Spinner size="lg" color="primary.fg" />
          <VisuallyHidden>{LL.shell.loading()}</VisuallyHidden>
        </Box>
      )}
    </Stack>
  );
}

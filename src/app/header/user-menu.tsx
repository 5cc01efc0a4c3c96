import { Menu, Portal, Text } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { useNavigate } from 'react-router';
import { useI18nContext } from '@/i18n/i18n-react';
import { logout, ownsAgent, useSession } from '@/lib/session';
import { UserMenuTrigger, userDisplayName } from './user-menu-trigger';
import { registerSlotRecipes } from '@/components/ui/recipes';
import { headerOverlayPositioning } from './header-overlay-positioning';

registerSlotRecipes({ menu: menuSlotRecipe });

/** The signed-in user's menu; loaded on demand by the header. */
export const UserMenu = ({ defaultOpen }: { defaultOpen?: boolean }) => {
  const { LL } = useI18nContext();
  const session = useSession();
  const navigate = useNavigate();
  return (
    <Menu.Root
      defaultOpen={defaultOpen}
      positioning={headerOverlayPositioning}
      onSelect={({ value }) => {
        // No loading overlay: the logout signs out at once and tells the server afterwards.
        if (value === 'logout') void logout();
        else void navigate(value);
      }}
    >
      <Menu.Trigger asChild>
        <UserMenuTrigger label={LL.shell.userMenu.open()} user={session.user} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>
                <Text truncate maxW="40">
                  {userDisplayName(session.user)}
                </Text>
              </Menu.ItemGroupLabel>
              <Menu.Item value="/profile">{LL.shell.userMenu.profile()}</Menu.Item>
              {ownsAgent(session) ? <Menu.Item value="/my-agent">{LL.shell.userMenu.myAgent()}</Menu.Item> : null}
              <Menu.Item value="/payment">{LL.shell.userMenu.payment()}</Menu.Item>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="logout" data-testid="logout">
              {LL.shell.userMenu.logout()}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
};

import { Menu, Portal } from '@chakra-ui/react';
import { menuSlotRecipe } from '@chakra-ui/react/theme';
import { Link as RouterLink } from 'react-router';
import { registerSlotRecipes } from '@/components/ui/recipes';
import { useI18nContext } from '@/i18n/i18n-react';
import { ChatMenuTrigger } from './chat-menu-trigger';
import type { HeaderAction } from './chat-header';

registerSlotRecipes({ menu: menuSlotRecipe });

/** The chat's menu (tip, album, restart); loaded on demand by the chat header. */
export const ChatMenu = ({ agentName, onAction, defaultOpen }: { agentName: string; onAction: (action: HeaderAction) => void; defaultOpen?: boolean }) => {
  const { LL } = useI18nContext();
  return (
    <Menu.Root defaultOpen={defaultOpen} positioning={{ placement: 'bottom-end' }} onSelect={({ value }) => onAction(value as HeaderAction)}>
      <Menu.Trigger asChild>
        <ChatMenuTrigger label={LL.chat.header.menu()} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.Item value="tip" data-testid="menu-tip">
              {LL.chat.header.tip()}
            </Menu.Item>
            <Menu.Item value="album" asChild>
              <RouterLink to={`/chats/${agentName}/album`}>{LL.chat.header.album()}</RouterLink>
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="restart" data-testid="menu-restart" color="fg.error">
              {LL.chat.header.restart()}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
};

// The Lighthouse bench's floor (scripts/bench-lighthouse.mjs): the least an app on Kizuna's
// stack can be. React 19 and a Chakra system made from the base config and the one recipe the
// screen uses, drawing one static screen: no router, no data, no translations, no session. What
// it scores on a machine is as high as any screen of ours can score there, so the bench prints it
// beside the routes: a score under the target here is the machine's, not the app's.
import { Box, Button, ChakraProvider, Heading, Stack, Text, createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { buttonRecipe } from '@chakra-ui/react/theme';
import { createRoot } from 'react-dom/client';

const system = createSystem(defaultBaseConfig, defineConfig({ theme: { recipes: { button: buttonRecipe } } }));

function FloorScreen() {
  return (
    <Box as="main" p="6" maxW="md" mx="auto">
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          Welcome back
        </Heading>
        <Text>Sign in to chat with the creators you follow. Your points, chats and unlocked content are waiting for you.</Text>
        <Button colorPalette="blue">Sign in</Button>
      </Stack>
    </Box>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <ChakraProvider value={system}>
      <FloorScreen />
    </ChakraProvider>,
  );
}

import { Grid } from '@chakra-ui/react';
import type { AgentSettings, Locale } from '@/api/generated/model';
import { ProbePanel } from './probe-panel';
import { TestChat } from './test-chat';

export interface TryOutPanelsProps {
  settings: AgentSettings;
  language: Locale;
  welcomeMessage: string;
}

/** The creator's tools for trying the twin out: the pre-publish check and a free test chat. */
export const TryOutPanels = ({ settings, language, welcomeMessage }: TryOutPanelsProps) => (
  <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6" alignItems="start">
    <ProbePanel settings={settings} language={language} />
    <TestChat welcomeMessage={welcomeMessage} />
  </Grid>
);

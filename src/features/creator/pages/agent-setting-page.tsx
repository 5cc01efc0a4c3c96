import { useI18nContext } from '@/i18n/i18n-react';
import { MyAgentGate } from '../components/my-agent-gate';
import { SettingsOverview } from '../components/settings-overview';

/** /my-agent/agent-setting: every setting of the twin at a glance, each with its way to edit. */
export default function AgentSettingPage() {
  const { LL } = useI18nContext();
  return <MyAgentGate heading={LL.studio.settings.heading()}>{(mine) => <SettingsOverview mine={mine} />}</MyAgentGate>;
}

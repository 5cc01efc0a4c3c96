import { useI18nContext } from '@/i18n/i18n-react';
import { MyAgentGate } from '../components/my-agent-gate';
import { SettingsEditForm } from '../components/settings-edit-form';

/**
 * /my-agent/agent-setting/edit: the form for every setting. The route is signed-in only (spec);
 * a user without an agent is taken to the wizard (docs/decisions/agent-settings.md).
 */
export default function AgentSettingEditPage() {
  const { LL } = useI18nContext();
  return <MyAgentGate heading={LL.studio.settings.editHeading()}>{(mine) => <SettingsEditForm mine={mine} />}</MyAgentGate>;
}

import type { AgentPublic, AgentSettings } from '@/api/generated/model';
import { Button, type ButtonProps } from '@/components/ui/button';
import { showToast } from '@/components/ui/toast';
import { useI18nContext } from '@/i18n/i18n-react';
import { cardFileName, toCharacterCard } from '../forms/character-card-export';

type Agent = Pick<AgentPublic, 'name' | 'displayName' | 'bio' | 'language' | 'avatarUrl'>;

/** The card as a JSON file (pretty-printed, so a person can read and diff it). */
export const cardBlob = (agent: Agent, settings: AgentSettings): Blob =>
  new Blob([JSON.stringify(toCharacterCard(agent, settings), null, 2)], { type: 'application/json' });

/** Downloads the twin as a Character Card V3 JSON file (SillyTavern and others open it). */
export const CardExportButton = ({ agent, settings, ...rest }: { agent: Agent; settings: AgentSettings } & Omit<ButtonProps, 'onClick'>) => {
  const { LL } = useI18nContext();
  const download = () => {
    const url = URL.createObjectURL(cardBlob(agent, settings));
    const link = document.createElement('a');
    link.href = url;
    link.download = cardFileName(agent.name);
    document.body.append(link);
    link.click();
    link.remove();
    // The browser has taken the file once click() returns; the next task may free it.
    setTimeout(() => URL.revokeObjectURL(url), 0);
    showToast({ message: LL.creator.card.exported({ file: cardFileName(agent.name) }) });
  };
  return (
    <Button variant="outline" {...rest} onClick={download} data-testid="card-export">
      {LL.creator.card.export()}
    </Button>
  );
};

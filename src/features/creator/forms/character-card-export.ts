import type { AgentPublic, AgentSettings, ChatExamples } from '@/api/generated/model';
import { chatStyles } from './wizard-screens';

// Kizuna's settings as a Character Card V3 (docs/decisions/character-card.md): the standard
// fields, plus `data.extensions.kizuna` with the exact settings, so that the card imports back
// (./character-card.ts) to the same settings.

export interface CharacterCardV3 {
  spec: 'chara_card_v3';
  spec_version: '3.0';
  data: Record<string, unknown>;
}

/** The placeholders cards use for the fan and the character. */
export const userToken = '{{user}}';
export const charToken = '{{char}}';

const examplesToText = (examples: ChatExamples): string =>
  chatStyles
    .flatMap((style) => examples[style]?.examples ?? [])
    .map((e) => `<START>\n${userToken}: ${e.fanMessage}\n${charToken}: ${e.agentReply}`)
    .join('\n');

/** The twin as a Character Card V3. */
export const toCharacterCard = (agent: Pick<AgentPublic, 'name' | 'displayName' | 'bio' | 'language' | 'avatarUrl'>, s: AgentSettings): CharacterCardV3 => {
  const notes = `Kizuna digital twin @${agent.name}.`;
  return {
    spec: 'chara_card_v3',
    spec_version: '3.0',
    data: {
      name: agent.displayName,
      nickname: agent.name,
      description: agent.bio,
      personality: s.personality.description,
      scenario: s.personality.notes ?? '',
      first_mes: s.welcomeMessage.text,
      mes_example: examplesToText(s.chatExamples),
      creator_notes: notes,
      creator_notes_multilingual: { [agent.language]: notes },
      system_prompt: s.personality.expression ?? '',
      post_history_instructions: s.prohibitedTopics.items.map((t) => `Never discuss: ${t}`).join('\n'),
      alternate_greetings: [],
      group_only_greetings: [],
      tags: s.personality.traits.map((t) => t.toLowerCase()),
      creator: '',
      character_version: '1',
      character_book: {
        name: `${agent.displayName}: must-know`,
        extensions: {},
        entries: s.mustKnowInfo.items.map((content, i) => ({
          keys: [],
          content,
          extensions: {},
          enabled: true,
          insertion_order: i,
          constant: true,
          use_regex: false,
        })),
      },
      assets: agent.avatarUrl ? [{ type: 'icon', uri: agent.avatarUrl, name: 'main', ext: 'png' }] : [{ type: 'icon', uri: 'ccdefault:', name: 'main', ext: 'png' }],
      extensions: {
        kizuna: {
          version: 1,
          agentName: agent.name,
          language: agent.language,
          extroversionLevel: s.extroversion.level,
          traits: s.personality.traits,
          expression: s.personality.expression ?? '',
          chatExamples: s.chatExamples,
          emoji: s.emoji,
          reaction: s.reaction,
          mustKnowInfo: s.mustKnowInfo.items,
          prohibitedTopics: s.prohibitedTopics.items,
        },
      },
    },
  };
};

/** A file name for the exported card. */
export const cardFileName = (agentName: string): string => `${agentName}.card.json`;

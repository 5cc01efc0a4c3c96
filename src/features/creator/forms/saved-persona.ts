import type { ChatExamples, PreviewPersona } from '@/api/generated/model';

// The live preview's persona from the saved answers alone, without Zod. The server accepted
// every saved answer, so they need no check: the wizard's first paint shows the preview from
// them, and ./preview-persona.ts (which checks the unsaved drafts with the contract's schema,
// and loads after the first screen) puts the drafts on top.

export interface SavedAnswers {
  displayName?: string | undefined;
  language?: PreviewPersona['language'];
  extroversionLevel?: number | undefined;
  personality?: PreviewPersona['personality'] | null;
  chatExamples?: ChatExamples;
  emoji?: PreviewPersona['emoji'] | null;
  reaction?: PreviewPersona['reaction'] | null;
  mustKnowInfo?: string[] | undefined;
  prohibitedTopics?: string[] | undefined;
  welcomeMessage?: string | undefined;
}

/** The saved answers as the persona the preview sends; an answer not given yet is left out. */
export const savedPersona = (saved: SavedAnswers): PreviewPersona => {
  const persona: PreviewPersona = { chatExamples: { ...saved.chatExamples } };
  const set = <K extends keyof PreviewPersona>(key: K, value: PreviewPersona[K] | null | undefined) => {
    if (value !== undefined && value !== null) persona[key] = value;
  };
  set('displayName', saved.displayName);
  set('language', saved.language);
  set('extroversionLevel', saved.extroversionLevel);
  set('personality', saved.personality);
  set('emoji', saved.emoji);
  set('reaction', saved.reaction);
  set('mustKnowInfo', saved.mustKnowInfo);
  set('prohibitedTopics', saved.prohibitedTopics);
  set('welcomeMessage', saved.welcomeMessage);
  return persona;
};

// Where the agent settings screens live and the ids of their sections, shared by the overview and
// the edit form (its own module: the edit form would otherwise load the whole overview for them).

export const editPath = '/my-agent/agent-setting/edit';
export const mediaPath = '/my-agent/agent-setting/media';

/** The sections of the settings screens; the edit form uses the same ids, so "Edit" lands on its part. */
export const sectionIds = {
  image: 'profile-image',
  identity: 'identity',
  personality: 'personality',
  expressions: 'expressions',
  knowledge: 'knowledge',
  welcome: 'welcome',
  examples: 'examples',
  pricing: 'pricing',
  media: 'media',
} as const;

// The wizard's step names and chat styles, and the error pages: what the shell and every route read.
const pages = {
  onboarding: {
    step: 'Step {step:number} of {total:number}',
    steps: {
      start: 'Get started',
      basicInformation: 'Basic information',
      extroversionSetting: 'Extroversion',
      personalitySetting: 'Personality',
      chatExample: 'Chat examples',
      emojiSetting: 'Emojis',
      reactionSetting: 'Reactions',
      mustKnowInfo: 'Must-know info',
      prohibitedTopicSetting: 'Topics to avoid',
      mediaUpload: 'Media upload',
      welcomeMessageSetting: 'Welcome message',
    },
    chatStyles: {
      CASUAL_GREETING: 'Casual greeting',
      PLAYFUL_TEASING: 'Playful teasing',
      EMOTIONAL_SHARING: 'Emotional sharing',
      FLIRTATIOUS: 'Flirtatious',
    },
  },
  error: {
    notFoundTitle: 'Page Not Found',
    internalTitle: 'Internal Server Error',
    pageNotFound: 'Page not found: {path:string}',
    routeCheckFailed: 'Page Not Found: {path:string}',
    status: 'Error {status:number}',
    backHome: 'Back to chats',
    retry: 'Try again',
  },
} as const;

export default pages;

// Paths the shell itself needs to recognise, shared with the route table so no path is written
// twice.

/** The conversation (chat screen). */
export const chatScreenPath = '/chats/:agentName';

/** Screens that fill the window below the header and scroll inside: no footer, no phone tab bar. */
export const fullScreenPaths: readonly string[] = [chatScreenPath];

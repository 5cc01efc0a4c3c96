// Which tabs of the app are open, as far as one tab needs to know: whether another one is.
// Each tab says "hello" on a BroadcastChannel when it starts and answers every "hello" with
// "here", so the first tab learns of a second when it opens, and the second of the first.

/** The channel's name (a BroadcastChannel is per origin, like storage). */
export const tabsChannel = 'kizuna.tabs';

/**
 * Resolves once another tab of the app is known to be open: one that started after this one,
 * or one that was there before and answered. Never where the browser has no BroadcastChannel.
 * The channel stays open for the tab's life, to answer the tabs that open later.
 */
export const whenAnotherTabIsOpen = (channelName: string = tabsChannel): Promise<void> =>
  new Promise((resolve) => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(channelName);
    channel.onmessage = (event: MessageEvent) => {
      if (event.data === 'hello') channel.postMessage('here');
      if (event.data === 'hello' || event.data === 'here') resolve();
    };
    channel.postMessage('hello');
  });

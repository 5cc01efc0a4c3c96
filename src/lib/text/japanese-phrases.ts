// Japanese has no spaces: by default a line may break between any two characters, so
// "Aoi と|のチャット" splits a word from its particle. Chromium's `word-break: auto-phrase`
// breaks between phrases instead (other browsers keep their default). Applied to each chat
// screen's root and to the header's check-in panel (dialogs and popovers too: a portal does not
// inherit it); `:lang(ja)` follows <html lang>.
export const japanesePhrases = { '&:lang(ja)': { wordBreak: 'auto-phrase' } } as const;

/**
 * Where the header's overlays (the check-in panel, the account menu) sit. The header is sticky,
 * so their trigger never moves when the page scrolls; positioned `absolute` in the document, an
 * open panel scrolled away with the page until the positioning engine caught up a frame or more
 * later, and a tap in that moment could land beside the button it aimed at (the check-in
 * journey's "Claim" click was lost that way). `fixed` keeps them where the trigger is.
 */
export const headerOverlayPositioning = { placement: 'bottom-end', strategy: 'fixed' } as const;

/**
 * What people type as an amount: "20", "$20", "２０" (full-width), "1,000". Anything else —
 * cents, signs, letters, exponents — is not a whole number of dollars.
 */
export const parseWholeDollars = (typed: string): number | null => {
  const text = typed.normalize('NFKC').trim().replace(/^\$\s*/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  return /^[0-9]{1,9}$/.test(text) ? Number(text) : null;
};

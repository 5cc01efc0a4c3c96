/** The Luhn checksum every card number carries: catches a mistyped or swapped digit before the processor does. */
export const passesLuhn = (digits: string): boolean => {
  if (!/^[0-9]+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
};

/** What people type between groups of digits (spaces, dashes, full-width spaces). */
export const cardDigits = (typed: string): string =>
  typed.normalize('NFKC').replace(/[\s-]/g, '');

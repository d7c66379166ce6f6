/** The GS1 check digit for the first 12 digits of an EAN-13 code. */
export function ean13CheckDigit(first12: string): number {
  if (!/^\d{12}$/.test(first12)) throw new Error("EAN-13 needs exactly 12 leading digits");
  let sum = 0;
  for (let index = 0; index < 12; index++) {
    sum += Number(first12[index]) * (index % 2 === 0 ? 1 : 3);
  }
  return (10 - (sum % 10)) % 10;
}

/** Completes 12 digits into a full EAN-13 code. */
export function toEan13(first12: string): string {
  return first12 + String(ean13CheckDigit(first12));
}

export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/**
 * Where a long e-mail address may wrap: right after the "@" and before each dot, so a narrow screen
 * shows "lena.delacroix@" / "example.com" and never "lena.de" / "sk@example.com". Returns the address
 * in pieces; the line may break only between two pieces.
 */
export function emailBreaks(address: string): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of address) {
    if (char === '.' && piece) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
    if (char === '@') {
      pieces.push(piece);
      piece = '';
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}

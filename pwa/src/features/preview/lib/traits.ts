/** "kind, funny,  adventurous" -> ["Kind", "Funny", "Adventurous"]: one trait per comma, no blanks. */
export function traitsFrom(soulmateTrait: string): string[] {
  return soulmateTrait
    .split(',')
    .map((trait) => trait.trim())
    .filter(Boolean)
    .map((trait) => trait.charAt(0).toUpperCase() + trait.slice(1));
}

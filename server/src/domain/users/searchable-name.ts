/**
 * A name as search compares it: lower-cased with Unicode rules, so "Élodie", "МАРИЯ" and "ＬＩＮ"
 * match "élodie", "мария" and "ｌｉｎ" on both databases (docs/behaviour/search.md#indexes). The
 * search term goes through the same function.
 */
export function searchableName(text: string): string {
  return text.toLowerCase();
}

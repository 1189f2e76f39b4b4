/** The highlight number inside a reel id `highlight:{n}` (the calls and links take the bare number). */
export function highlightNumber(reelId: string): string {
  return reelId.startsWith('highlight:') ? reelId.slice('highlight:'.length) : reelId;
}

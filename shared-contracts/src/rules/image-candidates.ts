import { IMAGE_WIDTH_CAP } from '../constants.js';
import type { ImageCandidate } from '../schemas/types.js';

/** Candidates usable by the client: the ones not wider than 1080, narrowest first. */
export function usableCandidates(candidates: readonly ImageCandidate[]): ImageCandidate[] {
  return candidates.filter((c) => c.width <= IMAGE_WIDTH_CAP).sort((a, b) => a.width - b.width);
}

/** A `srcset` value listing usable candidates by width. */
export function candidatesSrcSet(candidates: readonly ImageCandidate[]): string {
  return usableCandidates(candidates)
    .map((c) => `${c.url} ${c.width}w`)
    .join(', ');
}

/** The smallest usable candidate at least `renderedWidth` px wide, or the widest one. */
export function pickCandidate(candidates: readonly ImageCandidate[], renderedWidth: number): ImageCandidate | null {
  const usable = usableCandidates(candidates);
  return usable.find((c) => c.width >= renderedWidth) ?? usable[usable.length - 1] ?? null;
}

/** A publish answer counts as success only with media carrying both pk and id (spec 5). */
export function hasPublishedMedia(answer: unknown): answer is { media: { pk: string; id: string } } {
  if (!answer || typeof answer !== 'object' || !('media' in answer)) return false;
  const media = (answer as { media: unknown }).media;
  if (!media || typeof media !== 'object') return false;
  const { pk, id } = media as { pk?: unknown; id?: unknown };
  return typeof pk === 'string' && pk !== '' && typeof id === 'string' && id !== '';
}

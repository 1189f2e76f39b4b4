/** A new upload id: the time in milliseconds followed by 4 random digits (numeric, as the server expects). */
export function createUploadId(now: number = Date.now(), random: () => number = Math.random): string {
  const suffix = String(Math.floor(random() * 10_000)).padStart(4, '0');
  return `${Math.floor(now)}${suffix}`;
}

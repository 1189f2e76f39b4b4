/** Hashtags in a caption, lower-cased and unique, without the '#'. */
export function extractHashtags(caption: string): string[] {
  const tags = new Set<string>();
  for (const match of caption.matchAll(/#([\p{L}\p{N}_]{1,100})/gu)) {
    if (match[1]) tags.add(match[1].toLowerCase());
  }
  return [...tags];
}

/** Usernames mentioned in a caption, lower-cased and unique, without the '@'. */
export function extractMentions(caption: string): string[] {
  const names = new Set<string>();
  for (const match of caption.matchAll(/@([A-Za-z0-9._]{1,30})/g)) {
    if (match[1]) names.add(match[1].replace(/\.+$/, '').toLowerCase());
  }
  return [...names];
}

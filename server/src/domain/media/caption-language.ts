/**
 * The language a caption is written in, guessed from its script: enough to prefer posts a
 * viewer can read in the trending chain. Han → zh, kana → ja, hangul → ko, Latin letters → en;
 * null when there is no text to go by (emoji, hashtags only in digits, empty).
 */
export function captionLanguage(text: string): string | null {
  const words = text.replace(/[#@][^\s#@]+/g, ' ');
  if (/[\u3040-\u30ff]/.test(words)) return 'ja';
  if (/[\uac00-\ud7af]/.test(words)) return 'ko';
  if (/[\u4e00-\u9fff]/.test(words)) return 'zh';
  if (/[A-Za-z]{2,}/.test(words)) return 'en';
  return null;
}

/** The primary subtag of a language tag ("zh-CN" → "zh"), lower case; null when absent. */
export function primaryLanguage(tag: string | null | undefined): string | null {
  const primary = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return primary ? primary : null;
}

import { useTranslator } from 'shared-ui';
import type { Translate } from 'shared-contracts';
import { shellCatalogs, type ShellMessageKey } from './messages';

/** `t` for the shell's strings, re-rendering on a language switch. */
export function useShellTranslation(): Translate<ShellMessageKey> {
  return useTranslator(shellCatalogs);
}

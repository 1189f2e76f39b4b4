import { LoadingState } from 'shared-contracts/ui';
import { useShellTranslation } from '../i18n/use-shell-translation';

/** A quiet spinner while a remote's code arrives. */
export function RemoteLoading() {
  const t = useShellTranslation();
  return <LoadingState label={t('remote.loading')} size={36} />;
}

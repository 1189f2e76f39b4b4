import { LoadingState } from 'shared-ui';
import { useShellTranslation } from '../i18n/use-shell-translation';

/** A quiet spinner while a remote's code arrives; a page's also names the page for headings. */
export function RemoteLoading({ page }: { page?: boolean }) {
  const t = useShellTranslation();
  if (!page) return <LoadingState label={t('remote.loading')} size={36} />;
  return (
    <>
      <h1 className="lm-visually-hidden">{t('remote.loading')}</h1>
      <LoadingState label={t('remote.loading')} size={36} />
    </>
  );
}

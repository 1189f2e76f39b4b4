import type { ReactNode } from 'react';
import { Button, IconButton, Menu, MenuItem, MoreIcon } from 'shared-ui';
import { useDirectTranslation } from '../../i18n/messages';
import type { RequestDecision } from './request-decision';

/**
 * Accept (into Primary) and a menu with Accept into Primary and Accept into General, and any
 * `more` choices below them: the same in a row of the requests list and in a request's thread.
 */
export function AcceptButtons({
  decide,
  busy = false,
  size = 'small',
  more,
}: {
  decide: (d: RequestDecision) => void;
  busy?: boolean;
  size?: 'small' | 'medium';
  more?: ReactNode;
}) {
  const t = useDirectTranslation();
  return (
    <>
      <Button size={size} disabled={busy} onClick={() => decide('primary')}>
        {t('requests.accept')}
      </Button>
      <Menu
        label={t('requests.acceptMenu')}
        align="end"
        trigger={(props) => (
          <IconButton {...props} label={t('requests.acceptMenu')} size={size} disabled={busy}>
            <MoreIcon size={16} />
          </IconButton>
        )}
      >
        <MenuItem onSelect={() => decide('primary')}>{t('requests.acceptPrimary')}</MenuItem>
        <MenuItem onSelect={() => decide('general')}>{t('requests.acceptGeneral')}</MenuItem>
        {more}
      </Menu>
    </>
  );
}

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { MODERATION_PATH, SETTINGS_PATHS } from 'shared-contracts';
import { useSession } from 'shared-client';
import { useTranslator } from 'shared-ui';
import { Menu, MenuItem, type MenuTriggerProps } from 'shared-ui';
import { chromeCatalogs } from './chrome-messages';
import { AppearanceDialog } from './AppearanceDialog';
import { ReportProblemDialog } from './ReportProblemDialog';

/**
 * The More menu: Settings, Switch appearance, Report a problem, Log out, and for a moderator
 * Moderation (docs/behaviour/shell-chrome.md#the-more-menu). It opens as soon as it loads: the press that
 * loaded it asked for it.
 */
export function MoreMenu({
  trigger,
  onLogout,
}: {
  trigger: (props: MenuTriggerProps) => ReactNode;
  onLogout: () => void;
}) {
  const t = useTranslator(chromeCatalogs);
  const navigate = useNavigate();
  const session = useSession();
  const moderator = session.status === 'authenticated' && session.viewer.is_moderator === true;
  const [open, setOpen] = useState<'appearance' | 'report' | null>(null);
  const element = useRef<HTMLElement | null>(null);
  useEffect(() => {
    element.current?.click();
  }, []);
  return (
    <>
      <Menu
        label={t('more.menu')}
        testId="more-menu"
        trigger={(props) =>
          trigger({
            ...props,
            ref: (node) => {
              element.current = node;
              props.ref(node);
            },
          })
        }
      >
        <MenuItem onSelect={() => void navigate(SETTINGS_PATHS.index)} testId="more-settings">
          {t('more.settings')}
        </MenuItem>
        {moderator && (
          <MenuItem onSelect={() => void navigate(MODERATION_PATH)} testId="more-moderation">
            {t('more.moderation')}
          </MenuItem>
        )}
        <MenuItem onSelect={() => setOpen('appearance')} testId="more-appearance">
          {t('more.appearance')}
        </MenuItem>
        <MenuItem onSelect={() => setOpen('report')} testId="more-report">
          {t('more.report')}
        </MenuItem>
        <MenuItem onSelect={onLogout} testId="more-logout">
          {t('more.logout')}
        </MenuItem>
      </Menu>
      {open === 'appearance' && <AppearanceDialog onClose={() => setOpen(null)} />}
      {open === 'report' && <ReportProblemDialog onClose={() => setOpen(null)} />}
    </>
  );
}

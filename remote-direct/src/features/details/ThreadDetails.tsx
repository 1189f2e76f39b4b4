import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  DIRECT_TITLE_MAX_LENGTH,
  DISAPPEARING_TTL_OPTIONS,
  type DirectThread,
  type RankedRecipient,
} from 'shared-contracts';
import { requestToast } from 'shared-contracts/bus';
import { useSession } from 'shared-client';
import { ActionButton, AlertDialog, Button, IconButton, Menu, MenuItem, MoreIcon } from 'shared-ui';
import { Avatar } from 'shared-client';
import { changeRemovesThread, useDirectThreadChangeMutation, type DirectThreadChange } from '../../queries';
import { useDirectTranslation, type DirectMessageKey } from '../../i18n/messages';
import { RecipientSearch, recipientKey } from '../recipients/RecipientSearch';
import { ThreadSearch } from './ThreadSearch';
import { FolderSection } from './FolderSection';
import { TTL_LABELS } from './ttl-labels';
import * as styles from './ThreadDetails.module.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

/**
 * The details panel of a thread (docs/behaviour/direct.md#thread-details): search in the thread,
 * mute, the group's name, members and admins, add people, folder, disappearing messages, and
 * leave, hide or delete. Admin-only controls show only to admins; the server checks again.
 */
export function ThreadDetails({ thread }: { thread: DirectThread; onClose: () => void }) {
  const t = useDirectTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const change = useDirectThreadChangeMutation(thread.thread_id);
  const [title, setTitle] = useState(thread.named ? thread.thread_title : '');
  const [adding, setAdding] = useState<Map<string, RankedRecipient> | null>(null);
  const [confirm, setConfirm] = useState<'leave' | 'delete' | null>(null);
  const viewerId = thread.viewer_id;
  const isAdmin = thread.admin_user_ids.includes(viewerId);
  const disappearing = thread.disappearing_messages ?? { mode: 'off' as const, ttl_sec: null };

  const run = (next: DirectThreadChange, done?: DirectMessageKey) =>
    change.mutate(next, {
      onSuccess: () => {
        if (done) requestToast({ message: t(done) });
        if (changeRemovesThread(next)) void navigate('/direct/inbox/', { replace: true });
      },
      onError: () => requestToast({ message: t('thread.genericError') }),
    });

  const members = [...(session.viewer ? [session.viewer] : []), ...thread.users];
  return (
    <div className={styles.details} data-testid="thread-details">
      <h2 className={styles.heading}>{t('details.heading')}</h2>
      <ThreadSearch threadId={thread.thread_id} />
      <div className={styles.switches}>
        <label className={styles.switchRow}>
          <span>{t('details.muteMessages')}</span>
          <input
            type="checkbox"
            role="switch"
            checked={thread.muted ?? false}
            disabled={change.isPending}
            onChange={(e) => run({ kind: 'action', action: e.target.checked ? 'mute' : 'unmute' })}
          />
        </label>
        <label className={styles.switchRow}>
          <span>{t('details.muteCalls')}</span>
          <input
            type="checkbox"
            role="switch"
            checked={thread.mute_calls ?? false}
            disabled={change.isPending}
            onChange={(e) =>
              run({ kind: 'action', action: e.target.checked ? 'mute_video_call' : 'unmute_video_call' })
            }
          />
        </label>
      </div>

      {thread.is_group && isAdmin && (
        <Section title={t('details.groupName')}>
          <form
            className={styles.inline}
            onSubmit={(e) => {
              e.preventDefault();
              run({ kind: 'title', title: title.trim() }, 'details.nameSaved');
            }}
          >
            <input
              className={styles.input}
              aria-label={t('details.groupName')}
              placeholder={t('details.groupNamePlaceholder')}
              maxLength={DIRECT_TITLE_MAX_LENGTH}
              value={title}
              onChange={(e) => setTitle(e.target.value)}
            />
            <Button type="submit" size="small" disabled={change.isPending}>
              {t('details.saveName')}
            </Button>
          </form>
        </Section>
      )}

      <Section title={t('details.members')}>
        <ul className={styles.members}>
          {members.map((user) => {
            const admin = thread.admin_user_ids.includes(user.pk);
            const name = user.full_name || user.username;
            return (
              <li key={user.pk} className={styles.member}>
                <Avatar src={user.profile_pic_url} size={44} />
                <span className={styles.memberNames}>
                  <span className={styles.memberName}>{name}</span>
                  <span className={styles.memberSub}>
                    {user.username}
                    {thread.is_group && admin && ` · ${t('details.admin')}`}
                  </span>
                </span>
                {thread.is_group && isAdmin && user.pk !== viewerId && (
                  <Menu
                    label={t('details.memberMenu', { name })}
                    align="end"
                    trigger={(props) => (
                      <IconButton {...props} label={t('details.memberMenu', { name })} size="small">
                        <MoreIcon size={16} />
                      </IconButton>
                    )}
                  >
                    <MenuItem
                      onSelect={() =>
                        run(
                          { kind: 'members', action: admin ? 'remove_admins' : 'add_admins', userIds: [user.pk] },
                          'details.saved',
                        )
                      }
                    >
                      {admin ? t('details.removeAdmin') : t('details.makeAdmin')}
                    </MenuItem>
                    <MenuItem
                      tone="danger"
                      onSelect={() =>
                        run({ kind: 'members', action: 'remove_users', userIds: [user.pk] }, 'details.saved')
                      }
                    >
                      {t('details.removeMember')}
                    </MenuItem>
                  </Menu>
                )}
              </li>
            );
          })}
        </ul>
        {thread.is_group && isAdmin && !adding && (
          <Button variant="secondary" size="small" onClick={() => setAdding(new Map())}>
            {t('details.addPeople')}
          </Button>
        )}
        {adding && (
          <div className={styles.adding}>
            <RecipientSearch
              selected={new Set(adding.keys())}
              excludeUserIds={thread.users.map((u) => u.pk)}
              onToggle={(r) =>
                setAdding((old) => {
                  const next = new Map(old);
                  const key = recipientKey(r);
                  if (next.has(key)) next.delete(key);
                  else next.set(key, r);
                  return next;
                })
              }
              autoFocus
            />
            <div className={styles.inline}>
              <Button
                size="small"
                disabled={adding.size === 0 || change.isPending}
                onClick={() => {
                  const userIds = [...adding.values()].flatMap((r) => ('user' in r ? [r.user.pk] : []));
                  run({ kind: 'members', action: 'add_user', userIds }, 'details.saved');
                  setAdding(null);
                }}
              >
                {t('details.add')}
              </Button>
              <Button variant="secondary" size="small" onClick={() => setAdding(null)}>
                {t('message.cancel')}
              </Button>
            </div>
          </div>
        )}
      </Section>

      {!thread.pending && (
        <Section title={t('details.folder')}>
          <FolderSection
            thread={thread}
            busy={change.isPending}
            onMove={(folder) => run({ kind: 'move', folder }, 'details.moved')}
          />
        </Section>
      )}

      <Section title={t('details.disappearing')}>
        <p className={styles.hint}>{t('details.disappearingHint')}</p>
        <fieldset className={styles.radios}>
          <legend className="lm-visually-hidden">{t('details.disappearing')}</legend>
          {[null, ...DISAPPEARING_TTL_OPTIONS].map((ttl) => (
            <label key={ttl ?? 'off'} className={styles.radio}>
              <input
                type="radio"
                name={`disappearing-${thread.thread_id}`}
                checked={
                  ttl === null
                    ? disappearing.mode === 'off'
                    : disappearing.mode === 'on' && disappearing.ttl_sec === ttl
                }
                disabled={change.isPending}
                onChange={() =>
                  run(
                    {
                      kind: 'disappearing',
                      setting: ttl === null ? { mode: 'off', ttl_sec: null } : { mode: 'on', ttl_sec: ttl },
                    },
                    'details.disappearingSaved',
                  )
                }
              />
              {ttl === null ? t('details.disappearingOff') : t(TTL_LABELS[ttl])}
            </label>
          ))}
        </fieldset>
      </Section>

      <div className={styles.danger}>
        {thread.is_group && (
          <Button variant="danger" onClick={() => setConfirm('leave')}>
            {t('details.leave')}
          </Button>
        )}
        <Button variant="danger" onClick={() => run({ kind: 'action', action: 'hide' })}>
          {t('details.hide')}
        </Button>
        <Button variant="danger" onClick={() => setConfirm('delete')}>
          {t('details.delete')}
        </Button>
      </div>

      {confirm && (
        <AlertDialog
          title={confirm === 'leave' ? t('details.leaveConfirm') : t('details.deleteConfirm')}
          description={confirm === 'leave' ? t('details.leaveBody') : t('details.deleteBody')}
          onCancel={() => setConfirm(null)}
          busy={change.isPending}
        >
          <ActionButton
            tone="danger"
            onClick={() => {
              run({ kind: 'action', action: confirm });
              setConfirm(null);
            }}
          >
            {confirm === 'leave' ? t('details.leave') : t('details.delete')}
          </ActionButton>
          <ActionButton autoFocusOnOpen onClick={() => setConfirm(null)}>
            {t('message.cancel')}
          </ActionButton>
        </AlertDialog>
      )}
    </div>
  );
}

import { useEffect } from 'react';
import { useDirectTranslation } from '../../i18n/messages';
import { DirectLayout } from '../layout/DirectLayout';
import { InboxEmptyPanel } from './InboxEmptyPanel';
import { InboxPane } from './InboxPane';

/** The direct inbox: the conversation list, and on desktop an empty pane beside it. */
export default function InboxScreen() {
  const t = useDirectTranslation();
  useEffect(() => {
    document.title = t('inbox.documentTitle');
  }, [t]);
  return <DirectLayout focus="list" list={<InboxPane />} main={<InboxEmptyPanel />} />;
}

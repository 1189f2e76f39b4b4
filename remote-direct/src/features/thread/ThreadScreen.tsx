import { useParams } from 'react-router';
import { DirectLayout } from '../layout/DirectLayout';
import { InboxPane } from '../inbox/InboxPane';
import { ThreadView } from './ThreadView';

/** `/direct/t/{thread_id}/`: the thread, beside the inbox from 768 px, alone with a back button below. */
export default function ThreadScreen() {
  const { threadId = '' } = useParams();
  return (
    <DirectLayout
      focus="main"
      list={<InboxPane activeThreadId={threadId} headingLevel={2} />}
      main={<ThreadView key={threadId} threadId={threadId} />}
    />
  );
}

import { useNavigate } from 'react-router';
import { RemoteBoundary } from '../remotes/RemoteBoundary';
import { RemoteSlotContent } from '../remotes/RemoteScreen';

/**
 * A post opened over the page it was clicked on: remote-feed's post dialog, which reads the
 * shortcode from the URL. Closing it goes back, so the page below is where it was
 * (docs/behaviour/search.md#the-explore-grid).
 */
export function PostOverlayHost() {
  const navigate = useNavigate();
  return (
    <RemoteBoundary remote="feed" loading={<span />} compact>
      <RemoteSlotContent remote="feed" slotId="feed.post_dialog" onClose={() => void navigate(-1)} />
    </RemoteBoundary>
  );
}

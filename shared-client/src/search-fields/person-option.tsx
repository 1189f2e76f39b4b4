import { Avatar } from 'shared-client';
import type { SearchOption } from 'shared-ui/search';

/** A person found by a search, as an option: avatar, username and name (tagging people). */
export function personOption(user: {
  pk: string;
  username: string;
  full_name: string;
  profile_pic_url: string;
}): SearchOption {
  return {
    id: user.pk,
    primary: user.username,
    secondary: user.full_name,
    leading: <Avatar src={user.profile_pic_url} size={32} />,
  };
}

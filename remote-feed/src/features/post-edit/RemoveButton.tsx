import { CloseIcon, IconButton } from 'shared-ui';

/** The small × that removes a tag, a collaborator or the place from the edit. */
export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconButton label={label} onClick={onClick}>
      <CloseIcon size={12} />
    </IconButton>
  );
}

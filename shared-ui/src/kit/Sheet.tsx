import { Dialog, type DialogProps } from './Dialog.js';

/**
 * A dialog that rises from the bottom edge at phone widths (up to 564 px) and is a centred card
 * above: options menus, pickers, lists.
 */
export function Sheet(props: Omit<DialogProps, 'placement'>) {
  return <Dialog {...props} placement="sheet" />;
}

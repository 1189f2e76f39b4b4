/**
 * jsdom has <dialog> without showModal() and close(): this adds the minimum the UI kit needs in
 * unit tests (the open attribute and the close event). Real modality, inertness and the top layer
 * are tested in Chromium by the end-to-end suite.
 */
export function installDialogPolyfill(): void {
  if (typeof HTMLDialogElement === 'undefined') return;
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  proto.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom lacks the native <dialog> API the UI kit is built on.
import { installDialogPolyfill } from 'shared-contracts/testing';

installDialogPolyfill();

import { configure } from '@testing-library/react';
// jsdom lacks the native <dialog> API the UI kit is built on.
import { installDialogPolyfill } from 'shared-contracts/testing';

installDialogPolyfill();
// Tests wait for answers, never for a time: on a busy machine (parallel builds) the default second
// of `findBy`/`waitFor` has run out before an answer that is on its way.
configure({ asyncUtilTimeout: 5000 });

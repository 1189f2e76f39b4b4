// Runs before every frontend unit test file.
import { configure } from '@testing-library/react';
import { installDialogPolyfill } from 'shared-ui/testing';

// jsdom lacks the native <dialog> API the UI kit is built on.
installDialogPolyfill();
// Tests wait for answers, never for a time: on a busy machine (parallel builds) the default second
// of `findBy`/`waitFor` has run out before an answer that is on its way.
configure({ asyncUtilTimeout: 5000 });

/**
 * Choice lists of the kit: a group of radio buttons, one line each, and the appearance picker
 * built on it. An entry of its own (`shared-client/choices`): only the settings pages and the
 * More menu's dialog load it, so the shell's first load does not grow.
 */
export * from './ChoiceList.js';
export * from './AppearancePicker.js';

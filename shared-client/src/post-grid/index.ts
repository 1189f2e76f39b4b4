/**
 * Post grids of the kit: the one thumbnail tile (with the one alt-text rule) and the grid that
 * holds them. An entry of its own (`shared-client/post-grid`): only the screens that show grids
 * load it, so the shell's first load does not grow.
 */
export * from './PostThumbnail.js';
export * from './ThumbnailGrid.js';
export { thumbnailAlt } from './thumbnail-alt.js';

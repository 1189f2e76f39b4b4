import { ROUTES, SHELL_PATHS } from 'shared-contracts';

/** The creation route's path (spec 2: /create/style/), from the shared route table. */
export const CREATE_STYLE_PATH: string = ROUTES.find((route) => route.id === 'create.style')?.path ?? '/create/style/';

/** Where the viewer lands after posting or discarding (spec 2: home, its nav section selected). */
export const HOME_PATH: string = SHELL_PATHS.home;

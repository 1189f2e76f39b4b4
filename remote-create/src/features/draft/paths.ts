import { ROUTES, SHELL_PATHS } from 'shared-contracts';

/** The creation route's path (/create/style/, docs/routes.md#pages), from the shared route table. */
export const CREATE_STYLE_PATH: string = ROUTES.find((route) => route.id === 'create.style')?.path ?? '/create/style/';

/** Where the viewer lands after posting or discarding: home (docs/behaviour/creation.md#sharing). */
export const HOME_PATH: string = SHELL_PATHS.home;

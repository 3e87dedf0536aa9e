/**
 * Rolldown tree-shaking rule of the three web apps: the workspace libs (libs/shared, libs/web)
 * only declare things, so a module none of whose exports is used is left out of a bundle.
 * Without it, importing one export of a barrel (`@celebra/ui`, `@celebra/contracts`) pulls
 * every module of that lib into the importing chunk: the whole UI kit and every zod schema in
 * the first download of the login screen.
 */
export const sideEffectFreeLibs = [
  {
    test: /\/libs\/(shared|web)\/[^/]+\/src\/.+\.tsx?$/,
    sideEffects: false,
  },
];

export { seedDemo } from './seed-demo';
export type { SeedOptions, SeedPictures, SeedResult } from './seed-options';
export { DEFAULT_ADMIN, DEMO_EVENT_SLUG, DEMO_HOST } from './credentials';

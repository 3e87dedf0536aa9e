import { webAppConfig } from '../../tools/eslint/web-app.config.mjs';

export default webAppConfig(import.meta.dirname);

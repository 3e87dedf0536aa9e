import baseConfig from '../../../eslint.config.mjs';
import { textsImportsConfig } from '../../../tools/eslint/texts.config.mjs';

export default [...baseConfig, textsImportsConfig(null)];

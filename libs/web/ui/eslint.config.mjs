import nx from '@nx/eslint-plugin';
import baseConfig from '../../../eslint.config.mjs';
import { textsImportsConfig } from '../../../tools/eslint/texts.config.mjs';

export default [
  ...nx.configs['flat/react'],
  ...baseConfig,
  textsImportsConfig(null),
];

import { readdirSync } from 'node:fs';
import path from 'node:path';
import nx from '@nx/eslint-plugin';
import baseConfig from '../../eslint.config.mjs';
import { textsImportsConfig } from './texts.config.mjs';

/**
 * ESLint config of a web app at `root`: the workspace rules plus React, and the feature
 * boundaries described in docs/architecture.md — features never import each other or the
 * app; shared folders import neither (app/routes composes). The app imports no other app's
 * texts (texts.config.mjs).
 */
export function webAppConfig(root) {
  const features = readdirSync(`${root}/src/features`);
  return [
    ...nx.configs['flat/react'],
    ...baseConfig,
    {
      files: ['src/**/*.ts', 'src/**/*.tsx'],
      settings: {
        'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      },
      rules: {
        'import/no-restricted-paths': [
          'error',
          {
            basePath: root,
            zones: [
              ...features.map((feature) => ({
                target: `./src/features/${feature}`,
                from: './src/features',
                except: [`./${feature}`],
              })),
              { target: './src/features', from: './src/app' },
              {
                target: ['./src/components', './src/lib', './src/config'],
                from: ['./src/features', './src/app'],
              },
            ],
          },
        ],
      },
    },
    textsImportsConfig(path.basename(root)),
  ];
}

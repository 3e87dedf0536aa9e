import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';

const serverPackages = [
  'fastify',
  '@fastify/*',
  'fastify-*',
  'drizzle-orm',
  'drizzle-orm/*',
  'drizzle-kit',
  '@electric-sql/pglite',
  'pg',
  'sharp',
  '@node-rs/argon2',
];
const browserPackages = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router-dom',
  '@tanstack/*',
  'sweetalert2',
  'react-hook-form',
  'browser-image-compression',
];

// The two type-aware rules (no-floating-promises, no-misused-promises) run through oxlint
// (.oxlintrc.json, tools/lint.mjs), which types files with TypeScript's native compiler.
export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  prettier,
  {
    ignores: [
      '**/dist',
      '**/out-tsc',
      '**/vite.config.*.timestamp*',
      'tmp/**',
      'data/**',
      'coverage/**',
    ],
  },
  {
    files: [
      '**/*.ts',
      '**/*.tsx',
      '**/*.js',
      '**/*.jsx',
      '**/*.mts',
      '**/*.mjs',
    ],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [
            '^.*/eslint(\\.base)?\\.config\\.[cm]?[jt]s$',
            '^.*/tools/eslint/[a-z-]+\\.config\\.mjs$',
          ],
          depConstraints: [
            {
              sourceTag: 'scope:shared',
              onlyDependOnLibsWithTags: ['scope:shared'],
              bannedExternalImports: [...serverPackages, ...browserPackages],
            },
            {
              sourceTag: 'scope:web',
              onlyDependOnLibsWithTags: ['scope:web', 'scope:shared'],
              bannedExternalImports: serverPackages,
            },
            {
              sourceTag: 'scope:host',
              onlyDependOnLibsWithTags: [
                'scope:host',
                'scope:web',
                'scope:shared',
              ],
              bannedExternalImports: serverPackages,
            },
            {
              sourceTag: 'scope:guest',
              onlyDependOnLibsWithTags: [
                'scope:guest',
                'scope:web',
                'scope:shared',
              ],
              bannedExternalImports: serverPackages,
            },
            {
              sourceTag: 'scope:admin',
              onlyDependOnLibsWithTags: [
                'scope:admin',
                'scope:web',
                'scope:shared',
              ],
              bannedExternalImports: serverPackages,
            },
            {
              sourceTag: 'scope:server',
              onlyDependOnLibsWithTags: ['scope:server', 'scope:shared'],
              bannedExternalImports: browserPackages,
            },
            {
              sourceTag: 'scope:api',
              onlyDependOnLibsWithTags: [
                'scope:api',
                'scope:server',
                'scope:shared',
              ],
              bannedExternalImports: browserPackages,
            },
            {
              sourceTag: 'scope:edge',
              onlyDependOnLibsWithTags: [
                'scope:edge',
                'scope:server',
                'scope:shared',
              ],
              bannedExternalImports: browserPackages,
            },
            {
              sourceTag: 'scope:e2e',
              onlyDependOnLibsWithTags: ['scope:shared'],
            },
            {
              // The host/admin shell (auth state, logout, route sets): data access and UI.
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: [
                'type:feature',
                'type:data-access',
                'type:ui',
                'type:util',
              ],
            },
            {
              sourceTag: 'type:ui',
              onlyDependOnLibsWithTags: ['type:ui', 'type:util'],
            },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
            {
              sourceTag: 'type:testing',
              onlyDependOnLibsWithTags: [
                'type:testing',
                'type:data-access',
                'type:ui',
                'type:util',
              ],
            },
            {
              sourceTag: 'type:data-access',
              onlyDependOnLibsWithTags: ['type:data-access', 'type:util'],
            },
          ],
        },
      ],
    },
  },
];

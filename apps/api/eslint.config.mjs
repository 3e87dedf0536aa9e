import importPlugin from 'eslint-plugin-import';
import baseConfig from '../../eslint.config.mjs';

/**
 * The api's domains in dependency order: a domain imports only domains before it, so arrows
 * between domains run one way. Domains in one group do not import each other.
 */
const DOMAIN_LAYERS = [
  ['services'],
  ['events'],
  ['accounts', 'catalogue', 'guests', 'media', 'party', 'lookups', 'health'],
  ['orders', 'members'],
  ['money'],
  ['messages', 'dashboard'],
];
const INFRASTRUCTURE = [
  'lib',
  'plugins',
  'errors',
  'payments',
  'media',
  'storage',
  'mail',
];

const domainZones = DOMAIN_LAYERS.flatMap((layer, index) =>
  layer.map((domain) => ({
    target: `./src/modules/${domain}`,
    from: DOMAIN_LAYERS.slice(index)
      .flat()
      .filter((other) => other !== domain)
      .map((other) => `./src/modules/${other}`),
    message:
      'Domains import only the domains before them (docs/architecture.md).',
  })),
);

const restrictedPaths = (zones) => ({
  'import/no-restricted-paths': [
    'error',
    { basePath: import.meta.dirname, zones },
  ],
});
const infrastructureZone = {
  target: INFRASTRUCTURE.map((folder) => `./src/${folder}`),
  from: './src/modules',
  message:
    'Infrastructure imports no domain (its tests may, to check effects).',
};

export default [
  ...baseConfig,
  {
    files: ['src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.js'] } },
    },
    rules: restrictedPaths([...domainZones, infrastructureZone]),
  },
  {
    files: ['src/**/*.spec.ts'],
    rules: restrictedPaths(domainZones),
  },
];

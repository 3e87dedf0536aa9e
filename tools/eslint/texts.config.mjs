/**
 * Who may import which texts (libs/shared/contracts/src/texts, README there): a web app only
 * its own (`hostTexts`, `adminTexts`, `guestSiteTexts`) and the shared `messages`; a web lib
 * only the shared ones; neither the api's (`@celebra/contracts/api-texts`). Specs are left
 * out: they are not bundled, and some assert what the api answers.
 * `npm run budget` checks the builds themselves.
 */
const appTexts = {
  host: 'hostTexts',
  admin: 'adminTexts',
  guest: 'guestSiteTexts',
};

/** The ESLint config of the texts a web app (`host`, `admin`, `guest`) or a web lib (none) imports. */
export function textsImportsConfig(app) {
  const refused = Object.entries(appTexts)
    .filter(([owner]) => owner !== app)
    .map(([, name]) => name);
  return {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/**/*.spec.ts', 'src/**/*.spec.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@celebra/contracts',
              importNames: refused,
              message: app
                ? `Another app's texts: the ${app} app bundles only its own and the shared messages.`
                : "An app's texts: a web lib uses only the shared messages.",
            },
            {
              name: '@celebra/contracts/api-texts',
              message:
                'The api-only texts never go into a web bundle: move a text the app shows to its texts or to the shared messages.',
            },
          ],
        },
      ],
    },
  };
}

import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { apps } from './scripts/lib/stack.mjs';

// Every refusal carries its code (architecture §3, "Errors"): services throw Refusal, never Nest's HTTP exceptions.
const CODED_REFUSALS_ONLY = {
  selector:
    'NewExpression[callee.name=/^(Http|BadRequest|Unauthorized|Forbidden|NotFound|Conflict|Gone|PayloadTooLarge|UnprocessableEntity|InternalServerError|BadGateway|ServiceUnavailable)Exception$/]',
  message: "Throw new Refusal('<CODE>', message) of @atelier/service-kit, so the answer carries its code.",
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '**/coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // No app reaches into another app's files: shared code lives in libs/.
      'no-restricted-imports': [
        'error',
        {
          patterns: apps.map((app) => ({
            group: [`**/${app}/**`, `../${app}`, `../../${app}`],
            message: `Do not import another app's files (${app}); move shared code to libs/.`,
          })),
        },
      ],
    },
  },
  {
    files: ['shell/**/*.{ts,tsx}', 'mfe-*/**/*.{ts,tsx}', 'libs/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['svc-*/src/**/*.ts', 'libs/service-kit/src/**/*.ts'],
    ignores: ['**/*.spec.ts', 'libs/service-kit/src/http/refusal.ts'],
    rules: {
      'no-restricted-syntax': ['error', CODED_REFUSALS_ONLY],
    },
  },
  {
    // One owner per table (architecture §3): orders and payments are read and written through their repositories only.
    files: ['svc-commerce/src/**/*.ts'],
    ignores: [
      'svc-commerce/src/orders/orders{.repository,-repository.module}.ts',
      'svc-commerce/src/payments/payments{.repository,-repository.module}.ts',
      'svc-commerce/src/migrations/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          'CallExpression > Identifier.arguments[name=/^(OrderEntity|PaymentEntity)$/]',
          'CallExpression > ArrayExpression.arguments > Identifier[name=/^(OrderEntity|PaymentEntity)$/]',
          'Literal[value=/"(orders|payments)"/]',
          'TemplateElement[value.raw=/"(orders|payments)"/]',
        ].map((selector) => ({
          selector,
          message: 'Read and write orders through OrdersRepository, payments through PaymentsRepository.',
        })),
        CODED_REFUSALS_ONLY,
      ],
    },
  },
  {
    files: ['**/*.cjs', '**/jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.spec.ts', '**/*.spec.tsx', '**/*.e2e-spec.ts', 'e2e/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
);

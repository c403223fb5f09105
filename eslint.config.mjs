// ESLint's rules for the board's JavaScript (theme/) and the browser tests (tests/browser),
// run by `cargo xtask lint` (and so by `cargo xtask test`): ESLint's recommended rules, plus a
// few that catch what the recommended set lets through. ESLint is installed with the browser
// tests' packages, so its modules are imported from there.
import js from "./tests/browser/node_modules/@eslint/js/src/index.js";
import globals from "./tests/browser/node_modules/globals/index.js";

const rules = {
  ...js.configs.recommended.rules,
  eqeqeq: ["error", "always", { null: "ignore" }],
  "no-var": "error",
  "prefer-const": "error",
  "no-unused-vars": ["error", { args: "after-used", caughtErrors: "none" }],
  // Japanese records write a full-width space (同　歩); comments and strings may show one.
  "no-irregular-whitespace": ["error", { skipComments: true, skipStrings: true, skipTemplates: true, skipRegExps: true }],
};

export default [
  { ignores: ["**/node_modules/**", "target/**", "output/**", "**/*.min.js"] },
  {
    files: ["theme/board/**/*.js", "theme/search-names.js", "theme/search-index.js"],
    languageOptions: { ecmaVersion: 2024, sourceType: "module", globals: { ...globals.browser } },
    rules,
  },
  {
    // The site's own scripts are classic scripts that any browser runs, written with `var`.
    files: ["theme/site.js", "theme/search.js"],
    languageOptions: { ecmaVersion: 2024, sourceType: "script", globals: { ...globals.browser } },
    rules: { ...rules, "no-var": "off" },
  },
  {
    files: ["tests/browser/**/*.mjs"],
    languageOptions: { ecmaVersion: 2024, sourceType: "module", globals: { ...globals.node, ...globals.browser } },
    rules,
  },
];

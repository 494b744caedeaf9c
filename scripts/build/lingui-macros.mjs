/**
 * Babel, only over files that import a Lingui macro (`msg`, `plural`), turning them into message
 * descriptors; a production build keeps only their ids (the words come from the catalogue).
 */
export function linguiMacros() {
  return {
    presets: [
      {
        preset: { plugins: ['@lingui/babel-plugin-lingui-macro'] },
        rolldown: { filter: { code: /from ['"]@lingui\/(core|react)\/macro['"]/ } },
      },
    ],
  };
}

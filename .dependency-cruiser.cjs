/**
 * dependency-cruiser for `npm run deps` (scripts/deps.sh): the folder-level import graphs of the server
 * and of the web app, drawn as SVG into docs/ (docs/architecture.md). The rules themselves are lint's
 * (eslint/boundaries.js, import-x/no-cycle); this only draws, and fails on a cycle for good measure.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Folders never import each other in a circle.',
      from: { pathNot: '\\.(test|spec)\\.tsx?$' },
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: ['\\.(test|spec)\\.tsx?$', '/test/', '/e2e/', '\\.d\\.ts$', '\\.css$', '\\.json$'],
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    reporterOptions: {
      dot: {
        theme: {
          graph: {
            rankdir: 'LR',
            splines: 'true',
            ranksep: '1.2',
            fontname: 'Helvetica',
            fontsize: 11,
          },
          node: { fontname: 'Helvetica', fontsize: 11, style: 'filled', fillcolor: '#f4f4f4' },
          edge: { color: '#888888' },
        },
      },
    },
  },
};

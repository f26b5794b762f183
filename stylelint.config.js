/**
 * CSS against the support line (docs/browser-support.md). Two views of it:
 * doiuse reads package.json's browserslist with caniuse's data; use-baseline
 * checks web-features' Baseline 2022 (the line's year: Safari 15.4, Chrome 93,
 * Firefox 92), which knows newer features caniuse lacks, such as color-mix().
 * A use beyond the line has a fallback or a disable comment saying why it is
 * acceptable there. Formatting is prettier's business, not stylelint's.
 */
export default {
  plugins: ['stylelint-no-unsupported-browser-features', 'stylelint-plugin-use-baseline'],
  rules: {
    'plugin/no-unsupported-browser-features': [
      true,
      {
        severity: 'error',
        ignorePartialSupport: true,
        ignore: [
          // Accepted everywhere, all progressive enhancements (docs/browser-support.md):
          // touch screens show no cursor; iOS shows no resize handle; without
          // overscroll-behavior (Safari < 16) a list's scroll chains to the page.
          'css3-cursors',
          'css-resize',
          'css-overscroll-behavior',
        ],
      },
    ],
    'plugin/use-baseline': [
      true,
      {
        available: 2022,
        severity: 'error',
        // In every browser of the line; Baseline dates them later for details that do not matter
        // here: outline follows border-radius only from Safari 16.4 (square corners before),
        // clip is deprecated but universal (visually-hidden text), accent-color is in Safari 15.4,
        // Chrome 93 and Firefox 92. resize and overscroll-behavior as above. hyphens: a progressive
        // enhancement (Safari before 17 hyphenates only with the -webkit- prefix; without it long
        // words still wrap at a word break, through overflow-wrap: break-word).
        ignoreFunctions: ['rect'],
        ignoreProperties: {
          outline: ['/^.+$/'],
          clip: ['/^.+$/'],
          'accent-color': [],
          resize: [],
          'overscroll-behavior': ['/^.+$/'],
          hyphens: ['/^.+$/'],
        },
      },
    ],
  },
};
